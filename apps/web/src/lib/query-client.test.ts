import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-client';
import { followConnection, queryClient, retryDelay, shouldRetry } from './query-client';

/** What the browser says of its connection, and the event it fires when that changes. */
function setConnection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Watches a read, as a page would, and counts the requests it makes. */
function watch(queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey: ['watched'], queryFn });
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

describe('retry policy', () => {
  it('tries a read again twice after no answer or a server error, never after a 4xx', () => {
    expect(shouldRetry(0, new NetworkError())).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'Service unavailable'))).toBe(true);
    expect(shouldRetry(2, new NetworkError())).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'Unauthorised'))).toBe(false);
  });

  it('waits twice as long before each try, never more than 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('the connection, as the queries hear it', () => {
  it('starts from what the browser says, then follows its events', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const heard: boolean[] = [];
    const stop = followConnection((online) => heard.push(online));
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    stop?.();
    window.dispatchEvent(new Event('online'));
    expect(heard).toEqual([false, true, false]);
  });
});

describe('reads without a connection', () => {
  // as the app's QueryClientProvider does: the client hears the connection come and go
  beforeEach(() => {
    vi.useFakeTimers();
    setConnection(true);
    queryClient.mount();
  });
  afterEach(() => {
    queryClient.unmount();
    queryClient.clear();
    setConnection(true);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('backs off between tries, then stops with the error', async () => {
    const queryFn = vi.fn().mockRejectedValue(new NetworkError());
    const { observer, stop } = watch(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().isError).toBe(true);
    stop();
  });

  it('sends nothing while offline, and reads once the connection returns', async () => {
    setConnection(false);
    expect(onlineManager.isOnline()).toBe(false);
    const queryFn = vi.fn().mockResolvedValue({ entries: 3 });
    const { observer, stop } = watch(queryFn);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');

    setConnection(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().data).toEqual({ entries: 3 });
    stop();
  });

  it('stops trying when the connection goes, and tries again when it returns', async () => {
    const queryFn = vi.fn().mockRejectedValueOnce(new NetworkError()).mockResolvedValue('fresh');
    const { observer, stop } = watch(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    setConnection(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);

    setConnection(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toBe('fresh');
    stop();
  });

  it('asks offline for what the service worker keeps, once, without retrying until online', async () => {
    setConnection(false);
    const queryFn = vi.fn().mockRejectedValue(new NetworkError());
    const observer = new QueryObserver(queryClient, { queryKey: ['settings'], queryFn });
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    stop();
  });
});
