import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The logo (40 px high) and product name, linking home. */
export function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Box
        component="img"
        src="/logo.svg"
        alt=""
        width={40}
        height={40}
        sx={{ height: 40, width: 40 }}
      />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: '-0.01em' }}>
        MoodCraft
      </Typography>
    </Box>
  );
}
