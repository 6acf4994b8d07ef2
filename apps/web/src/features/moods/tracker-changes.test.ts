import { describe, expect, it } from 'vitest';
import type { Tracker } from '@moodcraft/core/trackers/trackers';
import { entryDayOf, trackerChanges, trackersSavedText } from './tracker-changes';

const tracker = (id: string, over: Partial<Tracker>): Tracker => ({
  id,
  _id: id,
  kind: 'numeric',
  name: 'Sleep',
  unit: 'hours',
  min: 0,
  max: 24,
  step: 0.5,
  archived: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
const SLEEP = tracker('s', {});
const ENERGY = tracker('e', { name: 'Energy', unit: '', min: 1, max: 5, step: 1 });
const PILL = tracker('p', { kind: 'yes-no', name: 'Medication taken', unit: '', max: 1, step: 1 });
const STORED: Record<string, number> = { s: 7, p: 1 };

describe('tracker values logged with an entry', () => {
  it('belong to the entry’s day in the person’s time zone', () => {
    const day = entryDayOf('2026-11-20', '23:30', 'UTC');
    const here = new Date('2026-11-20T23:30');
    expect(day).toBe(here.toISOString().slice(0, 10));
    expect(entryDayOf('2026-11-20', '12:00', 'Pacific/Kiritimati')).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
        new Date('2026-11-20T12:00'),
      ),
    );
    // while the date is being typed, the form's own
    expect(entryDayOf('', '12:00', 'UTC')).toBe('');
  });

  it('are the fields changed: a new value, a value cleared, nothing for those left alone', () => {
    const { changes, problems } = trackerChanges(
      [SLEEP, ENERGY, PILL],
      { s: '', e: '3', p: '1' },
      (id) => STORED[id],
    );
    expect(problems).toEqual({});
    expect(changes).toEqual([
      { tracker: SLEEP, value: null },
      { tracker: ENERGY, value: 3 },
    ]);
    expect(trackerChanges([SLEEP], {}, (id) => STORED[id]).changes).toEqual([]);
  });

  it('say why a value does not fit, by tracker', () => {
    const { changes, problems } = trackerChanges(
      [SLEEP, ENERGY],
      { s: '25', e: '2.5' },
      () => undefined,
    );
    expect(changes).toEqual([]);
    expect(problems).toEqual({
      s: 'Sleep must be between 0 and 24',
      e: 'Energy goes in steps of 1 from 1',
    });
  });

  it('are said with the entry: saved, not saved and why, or not kept offline', () => {
    expect(trackersSavedText({ saved: ['Sleep', 'Energy'], failed: [] })).toEqual({
      text: 'Sleep and Energy saved too.',
      severity: 'success',
    });
    expect(
      trackersSavedText({
        saved: ['Sleep'],
        failed: [{ name: 'Energy', message: 'Energy is archived: restore it to log values again' }],
      }),
    ).toEqual({
      text: 'Energy was not saved (Energy is archived: restore it to log values again). You can log it on the Trackers page.',
      severity: 'error',
    });
    expect(trackersSavedText('waiting').text).toBe(
      'Tracker values are not kept on this device: log them on the Trackers page once you’re back online.',
    );
  });
});
