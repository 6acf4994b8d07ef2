import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { trackerKeys } from '../../../lib/tracker-queries';
import { trackersSavedText, type TrackerChanges } from '../tracker-changes';

/**
 * Saves the tracker values of an entry just saved, through the trackers' own API (each value on
 * its own, so one refused leaves the others and the entry as they are), and says what came of
 * it: null when there was nothing to save.
 */
export function useSaveTrackerChanges() {
  const client = useQueryClient();
  return useCallback(
    async (changes: TrackerChanges | undefined, waiting: boolean) => {
      if (!changes?.changes.length) return null;
      if (waiting) return trackersSavedText('waiting');
      const results = await Promise.allSettled(
        changes.changes.map(({ tracker, value }) =>
          value === null
            ? api<void>(`/trackers/${tracker.id}/values/${changes.day}`, { method: 'DELETE' })
            : api(`/trackers/${tracker.id}/values/${changes.day}`, {
                method: 'PUT',
                body: { value },
              }),
        ),
      );
      void client.invalidateQueries({ queryKey: trackerKeys.all });
      const saved: string[] = [];
      const failed: { name: string; message: string }[] = [];
      results.forEach((result, i) => {
        const { name } = changes.changes[i]!.tracker;
        if (result.status === 'fulfilled') saved.push(name);
        else
          failed.push({
            name,
            message: errorMessage(result.reason, 'no answer from the server'),
          });
      });
      return trackersSavedText({ saved, failed });
    },
    [client],
  );
}
