import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { ArticleDetail } from '@moodcraft/core/articles/articles';

type Props = { quiz: ArticleDetail['quiz']; onScored: (percent: number) => void; canSave: boolean };

export function Quiz({ quiz, onScored, canSave }: Props) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => quiz.map(() => null));
  const [checked, setChecked] = useState(false);
  const correct = answers.filter((a, i) => a === quiz[i]!.answer).length;
  const allAnswered = answers.every((a) => a !== null);

  const check = () => {
    setChecked(true);
    onScored(Math.round((correct / quiz.length) * 100));
  };

  return (
    <Box>
      <Stack spacing={3}>
        {quiz.map((q, qi) => {
          const chosen = answers[qi];
          return (
            <FormControl key={q.question} component="fieldset">
              <FormLabel
                component="legend"
                sx={{
                  fontWeight: 600,
                  color: 'text.primary',
                  mb: 1,
                  '&.Mui-focused': { color: 'text.primary' },
                }}
              >
                {qi + 1}. {q.question}
              </FormLabel>
              <RadioGroup
                value={chosen === null ? '' : String(chosen)}
                onChange={(e) =>
                  !checked &&
                  setAnswers((list) => list.map((a, i) => (i === qi ? Number(e.target.value) : a)))
                }
              >
                {q.options.map((option, oi) => (
                  <FormControlLabel
                    key={option}
                    value={String(oi)}
                    control={<Radio disabled={checked} />}
                    label={option}
                  />
                ))}
              </RadioGroup>
              {checked && (
                <Alert severity={chosen === q.answer ? 'success' : 'info'} sx={{ mt: 1 }}>
                  <strong>
                    {chosen === q.answer ? 'Right. ' : `The answer: ${q.options[q.answer]}. `}
                  </strong>
                  {q.explanation}
                </Alert>
              )}
            </FormControl>
          );
        })}
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }}
        useFlexGap
      >
        {checked ? (
          <>
            <Typography sx={{ fontWeight: 700 }} role="status">
              You got {correct} of {quiz.length}.{canSave ? ' Saved to your progress.' : ''}
            </Typography>
            <Button
              onClick={() => {
                setAnswers(quiz.map(() => null));
                setChecked(false);
              }}
            >
              Try again
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={check} disabled={!allAnswered}>
            Check my answers
          </Button>
        )}
      </Stack>
    </Box>
  );
}
