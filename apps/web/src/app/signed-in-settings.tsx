import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { SettingsSync } from './settings-sync';

export default function SignedInSettings() {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsSync />
    </QueryClientProvider>
  );
}
