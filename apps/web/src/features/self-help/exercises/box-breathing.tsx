import { Box, Button, Stack, Typography } from '@mui/material';
import type { ExerciseProps } from './exercise-props';
import { useTicker } from './use-ticker';

const PHASES = ['Breathe in', 'Hold', 'Breathe out', 'Hold'] as const;
const SECONDS = 4;
const ROUNDS = 4;

/** Box breathing: four counts in, hold, out, hold; four rounds, with a square that grows and rests. */
export function BoxBreathing({ onComplete }: ExerciseProps) {
  const {
    running,
    setRunning,
    elapsed: tick,
    setElapsed: setTick,
    finished,
  } = useTicker(ROUNDS * 4 * SECONDS, onComplete);
  const phase = Math.floor(tick / SECONDS) % 4;
  const round = Math.floor(tick / (SECONDS * 4));
  const count = SECONDS - (tick % SECONDS);

  const expanded = phase === 0 || phase === 1;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 180, height: 180, display: 'grid', placeItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 150,
            height: 150,
            borderRadius: 4,
            bgcolor: 'primary.main',
            opacity: 0.85,
            transform: running ? `scale(${expanded ? 1 : 0.55})` : 'scale(0.7)',
            transition: running
              ? `transform ${phase === 0 || phase === 2 ? SECONDS : 0.3}s ease-in-out`
              : 'none',
          }}
        />
      </Box>
      <Typography variant="h5" component="p" aria-live="polite" sx={{ minHeight: 40 }}>
        {finished
          ? 'Well done. Notice how you feel now.'
          : running
            ? `${PHASES[phase]} · ${count}`
            : 'Ready when you are'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Round {Math.min(round + 1, ROUNDS)} of {ROUNDS}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        {!finished && (
          <Button variant="contained" onClick={() => setRunning((r) => !r)}>
            {running ? 'Pause' : tick ? 'Resume' : 'Start'}
          </Button>
        )}
        {(tick > 0 || finished) && (
          <Button
            onClick={() => {
              setRunning(false);
              setTick(0);
            }}
          >
            Start over
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
