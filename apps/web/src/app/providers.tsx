import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, type PaletteMode } from '@mui/material';
import { AuthProvider, useAuth } from '../features/auth/auth-context';
import { ColorModeProvider, useColorMode } from './color-mode';
import { buildTheme } from './theme';

const SignedInSettings = lazy(() => import('./signed-in-settings'));

function ThemedApp({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  const theme = useMemo(() => buildTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** Loaded only for a signed-in person: the theme follows their saved setting. */
function SettingsForSignedIn() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SignedInSettings />
    </Suspense>
  );
}

/** `mode` fixes light or dark (pages rendered at build time); otherwise it is the person's choice. */
export function AppProviders({ children, mode }: { children: ReactNode; mode?: PaletteMode }) {
  return (
    <ColorModeProvider initial={mode}>
      <AuthProvider>
        <SettingsForSignedIn />
        <ThemedApp>{children}</ThemedApp>
      </AuthProvider>
    </ColorModeProvider>
  );
}
