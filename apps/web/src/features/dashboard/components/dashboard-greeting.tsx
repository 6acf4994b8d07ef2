import { Box, Typography } from '@mui/material';
import { welcomeLine } from '../dashboard-content';

type Props = {
  /** "Good Morning" and so on, by the hour */
  hello: string;
  username: string | undefined;
  /** no entries yet; undefined until the dashboard's data has arrived */
  firstVisit: boolean | undefined;
};

/**
 * The greeting by the hour and name, and a welcome that tells a first visit from a return. The
 * check-in card right below it is the way to log a mood.
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
    </Box>
  );
}
