import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAD_7, PHQ_9 } from '@moodcraft/core/checkins/instruments';
import { QuestionnaireForm, UNANSWERED } from './questionnaire-form';

afterEach(cleanup);

const group = (name: RegExp | string) => screen.getByRole('radiogroup', { name });
const choose = (question: RegExp | string, answer: string) =>
  fireEvent.click(within(group(question)).getByRole('radio', { name: answer }));

describe('a questionnaire', () => {
  it('shows the stem and every item as written, each with the four answers', () => {
    render(<QuestionnaireForm instrument={PHQ_9} onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: PHQ_9.stem })).toBeInTheDocument();
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(9);
    expect(group(`9. ${PHQ_9.items[8]}`)).toBeInTheDocument();
    expect(
      within(groups[0]!)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Not at all', 'Several days', 'More than half the days', 'Nearly every day']);
  });

  it('says what is still to answer, and focuses the first open question, instead of sending', () => {
    const onSubmit = vi.fn();
    render(<QuestionnaireForm instrument={GAD_7} onSubmit={onSubmit} />);
    choose(/^1\. /, 'Several days');
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please answer every question: 6 are still to go.',
    );
    expect(screen.getAllByText(UNANSWERED)).toHaveLength(6);
    expect(within(group(/^2\. /)).getAllByRole('radio')[0]).toHaveFocus();
  });

  it('sends the answers in order, with the difficulty once a problem is checked off', () => {
    const onSubmit = vi.fn();
    render(<QuestionnaireForm instrument={GAD_7} onSubmit={onSubmit} />);
    expect(screen.queryByRole('radiogroup', { name: /how difficult/ })).toBeNull();
    const picks = ['Not at all', 'Several days', 'Nearly every day', 'Not at all'];
    GAD_7.items.forEach((_, i) => choose(new RegExp(`^${i + 1}\\. `), picks[i % 4]!));
    choose(/how difficult/, 'Very difficult');
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(onSubmit).toHaveBeenCalledWith([0, 1, 3, 0, 0, 1, 3], 2);
  });

  it('sends no difficulty when no problem was checked off', () => {
    const onSubmit = vi.fn();
    render(<QuestionnaireForm instrument={GAD_7} onSubmit={onSubmit} />);
    GAD_7.items.forEach((_, i) => choose(new RegExp(`^${i + 1}\\. `), 'Not at all'));
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(onSubmit).toHaveBeenCalledWith([0, 0, 0, 0, 0, 0, 0], null);
  });
});
