import { describe, expect, it } from 'vitest';
import { median, MIN_PAIRED_DAYS, moodLinks, type LinkMood, type LinkTracker } from './mood-links';
import { nextDay } from '../stats/days';

const sleep: LinkTracker = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Sleep',
  kind: 'numeric',
  unit: 'hours',
  min: 0,
  step: 0.5,
};
const alcohol: LinkTracker = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Alcohol',
  kind: 'yes-no',
  unit: '',
  min: 0,
  step: 1,
};

/** `n` consecutive days from 2026-01-01. */
const daysFrom = (n: number, first = '2026-01-01') => {
  const days = [first];
  while (days.length < n) days.push(nextDay(days[days.length - 1]!));
  return days;
};
const moodAt = (day: string, pleasantness: number, factors: string[] = []): LinkMood => ({
  date: `${day}T12:00:00Z`,
  pleasantness,
  factors,
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, and leaves its input alone', () => {
    const values = [9, 1, 5, 3, 7];
    expect(median(values)).toBe(5);
    expect(values).toEqual([9, 1, 5, 3, 7]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([6, 6, 6, 6])).toBe(6);
    expect(median([])).toBeNaN();
  });

  it('agrees with sorting on many shuffled inputs', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 20;
    for (let n = 1; n < 60; n++) {
      const values = Array.from({ length: n }, () => Math.round(random()));
      const sorted = [...values].sort((a, b) => a - b);
      const expected = n % 2 ? sorted[n >> 1] : (sorted[(n >> 1) - 1]! + sorted[n >> 1]!) / 2;
      expect(median(values)).toBe(expected);
    }
  });
});

describe('what goes with my mood', () => {
  it('splits a numeric tracker at its median and says so in plain words, with the days', () => {
    const days = daysFrom(20);
    // long nights (8 h) on even days with a mood of 7; short ones (5 h) with a mood of 4
    const values = days.map((day, i) => ({ trackerId: sleep.id, day, value: i % 2 ? 5 : 8 }));
    const moods = days.map((day, i) => moodAt(day, i % 2 ? 4 : 7));
    const result = moodLinks(moods, [sleep], values);
    const same = result.links.find((l) => l.key === sleep.id && l.lag === 'same-day')!;
    expect(same).toMatchObject({
      threshold: 6.5,
      withAverage: 7,
      withDays: 10,
      withoutAverage: 4,
      withoutDays: 10,
      days: 20,
    });
    expect(same.text).toBe(
      'On days you logged Sleep at 6.5 hours or more, your mood averaged 7, against 4 on days below that — 20 days.',
    );
    expect(result.moodDays).toBe(20);
    expect(result.mostPairedDays).toBe(20);
  });

  it('pairs a value with the next day’s mood for the day-after figure', () => {
    const days = daysFrom(21);
    // a drink on even days; the day after a drink is a low one
    const values = days.slice(0, 20).map((day, i) => ({
      trackerId: alcohol.id,
      day,
      value: i % 2 ? 0 : 1,
    }));
    const moods = days.map((day, i) => moodAt(day, i % 2 ? 3 : 8));
    const next = moodLinks(moods, [alcohol], values).links.find((l) => l.lag === 'next-day')!;
    expect(next).toMatchObject({ withAverage: 3, withoutAverage: 8, days: 20, threshold: null });
    expect(next.text).toBe(
      'On days after you logged “yes” for Alcohol, your mood averaged 3, against 8 after a “no” — 20 days.',
    );
  });

  it('averages the moods of a day before pairing, and uses the person’s time zone', () => {
    const days = daysFrom(14);
    const values = days.map((day, i) => ({ trackerId: alcohol.id, day, value: i < 7 ? 1 : 0 }));
    // 23:30 in Sydney is 12:30 UTC the same day; 00:30 in Sydney is still the day before in UTC
    const moods = days.flatMap((day, i) => [
      { date: `${day}T12:30:00Z`, pleasantness: i < 7 ? 6 : 2, factors: [] },
      { date: `${day}T13:00:00Z`, pleasantness: i < 7 ? 8 : 4, factors: [] },
    ]);
    const sydney = moodLinks(moods, [alcohol], values, 'Australia/Sydney');
    const same = sydney.links.find((l) => l.lag === 'same-day')!;
    // Sydney is UTC+11 in January: 12:30Z is 23:30 that day, 13:00Z is 00:00 the next day
    expect(same.days).toBe(14);
    expect(sydney.moodDays).toBe(15);
    const utc = moodLinks(moods, [alcohol], values, 'UTC').links.find((l) => l.lag === 'same-day')!;
    expect(utc).toMatchObject({ withAverage: 7, withoutAverage: 3, days: 14 });
  });

  it(`shows nothing below ${MIN_PAIRED_DAYS} paired days, and counts how far along it is`, () => {
    const days = daysFrom(13);
    const values = days.map((day, i) => ({ trackerId: alcohol.id, day, value: i % 2 }));
    const moods = days.map((day, i) => moodAt(day, i % 2 ? 3 : 8));
    const result = moodLinks(moods, [alcohol], values);
    expect(result.links).toEqual([]);
    expect(result.mostPairedDays).toBe(13);
  });

  it('skips days missing a mood or a value: only paired days count', () => {
    const days = daysFrom(30);
    // moods on every other day; values on those and on 5 days without a mood
    const moods = days.filter((_, i) => i % 2 === 0).map((day) => moodAt(day, 6));
    const values = days
      .filter((_, i) => i % 2 === 0 || i < 10)
      .map((day, i) => ({ trackerId: alcohol.id, day, value: i % 2 }));
    const result = moodLinks(moods, [alcohol], values);
    expect(result.links.find((l) => l.lag === 'same-day')?.days).toBe(15);
    // only the 5 values on days without a mood have a mood the next day: too few
    expect(result.links.find((l) => l.lag === 'next-day')).toBeUndefined();
    expect(result.moodDays).toBe(15);
  });

  it('says nothing when every value is the same: there is nothing to compare', () => {
    const days = daysFrom(30);
    const values = days.map((day) => ({ trackerId: sleep.id, day, value: 7 }));
    const moods = days.map((day, i) => moodAt(day, 3 + (i % 5)));
    expect(moodLinks(moods, [sleep], values).links).toEqual([]);
  });

  it('needs five days in each group', () => {
    const days = daysFrom(20);
    const values = days.map((day, i) => ({ trackerId: alcohol.id, day, value: i < 4 ? 1 : 0 }));
    const moods = days.map((day) => moodAt(day, 5));
    expect(moodLinks(moods, [alcohol], values).links).toEqual([]);
  });

  it('splits above the median when most days sit on it, so both groups can be compared', () => {
    const energy: LinkTracker = { ...sleep, name: 'Energy', unit: '', step: 1, min: 1 };
    const days = daysFrom(20);
    // 14 days at 3, 6 at 4: the median is 3, and "3 or more" would hold every day
    const values = days.map((day, i) => ({ trackerId: energy.id, day, value: i < 6 ? 4 : 3 }));
    const moods = days.map((day, i) => moodAt(day, i < 6 ? 8 : 5));
    const same = moodLinks(moods, [energy], values).links.find((l) => l.lag === 'same-day')!;
    expect(same).toMatchObject({ threshold: 4, withDays: 6, withoutDays: 14, withAverage: 8 });
    expect(same.text).toContain('Energy at 4 or more');
  });

  it('compares days with and without a contributing factor, only over days with entries', () => {
    const days = daysFrom(16);
    const moods = days.map((day, i) => moodAt(day, i % 2 ? 5 : 8, i % 2 ? ['Work'] : ['Exercise']));
    const links = moodLinks(moods, [], []).links;
    const exercise = links.find((l) => l.key === 'factor:Exercise' && l.lag === 'same-day')!;
    expect(exercise).toMatchObject({ withAverage: 8, withoutAverage: 5, days: 16 });
    expect(exercise.text).toBe(
      'On days you noted Exercise, your mood averaged 8, against 5 on days without it — 16 days.',
    );
    const after = links.find((l) => l.key === 'factor:Exercise' && l.lag === 'next-day')!;
    expect(after).toMatchObject({ withAverage: 5, withoutAverage: 8, days: 15 });
    // a factor never noted is not compared
    expect(links.some((l) => l.key === 'factor:Travel')).toBe(false);
  });

  it('says “much the same” when the two averages are under half a point apart', () => {
    const days = daysFrom(20);
    const values = days.map((day, i) => ({ trackerId: alcohol.id, day, value: i % 2 }));
    const moods = days.map((day, i) => moodAt(day, i % 2 ? 6 : 6.2));
    const same = moodLinks(moods, [alcohol], values).links.find((l) => l.lag === 'same-day')!;
    expect(same.text).toBe(
      'On days you logged “yes” for Alcohol, your mood averaged 6, much the same as the 6.2 on days with a “no” — 20 days.',
    );
  });

  it('ignores values of trackers it was not given (another person’s, or archived)', () => {
    const days = daysFrom(20);
    const values = days.map((day, i) => ({ trackerId: alcohol.id, day, value: i % 2 }));
    const moods = days.map((day) => moodAt(day, 5));
    expect(moodLinks(moods, [sleep], values).links).toEqual([]);
  });

  it('never words a figure as a cause, and puts the biggest differences first', () => {
    const days = daysFrom(40);
    const values = days.flatMap((day, i) => [
      { trackerId: sleep.id, day, value: i % 2 ? 6 : 8 },
      { trackerId: alcohol.id, day, value: i % 3 === 0 ? 1 : 0 },
    ]);
    const moods = days.map((day, i) =>
      moodAt(day, (i % 2 ? 4 : 8) - (i % 3 === 0 ? 1 : 0), i % 5 ? [] : ['Work']),
    );
    const { links } = moodLinks(moods, [sleep, alcohol], values);
    expect(links.length).toBeGreaterThan(2);
    const gaps = links.map((l) => Math.abs(l.withAverage - l.withoutAverage));
    expect(gaps).toEqual([...gaps].sort((a, b) => b - a));
    for (const l of links) {
      expect(l.text).not.toMatch(/because|caus|leads? to|makes? you|improv|boost|worse/i);
      expect(l.text).toContain(`${l.days} days`);
    }
  });

  it('grows linearly: ten years of entries and values take one pass', () => {
    const days = daysFrom(3650);
    const values = days.map((day, i) => ({ trackerId: sleep.id, day, value: 5 + (i % 7) / 2 }));
    const moods = days.flatMap((day, i) => [moodAt(day, 1 + (i % 10)), moodAt(day, 5, ['Work'])]);
    const result = moodLinks(moods, [sleep], values);
    expect(result.moodDays).toBe(3650);
    expect(result.links.find((l) => l.lag === 'same-day')?.days).toBe(3650);
  });
});
