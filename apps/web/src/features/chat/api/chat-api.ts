import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatResponse, HistoryItem } from '@moodcraft/core/companion/chat';
import { api, ApiError, NetworkError } from '../../../lib/api-client';

export const useChatHistory = () =>
  useQuery({ queryKey: ['chat', 'history'], queryFn: () => api<HistoryItem[]>('/ai/history') });

export function useClearHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/ai/history', { method: 'DELETE' }),
    onSuccess: () => client.setQueryData(['chat', 'history'], []),
  });
}

export type StreamDone = ChatResponse;

type Handlers = { onToken: (text: string) => void; onReplace: (text: string) => void };

/** Posts the conversation and reads the server-sent events of the reply as they arrive. */
export async function streamChat(
  messages: { role: 'user' | 'assistant'; content: string }[],
  handlers: Handlers,
  signal?: AbortSignal,
) {
  let response: Response;
  try {
    response = await fetch('/api/ai/chat/stream', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ messages }),
      signal,
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? response.statusText);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done: StreamDone | null = null;
  for (;;) {
    const { value, done: finished } = await reader.read();
    if (finished) break;
    buffer += decoder.decode(value, { stream: true });
    let split = buffer.indexOf('\n\n');
    while (split >= 0) {
      const block = buffer.slice(0, split);
      buffer = buffer.slice(split + 2);
      split = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || !data) continue;
      const payload = JSON.parse(data);
      if (event === 'token') handlers.onToken(payload.text);
      else if (event === 'replace') handlers.onReplace(payload.text);
      else if (event === 'done') done = payload as StreamDone;
      else if (event === 'error') throw new ApiError(502, payload.message);
    }
  }
  if (!done) throw new NetworkError();
  return done;
}
