import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onSignedOut } from './session-events';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

// Nothing fetched for one person survives their signing out.
onSignedOut(() => queryClient.clear());
