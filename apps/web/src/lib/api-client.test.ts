import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, NetworkError, onUnauthorised } from './api-client';

const respond = (status: number, body?: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('sends JSON to /api and returns the parsed answer', async () => {
    const fetch = respond(200, { ok: true });
    await expect(api('/contact', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');
  });

  it('surfaces the server message and field errors', async () => {
    respond(400, {
      message: 'Email is required',
      errors: [{ path: 'email', message: 'Email is required' }],
    });
    const error = await api('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(errorMessage(error, 'fallback')).toBe('Email is required');
    expect((error as ApiError).errors).toEqual([{ path: 'email', message: 'Email is required' }]);
  });

  it('signs out on a 401, unless the call expects one', async () => {
    const listener = vi.fn();
    const stop = onUnauthorised(listener);
    respond(401, { message: 'Invalid email or password' });
    await api('/users/login', { expectUnauthorised: true }).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    respond(401, { message: 'Please sign in' });
    await api('/users/profile').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reports an answer cut off mid-way as no answer, not as a failure that signs out', async () => {
    const listener = vi.fn();
    const stop = onUnauthorised(listener);
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":'));
        controller.error(new TypeError('network error'));
      },
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(broken, { status: 200 }));
    await expect(api('/users/profile')).rejects.toBeInstanceOf(NetworkError);
    // a read that was called off stays called off
    const aborted = new ReadableStream({
      start(controller) {
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      },
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(aborted, { status: 200 }));
    await expect(api('/users/profile')).rejects.toMatchObject({ name: 'AbortError' });
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('reports an unreachable server and falls back when there is no message', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error, 'fallback')).toBe('No response from server');
    expect(errorMessage(undefined, 'Failed to send message. Please try again later.')).toBe(
      'Failed to send message. Please try again later.',
    );
  });
});
