import { memo, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Container,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import { Link as RouterLink } from '../../lib/router';
import { capitalise, emotionColor, emotionLabel } from '@moodcraft/core/emotions/catalogue';
import { DistributionDoughnut } from '../../components/charts/distribution-doughnut';
import { MoodLineChart } from '../../components/charts/mood-line-chart';
import { useAuth } from '../../app/auth-context';
import { useFilled } from '../../app/drawn-fills';
import { useDashboard } from './api/dashboard-api';
import { ARTICLE_CATEGORIES, craftOfTheDay, greeting } from './dashboard-content';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';

const TREND = {
  improving: { label: 'Improving', Icon: TrendingUp, color: 'success.main' },
  stable: { label: 'Stable', Icon: TrendingFlat, color: 'text.secondary' },
  declining: { label: 'Declining', Icon: TrendingDown, color: 'error.main' },
} as const;

function SectionCard({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Box sx={{ flexGrow: 1 }}>{children}</Box>
        {action && <Box sx={{ mt: 2 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}

type Shown = { ready: boolean; data: Dashboard | undefined };

/**
 * The cards below the first row are drawn one step later, in the background: drawn together, the
 * whole page's cards made one commit (styles, layout, charts) that held the main thread for long.
 */
function useSecondStep(ready: boolean) {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    if (!ready || second) return;
    const next = setTimeout(() => startTransition(() => setSecond(true)));
    return () => clearTimeout(next);
  }, [ready, second]);
  return second;
}

/**
 * Everything drawn from the person's data. It redraws only when the data it is given changes, so
 * the quick redraws while requests complete stay cheap and the cards are drawn in the background.
 */
const DashboardBody = memo(function DashboardBody({
  shown,
  insightsFailed,
  craftsFailed,
}: {
  shown: Shown;
  insightsFailed: boolean;
  craftsFailed: boolean;
}) {
  const { data } = shown;
  const empty = data?.totalEntries === 0;
  const second = useSecondStep(shown.ready);
  return !shown.ready ? (
    <Box role="status" aria-label="Loading your dashboard" sx={{ minHeight: '60vh' }} />
  ) : (
    <>
      {data?.reminderDue && (
        <Alert
          severity="info"
          icon={<NotificationsActive />}
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to="/mood-tracker" color="inherit" size="small">
              Check in
            </Button>
          }
        >
          It’s past your reminder time. How are you feeling today?
        </Alert>
      )}
      {insightsFailed && (
        <Alert severity="error" sx={{ mb: 3 }}>
          Failed to fetch mood data
        </Alert>
      )}
      {empty && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to="/mood-tracker" color="inherit" size="small">
              Log a mood
            </Button>
          }
        >
          No mood entries found. Log your first mood and this page will start to show your patterns.
        </Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="Top Emotions">
            {data ? (
              data.topEmotions.length ? (
                <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {data.topEmotions.map((e) => (
                    <Stack
                      component="li"
                      key={e.emotion}
                      direction="row"
                      spacing={1.5}
                      sx={{ alignItems: 'center' }}
                    >
                      <Box
                        aria-hidden
                        sx={{
                          width: 14,
                          height: 14,
                          borderRadius: '50%',
                          bgcolor: emotionColor(e.emotion),
                        }}
                      />
                      <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
                        {emotionLabel(e.emotion)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {e.count} {e.count === 1 ? 'time' : 'times'}
                      </Typography>
                    </Stack>
                  ))}
                </Stack>
              ) : (
                <Typography color="text.secondary">
                  Your most common feelings will show here.
                </Typography>
              )
            ) : (
              <Skeleton variant="rounded" height={100} />
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="Top Triggers">
            {data ? (
              data.topTriggers.length ? (
                <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {data.topTriggers.map((t) => (
                    <Stack
                      component="li"
                      key={t.factor}
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center' }}
                    >
                      <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{t.factor}</Typography>
                      {t.positive && (
                        <Chip label="Positive" size="small" color="success" variant="outlined" />
                      )}
                      <Typography variant="body2" color="text.secondary">
                        {t.count} {t.count === 1 ? 'time' : 'times'}
                      </Typography>
                    </Stack>
                  ))}
                </Stack>
              ) : (
                <Typography color="text.secondary">
                  Tick the factors when you log a mood to see what moves it.
                </Typography>
              )
            ) : (
              <Skeleton variant="rounded" height={100} />
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card sx={{ height: '100%', borderColor: 'primary.main' }}>
            <CardContent
              sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip label="New!" color="secondary" size="small" />
                <ChatBubbleOutlineOutlined color="primary" aria-hidden />
              </Stack>
              <Typography variant="h6" component="h2">
                Chat with Mood Friend
              </Typography>
              <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                Talk through what is on your mind. Mood Friend listens, reflects and can suggest a
                small next step.
              </Typography>
              <Button component={RouterLink} to="/chat" variant="contained">
                Start Chatting Now
              </Button>
            </CardContent>
          </Card>
        </Grid>

        {second ? (
          <>
            <Grid size={{ xs: 12, md: 7 }}>
              <SectionCard
                title="Weekly Mood Summary"
                action={
                  <Button
                    component={RouterLink}
                    to="/mood-tracker"
                    state={{ tab: 1 }}
                    variant="outlined"
                  >
                    View Analysis Details
                  </Button>
                }
              >
                {data ? (
                  <Stack spacing={3}>
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, sm: 4 }}>
                        <Typography variant="body2" color="text.secondary">
                          Trend
                        </Typography>
                        {(() => {
                          const t = TREND[data.weekly.trend];
                          return (
                            <Stack
                              direction="row"
                              spacing={0.75}
                              sx={{ alignItems: 'center', color: t.color }}
                            >
                              <t.Icon aria-hidden />
                              <Typography sx={{ fontWeight: 700 }}>{t.label}</Typography>
                            </Stack>
                          );
                        })()}
                      </Grid>
                      <Grid size={{ xs: 6, sm: 4 }}>
                        <Typography variant="body2" color="text.secondary">
                          Average mood
                        </Typography>
                        <Typography sx={{ fontWeight: 700 }}>
                          {data.weekly.entryCount
                            ? `${data.weekly.averageMood.toFixed(1)}/10`
                            : 'No entries this week'}
                        </Typography>
                      </Grid>
                      <Grid size={{ xs: 6, sm: 4 }}>
                        <Typography variant="body2" color="text.secondary">
                          Most frequent mood
                        </Typography>
                        <Typography sx={{ fontWeight: 700 }}>
                          {data.weekly.mostFrequentMood
                            ? emotionLabel(data.weekly.mostFrequentMood)
                            : '–'}
                        </Typography>
                      </Grid>
                    </Grid>
                    <Box>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        Suggested activities
                      </Typography>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {data.weekly.suggestedActivities.map((a) => (
                          <Chip
                            key={a.title}
                            label={a.title}
                            component={RouterLink}
                            to={a.to}
                            clickable
                            color="primary"
                            variant="outlined"
                          />
                        ))}
                      </Stack>
                    </Box>
                    {data.totalEntries > 0 && (
                      <DistributionDoughnut slices={data.distribution} total={data.totalEntries} />
                    )}
                  </Stack>
                ) : (
                  <Skeleton variant="rounded" height={220} />
                )}
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <SectionCard title="Mood Trends">
                {data ? (
                  data.points.length ? (
                    <MoodLineChart
                      points={data.points}
                      label="Mood trends"
                      height={260}
                    />
                  ) : (
                    <Typography color="text.secondary">
                      Your last two weeks of moods will be drawn here.
                    </Typography>
                  )
                ) : (
                  <Skeleton variant="rounded" height={260} />
                )}
              </SectionCard>
            </Grid>

            <Grid size={12}>
              <SectionCard
                title="Inspiring Crafts"
                action={
                  <Button component={RouterLink} to="/creative-outlet" variant="outlined">
                    Continue Creating
                  </Button>
                }
              >
                {data ? (
                  data.latestCrafts.length ? (
                    <Grid container spacing={2}>
                      {data.latestCrafts.map((c) => (
                        <Grid key={c.id} size={{ xs: 12, sm: 4 }}>
                          <Box
                            sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover', height: '100%' }}
                          >
                            <Typography variant="overline" color="text.secondary">
                              {capitalise(c.type)}
                            </Typography>
                            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                              {c.title}
                            </Typography>
                          </Box>
                        </Grid>
                      ))}
                    </Grid>
                  ) : (
                    <Typography color="text.secondary">
                      Start creating to see inspiring crafts here
                    </Typography>
                  )
                ) : craftsFailed ? (
                  <Typography color="text.secondary">
                    Start creating to see inspiring crafts here
                  </Typography>
                ) : (
                  <Skeleton variant="rounded" height={80} />
                )}
              </SectionCard>
            </Grid>

            <Grid size={12}>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
              >
                <Typography variant="h6" component="h2">
                  Self-Help Articles
                </Typography>
                <Button component={RouterLink} to="/self-help">
                  View All
                </Button>
              </Stack>
              <Grid container spacing={2}>
                {ARTICLE_CATEGORIES.map((c) => (
                  <Grid key={c.title} size={{ xs: 12, sm: 4 }}>
                    <Card sx={{ height: '100%' }}>
                      <CardActionArea
                        component={RouterLink}
                        to={`/self-help?category=${encodeURIComponent(c.title)}`}
                        sx={{ height: '100%' }}
                      >
                        <CardContent>
                          <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                            {c.title}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {c.text}
                          </Typography>
                        </CardContent>
                      </CardActionArea>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            </Grid>
          </>
        ) : (
          // room held for them, so the footer does not move into view and away again
          <Grid size={12} aria-hidden sx={{ minHeight: '100vh' }} />
        )}
      </Grid>
      <Box sx={{ display: 'flex', gap: 1, mt: 4, color: 'text.secondary', alignItems: 'center' }}>
        <Typography variant="body2">
          {second && data && data.streakDays > 0
            ? `You have checked in ${data.streakDays} ${data.streakDays === 1 ? 'day' : 'days'} in a row.`
            : ''}
        </Typography>
      </Box>
    </>
  );
});

/** The greeting and the Craft of the Day: drawn at once, and not again while the data arrives. */
const DashboardTop = memo(function DashboardTop({ username }: { username: string | undefined }) {
  const now = new Date();
  const prompt = craftOfTheDay(now);
  // on the page drawn at build time, marks its start-up script fills in
  const hello = useFilled('greeting', greeting(now));
  const shownPrompt = useFilled('craft', prompt);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        {hello}, {username}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Welcome back. Here is how things have been lately; take a moment for yourself today.
      </Typography>

      <Card
        sx={(theme) => ({
          mb: 3,
          background:
            theme.palette.mode === 'light'
              ? 'linear-gradient(120deg, #1f6f78 0%, #2a8c96 60%, #b24f2e 140%)'
              : 'linear-gradient(120deg, #16545b 0%, #1f6f78 60%, #7a3a22 140%)',
          color: '#fff',
          border: 0,
        })}
      >
        <CardContent
          sx={{
            p: { xs: 3, md: 4 },
            display: 'flex',
            gap: 3,
            alignItems: { md: 'center' },
            flexDirection: { xs: 'column', md: 'row' },
          }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <AutoAwesome fontSize="small" aria-hidden />
              <Typography
                component="h2"
                sx={{
                  fontWeight: 700,
                  letterSpacing: '0.04em',
                  textTransform: 'uppercase',
                  fontSize: '0.8rem',
                }}
              >
                Craft of the Day
              </Typography>
            </Stack>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {shownPrompt}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to="/creative-outlet"
            state={{ prompt }}
            variant="contained"
            sx={{
              bgcolor: '#fff',
              color: '#16545b',
              '&:hover': { bgcolor: '#f4e9dc' },
              flexShrink: 0,
            }}
          >
            Start Creating
          </Button>
        </CardContent>
      </Card>
    </>
  );
});

export default function DashboardPage() {
  const { user } = useAuth();
  const dashboard = useDashboard();
  // the notices and the cards arrive together, so nothing already shown moves when they do
  const ready = !dashboard.isPending;
  const live = useMemo(() => ({ ready, data: dashboard.data }), [ready, dashboard.data]);
  // the cards are drawn in the background, in small steps, so the page stays responsive meanwhile
  const shown = useDeferredValue(live);

  useEffect(() => {
    document.title = 'Dashboard · MoodCraft';
  }, []);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DashboardTop username={user?.username} />
      <DashboardBody
        shown={shown}
        insightsFailed={dashboard.isError}
        craftsFailed={dashboard.isError}
      />
    </Container>
  );
}
