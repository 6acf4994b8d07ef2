import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { ExerciseProps } from './exercise-props';
import { useTicker } from './use-ticker';

const AREAS = [
  'your feet and toes',
  'your calves and knees',
  'your thighs and hips',
  'your belly and lower back',
  'your chest and upper back',
  'your hands and arms',
  'your shoulders and neck',
  'your jaw, eyes and forehead',
];
const SECONDS = 20;

/** A guided body scan: twenty seconds of attention for each area, head to toe in reverse. */
export function BodyScan({ onComplete }: ExerciseProps) {
  const { running, setRunning, elapsed, setElapsed, finished } = useTicker(
    AREAS.length * SECONDS,
    onComplete,
  );
  const area = Math.floor(elapsed / SECONDS);

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="p" aria-live="polite">
        {finished
          ? 'Done. Take a moment before you move on.'
          : running || elapsed
            ? `Rest your attention on ${AREAS[area]}. Notice, without changing anything.`
            : 'Sit or lie comfortably. We will move slowly through eight areas of your body.'}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(Math.min(elapsed, AREAS.length * SECONDS) / (AREAS.length * SECONDS)) * 100}
        aria-label="Body scan progress"
      />
      {!finished && (
        <Typography variant="body2" color="text.secondary">
          Area {area + 1} of {AREAS.length} · {SECONDS - (elapsed % SECONDS)} s
        </Typography>
      )}
      <Stack direction="row" spacing={1.5}>
        {!finished && (
          <Button variant="contained" onClick={() => setRunning((r) => !r)}>
            {running ? 'Pause' : elapsed ? 'Resume' : 'Start'}
          </Button>
        )}
        {!finished && elapsed > 0 && (
          <Button onClick={() => setElapsed((area + 1) * SECONDS)}>Next area</Button>
        )}
      </Stack>
    </Stack>
  );
}
