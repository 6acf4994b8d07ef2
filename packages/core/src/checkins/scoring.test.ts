import { describe, expect, it } from 'vitest';
import { checkInRequest } from './checkins';
import { GAD_7, PHQ_9 } from './instruments';
import { answersProblem, bandOf, needsSafetyFlow, scoreCheckIn } from './scoring';

/** Answers that add up to `total`, filled from the first item (so the last is 0 up to 24). */
function answersFor(count: number, total: number) {
  const answers = Array.from({ length: count }, () => 0);
  let left = total;
  for (let i = 0; i < count && left > 0; i++) {
    answers[i] = Math.min(3, left);
    left -= answers[i]!;
  }
  return answers;
}

describe('the instruments as published', () => {
  it('have 9 and 7 items, the stems and titles of their authors', () => {
    expect(PHQ_9.items).toHaveLength(9);
    expect(GAD_7.items).toHaveLength(7);
    expect(PHQ_9.title).toBe('Patient Health Questionnaire (PHQ-9)');
    expect(GAD_7.title).toBe('Generalized Anxiety Disorder (GAD-7)');
    expect(PHQ_9.items[8]).toBe(
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    );
    expect(GAD_7.items[6]).toBe('Feeling afraid as if something awful might happen');
  });
});

describe('PHQ-9 bands', () => {
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately-severe'],
    [19, 'moderately-severe'],
    [20, 'severe'],
    [27, 'severe'],
  ] as const)('a total of %i is %s', (total, band) => {
    expect(bandOf('phq-9', total)).toBe(band);
    const score = scoreCheckIn('phq-9', answersFor(9, total));
    // the highest totals need item 9 above 0
    expect(score).toEqual({ total, band, safety: total > 24 });
  });
});

describe('GAD-7 bands', () => {
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ] as const)('a total of %i is %s', (total, band) => {
    expect(scoreCheckIn('gad-7', answersFor(7, total))).toEqual({ total, band, safety: false });
  });
});

describe('PHQ-9 item 9', () => {
  it.each([1, 2, 3])('answered %i opens the safety flow, even with every other item at 0', (a) => {
    const answers = [0, 0, 0, 0, 0, 0, 0, 0, a];
    expect(scoreCheckIn('phq-9', answers)).toEqual({ total: a, band: 'minimal', safety: true });
    expect(needsSafetyFlow('phq-9', answers)).toBe(true);
  });

  it('answered 0 does not, however high the total', () => {
    const answers = [3, 3, 3, 3, 3, 3, 3, 3, 0];
    expect(scoreCheckIn('phq-9', answers)).toEqual({ total: 24, band: 'severe', safety: false });
  });

  it('is only PHQ-9’s: a GAD-7 never opens it by itself', () => {
    expect(scoreCheckIn('gad-7', [3, 3, 3, 3, 3, 3, 3]).safety).toBe(false);
  });
});

describe('answers that cannot be scored', () => {
  it.each([
    ['phq-9', [0, 0, 0, 0, 0, 0, 0, 0], /exactly 9 answers/],
    ['phq-9', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], /exactly 9 answers/],
    ['gad-7', [0, 0, 0, 0, 0, 0, 0, 0, 0], /exactly 7 answers/],
    ['gad-7', [0, 0, 0, 0, 0, 0, 4], /0, 1, 2 or 3/],
    ['gad-7', [0, 0, 0, 0, 0, 0, -1], /0, 1, 2 or 3/],
    ['gad-7', [0, 0, 0, 0, 0, 0, 1.5], /0, 1, 2 or 3/],
  ] as const)('%s %j', (instrument, answers, message) => {
    expect(answersProblem(instrument, answers)).toMatch(message);
    expect(() => scoreCheckIn(instrument, answers)).toThrow(message);
  });
});

describe('the request schema', () => {
  it('takes a whole questionnaire, with or without the difficulty', () => {
    expect(
      checkInRequest.safeParse({ instrument: 'gad-7', answers: [0, 1, 2, 3, 0, 1, 2] }).success,
    ).toBe(true);
    expect(
      checkInRequest.safeParse({
        instrument: 'phq-9',
        answers: [0, 1, 2, 3, 0, 1, 2, 3, 0],
        difficulty: 2,
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ instrument: 'bdi-2', answers: [0] }, 'instrument', 'instrument must be phq-9 or gad-7'],
    [{ instrument: 'gad-7', answers: [0, 1] }, 'answers', /exactly 7 answers/],
    [{ instrument: 'gad-7', answers: [0, 1, 2, 3, 0, 1, 9] }, 'answers.6', /0, 1, 2 or 3/],
    [{ instrument: 'gad-7', answers: '0123012' }, 'answers', /list of numbers/],
    [
      { instrument: 'gad-7', answers: [0, 1, 2, 3, 0, 1, 2], difficulty: 4 },
      'difficulty',
      /difficulty must be/,
    ],
  ])('refuses %j on its field, in words', (body, path, message) => {
    const result = checkInRequest.safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path.join('.')).toBe(path);
    expect(issue.message).toMatch(message);
  });
});
