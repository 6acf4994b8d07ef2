import { useState } from 'react';
import { Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import type { ExerciseProps } from './exercise-props';

export type PromptStep = { title: string; hint: string; fields: number };

type Props = ExerciseProps & {
  steps: PromptStep[];
  finishLabel?: string;
  doneText: string;
  requireAll?: boolean;
};

/**
 * A guided exercise of a few steps, each with one or more boxes to write in. What is written stays
 * on this screen; only "done" is remembered.
 */
export function StepPrompts({
  steps,
  onComplete,
  finishLabel = 'Finish',
  doneText,
  requireAll = false,
}: Props) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<string[][]>(() =>
    steps.map((s) => Array.from({ length: s.fields }, () => '')),
  );
  const [done, setDone] = useState(false);
  const step = steps[index]!;
  const filled = answers[index]!.filter((a) => a.trim()).length;
  const canGo = requireAll ? filled === step.fields : filled > 0;
  const last = index === steps.length - 1;

  if (done) {
    return (
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {doneText}
      </Typography>
    );
  }
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={(index / steps.length) * 100}
        aria-label={`Step ${index + 1} of ${steps.length}`}
        sx={{ mb: 2, borderRadius: 2 }}
      />
      <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {step.hint}
      </Typography>
      <Stack spacing={1.5}>
        {answers[index]!.map((value, fi) => (
          <TextField
            key={`${index}-${fi}`}
            label={step.fields > 1 ? `${step.title} ${fi + 1}` : step.title}
            value={value}
            size="small"
            multiline={step.fields === 1}
            minRows={step.fields === 1 ? 2 : 1}
            onChange={(e) =>
              setAnswers((all) =>
                all.map((a, si) =>
                  si === index ? a.map((v, vi) => (vi === fi ? e.target.value : v)) : a,
                ),
              )
            }
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        {index > 0 && <Button onClick={() => setIndex((i) => i - 1)}>Back</Button>}
        <Button
          variant="contained"
          disabled={!canGo}
          onClick={() => {
            if (last) {
              setDone(true);
              onComplete();
            } else setIndex((i) => i + 1);
          }}
        >
          {last ? finishLabel : 'Next'}
        </Button>
      </Stack>
    </Box>
  );
}
