import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import {
  EMPTY_SAFETY_PLAN,
  isPlanEmpty,
  SAFETY_PLAN_STEPS,
  type SafetyPlanInput,
} from '@moodcraft/core/safety/safety-plan';
import { CrisisCard } from '../../components/crisis-card';
import { useOnline } from '../../lib/use-online';
import { useHelplines } from '../../app/use-helplines';
import type { PageHandle } from '../../root';
import { useDeleteSafetyPlan, useSafetyPlan, useSaveSafetyPlan } from './api/safety-plan-api';
import { PlanStep } from './components/plan-step';
import { PlanView } from './components/plan-view';

const sections = ({ updatedAt: _, ...plan }: typeof EMPTY_SAFETY_PLAN): SafetyPlanInput => plan;

const savedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

export const meta = () => [{ title: 'My safety plan · MoodCraft' }];

export const handle: PageHandle = { ownOfflineMessage: true };

export default function SafetyPlanPage() {
  const plan = useSafetyPlan();
  const save = useSaveSafetyPlan();
  const remove = useDeleteSafetyPlan();
  const [draft, setDraft] = useState<SafetyPlanInput | null>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const online = useOnline();
  const helplines = useHelplines();

  // each step moves focus to its heading, so a screen reader hears where the person is
  useEffect(() => {
    if (draft) heading.current?.focus();
  }, [stepIndex, draft === null]); // eslint-disable-line react-hooks/exhaustive-deps

  const startEditing = (at = 0) => {
    setDraft(sections(plan.data ?? EMPTY_SAFETY_PLAN));
    setStepIndex(at);
  };

  const step = SAFETY_PLAN_STEPS[stepIndex]!;
  const last = stepIndex === SAFETY_PLAN_STEPS.length - 1;

  // every step is saved as the person moves on, so nothing written is lost
  const saveAndGo = (next: number | null) => {
    if (!draft) return;
    save.mutate(draft, {
      onSuccess: () => {
        if (next === null) {
          setDraft(null);
          window.scrollTo({ top: 0 });
        } else setStepIndex(next);
      },
    });
  };

  if (draft) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          My safety plan · Step {stepIndex + 1} of {SAFETY_PLAN_STEPS.length}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((stepIndex + 1) / SAFETY_PLAN_STEPS.length) * 100}
          aria-label="Progress through the plan"
          sx={{ mb: 3, height: 6, borderRadius: 3 }}
        />
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography
              variant="h5"
              component="h1"
              tabIndex={-1}
              ref={heading}
              sx={{ mb: 2, outline: 'none' }}
            >
              {step.title}
            </Typography>
            <PlanStep key={step.key} step={step} plan={draft} onChange={setDraft} />
            {save.isError && (
              <Alert severity="error" sx={{ mt: 3 }}>
                Your plan could not be saved just now ({save.error.message}). What you wrote is
                still here; please try again.
              </Alert>
            )}
            <Stack
              direction="row"
              sx={{ mt: 4, gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Button
                onClick={() => (stepIndex === 0 ? setDraft(null) : saveAndGo(stepIndex - 1))}
                disabled={save.isPending}
              >
                {stepIndex === 0 ? 'Cancel' : 'Back'}
              </Button>
              <Button
                variant="contained"
                onClick={() => saveAndGo(last ? null : stepIndex + 1)}
                disabled={save.isPending}
              >
                {last ? 'Save my plan' : 'Save and continue'}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Container>
    );
  }

  const data = plan.data;
  const empty = !data || isPlanEmpty(data);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 1,
        }}
      >
        <Typography variant="h4" component="h1">
          My safety plan
        </Typography>
        {data && !empty && (
          <Stack direction="row" sx={{ gap: 1 }} className="no-print">
            <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
              Print
            </Button>
            <Button
              variant="contained"
              startIcon={<EditOutlined />}
              onClick={() => startEditing()}
              disabled={!online}
            >
              Edit
            </Button>
          </Stack>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '65ch' }}>
        A plan to turn to when things get hard, step by step, in your own words. Only you can see
        it; it is stored encrypted, and it opens on this device even without a connection.
        {data?.updatedAt ? ` Last changed ${savedOn(data.updatedAt)}.` : ''}
      </Typography>

      {!online && data && (
        <Alert severity="info" sx={{ mb: 3 }} className="no-print">
          You are offline. This is the copy of your plan kept on this device; changes can be made
          once you are back online.
        </Alert>
      )}

      {plan.isPending && (
        <Stack spacing={2} aria-label="Loading your safety plan">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      )}

      {plan.isError && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Your safety plan could not be loaded. If you are offline, it opens here once you have
          viewed it online on this device. If you need help now, the numbers below answer any time.
        </Alert>
      )}

      {data && empty && (
        <Card sx={{ mb: 3 }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Make your plan in seven short steps
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: '65ch' }}>
              Write it on a calmer day. Each step asks one question and offers examples; a few words
              are enough, and you can change it whenever you like. Many people make theirs with
              someone they trust or with their clinician.
            </Typography>
            <Button variant="contained" size="large" onClick={() => startEditing()}>
              Start my plan
            </Button>
          </CardContent>
        </Card>
      )}

      {data && !empty && <PlanView plan={data} helplines={helplines} />}

      {(plan.isError || (data && empty)) && (
        <Box sx={{ mt: 3 }}>
          <CrisisCard helplines={helplines} showPlanLink={false} />
        </Box>
      )}

      {data && !empty && (
        <Box sx={{ mt: 4 }} className="no-print">
          <Button color="error" onClick={() => setConfirmDelete(true)} disabled={!online}>
            Delete my plan
          </Button>
        </Box>
      )}

      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
        <DialogTitle>Delete your safety plan?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every step of your plan is deleted from this server. This can’t be undone.
          </DialogContentText>
          {remove.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              Your plan could not be deleted just now. Please try again.
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirmDelete(false)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => setConfirmDelete(false) })}
          >
            Delete my plan
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
