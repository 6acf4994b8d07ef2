import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  ANSWER_OPTIONS,
  DIFFICULTY_OPTIONS,
  DIFFICULTY_QUESTION,
  type Instrument,
} from '@moodcraft/core/checkins/instruments';
import { QuestionGroup } from './question-group';

type Props = {
  instrument: Instrument;
  onSubmit: (answers: number[], difficulty: number | null) => void;
  submitting?: boolean;
  /** what went wrong with the last attempt to send it */
  error?: string | null;
};

export const UNANSWERED = 'Please choose an answer';

const stillToGo = (count: number) =>
  `Please answer every question: ${count === 1 ? 'one is' : `${count} are`} still to go.`;

/**
 * A questionnaire on one page: its stem, every item as a group of four answers, then the closing
 * question on how difficult the problems made things (once any problem is checked off).
 */
export function QuestionnaireForm({ instrument, onSubmit, submitting = false, error }: Props) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => instrument.items.map(() => null));
  const [difficulty, setDifficulty] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const missing = answers.flatMap((a, i) => (a === null ? [i] : []));
  const anyProblem = answers.some((a) => a !== null && a > 0);
  const itemName = (index: number) => `${instrument.id}-item-${index + 1}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.length) {
      // the first question still open takes the focus, so the keyboard and the reader are there
      document.querySelector<HTMLInputElement>(`input[name="${itemName(missing[0]!)}"]`)?.focus();
      return;
    }
    onSubmit(answers as number[], anyProblem ? difficulty : null);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={instrument.title}>
      <Typography
        variant="h6"
        component="h2"
        id={`${instrument.id}-stem`}
        sx={{ mb: 2, maxWidth: '60ch' }}
      >
        {instrument.stem}
      </Typography>
      <Stack spacing={2}>
        {instrument.items.map((item, index) => (
          <Card key={item} variant="outlined">
            <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
              <QuestionGroup
                name={itemName(index)}
                number={index + 1}
                label={item}
                options={ANSWER_OPTIONS}
                value={answers[index] ?? null}
                onChange={(value) =>
                  setAnswers((current) => current.map((a, i) => (i === index ? value : a)))
                }
                error={tried && answers[index] === null ? UNANSWERED : undefined}
              />
            </CardContent>
          </Card>
        ))}
        {anyProblem && (
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
              <QuestionGroup
                name={`${instrument.id}-difficulty`}
                label={`${DIFFICULTY_QUESTION} (optional)`}
                options={DIFFICULTY_OPTIONS}
                value={difficulty}
                onChange={setDifficulty}
              />
            </CardContent>
          </Card>
        )}
      </Stack>
      {tried && missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 3 }} role="alert">
          {stillToGo(missing.length)}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 3 }} role="alert">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting}
        sx={{ mt: 3, minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
      >
        {submitting ? 'Saving…' : 'See my result'}
      </Button>
    </Box>
  );
}
