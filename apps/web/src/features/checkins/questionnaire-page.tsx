import { Alert, Button, Container, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { INSTRUMENTS, isInstrument } from '@moodcraft/core/checkins/instruments';
import { errorMessage } from '../../lib/api-client';
import { useTakeCheckIn } from './api/checkins-api';
import { Credit } from './components/credit';
import { QuestionnaireForm } from './components/questionnaire-form';
import type { ResultState } from './result-page';

export const meta = () => [{ title: 'Check-in questionnaire · MoodCraft' }];

const BackLink = () => (
  <Button component={RouterLink} to="/check-ins" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
    Check-ins
  </Button>
);

/** `/check-ins/phq-9` or `/check-ins/gad-7`: one questionnaire, then its result. */
export default function QuestionnairePage() {
  const { instrument: id = '' } = useParams();
  const take = useTakeCheckIn();
  const navigate = useNavigate();
  const key = id.toLowerCase();

  if (!isInstrument(key)) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <BackLink />
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Questionnaire not found
        </Typography>
        <Alert severity="info">
          There is no questionnaire at this address. The check-ins page lists the PHQ-9 and the
          GAD-7.
        </Alert>
      </Container>
    );
  }
  const instrument = INSTRUMENTS[key];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {instrument.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '65ch' }}>
        {instrument.items.length} short questions about {instrument.topic}. Choose the answer that
        fits best; there are no right or wrong answers. Only you can see your answers, and they are
        stored encrypted.
      </Typography>
      <QuestionnaireForm
        key={key}
        instrument={instrument}
        submitting={take.isPending}
        error={
          take.isError
            ? `Your answers could not be saved just now (${errorMessage(take.error, 'no answer from the server')}). They are still here; please try again.`
            : null
        }
        onSubmit={(answers, difficulty) =>
          take.mutate(
            { instrument: key, answers, difficulty },
            {
              onSuccess: (created) =>
                void navigate(`/check-ins/results/${created.id}`, {
                  state: { resources: created.resources } satisfies ResultState,
                }),
            },
          )
        }
      />
      <Credit />
    </Container>
  );
}
