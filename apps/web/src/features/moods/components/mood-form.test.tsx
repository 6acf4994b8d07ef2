import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnFactor } from '@moodcraft/core/emotions/own-factors';
import {
  FUTURE_DATE_MESSAGE,
  NOTES_MAX,
  type MoodEntry,
  type MoodEntryInput,
} from '@moodcraft/core/moods/moods';
import { MoodForm } from './mood-form';

afterEach(cleanup);

const ownFactor = (name: string, more: Partial<OwnFactor> = {}): OwnFactor => ({
  id: `00000000-0000-4000-8000-0000000000${String(name.length).padStart(2, '0')}`,
  name,
  colour: 'teal',
  positive: false,
  hidden: false,
  position: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...more,
});

/** The form, with the person's own factors already read (none unless given). */
/** The form as it shows once drawn whole (the part below the feeling comes after a paint). */
async function renderForm(
  props: Partial<Parameters<typeof MoodForm>[0]> = {},
  own: OwnFactor[] = [],
) {
  const onSubmit = vi.fn<(entry: MoodEntryInput) => void>();
  const onError = vi.fn<(message: string) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['factors'], own);
  render(
    <QueryClientProvider client={client}>
      <MoodForm
        submitting={false}
        submitLabel="Save Entry"
        onSubmit={onSubmit}
        onError={onError}
        {...props}
      />
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Time');
  return {
    onSubmit,
    onError,
    client,
    save: () => screen.getByRole('button', { name: 'Save Entry' }),
  };
}

const feelings = () => within(screen.getByRole('group', { name: 'How are you feeling?' }));

describe('the mood form', () => {
  it('shows the feeling at once, and the rest of the form once that is on screen', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MoodForm
          submitting={false}
          submitLabel="Save Entry"
          onSubmit={vi.fn()}
          onError={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('group', { name: 'How are you feeling?' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Notes (optional)')).toBeNull();
    expect(await screen.findByLabelText('Notes (optional)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Entry' })).toBeDisabled();
  });

  it('keeps Save disabled until a feeling and a kind of it are chosen, and a new feeling clears the kind', async () => {
    const { save } = await renderForm();
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('Choose how you feel to save.');
    fireEvent.click(feelings().getByRole('radio', { name: 'Sadness' }));
    expect(screen.getByRole('group', { name: 'What kind of sadness?' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('Choose what kind of sadness to save.');
    fireEvent.click(screen.getByRole('radio', { name: 'Grief' }));
    expect(screen.queryByText(/to save\.$/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Grief' })).toBeChecked();
    expect(save()).toBeEnabled();
    fireEvent.click(feelings().getByRole('radio', { name: 'Joy' }));
    expect(screen.queryByRole('radio', { name: 'Grief' })).toBeNull();
    expect(save()).toBeDisabled();
  });

  it('sends what was chosen: feeling, kind, intensity, factors, notes and the time', async () => {
    const { onSubmit, save } = await renderForm();
    fireEvent.click(feelings().getByRole('radio', { name: 'Joy' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Optimism' }));
    expect(screen.getByText('Intensity: 5/10 · Moderate')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Work' }));
    fireEvent.click(screen.getByRole('button', { name: 'Creative Activities' }));
    fireEvent.click(screen.getByRole('button', { name: 'Work' }));
    fireEvent.change(screen.getByLabelText('Notes (optional)'), {
      target: { value: 'Painted by the window' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Date' }), {
      target: { value: '20/11/2026' },
    });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '08:30' } });
    fireEvent.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toMatchObject({
      primaryEmotion: 'joy',
      subEmotion: 'optimism',
      score: 5,
      factors: ['Creative Activities'],
      notes: 'Painted by the window',
      creativeActivity: { completed: true, duration: 0, type: '' },
    });
    expect(sent.date).toBe(new Date('2026-11-20T08:30').toISOString());
  });

  it('opens an entry to edit with everything it held', async () => {
    const entry = {
      id: '00000000-0000-4000-8000-000000000001',
      date: '2026-10-02T06:15:00.000Z',
      primaryEmotion: 'fear',
      subEmotion: 'worry',
      score: 3,
      factors: ['Health'],
      notes: 'Waiting for results',
    } as MoodEntry;
    const { onSubmit } = await renderForm({ initial: entry, submitLabel: 'Save Changes' });
    expect(feelings().getByRole('radio', { name: 'Fear' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Worry' })).toBeChecked();
    expect(screen.getByText('Intensity: 3/10 · Mild')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Health' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('Waiting for results');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      date: entry.date,
      primaryEmotion: 'fear',
      subEmotion: 'worry',
      score: 3,
      factors: ['Health'],
    });
  });

  describe('how it felt overall', () => {
    const overall = () => screen.getByRole('slider', { name: 'Overall, how did it feel?' });
    const intensity = () => screen.getByRole('slider', { name: /^Intensity/ });
    const press = (slider: HTMLElement, key: string, times = 1) => {
      for (let i = 0; i < times; i++) fireEvent.keyDown(slider, { key });
    };
    const hint =
      'Set from the feeling and its intensity. Move it if it felt better or worse than that.';

    it('is asked once a feeling is chosen, and follows the feeling and its intensity until touched', async () => {
      const { onSubmit, save } = await renderForm();
      expect(screen.queryByRole('slider', { name: 'Overall, how did it feel?' })).toBeNull();
      fireEvent.click(feelings().getByRole('radio', { name: 'Fear' }));
      // a fear at 5 out of 10: 6 − 5 / 2
      expect(overall()).toHaveAttribute('aria-valuetext', '3.5 out of 10, unpleasant');
      expect(screen.getByText('3.5/10 · Unpleasant')).toBeInTheDocument();
      expect(overall()).toHaveAccessibleDescription(hint);
      press(intensity(), 'ArrowRight', 4);
      expect(overall()).toHaveAttribute('aria-valuetext', '1.5 out of 10, very unpleasant');
      fireEvent.click(feelings().getByRole('radio', { name: 'Joy' }));
      expect(overall()).toHaveAttribute('aria-valuetext', '9.5 out of 10, very pleasant');
      fireEvent.click(screen.getByRole('radio', { name: 'Optimism' }));
      fireEvent.click(save());
      const sent = onSubmit.mock.calls[0]![0];
      expect(sent).toMatchObject({ primaryEmotion: 'joy', score: 9 });
      // untouched, it is left to the server to derive
      expect(sent).not.toHaveProperty('pleasantness');
    });

    it('is sent once moved, by keyboard from a half step to the whole number beside it, and stays put', async () => {
      const { onSubmit, save } = await renderForm();
      fireEvent.click(feelings().getByRole('radio', { name: 'Fear' }));
      fireEvent.click(screen.getByRole('radio', { name: 'Anxiety' }));
      press(overall(), 'ArrowLeft');
      expect(overall()).toHaveAttribute('aria-valuetext', '3 out of 10, unpleasant');
      press(overall(), 'ArrowRight', 3);
      expect(overall()).toHaveAttribute('aria-valuetext', '6 out of 10, neutral');
      expect(overall()).not.toHaveAccessibleDescription(hint);
      expect(screen.queryByText(hint)).toBeNull();
      press(intensity(), 'ArrowRight', 4);
      expect(overall()).toHaveAttribute('aria-valuetext', '6 out of 10, neutral');
      fireEvent.click(save());
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ score: 9, pleasantness: 6 });
    });

    it('opens a chosen one as chosen, and a derived one still following the feeling', async () => {
      const entry = {
        id: '00000000-0000-4000-8000-000000000003',
        date: '2026-10-02T06:15:00.000Z',
        primaryEmotion: 'fear',
        subEmotion: 'worry',
        score: 3,
        pleasantness: 8,
        pleasantnessDerived: false,
        factors: [],
        notes: '',
      } as unknown as MoodEntry;
      const chosen = await renderForm({ initial: entry, submitLabel: 'Save Changes' });
      expect(overall()).toHaveAttribute('aria-valuetext', '8 out of 10, pleasant');
      press(intensity(), 'ArrowRight');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(chosen.onSubmit.mock.calls[0]![0]).toMatchObject({ score: 4, pleasantness: 8 });
      cleanup();

      const derived = await renderForm({
        initial: { ...entry, pleasantness: 4.5, pleasantnessDerived: true },
        submitLabel: 'Save Changes',
      });
      expect(overall()).toHaveAttribute('aria-valuetext', '4.5 out of 10, unpleasant');
      press(intensity(), 'ArrowRight');
      expect(overall()).toHaveAttribute('aria-valuetext', '4 out of 10, unpleasant');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(derived.onSubmit.mock.calls[0]![0]).not.toHaveProperty('pleasantness');
    });
  });

  it('shows and reads the day first, as the entry cards write it', async () => {
    const entry = {
      id: '00000000-0000-4000-8000-000000000002',
      date: new Date(2026, 9, 2, 16, 15).toISOString(),
      primaryEmotion: 'joy',
      subEmotion: 'optimism',
      score: 6,
      factors: [],
      notes: '',
    } as unknown as MoodEntry;
    const { onSubmit } = await renderForm({ initial: entry, submitLabel: 'Save Changes' });
    const day = screen.getByRole('textbox', { name: 'Date' });
    expect(day).toHaveValue('02/10/2026');
    expect(day).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(screen.getByLabelText('Time')).toHaveValue('16:15');
    // 03/10 is the third of October, not the tenth of March
    fireEvent.change(day, { target: { value: '03/10/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit.mock.calls[0]![0].date).toBe(new Date(2026, 9, 3, 16, 15).toISOString());
  });

  it('does not save a day that is not in the calendar, and says how to write one', async () => {
    const { onSubmit, onError, save } = await renderForm();
    fireEvent.click(feelings().getByRole('radio', { name: 'Joy' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Optimism' }));
    const day = screen.getByRole('textbox', { name: 'Date' });
    fireEvent.change(day, { target: { value: '31/02/2026' } });
    fireEvent.blur(day);
    expect(screen.getByText('Use DD/MM/YYYY, for example 21/11/2026')).toBeInTheDocument();
    fireEvent.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('Please enter the date as DD/MM/YYYY and the time');
  });

  it('does not log a mood for a day still to come, and says why', async () => {
    const { onSubmit, onError, save } = await renderForm();
    fireEvent.click(feelings().getByRole('radio', { name: 'Joy' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Optimism' }));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    fireEvent.change(screen.getByRole('textbox', { name: 'Date' }), {
      target: {
        value: `${pad(tomorrow.getDate())}/${pad(tomorrow.getMonth() + 1)}/${tomorrow.getFullYear()}`,
      },
    });
    fireEvent.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(FUTURE_DATE_MESSAGE);
  });

  it('counts the notes and stops at the limit', async () => {
    await renderForm();
    const notes = screen.getByLabelText('Notes (optional)');
    fireEvent.change(notes, { target: { value: 'x'.repeat(NOTES_MAX + 25) } });
    expect(notes).toHaveValue('x'.repeat(NOTES_MAX));
    expect(screen.getByText(`${NOTES_MAX}/${NOTES_MAX}`)).toBeInTheDocument();
  });

  it('offers the person’s own factors after the built-in ones, and sends them by name', async () => {
    const { onSubmit, save } = await renderForm({}, [
      ownFactor('Piano'),
      ownFactor('Old job', { hidden: true }),
      ownFactor('Choir practice', { colour: 'pink' }),
    ]);
    const group = within(screen.getByRole('group', { name: 'Contributing Factors' }));
    const names = group.getAllByRole('button').map((b) => b.textContent);
    expect(names.slice(-4)).toEqual([
      'Social Interaction',
      'Piano',
      'Choir practice',
      'Manage factors',
    ]);
    // a hidden factor is not offered for a new entry
    expect(group.queryByRole('button', { name: 'Old job' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage factors' })).toBeInTheDocument();
    fireEvent.click(feelings().getByRole('radio', { name: 'Joy' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Optimism' }));
    fireEvent.click(group.getByRole('button', { name: 'Piano' }));
    expect(group.getByRole('button', { name: 'Piano' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(save());
    expect(onSubmit.mock.calls[0]![0].factors).toEqual(['Piano']);
  });

  it('keeps a hidden factor on the entry that has it, and a renamed one chosen', async () => {
    const entry = {
      id: '00000000-0000-4000-8000-000000000001',
      date: '2026-10-02T06:15:00.000Z',
      primaryEmotion: 'fear',
      subEmotion: 'worry',
      score: 3,
      factors: ['Old job', 'Piano'],
      notes: '',
    } as MoodEntry;
    const piano = ownFactor('Piano');
    const { onSubmit, client } = await renderForm({ initial: entry, submitLabel: 'Save Changes' }, [
      piano,
      ownFactor('Old job', { hidden: true }),
    ]);
    expect(screen.getByRole('button', { name: 'Old job' })).toHaveAttribute('aria-pressed', 'true');
    act(() => client.setQueryData(['factors'], [{ ...piano, name: 'Keys' }]));
    expect(await screen.findByRole('button', { name: 'Keys' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit.mock.calls[0]![0].factors).toEqual(['Old job', 'Keys']);
  });

  it('shows Saving... and refuses a second save while one is on its way', async () => {
    await renderForm({ submitting: true });
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
