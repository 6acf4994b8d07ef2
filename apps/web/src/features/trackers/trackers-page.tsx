import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Tracker } from '@moodcraft/core/trackers/trackers';
import { dayKey } from '@moodcraft/core/stats/days';
import { useTimeZone } from '../../app/use-time-zone';
import { DateField } from '../../components/date-field';
import { errorMessage } from '../../lib/api-client';
import {
  useDeleteTracker,
  useTrackers,
  useTrackerValues,
  useUpdateTracker,
} from './api/trackers-api';
import { AddTrackerDialog } from './components/add-tracker-dialog';
import { LogRow } from './components/log-row';
import { MoodLinksPanel } from './components/mood-links-panel';
import { TrackerCard } from './components/tracker-card';

export const meta = () => [{ title: 'Trackers · MoodCraft' }];

const daysBefore = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** `/trackers`: what is tracked beside the mood, a day's values, charts, and what goes with the mood. */
export default function TrackersPage() {
  // today on the person's calendar (their time zone setting), as the mood form counts days
  const timeZone = useTimeZone();
  const today = useMemo(() => dayKey(new Date(), timeZone), [timeZone]);
  const [day, setDay] = useState(today);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Tracker | null>(null);
  const [status, setStatus] = useState('');
  const chosen = day && day <= today ? day : today;
  const from = [daysBefore(today, 89), chosen].sort()[0]!;

  const trackers = useTrackers();
  const values = useTrackerValues(from, today);
  const update = useUpdateTracker();
  const remove = useDeleteTracker();
  const active = (trackers.data ?? []).filter((t) => !t.archived);
  const archived = (trackers.data ?? []).filter((t) => t.archived);
  const valuesOf = (id: string) => (values.data?.values ?? []).filter((v) => v.trackerId === id);

  const setArchived = (tracker: Tracker, archive: boolean) =>
    update.mutate(
      { id: tracker.id, body: { ...tracker, archived: archive } },
      {
        onSuccess: () => setStatus(`${tracker.name} ${archive ? 'archived' : 'restored'}.`),
        onError: (error) => setStatus(errorMessage(error, 'That did not work. Please try again.')),
      },
    );
  const confirmDelete = () => {
    const tracker = deleting;
    setDeleting(null);
    if (!tracker) return;
    remove.mutate(tracker.id, {
      onSuccess: (message) => setStatus(message ?? `${tracker.name} deleted.`),
      onError: (error) => setStatus(errorMessage(error, 'That did not work. Please try again.')),
    });
  };
  const card = (tracker: Tracker) => (
    <Grid key={tracker.id} size={{ xs: 12, md: 6 }}>
      <TrackerCard
        tracker={tracker}
        values={valuesOf(tracker.id).filter((v) => v.day >= daysBefore(today, 89))}
        onArchive={(t) => setArchived(t, true)}
        onRestore={(t) => setArchived(t, false)}
        onDelete={setDeleting}
      />
    </Grid>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h4" component="h1">
          Trackers
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          sx={{ minHeight: 44, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Add a tracker
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        Keep track of what might go with your mood — sleep, energy, pain, steps, medication or
        anything of your own — one value a day.
      </Typography>
      <Typography role="status" aria-live="polite" sx={{ minHeight: '1.5em', mb: 1 }}>
        {status}
      </Typography>

      {trackers.isPending && <Skeleton variant="rounded" height={160} />}
      {trackers.isError && (
        <Alert severity="warning">
          Your trackers could not be loaded just now. Please try again in a moment.
        </Alert>
      )}
      {trackers.data && active.length === 0 && (
        <Card variant="outlined" sx={{ mb: 4 }}>
          <CardContent>
            <Typography sx={{ mb: 2 }}>
              No trackers yet. Add one — hours of sleep, energy, pain, or something of your own —
              and log it each day beside your mood.
            </Typography>
            <Button variant="outlined" onClick={() => setAdding(true)} sx={{ minHeight: 44 }}>
              Add your first tracker
            </Button>
          </CardContent>
        </Card>
      )}
      {active.length > 0 && (
        <Card component="section" aria-labelledby="log-heading" sx={{ mb: 5 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="log-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
              {chosen === today ? 'Log today' : 'Log a day'}
            </Typography>
            <DateField label="Day" value={day} onChange={setDay} max={today} sx={{ mb: 3 }} />
            <Grid container spacing={3}>
              {active.map((tracker) => (
                <Grid key={tracker.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <LogRow
                    tracker={tracker}
                    day={chosen}
                    current={valuesOf(tracker.id).find((v) => v.day === chosen)?.value}
                    onSaved={setStatus}
                  />
                </Grid>
              ))}
            </Grid>
          </CardContent>
        </Card>
      )}

      <MoodLinksPanel />

      {active.length > 0 && (
        <Stack component="section" aria-labelledby="charts-heading" spacing={2} sx={{ mt: 5 }}>
          <Typography id="charts-heading" variant="h5" component="h2">
            The last 90 days
          </Typography>
          <Grid container spacing={2}>
            {active.map(card)}
          </Grid>
        </Stack>
      )}
      {archived.length > 0 && (
        <Stack component="section" aria-labelledby="archived-heading" spacing={2} sx={{ mt: 5 }}>
          <Typography id="archived-heading" variant="h5" component="h2">
            Archived
          </Typography>
          <Grid container spacing={2}>
            {archived.map(card)}
          </Grid>
        </Stack>
      )}

      <AddTrackerDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(name) => setStatus(`${name} added.`)}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-tracker-title"
      >
        <DialogTitle id="delete-tracker-title">Delete {deleting?.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deleting?.archived
              ? 'This removes the tracker and every value logged for it, for good.'
              : 'A tracker with values is archived instead, so its history stays; a tracker without values is deleted.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button color="error" onClick={confirmDelete} sx={{ minHeight: 44 }}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
