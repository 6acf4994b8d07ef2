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

/** The mood tracker of a person with no entries yet, opened at `path`. */
function openAt(path: string) {
  vi.stubGlobal('fetch', async (url: string) =>
    url.startsWith('/api/moods?')
      ? new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('{"message":"Not found"}', { status: 404 }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
