import type { FlushResult } from './queue';

/** Said when an entry is kept on this device because there is no connection. */
export const WAITING_SAVED =
  'Saved on this device. It will be sent when you’re back online, and waits to sync until then.';

const moods = (count: number) => (count === 1 ? 'One mood' : `${count} moods`);

/**
 * What to tell the person once waiting entries were sent: a refusal first (it needs them), then a
 * change kept from another device, else that all went out.
 */
export function flushedText(
  result: FlushResult,
): { text: string; severity: 'success' | 'info' | 'error' } | null {
  const { sent, superseded, refused } = result;
  if (refused.length > 0) {
    return {
      text: `${moods(refused.length)} could not be sent: see the ${refused.length === 1 ? 'entry' : 'entries'} marked “Not sent”.`,
      severity: 'error',
    };
  }
  if (superseded.length > 0) {
    return {
      text: `${moods(superseded.length)} had been changed later on another device: the later change was kept.`,
      severity: 'info',
    };
  }
  if (sent.length > 0) {
    return {
      text: `${moods(sent.length)} waiting on this device ${sent.length === 1 ? 'was' : 'were'} sent.`,
      severity: 'success',
    };
  }
  return null;
}
