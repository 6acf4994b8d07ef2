import { Box } from '@mui/material';

/** A calm spinner while a page's code or first data arrives. */
export function PageLoading() {
  return (
    // a full screen tall, so the footer stays below the fold and does not jump when the page arrives
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 'calc(100vh - 65px)',
        color: 'primary.main',
      }}
      role="status"
      aria-label="Loading"
    >
      <span className="page-spinner" />
    </Box>
  );
}
