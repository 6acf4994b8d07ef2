import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WeeklyRecap } from '@moodcraft/core/moods/recap';
import { recapLines, weekTitle, WeeklyRecapCard } from './weekly-recap-card';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const recap: WeeklyRecap = {
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  daysLogged: 5,
  entries: 9,
  averageMood: 6.4,
  previousAverage: 5.6,
  mostFelt: ['joy'],
  lift: { factor: 'Exercise', average: 7.8, count: 3 },
};

describe('the weekly recap card', () => {
  it('says the week in plain figures', () => {
    expect(recapLines(recap)).toEqual([
      'You checked in on 5 of 7 days (9 entries).',
      'Your mood averaged 6.4/10, up 0.8 on the week before.',
      'You felt joy most often.',
      'Your better moments came with Exercise (7.8/10 over 3 entries).',
    ]);
    expect(
      recapLines({
        ...recap,
        daysLogged: 1,
        entries: 1,
        averageMood: 5,
        previousAverage: 5,
        mostFelt: ['sadness', 'fear'],
        lift: null,
      }),
    ).toEqual([
      'You checked in on 1 of 7 days (1 entry).',
      'Your mood averaged 5/10, the same as the week before.',
      'You felt sadness and fear equally often.',
    ]);
    expect(recapLines({ ...recap, previousAverage: null })[1]).toBe('Your mood averaged 6.4/10.');
    expect(recapLines({ ...recap, previousAverage: 7 })[1]).toBe(
      'Your mood averaged 6.4/10, down 0.6 on the week before.',
    );
  });

  it('names the week by its days', () => {
    expect(weekTitle('2026-11-16', '2026-11-22')).toBe('16–22 November');
    expect(weekTitle('2026-11-30', '2026-12-06')).toBe('30 November – 6 December');
  });

  it('goes away when put away, until the next week’s recap', () => {
    render(<WeeklyRecapCard recap={recap} />);
    expect(screen.getByRole('region', { name: 'Your week, 16–22 November' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region')).toBeNull();
    // the dashboard opened again
    cleanup();
    render(<WeeklyRecapCard recap={recap} />);
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    render(
      <WeeklyRecapCard recap={{ ...recap, weekStart: '2026-11-23', weekEnd: '2026-11-29' }} />,
    );
    expect(screen.getByRole('region', { name: 'Your week, 23–29 November' })).toBeInTheDocument();
  });
});
