import { Box, Typography } from '@mui/material';
import { welcomeLine } from '../dashboard-content';

type Props = {
  /** "Good Morning" and so on, by the hour */
  hello: string;
  username: string | undefined;
  /** no entries yet; undefined until the dashboard's data has arrived */
  firstVisit: boolean | undefined;
};

/** The greeting by the hour and name, and a welcome that tells a first visit from a return. */
export function DashboardGreeting({ hello, username, firstVisit }: Props) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        {hello}, {username}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {firstVisit === undefined ? (
          // the line's room is held, unseen, so nothing below moves when the welcome is known
          <Box component="span" aria-hidden sx={{ visibility: 'hidden' }}>
            {welcomeLine(false)}
          </Box>
        ) : (
          welcomeLine(firstVisit)
        )}
      </Typography>
    </>
  );
}
