import { useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import type { Helpline } from '@moodcraft/core/companion/helplines';
import { useHelplines } from '../../app/use-helplines';
import { errorMessage } from '../../lib/api-client';
import { useCheckIn, useDeleteCheckIn } from './api/checkins-api';
import { Credit } from './components/credit';
import { ResultView } from './components/result-view';

/** What the questionnaire page hands on: the helplines the server sent with the result. */
export type ResultState = { resources?: Helpline[] };

export const meta = () => [{ title: 'Check-in result · MoodCraft' }];

/** `/check-ins/results/:id`: one result, explained; it can be deleted. */
export default function ResultPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const checkIn = useCheckIn(id);
  const remove = useDeleteCheckIn();
  const regionHelplines = useHelplines();
  const [confirming, setConfirming] = useState(false);
  const sent = (location.state as ResultState | null)?.resources;
  const helplines = sent?.length ? sent : regionHelplines;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/check-ins" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        Check-ins
      </Button>
      {checkIn.isPending && (
        <Stack spacing={2} aria-label="Loading your result">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      )}
      {checkIn.isError && (
        <Alert severity="info">
          {errorMessage(checkIn.error, 'This result could not be loaded. Please try again.')}
        </Alert>
      )}
      {checkIn.data && (
        <>
          <ResultView checkIn={checkIn.data} helplines={helplines} />
          <Stack direction="row" sx={{ mt: 4, gap: 1.5, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/check-ins" variant="contained">
              See all my check-ins
            </Button>
            <Button color="error" onClick={() => setConfirming(true)}>
              Delete this result
            </Button>
          </Stack>
          <Credit />
        </>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Delete this result?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Its answers and score are deleted from this server, and it leaves your trend. This can’t
            be undone.
          </DialogContentText>
          {remove.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              It could not be deleted just now. Please try again.
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(id, { onSuccess: () => void navigate('/check-ins', { replace: true }) })
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
