import type { CSSProperties } from 'react';
import { Box, Stack, Typography } from '@mui/material';

type Props = {
  /** the circle's size and movement: set inline, as it changes with every phase */
  style: CSSProperties;
  /** the phase word and the seconds left in it, while the exercise runs */
  word?: string;
  left?: number;
};

/** The circle to breathe with; the words sit over it and keep their size. */
export function BreathingCircle({ style, word, left }: Props) {
  return (
    <Box sx={{ position: 'relative', width: 200, height: 200, mx: 'auto' }}>
      <Box
        aria-hidden="true"
        data-testid="breathing-circle"
        style={style}
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          border: '2px solid',
          borderColor: 'primary.main',
          bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.14),
        })}
      />
      <Stack
        sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}
      >
        {word && (
          <Typography
            component="p"
            color="text.primary"
            sx={{ fontSize: '1.1rem', fontWeight: 600 }}
          >
            {word}
          </Typography>
        )}
        {left !== undefined && (
          // the live region announces each phase; a countdown read aloud every second would not help
          <Typography
            aria-hidden="true"
            variant="h4"
            component="p"
            color="text.secondary"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {left}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
