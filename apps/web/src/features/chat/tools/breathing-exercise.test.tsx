import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BreathingExercise } from './breathing-exercise';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const seconds = (n: number) => act(() => vi.advanceTimersByTime(n * 1000));
const ms = (n: number) => act(() => vi.advanceTimersByTime(n));
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const liveRegion = () => document.querySelector('[aria-live="polite"]');
const circle = () => screen.getByTestId('breathing-circle');
/** a line on the card itself, apart from the screen-reader text */
const onCard = (text: string) => screen.getByText(text, { ignore: '[aria-live], script, style' });

/** The phase word and the countdown in the circle, as a person sees them. */
function expectShowing(word: string, count: number) {
  expect(screen.getByText(word)).toBeVisible();
  expect(screen.getByText(String(count))).toBeVisible();
}

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('the breathing exercise', () => {
  it('shows the title and instruction, and waits for Start', () => {
    render(<BreathingExercise pattern="box" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Box breathing' })).toBeVisible();
    expect(screen.getByText(/four seconds each/)).toBeVisible();
    expect(screen.getByText('4 rounds, about 1 minute')).toBeVisible();
    seconds(10);
    expect(screen.queryByText('Breathe in')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    press('Start');
    expectShowing('Breathe in', 4);
    expect(screen.getByText('Round 1 of 4')).toBeVisible();
  });

  it('moves through box breathing at four seconds a phase, a round every sixteen', () => {
    render(<BreathingExercise pattern="box" />);
    press('Start');
    seconds(1);
    expectShowing('Breathe in', 3);
    ms(2999);
    expectShowing('Breathe in', 1);
    ms(1); // 4 s
    expectShowing('Hold', 4);
    seconds(4); // 8 s
    expectShowing('Breathe out', 4);
    seconds(3);
    expectShowing('Breathe out', 1);
    seconds(1); // 12 s
    expectShowing('Hold', 4);
    seconds(3);
    expect(screen.getByText('Round 1 of 4')).toBeVisible();
    seconds(1); // 16 s
    expectShowing('Breathe in', 4);
    expect(screen.getByText('Round 2 of 4')).toBeVisible();
  });

  it('moves through 4-7-8 breathing: in for 4, hold for 7, out for 8', () => {
    render(<BreathingExercise pattern="4-7-8" />);
    expect(screen.getByRole('heading', { level: 3, name: '4-7-8 breathing' })).toBeVisible();
    press('Start');
    seconds(4);
    expectShowing('Hold', 7);
    seconds(6);
    expectShowing('Hold', 1);
    seconds(1); // 11 s
    expectShowing('Breathe out', 8);
    seconds(7);
    expectShowing('Breathe out', 1);
    seconds(1); // 19 s
    expectShowing('Breathe in', 4);
    expect(screen.getByText('Round 2 of 4')).toBeVisible();
  });

  it('announces each phase once, never the countdown', () => {
    render(<BreathingExercise pattern="4-7-8" />);
    expect(liveRegion()).toHaveTextContent('');
    press('Start');
    expect(screen.getByText('4')).toHaveAttribute('aria-hidden', 'true');
    const heard: { at: number; text: string }[] = [];
    for (let at = 0; at <= 20; at++) {
      const text = liveRegion()?.textContent ?? '';
      if (text !== heard[heard.length - 1]?.text) heard.push({ at, text });
      seconds(1);
    }
    expect(heard).toEqual([
      { at: 0, text: 'Round 1 of 4. Breathe in for 4 seconds' },
      { at: 4, text: 'Hold for 7 seconds' },
      { at: 11, text: 'Breathe out for 8 seconds' },
      { at: 19, text: 'Round 2 of 4. Breathe in for 4 seconds' },
    ]);
  });

  it('stops the countdown on Pause and carries on from the same moment on Resume', () => {
    render(<BreathingExercise pattern="box" />);
    press('Start');
    ms(1500);
    expectShowing('Breathe in', 3);
    press('Pause');
    expect(screen.getByText('Round 1 of 4 · Paused')).toBeVisible();
    expect(vi.getTimerCount()).toBe(0);
    seconds(30);
    expectShowing('Breathe in', 3);
    const said = liveRegion()?.textContent;
    press('Resume');
    expect(liveRegion()).toHaveTextContent(said ?? '');
    ms(499);
    expectShowing('Breathe in', 3);
    ms(1);
    expectShowing('Breathe in', 2);
    seconds(2);
    expectShowing('Hold', 4);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  it('stops on Stop, says so, and starts again from the first round', () => {
    const onDone = vi.fn();
    render(<BreathingExercise pattern="box" onDone={onDone} />);
    press('Start');
    seconds(21);
    press('Stop');
    expect(onCard('Stopped. You can start again any time.')).toBeVisible();
    expect(liveRegion()).toHaveTextContent('Stopped. You can start again any time.');
    expect(screen.queryByText('Breathe in')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start again' })).toHaveFocus();
    seconds(120);
    expect(onDone).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    press('Start again');
    expectShowing('Breathe in', 4);
    expect(screen.getByText('Round 1 of 4')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
  });

  it('closes calmly and calls onDone once after the last round', () => {
    const onDone = vi.fn();
    render(<BreathingExercise pattern="4-7-8" onDone={onDone} />);
    press('Start');
    seconds(75); // four rounds of 19 s take 76 s
    expect(screen.getByText('Round 4 of 4')).toBeVisible();
    expectShowing('Breathe out', 1);
    ms(999);
    expect(onDone).not.toHaveBeenCalled();
    ms(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onCard('Well done. Notice how your body feels now.')).toBeVisible();
    expect(liveRegion()).toHaveTextContent('Well done. Notice how your body feels now.');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    seconds(60);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer running once unmounted', () => {
    const onDone = vi.fn();
    const { unmount } = render(<BreathingExercise pattern="box" onDone={onDone} />);
    press('Start');
    seconds(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    seconds(120);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('grows the circle on a breath in over the phase, keeps it on a hold and shrinks it on a breath out', () => {
    reducedMotion(false);
    render(<BreathingExercise pattern="4-7-8" />);
    const before = circle().style.transform;
    press('Start');
    expect(circle().style.transition).toBe('transform 4s linear');
    const grown = circle().style.transform;
    expect(grown).not.toBe(before);
    seconds(4);
    expect(circle().style.transform).toBe(grown);
    seconds(7);
    expect(circle().style.transition).toBe('transform 8s linear');
    expect(circle().style.transform).toBe(before);
  });

  it('keeps the circle still with reduced motion; only the words and countdown change', () => {
    reducedMotion(true);
    render(<BreathingExercise pattern="box" />);
    const still = circle().style.transform;
    press('Start');
    for (const [word, after] of [
      ['Breathe in', 0],
      ['Hold', 4],
      ['Breathe out', 4],
    ] as const) {
      seconds(after);
      expectShowing(word, 4);
      expect(circle().style.transition).toBe('');
      expect(circle().style.transform).toBe(still);
    }
  });
});
