import { HttpError } from '../plugins/errors';

/**
 * How many uploads one person may have on their way at once. A third one waits for the others:
 * an account cannot tie up the servers' connections and disk with parallel uploads.
 */
export const UPLOADS_AT_ONCE = 2;

/**
 * One person's uploads on their way: counted in this process (`createUploadSlots`) or, with
 * REDIS_URL, across every process (`createRedisUploadSlots`, lib/redis-upload-slots.ts).
 */
export type UploadSlots = {
  /** How many uploads of `userId` are on their way. */
  inUse(userId: string): Promise<number>;
  /**
   * Takes a slot for `userId`, or throws 429 when all are taken; call the answer when the upload
   * is over, however it ended (it never throws).
   */
  take(userId: string): Promise<() => Promise<void>>;
};

export const uploadsBusy = () =>
  new HttpError(429, 'Two uploads are already on their way: please wait for one to finish.');

/** The slots of this process alone. */
export function createUploadSlots(limit = UPLOADS_AT_ONCE): UploadSlots {
  const busy = new Map<string, number>();
  return {
    inUse: async (userId) => busy.get(userId) ?? 0,
    async take(userId) {
      const count = busy.get(userId) ?? 0;
      if (count >= limit) throw uploadsBusy();
      busy.set(userId, count + 1);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const left = (busy.get(userId) ?? 1) - 1;
        if (left > 0) busy.set(userId, left);
        else busy.delete(userId);
      };
    },
  };
}

/**
 * Runs an upload's work, answering 408 (and closing the connection) when it has not finished
 * within `ms`: a client sending a byte every few seconds cannot hold a slot for long. The work
 * left behind fails when its connection closes, and cleans up after itself.
 */
export async function withUploadDeadline<T>(
  work: Promise<T>,
  ms: number,
  onTimeout: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(
        new HttpError(
          408,
          'The upload took too long to arrive. Please try again on a steadier connection.',
        ),
      );
    }, ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    work.catch(() => {});
  }
}
