import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CheckInSchedule } from '@moodcraft/core/checkins/checkins';
import { BAND_LABELS, INSTRUMENTS } from '@moodcraft/core/checkins/instruments';
import { formatDate } from '../../../lib/dates';

type Status = CheckInSchedule['instruments'][number];
type Props = { status: Status; today: string };

const day = (value: string) =>
  formatDate(value.length === 10 ? `${value}T12:00:00` : value, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** When the next one is due, in words. */
export function dueText({ last, nextDue, due }: Status, today: string) {
  if (nextDue === null) return 'No schedule: take it whenever you like.';
  if (!last) return 'Start whenever you are ready.';
  if (due) return nextDue === today ? 'Due today.' : `Due since ${day(nextDue)}.`;
  return `Next due ${day(nextDue)}.`;
}

/** One questionnaire: what it asks about, the last result and when the next is due. */
export function InstrumentCard({ status, today }: Props) {
  const instrument = INSTRUMENTS[status.instrument];
  const headingId = `${instrument.id}-card-heading`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={headingId} variant="h5" component="h2">
            {instrument.name}
          </Typography>
          {status.due && status.last && <Chip label="Due" color="secondary" size="small" />}
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {instrument.items.length} questions about {instrument.topic}
        </Typography>
        {status.last ? (
          <Typography sx={{ mb: 0.5 }}>
            Last result: <strong>{status.last.total}</strong> out of {instrument.maxTotal},{' '}
            {BAND_LABELS[status.last.band].toLowerCase()} ({day(status.last.createdAt)})
          </Typography>
        ) : (
          <Typography sx={{ mb: 0.5 }}>Not taken yet.</Typography>
        )}
        <Typography color="text.secondary">{dueText(status, today)}</Typography>
      </CardContent>
      <CardActions sx={{ px: { xs: 2.5, sm: 3 }, pb: 2.5, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={`/check-ins/${instrument.id}`}
          variant="contained"
          sx={{ minHeight: 44 }}
        >
          Start the {instrument.name}
        </Button>
        {status.last && (
          <Button
            component={RouterLink}
            to={`/check-ins/results/${status.last.id}`}
            sx={{ minHeight: 44, ml: '0 !important' }}
          >
            Last {instrument.name} result
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
