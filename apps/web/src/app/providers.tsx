import { Suspense, useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, type PaletteMode } from '@mui/material';
import type { User } from '@moodcraft/core/accounts/accounts';
import { AuthProvider, useAuth } from './auth-context';
import { ColorModeProvider, useColorMode } from './color-mode';
import { buildTheme } from './theme';
import { lazyPage } from './lazy-page';
import { preloadSignedInNav } from './layout/top-bar';

const SignedInSettings = lazyPage(() => import('./signed-in-settings'));

/** Loads what a signed-in person's every page has: the settings sync and the navigation. */
export const preloadSignedIn = () =>
  Promise.all([SignedInSettings.preload(), preloadSignedInNav()]);

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

/**
 * `mode` fixes light or dark, and `user` the person signed in (pages drawn at build time);
 * otherwise both are the person's own.
 */
export function AppProviders({
  children,
  mode,
  user,
}: {
  children: ReactNode;
  mode?: PaletteMode;
  user?: User;
}) {
  return (
    <ColorModeProvider initial={mode}>
      <AuthProvider initialUser={user}>
        <SettingsForSignedIn />
        <ThemedApp>{children}</ThemedApp>
      </AuthProvider>
    </ColorModeProvider>
  );
}
