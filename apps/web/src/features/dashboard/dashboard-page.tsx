import { memo, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Container, Grid } from '@mui/material';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { Link as RouterLink } from 'react-router';
import { hasStoredSession, useAuth } from '../../app/auth-context';
import { prefetchDashboard, useDashboard } from './api/dashboard-api';
import { greeting } from './dashboard-content';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';
import { TopEmotionsCard } from './components/top-emotions-card';
import { TopTriggersCard } from './components/top-triggers-card';
import { ChatCard } from './components/chat-card';
import { WeeklySummaryCard } from './components/weekly-summary-card';
import { MoodTrendsCard } from './components/mood-trends-card';
import { InspiringCraftsCard } from './components/inspiring-crafts-card';
import { ArticleCategories } from './components/article-categories';
import { DashboardGreeting } from './components/dashboard-greeting';
import { QuickCheckIn } from './components/quick-check-in';
import { CraftOfTheDayCard } from './components/craft-of-the-day-card';
import { WeeklyRecapCard } from './components/weekly-recap-card';
import { InstallOfferCard } from './components/install-offer-card';

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
            <Button component={RouterLink} to="/mood-tracker?log=1" color="inherit" size="small">
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
        // the check-in card right below is the way to begin
        <Alert severity="info" sx={{ mb: 3 }}>
          No mood entries found. Log your first mood and this page will start to show your patterns.
        </Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={12}>
          <QuickCheckIn data={data} />
        </Grid>
        <WeeklyRecapCard recap={data?.recap ?? null} />
        <InstallOfferCard entries={data?.totalEntries ?? 0} />
        <Grid size={12}>
          <CraftOfTheDayCard />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TopEmotionsCard data={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TopTriggersCard data={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ChatCard />
        </Grid>

        {second ? (
          <>
            <Grid size={{ xs: 12, md: 7 }}>
              <WeeklySummaryCard data={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <MoodTrendsCard data={data} />
            </Grid>

            <Grid size={12}>
              <InspiringCraftsCard data={data} failed={craftsFailed} />
            </Grid>

            <Grid size={12}>
              <ArticleCategories />
            </Grid>
          </>
        ) : (
          // room held for them, so the footer does not move into view and away again
          <Grid size={12} aria-hidden sx={{ minHeight: '100vh' }} />
        )}
      </Grid>
    </>
  );
});

/** The greeting: drawn at once, and again only when the welcome is known. */
const DashboardTop = memo(function DashboardTop({
  username,
  firstVisit,
}: {
  username: string | undefined;
  firstVisit: boolean | undefined;
}) {
  return (
    <DashboardGreeting hello={greeting(new Date())} username={username} firstVisit={firstVisit} />
  );
});

export const meta = () => [{ title: 'Dashboard · MoodCraft' }];

/** The page's data request starts with its code (a signed-out visit is sent to /login instead). */
export function clientLoader() {
  if (hasStoredSession()) prefetchDashboard();
  return null;
}

export default function DashboardPage() {
  const { user } = useAuth();
  const dashboard = useDashboard();
  // the notices and the cards arrive together, so nothing already shown moves when they do
  const ready = !dashboard.isPending;
  const live = useMemo(() => ({ ready, data: dashboard.data }), [ready, dashboard.data]);
  // the cards are drawn in the background, in small steps, so the page stays responsive meanwhile
  const shown = useDeferredValue(live);
  // a person with no entries yet is on their first visit; unknown until the data arrives
  const firstVisit = dashboard.data
    ? dashboard.data.totalEntries === 0
    : dashboard.isError
      ? false
      : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DashboardTop username={user?.username} firstVisit={firstVisit} />
      <DashboardBody
        shown={shown}
        insightsFailed={dashboard.isError}
        craftsFailed={dashboard.isError}
      />
    </Container>
  );
}
