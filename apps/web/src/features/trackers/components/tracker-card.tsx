import { useCallback, useMemo } from 'react';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { formatValue } from '@moodcraft/core/trackers/definitions';
import type { Tracker, TrackerValue } from '@moodcraft/core/trackers/trackers';
import { ScoreLineChart, type ScorePoint } from '../../../components/charts/score-line-chart';

type Props = {
  tracker: Tracker;
  values: TrackerValue[];
  onArchive: (tracker: Tracker) => void;
  onRestore: (tracker: Tracker) => void;
  onDelete: (tracker: Tracker) => void;
};

const NOUN = { one: 'value', many: 'values' };

/** The top of a chart's axis: the scale's, unless it is far above every value (steps, say). */
function axisTop(tracker: Tracker, points: ScorePoint[]) {
  const highest = Math.max(tracker.min + tracker.step, ...points.map((p) => p.value));
  if (tracker.max <= highest * 2) return tracker.max;
  const magnitude = 10 ** Math.floor(Math.log10(highest));
  return Math.min(tracker.max, Math.ceil((highest * 1.1) / magnitude) * magnitude);
}

/** One tracker over the period, with putting it away, bringing it back or deleting it. */
export function TrackerCard({ tracker, values, onArchive, onRestore, onDelete }: Props) {
  const points = useMemo<ScorePoint[]>(
    () => values.map((v) => ({ date: `${v.day}T12:00:00`, value: v.value })),
    [values],
  );
  const describe = useCallback((p: ScorePoint) => formatValue(tracker, p.value), [tracker]);
  const headingId = `tracker-${tracker.id}-heading`;
  const ticks = tracker.kind === 'yes-no' ? [0, 1] : undefined;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h6" component="h3">
          {tracker.name}
          {tracker.archived && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              (archived)
            </Typography>
          )}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
          {tracker.kind === 'yes-no'
            ? 'Yes (1) or no (0)'
            : `${tracker.min.toLocaleString('en-AU')} to ${tracker.max.toLocaleString('en-AU')}${tracker.unit ? ` ${tracker.unit}` : ''}`}
        </Typography>
        <ScoreLineChart
          points={points}
          min={tracker.kind === 'numeric' ? Math.min(0, tracker.min) : 0}
          max={axisTop(tracker, points)}
          ticks={ticks}
          height={points.length ? 200 : 100}
          label={`${tracker.name} over the last 90 days`}
          describe={describe}
          noun={NOUN}
          wholeDays
          emptyText="Values you log will show here."
        />
      </CardContent>
      <CardActions sx={{ px: { xs: 2, sm: 3 }, pb: 2, pt: 0 }}>
        {tracker.archived ? (
          <Button onClick={() => onRestore(tracker)} sx={{ minHeight: 44 }}>
            Restore
          </Button>
        ) : (
          <Button onClick={() => onArchive(tracker)} sx={{ minHeight: 44 }}>
            Archive
          </Button>
        )}
        <Button color="error" onClick={() => onDelete(tracker)} sx={{ minHeight: 44 }}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
