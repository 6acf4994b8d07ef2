import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { buttonSx, focusRing, toolCardSx } from './tool-styles';

type Props = {
  onDone?: () => void;
};

const STEPS = [
  {
    title: 'Name 5 things you can see',
    guidance: 'Look around slowly. Small things count: a colour, a shadow, the edge of a shelf.',
  },
  {
    title: '4 things you can feel or touch',
    guidance: 'Notice your feet on the floor, your hands, the fabric of your clothes.',
  },
  {
    title: '3 things you can hear',
    guidance: 'Listen for sounds near and far, even quiet ones like your own breathing.',
  },
  {
    title: '2 things you can smell (or two smells you like)',
    guidance: 'Breathe in gently through your nose, or bring two favourite smells to mind.',
  },
  {
    title: '1 thing you can taste (or one kind thing to say to yourself)',
    guidance: 'Notice the taste in your mouth, or say something kind, as you would to a friend.',
  },
] as const;

const CLOSING_TITLE = 'Well done';
const CLOSING_LINE =
  'You have brought yourself back to the here and now. Take one more slow breath before you carry on.';

/** The 5-4-3-2-1 grounding exercise, one step at a time, inside the chat. */
export function GroundingSteps({ onDone }: Props) {
  const [step, setStep] = useState(0);
  // what the person jots stays with the step while the card is open, and nowhere else
  const [notes, setNotes] = useState<string[]>(() => STEPS.map(() => ''));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // after Next or Back, keyboard and screen-reader users land on the new step's heading
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (to: number) => {
    moved.current = true;
    setStep(to);
  };
  const current = STEPS[step];
  const indicator = `Step ${step + 1} of ${STEPS.length}`;

  return (
    <Card variant="outlined" sx={toolCardSx}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="overline" color="text.secondary">
            5-4-3-2-1 grounding
          </Typography>
          {current && (
            <Typography variant="body2" color="text.secondary" aria-hidden="true">
              {indicator}
            </Typography>
          )}
        </Stack>

        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h3"
          sx={{
            mt: 0.5,
            // room for the focus ring without moving the text
            mx: -0.5,
            px: 0.5,
            borderRadius: 1,
            '&:focus': { outline: 'none' },
            '&:focus-visible': focusRing,
          }}
        >
          {current ? (
            <>
              <Box component="span" sx={visuallyHidden}>
                {`${indicator}: `}
              </Box>
              {current.title}
            </>
          ) : (
            CLOSING_TITLE
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {current ? current.guidance : CLOSING_LINE}
        </Typography>

        {current && (
          <TextField
            key={step}
            label="What you notice (optional)"
            value={notes[step] ?? ''}
            onChange={(event) =>
              setNotes((all) => all.map((note, i) => (i === step ? event.target.value : note)))
            }
            multiline
            minRows={2}
            size="small"
            fullWidth
            sx={{ mt: 2 }}
          />
        )}

        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          {step > 0 && (
            <Button variant="outlined" onClick={() => go(step - 1)} sx={buttonSx}>
              Back
            </Button>
          )}
          {current ? (
            <Button variant="contained" onClick={() => go(step + 1)} sx={buttonSx}>
              Next
            </Button>
          ) : (
            <Button variant="contained" onClick={() => onDone?.()} sx={buttonSx}>
              Done
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
