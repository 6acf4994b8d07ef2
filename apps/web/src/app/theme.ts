import { createTheme, useColorScheme, type PaletteMode } from '@mui/material/styles';

/** Calm, warm and readable: deep teal with a warm coral accent; both modes meet WCAG AA. */
function palette(mode: PaletteMode) {
  const light = mode === 'light';
  return {
    mode,
    // text on a coloured fill (a snackbar, a chip) is dark wherever white would be under WCAG AA
    contrastThreshold: 4.5,
    primary: light
      ? { main: '#1f6f78', dark: '#16545b', light: '#4f9aa2', contrastText: '#ffffff' }
      : { main: '#7cc7cd', dark: '#5aaab1', light: '#a3dade', contrastText: '#0d1f21' },
    secondary: light
      ? { main: '#b24f2e', contrastText: '#ffffff' }
      : { main: '#f2a48c', contrastText: '#2a130b' },
    background: light
      ? { default: '#f7f4ef', paper: '#ffffff' }
      : { default: '#0f1719', paper: '#172225' },
    text: light
      ? { primary: '#1d2b2e', secondary: '#4b5b5e' }
      : { primary: '#e8efef', secondary: '#b3c2c4' },
    success: light ? { main: '#2e7d32' } : { main: '#81c784' },
    error: light ? { main: '#c62828' } : { main: '#ef9a9a' },
    divider: light ? 'rgba(29, 43, 46, 0.12)' : 'rgba(232, 239, 239, 0.14)',
  };
}

/** Where the person's light or dark choice is kept in the browser (the server keeps it too). */
export const MODE_STORAGE_KEY = 'colorMode';

/**
 * One theme for both modes, as CSS variables: a page rendered at build time carries the styles of
 * both, and a line of script picks the person's mode before the first paint.
 */
const PALETTES = { light: palette('light'), dark: palette('dark') };

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data' },
  colorSchemes: { light: { palette: PALETTES.light }, dark: { palette: PALETTES.dark } },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({
          border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
          borderRadius: 18,
        }),
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 18 } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
});

/** The mode on screen now: the person's choice, else the system's. */
export function useMode(): PaletteMode {
  const { mode, systemMode } = useColorScheme();
  return (mode === 'system' ? systemMode : mode) ?? 'light';
}

/** The colours of the mode on screen, for what draws outside CSS (the charts' canvas). */
export function useModePalette() {
  return PALETTES[useMode()];
}
