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
import Lightbulb from '@mui/icons-material/LightbulbOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { useLocation } from 'react-router';
import { CRAFT_MESSAGES, type Craft } from '@moodcraft/core/crafts/crafts';
import type { Helpline } from '@moodcraft/core/companion/helplines';
import { CrisisCard } from '../../components/crisis-card';
import { AppSnackbar, useSnackbar } from '../../components/app-snackbar';
import { useCreativeContent } from './api/crafts-api';
import { AudioCreator } from './components/audio-creator';
import { DanceCreator } from './components/dance-creator';
import { DrawCreator } from './components/draw-creator';
import { MyCrafts } from './components/my-crafts';
import { WriteCreator } from './components/write-creator';

type Mode = 'write' | 'draw' | 'audio' | 'dance';
type RouteState = { emotion?: string; intensity?: number; prompt?: string } | null;

const MODES: { mode: Mode; label: string; Icon: typeof Brush }[] = [
  { mode: 'write', label: 'Write', Icon: EditNote },
  { mode: 'draw', label: 'Draw', Icon: Brush },
  { mode: 'audio', label: 'Record Audio', Icon: Mic },
  { mode: 'dance', label: 'Dancing', Icon: DirectionsRun },
];

export const meta = () => [{ title: 'Your Craft · MoodCraft' }];

export default function CreativeOutletPage() {
  const state = useLocation().state as RouteState;
  const content = useCreativeContent();
  const [tab, setTab] = useState(0);
  const [mode, setMode] = useState<Mode | null>(null);
  const [promptIndex, setPromptIndex] = useState<number | null>(null);
  const [support, setSupport] = useState<Helpline[] | null>(null);
  const snackbar = useSnackbar();
  const notify = snackbar.show;

  const prompts = content.data?.prompts ?? [];
  const prompt = state?.prompt ?? (promptIndex !== null ? prompts[promptIndex] : undefined);
  const newIdea = () => {
    if (!prompts.length) return;
    let next = Math.floor(Math.random() * prompts.length);
    if (next === promptIndex) next = (next + 1) % prompts.length;
    setPromptIndex(next);
  };

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

      <Card sx={{ mb: 3 }}>
        <CardContent
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: { sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <Lightbulb color="secondary" aria-hidden />
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="overline" color="text.secondary">
              Inspiration
            </Typography>
            <Typography sx={{ fontWeight: 600 }} aria-live="polite">
              {prompt ?? 'Stuck for an idea? Ask for one.'}
            </Typography>
          </Box>
          <Button
            startIcon={<Refresh />}
            onClick={newIdea}
            disabled={!prompts.length}
            variant="outlined"
            sx={{ flexShrink: 0 }}
          >
            New Idea
          </Button>
        </CardContent>
      </Card>

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
