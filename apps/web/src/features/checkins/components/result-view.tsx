import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { CheckIn } from '@moodcraft/core/checkins/checkins';
import {
  ANSWER_OPTIONS,
  BAND_LABELS,
  DIFFICULTY_OPTIONS,
  DIFFICULTY_QUESTION,
  INSTRUMENTS,
} from '@moodcraft/core/checkins/instruments';
import type { Helpline } from '@moodcraft/core/companion/helplines';
import { CrisisCard } from '../../../components/crisis-card';
import { formatDate } from '../../../lib/dates';
import { bandText, NOT_A_DIAGNOSIS } from '../band-texts';

type Props = { checkIn: CheckIn; helplines: Helpline[] };

const answerLabel = (value: number | null | undefined, options: typeof ANSWER_OPTIONS) =>
  options.find((o) => o.value === value)?.label ?? '–';

/**
 * A questionnaire's result. When PHQ-9 item 9 was answered above 0, "Get help now" with the
 * helplines and the safety plan comes first, before the score, and takes the focus.
 */
export function ResultView({ checkIn, helplines }: Props) {
  const instrument = INSTRUMENTS[checkIn.instrument];
  const band = BAND_LABELS[checkIn.band];
  return (
    <Stack spacing={3}>
      {checkIn.safety && <CrisisCard helplines={helplines} takeFocus />}
      <Box>
        <Typography variant="body2" color="text.secondary">
          {formatDate(checkIn.createdAt, { dateStyle: 'long', timeStyle: 'short' })}
        </Typography>
        <Typography variant="h4" component="h1">
          Your {instrument.name} result
        </Typography>
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}
          >
            <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
              {checkIn.total}
              <Typography component="span" variant="h6" color="text.secondary">
                {' '}
                out of {instrument.maxTotal}
              </Typography>
            </Typography>
            <Chip label={band} color="primary" variant="outlined" />
          </Stack>
          <Typography sx={{ maxWidth: '65ch' }}>
            {bandText(checkIn.instrument, checkIn.band)}
          </Typography>
          {checkIn.safety && (
            <Typography sx={{ mt: 2, maxWidth: '65ch' }}>
              You said you have had thoughts that you would be better off dead or of hurting
              yourself. Thank you for answering honestly; that matters, whatever the total. Please
              tell your GP or clinician about it soon, and if you feel unsafe now, call one of the
              numbers in “Get help now”.
            </Typography>
          )}
        </CardContent>
      </Card>
      <Alert severity="info" role="note">
        {NOT_A_DIAGNOSIS}
      </Alert>
      <Box component="section" aria-labelledby="answers-heading">
        <Typography id="answers-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Your answers
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, maxWidth: '65ch' }}>
          {instrument.stem}
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, maxWidth: '75ch' }}>
          {instrument.items.map((item, i) => (
            <Box component="li" key={item} sx={{ mb: 1 }}>
              <Typography variant="body2">{item}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {answerLabel(checkIn.answers[i], ANSWER_OPTIONS)} ({checkIn.answers[i]})
              </Typography>
            </Box>
          ))}
        </Box>
        {checkIn.difficulty !== null && (
          <Box sx={{ mt: 2, maxWidth: '75ch' }}>
            <Typography variant="body2">{DIFFICULTY_QUESTION}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {DIFFICULTY_OPTIONS.find((o) => o.value === checkIn.difficulty)?.label}
            </Typography>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
