const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it gives a truthy value and returns it; throws naming `what` after `timeoutMs`. */
export async function until<T>(
  probe: () => T | Promise<T>,
  what: string,
  timeoutMs = 60_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}
