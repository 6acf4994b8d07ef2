import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoodEntryInput } from '@moodcraft/core/moods/moods';
import { saveMood } from '../../../lib/offline-moods/sync';
import { DASHBOARD_QUERY_KEY } from '../../../app/query-keys';

/**
 * A quick check-in from the dashboard: a feeling and its kind, now, at the form's starting
 * intensity (5); how it felt overall is derived by the server. With no connection it waits on
 * this device and is sent when the connection returns (lib/offline-moods). Everything under the
 * moods' key (the dashboard, the Mood Tracker's lists) is then refreshed.
 */
export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ primaryEmotion, subEmotion }: { primaryEmotion: string; subEmotion: string }) =>
      saveMood({
        body: {
          date: new Date().toISOString(),
          primaryEmotion,
          subEmotion,
          score: 5,
          factors: [],
          notes: '',
          creativeActivity: { completed: false, duration: 0, type: '' },
        } satisfies MoodEntryInput,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [DASHBOARD_QUERY_KEY[0]] });
      void client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
