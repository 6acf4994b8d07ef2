import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  Grid,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import EditNote from '@mui/icons-material/EditNote';
import Brush from '@mui/icons-material/Brush';
import Mic from '@mui/icons-material/Mic';
import DirectionsRun from '@mui/icons-material/DirectionsRun';
import { useLocation, useSearchParams } from 'react-router';
import { CRAFT_MESSAGES, type Craft } from '@moodcraft/core/crafts/crafts';
import { parseCraftMode, promptMode, type CraftMode } from '@moodcraft/core/crafts/prompts';
import type { Helpline } from '@moodcraft/core/companion/helplines';
import { CrisisCard } from '../../components/crisis-card';
import { AppSnackbar, useSnackbar } from '../../components/app-snackbar';
import { useCreativeContent } from './api/crafts-api';
import { AudioCreator } from './components/audio-creator';
import { DanceCreator } from './components/dance-creator';
import { DrawCreator } from './components/draw-creator';
import { InspirationCard } from './components/inspiration-card';
import { MyCrafts } from './components/my-crafts';
import { useIdeas } from './components/use-ideas';
import { WriteCreator } from './components/write-creator';

type RouteState = { emotion?: string; intensity?: number; prompt?: string } | null;

const MODES: { mode: CraftMode; label: string; Icon: typeof Brush }[] = [
  { mode: 'write', label: 'Write', Icon: EditNote },
  { mode: 'draw', label: 'Draw', Icon: Brush },
  { mode: 'audio', label: 'Record Audio', Icon: Mic },
  { mode: 'dance', label: 'Dancing', Icon: DirectionsRun },
];

const NO_PROMPTS: string[] = [];

export const meta = () => [{ title: 'Your Craft · MoodCraft' }];

export default function CreativeOutletPage() {
  const location = useLocation();
  const state = location.state as RouteState;
  const content = useCreativeContent();
  const [tab, setTab] = useState(0);
  // the chosen mode lives in the address (`?mode=draw`), so a link can open a creator and a reload
  // keeps it; the route state (a mood's exercises, a prompt) stays with it
  const [params, setParams] = useSearchParams();
  const addressMode = parseCraftMode(params.get('mode'));
  // a mode chosen here shows at once; the address follows through a navigation, which on a slow
  // phone may land after the next tap (New Idea must then ask for the mode just chosen). Once the
  // address has moved on, it leads again (its own change, or back and forward)
  const [choice, setChoice] = useState<{ mode: CraftMode | null; from: CraftMode | null }>();
  if (choice && choice.from !== addressMode) setChoice(undefined);
  const mode = choice && choice.from === addressMode ? choice.mode : addressMode;
  const setMode = (next: CraftMode | null) => {
    setChoice({ mode: next, from: addressMode });
    void setParams(next ? { mode: next } : {}, {
      replace: true,
      preventScrollReset: true,
      state: location.state,
    });
  };
  const [support, setSupport] = useState<Helpline[] | null>(null);
  const snackbar = useSnackbar();
  const notify = snackbar.show;

  const ideas = useIdeas(
    content.data?.prompts ?? NO_PROMPTS,
    mode,
    state?.prompt ? { prompt: state.prompt, mode: mode ?? promptMode(state.prompt) } : undefined,
  );
  const prompt = ideas.idea;

  const emotion = state?.emotion;
  const exerciseSet =
    emotion && content.data
      ? /^(frustrated|angry)$/i.test(emotion)
        ? (state?.intensity ?? 0) >= 7
          ? content.data.exercises.calmingHigh
          : content.data.exercises.calmingLow
        : content.data.exercises.default
      : null;

  const saved = (craft?: Craft) => {
    notify(CRAFT_MESSAGES.saved, 'success');
    setMode(null);
    setTab(1);
    // a writing whose words signal risk is saved all the same; the helplines come kindly after
    if (craft?.crisis && craft.resources) setSupport(craft.resources);
  };
  const creatorProps = { onSaved: saved, onCancel: () => setMode(null), notify, prompt };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Your Craft
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Write, draw, record or move. There is no wrong way to make something, and it stays private
        to you.
      </Typography>

      {support && (
        <Box sx={{ mb: 3 }}>
          <CrisisCard helplines={support} onDismiss={() => setSupport(null)} takeFocus />
        </Box>
      )}

      {exerciseSet && emotion && (
        <Card sx={{ mb: 3, bgcolor: 'action.hover', border: 0 }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Creative Exercises for {emotion} Feelings
            </Typography>
            <Grid container spacing={2}>
              {exerciseSet.map((ex) => (
                <Grid key={ex.title} size={{ xs: 12, sm: 6, md: 3 }}>
                  <Card sx={{ height: '100%' }}>
                    <CardActionArea
                      sx={{ height: '100%', alignItems: 'flex-start' }}
                      onClick={() => {
                        setTab(0);
                        setMode(ex.mode);
                      }}
                    >
                      <CardContent>
                        <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                          {ex.title}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                          {ex.description}
                        </Typography>
                        <Typography variant="caption" color="primary">
                          About {ex.minutes} minutes
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </CardContent>
        </Card>
      )}

      <InspirationCard idea={prompt} onNewIdea={ideas.next} canAsk={ideas.canAsk} />

      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        sx={{ mb: 3 }}
        aria-label="Your Craft sections"
      >
        <Tab label="Create" id="craft-tab-0" aria-controls="craft-panel-0" />
        <Tab label="My Crafts" id="craft-tab-1" aria-controls="craft-panel-1" />
      </Tabs>

      <Box role="tabpanel" id={`craft-panel-${tab}`} aria-labelledby={`craft-tab-${tab}`}>
        {tab === 0 && (
          <>
            <Grid container spacing={2} sx={{ mb: 3 }}>
              {MODES.map(({ mode: m, label, Icon }) => (
                <Grid key={m} size={{ xs: 6, md: 3 }}>
                  <Button
                    fullWidth
                    variant={mode === m ? 'contained' : 'outlined'}
                    onClick={() => setMode(m)}
                    aria-pressed={mode === m}
                    sx={{ py: 2.5, flexDirection: 'column', gap: 1, borderRadius: 4 }}
                  >
                    <Icon />
                    {label}
                  </Button>
                </Grid>
              ))}
            </Grid>
            {content.isError && (
              <Alert severity="error">The creative lists could not be loaded.</Alert>
            )}
            {mode && (
              <Card>
                <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                  <Stack spacing={2}>
                    {mode === 'write' && <WriteCreator {...creatorProps} />}
                    {mode === 'draw' && <DrawCreator {...creatorProps} />}
                    {mode === 'audio' && <AudioCreator {...creatorProps} />}
                    {mode === 'dance' && (
                      <DanceCreator {...creatorProps} videos={content.data?.danceVideos ?? []} />
                    )}
                  </Stack>
                </CardContent>
              </Card>
            )}
            {!mode && (
              <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
                Choose a way to create above.
              </Typography>
            )}
          </>
        )}
        {tab === 1 && <MyCrafts notify={notify} onCreate={() => setTab(0)} />}
      </Box>
      <AppSnackbar snackbar={snackbar} duration={4000} />
    </Container>
  );
}
