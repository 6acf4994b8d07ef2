import { Box } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import StarBorderIcon from '@mui/icons-material/StarBorder';

/** A read-only rating out of five, in half stars, read out as one phrase. */
export function StarRating({ value }: { value: number }) {
  const stars = [1, 2, 3, 4, 5].map((n) => {
    if (value >= n) return <StarIcon key={n} fontSize="inherit" />;
    if (value >= n - 0.5) return <StarHalfIcon key={n} fontSize="inherit" />;
    return <StarBorderIcon key={n} fontSize="inherit" />;
  });
  return (
    <Box
      role="img"
      aria-label={`Rated ${value} out of 5`}
      sx={(theme) => ({
        display: 'flex',
        color: '#b26a00',
        fontSize: 24,
        ...theme.applyStyles('dark', { color: '#f2b705' }),
      })}
    >
      {stars}
    </Box>
  );
}
