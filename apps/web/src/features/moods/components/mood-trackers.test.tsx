import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MoodEntryInput } from '@moodcraft/core/moods/moods';
import type { TrackerChanges } from '../tracker-changes';
import { MoodForm } from './mood-form';

const here = new Date();
const TODAY = `${here.getFullYear()}-${String(here.getMonth() + 1).padStart(2, '0')}-${String(here.getDate()).padStart(2, '0')}`;
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const tracker = (id: string, over: object) => ({
  id,
  _id: id,
  kind: 'numeric',
  unit: '',
  min: 0,
  max: 10,
  step: 1,
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const TRACKERS = [
  tracker('00000000-0000-4000-8000-000000000001', {
    name: 'Sleep',
    unit: 'hours',
    max: 24,
    step: 0.5,
  }),
  tracker('00000000-0000-4000-8000-000000000002', { name: 'Energy', min: 1, max: 5 }),
  tracker('00000000-0000-4000-8000-000000000003', { name: 'Medication taken', kind: 'yes-no' }),
  tracker('00000000-0000-4000-8000-000000000004', { name: 'Old habit', archived: true }),
];

/** The server: the person's trackers, today's Sleep of 7 hours, and their time zone. */
function serve(trackers: unknown[]) {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/trackers') return json(trackers);
    if (url === `/api/trackers/values?from=${TODAY}&to=${TODAY}`)
      return json({
        from: TODAY,
        to: TODAY,
        values: [
          { trackerId: TRACKERS[0]!.id, day: TODAY, value: 7, updatedAt: here.toISOString() },
        ],
      });
    if (url === '/api/users/settings') return json({ timeZone: ZONE });
    return new Response('{"message":"Not found"}', { status: 404 });
  });
}

function renderForm() {
  const onSubmit = vi.fn<(entry: MoodEntryInput, trackers?: TrackerChanges) => void>();
  const onError = vi.fn<(message: string) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MoodForm
          submitting={false}
          submitLabel="Save Entry"
          onSubmit={onSubmit}
          onError={onError}
          withTrackers
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const feelings = within(screen.getByRole('group', { name: 'How are you feeling?' }));
  fireEvent.click(feelings.getByRole('radio', { name: 'Joy' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Optimism' }));
  return { onSubmit, onError, save: () => screen.getByRole('button', { name: 'Save Entry' }) };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('trackers in the mood form', () => {
  it('folds the day’s values away, opens them filled in, and sends only what changed', async () => {
    serve(TRACKERS);
    const { onSubmit, onError, save } = renderForm();
    const toggle = await screen.findByRole('button', { name: /^Trackers/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('Sleep: 7 hours')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = within(screen.getByRole('region', { name: /^Trackers/ }));
    expect(await section.findByLabelText('Sleep (hours)')).toHaveValue(7);
    expect(section.queryByText('Old habit')).toBeNull();

    // a value off the scale stops the save, and says why by its field
    fireEvent.change(section.getByLabelText('Energy'), { target: { value: '9' } });
    fireEvent.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('Energy must be between 1 and 5');
    expect(section.getByText('Energy must be between 1 and 5')).toBeInTheDocument();

    fireEvent.change(section.getByLabelText('Energy'), { target: { value: '3' } });
    fireEvent.click(
      within(section.getByRole('group', { name: 'Medication taken' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(screen.getByText('Sleep: 7 hours · Energy: 3 · Medication taken: Yes')).toBeVisible();
    fireEvent.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [entry, trackers] = onSubmit.mock.calls[0]!;
    expect(entry).toMatchObject({ primaryEmotion: 'joy', subEmotion: 'optimism' });
    expect(trackers).toEqual({
      day: TODAY,
      changes: [
        { tracker: TRACKERS[1], value: 3 },
        { tracker: TRACKERS[2], value: 1 },
      ],
    });
  });

  it('offers only a link to add trackers to a person without any', async () => {
    serve([TRACKERS[3]]);
    renderForm();
    expect(await screen.findByRole('link', { name: 'Add trackers' })).toHaveAttribute(
      'href',
      '/trackers',
    );
    expect(screen.queryByRole('button', { name: /^Trackers/ })).toBeNull();
  });

  it('says offline that tracker values are logged on the Trackers page once back online', async () => {
    serve(TRACKERS);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { onSubmit, save } = renderForm();
      fireEvent.click(await screen.findByRole('button', { name: /^Trackers/ }));
      expect(
        screen.getByText('Offline: log them on the Trackers page once you’re back online'),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Sleep (hours)')).toBeNull();
      fireEvent.click(save());
      expect(onSubmit.mock.calls[0]![1]).toEqual({ day: TODAY, changes: [] });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
