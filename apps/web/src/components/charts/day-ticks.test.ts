import { describe, expect, it } from 'vitest';
import { dayTicks } from './mood-line-chart';

const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();
const days = (ticks: number[]) => ticks.map((t) => new Date(t).toDateString());

describe('the time axis of the mood chart', () => {
  it('labels local midnights from the first after the first entry, a whole number of days apart', () => {
    const ticks = dayTicks(at(2026, 11, 20, 9), at(2026, 11, 25, 21));
    expect(days(ticks)).toEqual(
      [21, 22, 23, 24, 25].map((d) => new Date(2026, 10, d).toDateString()),
    );
  });

  it('spaces labels further apart over a longer span, never more than six or so', () => {
    const month = dayTicks(at(2026, 10, 1), at(2026, 11, 1));
    expect(month.length).toBeLessThanOrEqual(7);
    expect((month[1]! - month[0]!) / 86_400_000).toBe(7);
    const twoYears = dayTicks(at(2024, 11, 26), at(2026, 11, 26));
    expect(twoYears.length).toBeLessThanOrEqual(7);
    expect(twoYears.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps gaps between labels equal in days across a change of clocks', () => {
    // the steps are calendar days, so each label stays on a midnight
    const ticks = dayTicks(at(2026, 3, 20), at(2026, 4, 20));
    for (const t of ticks) expect(new Date(t).getHours()).toBe(0);
  });
});
