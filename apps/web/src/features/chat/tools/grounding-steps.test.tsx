import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroundingSteps } from './grounding-steps';

afterEach(cleanup);

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const heading = () => screen.getByRole('heading', { level: 3 });
const notes = () => screen.getByLabelText('What you notice (optional)');

const TITLES = [
  'Name 5 things you can see',
  '4 things you can feel or touch',
  '3 things you can hear',
  '2 things you can smell (or two smells you like)',
  '1 thing you can taste (or one kind thing to say to yourself)',
];

describe('the grounding steps', () => {
  it('starts on the first step, without taking focus from the chat', () => {
    render(<GroundingSteps />);
    expect(heading()).toHaveTextContent(TITLES[0]!);
    expect(screen.getByText('Step 1 of 5')).toBeVisible();
    expect(screen.getByText(/Look around slowly/)).toBeVisible();
    expect(notes()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(heading()).not.toHaveFocus();
  });

  it('goes forward with Next and back with Back, showing the step it is on', () => {
    render(<GroundingSteps />);
    press('Next');
    expect(heading()).toHaveTextContent(TITLES[1]!);
    expect(screen.getByText('Step 2 of 5')).toBeVisible();
    press('Next');
    expect(heading()).toHaveTextContent(TITLES[2]!);
    expect(screen.getByText('Step 3 of 5')).toBeVisible();
    press('Back');
    expect(heading()).toHaveTextContent(TITLES[1]!);
    expect(screen.getByText('Step 2 of 5')).toBeVisible();
    press('Back');
    expect(heading()).toHaveTextContent(TITLES[0]!);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('names each step in its heading, so a screen reader hears where it is', () => {
    render(<GroundingSteps />);
    for (const [i, title] of TITLES.entries()) {
      expect(heading()).toHaveAccessibleName(`Step ${i + 1} of 5: ${title}`);
      press('Next');
    }
  });

  it("moves focus to the new step's heading on Next and on Back", () => {
    render(<GroundingSteps />);
    press('Next');
    expect(screen.getByRole('heading', { name: /4 things you can feel/ })).toHaveFocus();
    press('Next');
    expect(screen.getByRole('heading', { name: /3 things you can hear/ })).toHaveFocus();
    press('Back');
    expect(screen.getByRole('heading', { name: /4 things you can feel/ })).toHaveFocus();
  });

  it('keeps what was jotted on a step while going back and forth', () => {
    render(<GroundingSteps />);
    fireEvent.change(notes(), { target: { value: 'the blue mug, the window' } });
    press('Next');
    expect(notes()).toHaveValue('');
    press('Back');
    expect(notes()).toHaveValue('the blue mug, the window');
  });

  it('closes after the fifth step, and Done calls onDone', () => {
    const onDone = vi.fn();
    render(<GroundingSteps onDone={onDone} />);
    for (let i = 0; i < 4; i++) press('Next');
    expect(screen.getByText('Step 5 of 5')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    press('Next');
    expect(heading()).toHaveTextContent('Well done');
    expect(heading()).toHaveFocus();
    expect(screen.getByText(/back to the here and now/)).toBeVisible();
    expect(screen.queryByText(/Step \d of 5/)).toBeNull();
    expect(screen.queryByLabelText('What you notice (optional)')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    press('Done');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
