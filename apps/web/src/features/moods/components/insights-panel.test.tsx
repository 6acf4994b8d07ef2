import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Insights } from '@moodcraft/core/moods/insights';
import { differenceText, InsightsPanel, RangeChoice } from './insights-panel';

afterEach(cleanup);

const insights = (over: Partial<Insights>): Insights => ({
  range: 'month',
  totalEntries: 0,
  averageMood: 0,
  trend: 'stable',
  streakDays: 0,
  weekly: {
    entryCount: 0,
    averageMood: 0,
    mostFrequentMood: null,
    trend: 'stable',
    suggestedActivities: [],
  },
  topEmotions: [],
  topTriggers: [],
  distribution: [],
  factorImpact: [],
  insights: [],
  calendar: { year: 2026, days: [] },
  ...over,
});

describe('the insights panel', () => {
  it('gives each factor its distance from the average and the entries behind it, once the week is drawn', async () => {
    render(
      <InsightsPanel
        insights={insights({
          factorImpact: [
            { factor: 'Exercise', average: 8, count: 5, difference: 1.5, positive: true },
            { factor: 'Sleep', average: 6.5, count: 1, difference: 0, positive: true },
            { factor: 'Work', average: 4, count: 3, difference: -2.5, positive: false },
          ],
        })}
      />,
    );
    // the week's sentences first; the lists below them come after a paint
    expect(screen.getByRole('heading', { name: 'Weekly Insights' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mood Factors Impact' })).toBeNull();
    expect(await screen.findByText('1.5 above your average · 5 entries')).toBeInTheDocument();
    expect(screen.getByText('Same as your average · 1 entry')).toBeInTheDocument();
    expect(screen.getByText('2.5 below your average · 3 entries')).toBeInTheDocument();
  });

  it('asks for a few moods in the words of the period when there is nothing to say', () => {
    render(<InsightsPanel insights={insights({ range: 'week' })} />);
    expect(
      screen.getByText('Log a few moods this week and your patterns will show up here.'),
    ).toBeInTheDocument();
  });

  it('offers the four periods, the chosen one pressed, and never none', () => {
    const onChange = vi.fn();
    render(<RangeChoice value="month" onChange={onChange} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Week', 'Month', 'Year', 'All time']);
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Year' }));
    expect(onChange).toHaveBeenCalledWith('year');
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('writes a difference as a person would say it', () => {
    expect(differenceText(0.3)).toBe('0.3 above your average');
    expect(differenceText(-1)).toBe('1 below your average');
    expect(differenceText(0)).toBe('Same as your average');
  });
});
