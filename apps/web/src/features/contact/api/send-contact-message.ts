import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@moodcraft/core/contact/contact';
import { api } from '../../../lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) =>
      api<{ message: string }>('/contact', { method: 'POST', body }),
  });
}
