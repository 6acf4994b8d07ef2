import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MoodTrackerPage from './mood-tracker-page';

/** Where the page's address is now. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A person's insights with two sentences this month and a year of one logged day. */
const insights = (year: number) => ({
  range: 'month',
  totalEntries: 2,
  averageMood: 6,
  trend: 'stable',
  streakDays: 1,
  weekly: {
    entryCount: 2,
    averageMood: 6,
    mostFrequentMood: 'joy',
    trend: 'stable',
    suggestedActivities: [],
  },
  topEmotions: [],
  topTriggers: [],
  distribution: [{ emotion: 'joy', count: 2, percentage: 100 }],
  factorImpact: [],
  insights: ['You logged twice this month.', 'Joy came most often.'],
  calendar: { year, days: [{ day: `${year}-01-05`, average: 6, count: 2 }] },
});

/** The mood tracker of a person with no entries yet (and insights), opened at `path`. */
function openAt(path: string, reads: string[] = []) {
  vi.stubGlobal('fetch', async (url: string) => {
    reads.push(url);
    if (url.startsWith('/api/moods?')) return json([]);
    if (url.startsWith('/api/moods/insights'))
      return json(insights(Number(/year=(\d+)/.exec(url)?.[1] ?? new Date().getFullYear())));
    return new Response('{"message":"Not found"}', { status: 404 });
  });
  // as the app's client: an answer is fresh for 30 s
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/mood-tracker" element={<MoodTrackerPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const feelings = () => screen.queryByRole('group', { name: 'How are you feeling?' });

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('the mood tracker opened for a check-in', () => {
  it('opens the mood form at once, with the focus on the first feeling', async () => {
    openAt('/mood-tracker?log=1');
    const group = feelings();
    expect(group).not.toBeNull();
    expect(within(group!).getByRole('radio', { name: 'Joy' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
    // the address stops asking, so a reload does not open the form again
    expect(await screen.findByText('/mood-tracker')).toBeInTheDocument();
  });

  it('keeps the form closed when opened without asking for a check-in', () => {
    openAt('/mood-tracker');
    expect(feelings()).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Log New Mood' })[0]).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens a fresh form each time, however the last one was left', () => {
    openAt('/mood-tracker');
    fireEvent.click(screen.getAllByRole('button', { name: 'Log New Mood' })[0]!);
    fireEvent.click(within(feelings()!).getByRole('radio', { name: 'Sadness' }));
    expect(within(feelings()!).getByRole('radio', { name: 'Sadness' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(feelings()).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Log New Mood' })[0]!);
    expect(within(feelings()!).getByRole('radio', { name: 'Sadness' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'What kind of sadness?' })).toBeNull();
  });
});

describe('the Insights tab', () => {
  it('asks for its figures once shown, and draws the year after the week', async () => {
    const reads: string[] = [];
    openAt('/mood-tracker', reads);
    const year = new Date().getFullYear();
    await screen.findByText('Your moods will show here once you log one.');
    expect(reads.filter((url) => url.includes('insights'))).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Insights' }));
    const week = await screen.findByRole('heading', { name: 'Weekly Insights' });
    expect(within(week.parentElement!).getByText('Joy came most often.')).toBeInTheDocument();
    // the week's sentences are on screen before the calendar is drawn
    expect(screen.queryByRole('region', { name: `Mood calendar for ${year}` })).toBeNull();
    expect(
      await screen.findByRole('img', { name: `Calendar of ${year}: 1 days with check-ins` }),
    ).toBeInTheDocument();
    expect(reads.filter((url) => url.includes('insights')).sort()).toEqual([
      '/api/moods/insights',
      `/api/moods/insights?year=${year}`,
    ]);
  });
});
