import { Box, Button, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { welcomeLine } from '../dashboard-content';

type Props = {
  /** "Good Morning" and so on, by the hour */
  hello: string;
  username: string | undefined;
  /** no entries yet; undefined until the dashboard's data has arrived */
  firstVisit: boolean | undefined;
};

/**
 * The greeting by the hour and name, a welcome that tells a first visit from a return, and the
 * way to log a mood, always in reach: it opens the mood form with the focus in it.
 */
export function DashboardGreeting({ hello, username, firstVisit }: Props) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 3,
        rowGap: 2,
        mb: 4,
      }}
    >
      <Box>
        <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
          {hello}, {username}
        </Typography>
        <Typography color="text.secondary">
          {firstVisit === undefined ? (
            // the line's room is held, unseen, so nothing below moves when the welcome is known
            <Box component="span" aria-hidden sx={{ visibility: 'hidden' }}>
              {welcomeLine(false)}
            </Box>
          ) : (
            welcomeLine(firstVisit)
          )}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to="/mood-tracker?log=1"
        variant="contained"
        startIcon={<Add />}
        sx={{ flexShrink: 0 }}
      >
        Log a mood
      </Button>
    </Box>
  );
}
