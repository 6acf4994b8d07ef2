import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { OWN_FACTOR_COLOURS, type OwnFactorColour } from '@moodcraft/core/emotions/own-factors';

/** The colour's shade for the mode on screen: each reads as text on the page in both. */
const shades = (colour: OwnFactorColour) => OWN_FACTOR_COLOURS[colour] ?? OWN_FACTOR_COLOURS.grey;

/** A round mark of a factor's colour, beside its name. */
export function ColourDot({ colour, size = 12 }: { colour: OwnFactorColour; size?: number }) {
  const { light, dark } = shades(colour);
  return (
    <Box
      component="span"
      aria-hidden
      sx={(theme) => ({
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: light,
        ...theme.applyStyles('dark', { bgcolor: dark }),
      })}
    />
  );
}

/**
 * A chip of an own factor: outlined in its colour, with a dot of it; chosen, filled with it (white
 * on the light shades, dark on the dark mode's lighter ones, 4.5:1 or more either way).
 */
export const factorChipSx =
  (colour: OwnFactorColour, chosen: boolean): SxProps<Theme> =>
  (theme) => {
    const { light, dark } = shades(colour);
    if (!chosen)
      return {
        borderColor: light,
        '& .MuiChip-icon': { color: light },
        ...theme.applyStyles('dark', { borderColor: dark, '& .MuiChip-icon': { color: dark } }),
      };
    const filled = (bg: string, fg: string) => ({
      bgcolor: bg,
      color: fg,
      '& .MuiChip-icon': { color: fg },
      '&:hover, &.Mui-focusVisible': { bgcolor: bg, filter: 'brightness(0.9)' },
    });
    return {
      ...filled(light, '#ffffff'),
      ...theme.applyStyles('dark', filled(dark, '#0d1f21')),
    };
  };

/** The dot a factor chip carries as its icon, in the colour `factorChipSx` gives it. */
export function ChipDot(props: { className?: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      className={props.className}
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'currentColor', flexShrink: 0 }}
    />
  );
}
