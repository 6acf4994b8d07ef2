import { Box, Slider, Typography } from '@mui/material';

export const intensityLabel = (score: number) =>
  score <= 3 ? 'Mild' : score <= 7 ? 'Moderate' : 'Intense';

const INTENSITY_MARKS = [
  { value: 1, label: 'Mild' },
  { value: 5, label: 'Moderate' },
  { value: 10, label: 'Intense' },
];
const LAST_MARK = INTENSITY_MARKS.length - 1;

/**
 * The marks' words, all alike in the theme's secondary text colour (AA in both modes; none looks
 * switched off beyond the thumb), the first one starting at the track's left end and the last one
 * ending at its right end, so neither passes the card's edge.
 */
const intensityMarkLabels = {
  '& .MuiSlider-markLabel, & .MuiSlider-markLabelActive': { color: 'text.secondary' },
  '& .MuiSlider-markLabel[data-index="0"]': { transform: 'none' },
  [`& .MuiSlider-markLabel[data-index="${LAST_MARK}"]`]: { transform: 'translateX(-100%)' },
};

type Props = { value: number; onChange: (value: number) => void };

/** How strongly the feeling is felt (the spec's slider, the entry's `score`), 1 to 10. */
export function IntensityField({ value, onChange }: Props) {
  return (
    <Box>
      <Typography id="intensity-label" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Intensity: {value}/10 · {intensityLabel(value)}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={value}
          min={1}
          max={10}
          step={1}
          onChange={(_e, next) => onChange(next as number)}
          aria-labelledby="intensity-label"
          getAriaValueText={(v) => `${v} out of 10, ${intensityLabel(v)}`}
          marks={INTENSITY_MARKS}
          valueLabelDisplay="auto"
          sx={intensityMarkLabels}
        />
      </Box>
    </Box>
  );
}
