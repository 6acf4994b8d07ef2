import { Typography } from '@mui/material';
import { CHECK_IN_CREDIT } from '@moodcraft/core/checkins/instruments';

/** The authors' credit, wherever the questionnaires or their results are shown. */
export function Credit() {
  return (
    <Typography
      variant="caption"
      component="p"
      color="text.secondary"
      sx={{ mt: 4, maxWidth: '75ch' }}
    >
      {CHECK_IN_CREDIT}
    </Typography>
  );
}
