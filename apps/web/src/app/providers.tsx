import { lazy, Suspense, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { AuthProvider, useAuth } from './auth-context';
import { MODE_STORAGE_KEY, theme } from './theme';

// the settings sync loads only for a signed-in person, so the public pages stay light
const SignedInSettings = lazy(() => import('./signed-in-settings'));

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

/** The theme (light or dark, as the person chose) and who is signed in, around every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} modeStorageKey={MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <AuthProvider>
        <SettingsForSignedIn />
        {children}
      </AuthProvider>
    </ThemeProvider>
  );
}
