import { Alert, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { CHECK_IN_INSTRUMENTS } from '@moodcraft/core/checkins/instruments';
import { useCheckInSchedule, useSaveSchedule } from './api/checkins-api';
import { Credit } from './components/credit';
import { InstrumentCard } from './components/instrument-card';
import { ScheduleSelect } from './components/schedule-select';
import { TrendPanel } from './components/trend-panel';
import { NOT_A_DIAGNOSIS } from './band-texts';

export const meta = () => [{ title: 'Check-ins · MoodCraft' }];

/** `/check-ins`: the two questionnaires, when each is due, the schedule and the trend. */
export default function CheckInsPage() {
  const schedule = useCheckInSchedule();
  const save = useSaveSchedule();
  const data = schedule.data;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Check-ins
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        Two short questionnaires that many doctors use, to notice how you have been over the last
        two weeks: the PHQ-9 for low mood and the GAD-7 for worry and anxiety. Taken now and then,
        they show how things change. Only you see your answers; a report you share with your
        clinician (Profile, Settings) lists each result, with the PHQ-9’s question on thoughts of
        self-harm.
      </Typography>

      {schedule.isPending && (
        <Grid container spacing={2} aria-label="Loading your check-ins">
          {CHECK_IN_INSTRUMENTS.map((id) => (
            <Grid key={id} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={200} />
            </Grid>
          ))}
        </Grid>
      )}
      {schedule.isError && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Your check-ins could not be loaded just now. Please try again in a moment.
        </Alert>
      )}
      {data && (
        <Grid container spacing={2}>
          {data.instruments.map((status) => (
            <Grid key={status.instrument} size={{ xs: 12, md: 6 }}>
              <InstrumentCard status={status} today={data.today} />
            </Grid>
          ))}
        </Grid>
      )}

      <Alert severity="info" role="note" sx={{ mt: 3, maxWidth: '75ch' }}>
        {NOT_A_DIAGNOSIS}
      </Alert>

      <Stack spacing={2} component="section" aria-labelledby="trend-heading" sx={{ mt: 5 }}>
        <Typography id="trend-heading" variant="h6" component="h2">
          Your trend
        </Typography>
        <Grid container spacing={2}>
          {CHECK_IN_INSTRUMENTS.map((id) => (
            <Grid key={id} size={{ xs: 12, md: 6 }}>
              <TrendPanel instrument={id} />
            </Grid>
          ))}
        </Grid>
      </Stack>

      <Stack sx={{ mt: 5 }}>
        {data && (
          <ScheduleSelect
            value={data.interval}
            disabled={save.isPending}
            onChange={(interval) => save.mutate(interval)}
          />
        )}
        {save.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Your schedule could not be saved just now. Please try again.
          </Alert>
        )}
        {save.isSuccess && (
          <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
            Schedule saved.
          </Typography>
        )}
      </Stack>
      <Credit />
    </Container>
  );
}
