import { useId } from 'react';
import { Box, Slider, Typography } from '@mui/material';
import { pleasantnessLabel } from '@moodcraft/core/moods/pleasantness';

const MARKS = [
  { value: 1, label: 'Very unpleasant' },
  ...[2, 3, 4, 5, 6, 7, 8, 9].map((value) => ({ value })),
  { value: 10, label: 'Very pleasant' },
];

/** The end words in the secondary text colour, each kept inside the track's ends (as Intensity's). */
const markLabels = {
  '& .MuiSlider-markLabel, & .MuiSlider-markLabelActive': { color: 'text.secondary' },
  '& .MuiSlider-markLabel[data-index="0"]': { transform: 'none' },
  [`& .MuiSlider-markLabel[data-index="${MARKS.length - 1}"]`]: { transform: 'translateX(-100%)' },
};

const valueText = (value: number) =>
  `${value} out of 10, ${pleasantnessLabel(value).toLowerCase()}`;

type Props = {
  /** the person's choice, or (until they touch it) the value derived from the feeling and intensity */
  value: number;
  /** whether the person set it: until then it follows the feeling and its intensity */
  chosen: boolean;
  onChange: (value: number) => void;
};

/**
 * How it felt overall (DESIGN decision 23), from 1 very unpleasant to 10 very pleasant: apart from
 * how strongly the feeling was felt. A derived value may fall between two whole numbers (7.5); the
 * first step from there goes to the whole number on that side.
 */
export function OverallFeelingField({ value, chosen, onChange }: Props) {
  const labelId = useId();
  const hintId = useId();
  const change = (next: number) =>
    onChange(Number.isInteger(next) ? next : next > value ? Math.ceil(value) : Math.floor(value));
  return (
    <Box>
      <Typography id={labelId} variant="subtitle1" sx={{ fontWeight: 600 }}>
        Overall, how did it feel?
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {value}/10 · {pleasantnessLabel(value)}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={value}
          min={1}
          max={10}
          step={1}
          onChange={(_e, next) => change(next as number)}
          aria-labelledby={labelId}
          slotProps={{ input: { 'aria-describedby': chosen ? undefined : hintId } }}
          getAriaValueText={valueText}
          marks={MARKS}
          color="secondary"
          valueLabelDisplay="auto"
          sx={markLabels}
        />
      </Box>
      {!chosen && (
        <Typography id={hintId} variant="body2" color="text.secondary">
          Set from the feeling and its intensity. Move it if it felt better or worse than that.
        </Typography>
      )}
    </Box>
  );
}
