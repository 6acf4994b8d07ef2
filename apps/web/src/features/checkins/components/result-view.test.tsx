import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckIn } from '@moodcraft/core/checkins/checkins';
import { helplinesFor } from '@moodcraft/core/companion/helplines';
import { ResultView } from './result-view';

afterEach(cleanup);

const result = (over: Partial<CheckIn>): CheckIn => ({
  id: '0b8f2a52-7d2f-4c1e-9a51-2f8e6b1a4c11',
  _id: '0b8f2a52-7d2f-4c1e-9a51-2f8e6b1a4c11',
  instrument: 'phq-9',
  answers: [2, 2, 1, 2, 1, 1, 1, 1, 0],
  difficulty: 1,
  total: 11,
  band: 'moderate',
  safety: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

const show = (checkIn: CheckIn) =>
  render(
    <MemoryRouter>
      <ResultView checkIn={checkIn} helplines={helplinesFor('AU')} />
    </MemoryRouter>,
  );

describe('a result', () => {
  it('gives the score and band, explains it kindly and says it is not a diagnosis', () => {
    show(result({}));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your PHQ-9 result' }),
    ).toBeInTheDocument();
    expect(screen.getByText('out of 27', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Moderate')).toBeInTheDocument();
    expect(screen.getByText(/talk it through with your GP or clinician/)).toBeInTheDocument();
    expect(screen.getByText(/^This is not a diagnosis\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get help now' })).toBeNull();
  });

  it('with item 9 above 0, opens with the helplines and the safety plan, before the score', () => {
    show(result({ answers: [0, 0, 0, 0, 0, 0, 0, 0, 1], total: 1, band: 'minimal', safety: true }));
    const card = screen.getByRole('region', { name: 'Get help now' });
    expect(card).toHaveTextContent('13 11 14');
    expect(screen.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute(
      'href',
      '/safety-plan',
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(card.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card).toHaveFocus();
  });
});
