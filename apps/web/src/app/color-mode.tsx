import { useColorScheme, type PaletteMode } from '@mui/material/styles';
import { useMode } from './theme';

/** Light or dark: the person's saved choice, else the system's preference. */
export function useColorMode(): { mode: PaletteMode; setMode: (mode: PaletteMode) => void } {
  const { setMode } = useColorScheme();
  return { mode: useMode(), setMode };
}
