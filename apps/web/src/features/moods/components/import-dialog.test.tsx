import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview, ImportResult } from '@moodcraft/core/data/import-api';
import { ImportDialog } from './import-dialog';

const PREVIEW: ImportPreview = {
  format: 'daylio',
  total: 3,
  duplicates: 1,
  labels: [
    {
      label: 'rad',
      count: 1,
      score: 9,
      pleasantness: 10,
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
    },
    {
      label: 'sleepy',
      count: 2,
      score: 5,
      pleasantness: 5,
      primaryEmotion: 'sadness',
      subEmotion: 'disappointment',
    },
  ],
  sample: [
    {
      date: '2026-03-02T20:30:00.000Z',
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
      score: 9,
      pleasantness: 10,
      factors: [],
      notes: '',
    },
  ],
};

type Call = { path: string; body: unknown };

/** The server the dialog talks to: answers by path, and keeps what it was sent. */
function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[path];
    if (!answer) return new Response('{"message":"Not found"}', { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderDialog() {
  const onImported = vi.fn<(result: ImportResult) => void>();
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportDialog open onClose={onClose} onImported={onImported} />
    </QueryClientProvider>,
  );
  return { onImported, onClose, dialog: within(screen.getByRole('dialog')) };
}

const chooseFile = (dialog: ReturnType<typeof within>, text: string, name = 'daylio_export.csv') =>
  fireEvent.change(dialog.getByLabelText('Export file to import'), {
    target: { files: [new File([text], name, { type: 'text/csv' })] },
  });

/** Opens a select by its label and picks an option. */
function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('the import dialog', () => {
  it('shows what the file holds, with its labels and their suggested meaning, before anything is saved', async () => {
    const calls = fakeServer({ '/moods/import/preview': { status: 200, body: PREVIEW } });
    const { dialog } = renderDialog();
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    chooseFile(dialog, 'full_date,mood\n2026-03-02,rad');
    expect(
      await dialog.findByText(
        'Daylio export: 3 entries, of which 1 are already here and will be skipped.',
      ),
    ).toBeInTheDocument();
    // the labels come with the preview, in the same render
    expect(dialog.getByRole('table', { name: 'Mood labels' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mood for sleepy' })).toHaveTextContent('5');
    expect(screen.getByRole('combobox', { name: 'Mood for rad' })).toHaveTextContent('10');
    expect(screen.getByRole('combobox', { name: 'Intensity for rad' })).toHaveTextContent('9');
    expect(
      dialog.getByText(/First entry: .* · Joy · mood 10\/10 · intensity 9\/10/),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Emotion for rad' })).toHaveTextContent('Joy');
    expect(dialog.getByText('daylio_export.csv')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Import 2 entries' })).toBeEnabled();
    expect(calls.map((c) => c.path)).toEqual(['/moods/import/preview']);
    expect(calls[0]!.body).toEqual({
      content: 'full_date,mood\n2026-03-02,rad',
      addTrackers: true,
    });
  });

  it('imports with the meaning the person chose for each label, and says what happened', async () => {
    const result: ImportResult = { format: 'daylio', total: 3, imported: 2, skipped: 1 };
    const calls = fakeServer({
      '/moods/import/preview': { status: 200, body: PREVIEW },
      '/moods/import': { status: 200, body: result },
    });
    const { dialog, onImported } = renderDialog();
    chooseFile(dialog, 'csv text');
    await dialog.findByRole('table', { name: 'Mood labels' });
    pick('Intensity for sleepy', '4');
    pick('Mood for sleepy', '3 · Unpleasant');
    pick('Emotion for sleepy', 'Fear');
    // a new feeling starts at its first kind
    expect(screen.getByRole('combobox', { name: 'Feeling for sleepy' })).toHaveTextContent(
      'Anxiety',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Import 2 entries' }));
    expect(
      await dialog.findByText('Imported 2 entries; 1 were already here and were skipped.'),
    ).toBeInTheDocument();
    expect(calls[1]).toEqual({
      path: '/moods/import',
      body: {
        content: 'csv text',
        mapping: {
          rad: { score: 9, pleasantness: 10, primaryEmotion: 'joy', subEmotion: 'happiness' },
          sleepy: { score: 4, pleasantness: 3, primaryEmotion: 'fear', subEmotion: 'anxiety' },
        },
      },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(onImported).toHaveBeenCalledWith(result);
  });

  it('on a phone, lists each label with its choices under it instead of a table', async () => {
    // a narrow screen: every width query below the small breakpoint matches
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeServer({ '/moods/import/preview': { status: 200, body: PREVIEW } });
    const { dialog } = renderDialog();
    chooseFile(dialog, 'csv text');
    const list = await dialog.findByRole('list', { name: 'Mood labels' });
    expect(dialog.queryByRole('table')).toBeNull();
    const sleepy = within(list).getAllByRole('listitem')[1]!;
    expect(sleepy).toHaveTextContent('sleepy');
    expect(sleepy).toHaveTextContent('2 entries');
    expect(within(sleepy).getByRole('combobox', { name: 'Mood for sleepy' })).toHaveTextContent(
      '5',
    );
    expect(
      within(sleepy).getByRole('combobox', { name: 'Intensity for sleepy' }),
    ).toHaveTextContent('5');
    expect(within(sleepy).getByRole('combobox', { name: 'Emotion for sleepy' })).toHaveTextContent(
      'Sadness',
    );
    expect(within(sleepy).getByRole('combobox', { name: 'Feeling for sleepy' })).toHaveTextContent(
      'Disappointment',
    );
  });

  it('lists what is wrong with a file it cannot read, and a new file starts over', async () => {
    fakeServer({
      '/moods/import/preview': {
        status: 400,
        body: {
          message: 'This file has problems',
          errors: [
            { path: 'content', message: 'Line 2: no date' },
            { path: 'content', message: 'Line 3: unknown mood' },
          ],
        },
      },
    });
    const { dialog } = renderDialog();
    chooseFile(dialog, 'broken');
    expect(await dialog.findByText('Line 2: no date')).toBeInTheDocument();
    expect(dialog.getByText('Line 3: unknown mood')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();

    fakeServer({
      '/moods/import/preview': { status: 200, body: { ...PREVIEW, labels: [], duplicates: 3 } },
    });
    chooseFile(dialog, 'again', 'again.csv');
    expect(
      await dialog.findByText(
        'Daylio export: 3 entries, of which 3 are already here and will be skipped.',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByText('Line 2: no date')).toBeNull();
    // nothing new to add
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Import 0 entries' })).toBeDisabled(),
    );
  });

  it('lists the trackers a Bearable file adds, and adds them only when the person agrees', async () => {
    const tracker = { kind: 'numeric', unit: '', min: 1, max: 5, step: 1 } as const;
    const bearable: ImportPreview = {
      ...PREVIEW,
      format: 'bearable',
      total: 2,
      duplicates: 0,
      labels: [],
      trackers: [
        { ...tracker, name: 'Mood lift', new: false, values: 2, duplicates: 1, merged: 0 },
        {
          ...tracker,
          name: 'Sleep',
          unit: 'hours',
          new: true,
          values: 2,
          duplicates: 0,
          merged: 0,
        },
        { ...tracker, name: 'Energy', new: true, values: 1, duplicates: 0, merged: 1 },
      ],
    };
    const result: ImportResult = {
      format: 'bearable',
      total: 2,
      imported: 2,
      skipped: 0,
      trackers: { added: [], imported: 1, skipped: 4 },
    };
    const calls = fakeServer({
      '/moods/import/preview': { status: 200, body: bearable },
      '/moods/import': { status: 200, body: result },
    });
    const { dialog } = renderDialog();
    chooseFile(dialog, 'bearable csv', 'bearable.csv');
    expect(await dialog.findByText('Trackers to add: Sleep (hours), Energy')).toBeInTheDocument();
    expect(dialog.getByText('Values for your trackers: Mood lift (2 days).')).toBeInTheDocument();
    expect(
      dialog.getByText('1 day already has a value, which stays as it is.'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText(
        'Energy has several readings on 1 day: each of those days keeps their average.',
      ),
    ).toBeInTheDocument();
    const add = dialog.getByRole('checkbox', {
      name: 'Add these trackers and import their values',
    });
    expect(add).toBeChecked();
    expect(
      dialog.getByRole('button', { name: 'Import 2 entries and 4 tracker values' }),
    ).toBeEnabled();

    fireEvent.click(add);
    expect(dialog.getByText('Their values will be left out.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Import 2 entries and 1 tracker value' }));
    expect(
      await dialog.findByText('Imported 2 entries. 1 tracker value imported, 4 left as they were.'),
    ).toBeInTheDocument();
    expect(calls[1]!.body).toEqual({ content: 'bearable csv', mapping: {}, addTrackers: false });
  });

  it('restores an export’s trackers that have no values yet, archived ones said so', async () => {
    const count = { kind: 'count', min: 0, max: 20, step: 1, values: 0, duplicates: 0 } as const;
    const restore: ImportPreview = {
      ...PREVIEW,
      format: 'moodcraft',
      total: 0,
      duplicates: 0,
      labels: [],
      trackers: [
        { ...count, name: 'Water', unit: 'glasses', new: true, merged: 0 },
        { ...count, name: 'Walks', unit: 'walks', new: true, archived: true, merged: 0 },
      ],
    };
    fakeServer({ '/moods/import/preview': { status: 200, body: restore } });
    const { dialog } = renderDialog();
    chooseFile(dialog, '{"format":"moodcraft-export"}', 'moodcraft.json');
    expect(
      await dialog.findByText('Trackers to add: Water (glasses), Walks (archived)'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Add 2 trackers' })).toBeEnabled();
    fireEvent.click(
      dialog.getByRole('checkbox', { name: 'Add these trackers and import their values' }),
    );
    expect(dialog.getByRole('button', { name: 'Import 0 entries' })).toBeDisabled();
  });

  it('offers activities that are not factors yet as the person’s own, added unless unchecked', async () => {
    const daylio: ImportPreview = {
      ...PREVIEW,
      newFactors: [
        { name: 'Gaming', count: 2 },
        { name: 'Reading', count: 1 },
      ],
      ownFactorRoom: 100,
    };
    const result: ImportResult = {
      format: 'daylio',
      total: 3,
      imported: 2,
      skipped: 1,
      factorsAdded: ['Gaming', 'Reading'],
    };
    const calls = fakeServer({
      '/moods/import/preview': { status: 200, body: daylio },
      '/moods/import': { status: 200, body: result },
    });
    const { dialog } = renderDialog();
    chooseFile(dialog, 'csv text');
    expect(
      await dialog.findByText('These activities are not factors yet: Gaming, Reading'),
    ).toBeInTheDocument();
    const add = dialog.getByRole('checkbox', { name: 'Add them as your own factors' });
    expect(add).toBeChecked();
    fireEvent.click(add);
    expect(
      dialog.getByText('Left unchecked, they stay in each entry’s notes, as they are now.'),
    ).toBeInTheDocument();
    fireEvent.click(add);
    fireEvent.click(dialog.getByRole('button', { name: 'Import 2 entries' }));
    expect(
      await dialog.findByText(/Added 2 factors of your own: Gaming and Reading\./),
    ).toBeInTheDocument();
    expect(calls[1]!.body).toMatchObject({ content: 'csv text', addFactors: true });
  });

  it('says when the new factors do not fit, and imports without them', async () => {
    const full: ImportPreview = {
      ...PREVIEW,
      newFactors: [
        { name: 'Gaming', count: 2 },
        { name: 'Reading', count: 1 },
      ],
      ownFactorRoom: 1,
    };
    const calls = fakeServer({
      '/moods/import/preview': { status: 200, body: full },
      '/moods/import': {
        status: 200,
        body: { format: 'daylio', total: 3, imported: 2, skipped: 1 },
      },
    });
    const { dialog } = renderDialog();
    chooseFile(dialog, 'csv text');
    expect(
      await dialog.findByText(/there is room for 1: these 2 cannot all be added/),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('checkbox', { name: 'Add them as your own factors' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Import 2 entries' }));
    await dialog.findByText(/Imported 2 entries/);
    expect(calls[1]!.body).toMatchObject({ addFactors: false });
  });
});
