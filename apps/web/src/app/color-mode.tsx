import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { PaletteMode } from '@mui/material';

const STORAGE_KEY = 'colorMode';

type ColorModeContextValue = { mode: PaletteMode; setMode: (mode: PaletteMode) => void };

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

/** The mode the page opens in; the inline start-up script in index.html makes the same choice. */
function initialMode(): PaletteMode {
  if (typeof localStorage === 'undefined') return 'light';
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Light or dark: the person's saved choice, else the system's preference. */
export function ColorModeProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: PaletteMode;
}) {
  const [mode, setModeState] = useState<PaletteMode>(initial ?? initialMode);
  const setMode = useCallback((next: PaletteMode) => {
    localStorage.setItem(STORAGE_KEY, next);
    setModeState(next);
  }, []);
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode() {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside ColorModeProvider');
  return value;
}
