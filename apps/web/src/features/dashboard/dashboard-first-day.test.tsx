import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';
import { DashboardGreeting } from './components/dashboard-greeting';
import { QuickCheckIn } from './components/quick-check-in';
import { InspiringCraftsCard } from './components/inspiring-crafts-card';
import { WeeklySummaryCard } from './components/weekly-summary-card';

afterEach(cleanup);

/** What the server sends for a new account, with overrides for someone further along. */
function createDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    username: 'Robin',
    totalEntries: 0,
    streakDays: 0,
    weekly: {
      entryCount: 0,
      averageMood: 0,
      mostFrequentMood: null,
      trend: 'stable',
      suggestedActivities: [{ title: 'Chat with Mood Friend', to: '/chat' }],
    },
    topEmotions: [],
    topTriggers: [],
    distribution: [],
    points: [],
    latestCrafts: [],
    reminderDue: false,
    recap: null,
    ...overrides,
  };
}

const withEntries = createDashboard({
  totalEntries: 6,
  weekly: { ...createDashboard().weekly, entryCount: 6, averageMood: 6.5, mostFrequentMood: 'joy' },
  distribution: [{ emotion: 'joy', count: 6, percentage: 100 }],
  latestCrafts: [
    { id: 'c1', type: 'writing', title: 'Letter to me', createdAt: '2026-11-20T08:00:00Z' },
  ],
});

const inRouter = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the dashboard on the first day', () => {
  it('welcomes a person with no entries to MoodCraft, not back', () => {
    inRouter(<DashboardGreeting hello="Good Morning" username="Robin" firstVisit />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good Morning, Robin');
    expect(screen.getByText(/^Welcome to MoodCraft\./)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('shows no trend without entries', () => {
    inRouter(<WeeklySummaryCard data={createDashboard()} />);
    expect(screen.getByText('Not enough entries yet')).toBeInTheDocument();
    expect(screen.queryByText('Stable')).toBeNull();
  });

  it('invites the first craft instead of offering to continue', () => {
    inRouter(<InspiringCraftsCard data={createDashboard()} failed={false} />);
    expect(screen.getByRole('link', { name: 'Start creating your first craft' })).toHaveAttribute(
      'href',
      '/creative-outlet',
    );
    expect(screen.queryByRole('link', { name: 'Continue Creating' })).toBeNull();
  });
});

describe('the dashboard later on', () => {
  it('welcomes a person with entries back', () => {
    inRouter(<DashboardGreeting hello="Good Evening" username="Robin" firstVisit={false} />);
    expect(screen.getByText(/^Welcome back\./)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome to MoodCraft/)).toBeNull();
  });

  it('names the trend once there are entries', () => {
    inRouter(<WeeklySummaryCard data={withEntries} />);
    expect(screen.getByText('Stable')).toBeInTheDocument();
    expect(screen.queryByText('Not enough entries yet')).toBeNull();
  });

  it('offers to continue creating once there are crafts', () => {
    inRouter(<InspiringCraftsCard data={withEntries} failed={false} />);
    expect(screen.getByText('Letter to me')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Creating' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start creating your first craft' })).toBeNull();
  });

  it('says no welcome until it is known whether this is a first visit', () => {
    inRouter(<DashboardGreeting hello="Good Evening" username="Robin" firstVisit={undefined} />);
    expect(screen.queryByText(/Welcome/, { ignore: '[aria-hidden="true"]' })).toBeNull();
  });
});

describe('the check-in card', () => {
  const card = () => within(screen.getByRole('region', { name: 'Check in' }));

  it('asks how the person feels until they have checked in today, Save saying what it needs', () => {
    inRouter(<QuickCheckIn data={createDashboard()} />);
    const save = card().getByRole('button', { name: 'Save check-in' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Choose how you feel to save.');
    expect(card().getByRole('link', { name: 'Add details' })).toHaveAttribute(
      'href',
      '/mood-tracker?log=1',
    );
    fireEvent.click(card().getByRole('radio', { name: 'Fear' }));
    expect(save).toHaveAccessibleDescription('Choose what kind of fear to save.');
    fireEvent.click(card().getByRole('radio', { name: 'Worry' }));
    expect(save).toBeEnabled();
    // the full form carries on from what was chosen
    expect(card().getByRole('link', { name: 'Add details' })).toHaveAttribute(
      'href',
      '/mood-tracker?log=1&emotion=fear&kind=worry',
    );
  });

  it('says so calmly once the person has checked in today, with the run of days, and offers another', () => {
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    inRouter(
      <QuickCheckIn
        data={createDashboard({
          totalEntries: 4,
          streakDays: 4,
          points: [
            {
              date: today.toISOString(),
              score: 5,
              pleasantness: 8,
              primaryEmotion: 'joy',
              subEmotion: 'optimism',
            },
          ],
        })}
      />,
    );
    const status = card().getByRole('status');
    expect(status).toHaveTextContent('You have checked in today.');
    expect(status).toHaveTextContent('Joy · Optimism at 9:05');
    expect(status).toHaveTextContent('That’s 4 days in a row.');
    expect(card().queryByRole('radio')).toBeNull();
    fireEvent.click(card().getByRole('button', { name: 'Check in again' }));
    expect(card().getByRole('radio', { name: 'Joy' })).toBeInTheDocument();
  });
});
