import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { AuthProvider } from '../features/auth/auth-context';
import { ColorModeProvider, useColorMode } from './color-mode';
import { SettingsSync } from './settings-sync';
import { buildTheme } from './theme';

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

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>
        <AuthProvider>
          <SettingsSync />
          <ThemedApp>{children}</ThemedApp>
        </AuthProvider>
      </ColorModeProvider>
    </QueryClientProvider>
  );
}
