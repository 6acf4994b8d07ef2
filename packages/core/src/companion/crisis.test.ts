import { describe, expect, it } from 'vitest';
import { detectConcern, detectCrisis } from './crisis';
import { CRISIS_CASES } from './crisis-cases';

describe('crisis detection on the labelled set', () => {
  const results = CRISIS_CASES.map((c) => ({ ...c, detected: detectCrisis(c.text).crisis }));
  const positives = results.filter((r) => r.crisis);
  const negatives = results.filter((r) => !r.crisis);
  const missed = positives.filter((r) => !r.detected);
  const falseAlarms = negatives.filter((r) => r.detected);
  const recall = 1 - missed.length / positives.length;
  const falsePositiveRate = falseAlarms.length / negatives.length;

  it('has a large, varied labelled set', () => {
    expect(CRISIS_CASES.length).toBeGreaterThanOrEqual(150);
    expect(positives.length).toBeGreaterThanOrEqual(60);
    expect(negatives.length).toBeGreaterThanOrEqual(60);
  });

  it('reports recall and false-positive rate', () => {
    console.log(
      `crisis detector: recall ${(recall * 100).toFixed(1)}% (${positives.length - missed.length}/${positives.length}), ` +
        `false positives ${(falsePositiveRate * 100).toFixed(1)}% (${falseAlarms.length}/${negatives.length})`,
    );
    if (missed.length) console.log('missed:', missed.map((m) => `[${m.kind}] ${m.text}`));
    if (falseAlarms.length) console.log('false alarms:', falseAlarms.map((m) => `[${m.kind}] ${m.text}`));
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(falsePositiveRate).toBeLessThanOrEqual(0.05);
  });

  it.each(['explicit', 'coded', 'goodbye', 'method', 'self-harm', 'harm-to-others', 'harm-from-others'] as const)(
    'catches most %s messages',
    (kind) => {
      const ofKind = positives.filter((r) => r.kind === kind);
      expect(ofKind.filter((r) => r.detected).length / ofKind.length).toBeGreaterThanOrEqual(0.85);
    },
  );
});

describe('crisis detection rules', () => {
  it.each([
    'I want to kill myself',
    'i dont want to be alive anymore',
    'kms',
    'im going to end my life tonight',
    'My partner hits me and says he will kill me',
    "I'm going to bring a knife to school",
  ])('flags “%s”', (text) => {
    expect(detectCrisis(text).crisis).toBe(true);
  });

  it.each([
    'this homework is killing me',
    "I'm not suicidal, just tired",
    'I would never hurt myself',
    'I feel really sad and lonely today',
    'I killed the final boss',
    'how can I support a friend who self-harms',
    'ran 5 kms this morning',
  ])('leaves “%s” alone', (text) => {
    expect(detectCrisis(text).crisis).toBe(false);
  });
});

describe('crisis detection on the second labelled set (blind at first: 56% recall; since used for tuning)', () => {
  it('reports recall and false-positive rate', async () => {
    const { CRISIS_HOLDOUT_CASES } = await import('./crisis-holdout-cases');
    const results = CRISIS_HOLDOUT_CASES.map((c) => ({ ...c, detected: detectCrisis(c.text).crisis }));
    const positives = results.filter((r) => r.crisis);
    const negatives = results.filter((r) => !r.crisis);
    const missed = positives.filter((r) => !r.detected);
    const falseAlarms = negatives.filter((r) => r.detected);
    const recall = 1 - missed.length / positives.length;
    const fpr = falseAlarms.length / negatives.length;
    console.log(
      `crisis detector (second set): recall ${(recall * 100).toFixed(1)}% (${positives.length - missed.length}/${positives.length}), ` +
        `false positives ${(fpr * 100).toFixed(1)}% (${falseAlarms.length}/${negatives.length})`,
    );
    if (missed.length) console.log('second set missed:', missed.map((m) => `[${m.kind}] ${m.text}`));
    if (falseAlarms.length) console.log('second set false alarms:', falseAlarms.map((m) => `[${m.kind}] ${m.text}`));
    expect(CRISIS_HOLDOUT_CASES.length).toBeGreaterThanOrEqual(100);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(fpr).toBeLessThanOrEqual(0.05);
  });
});

describe('crisis detection on the blind set (never used for tuning)', () => {
  it('reports recall and false-positive rate honestly', async () => {
    const { CRISIS_BLIND_CASES } = await import('./crisis-blind-cases');
    const results = CRISIS_BLIND_CASES.map((c) => ({ ...c, detected: detectCrisis(c.text).crisis }));
    const positives = results.filter((r) => r.crisis);
    const negatives = results.filter((r) => !r.crisis);
    const caught = positives.filter((r) => r.detected).length;
    const falseAlarms = negatives.filter((r) => r.detected).length;
    const byKind = [...new Set(positives.map((p) => p.kind))]
      .map((kind) => {
        const of = positives.filter((p) => p.kind === kind);
        return `${kind} ${of.filter((p) => p.detected).length}/${of.length}`;
      })
      .join(', ');
    const helped = positives.filter((r) => r.detected || detectConcern(r.text)).length;
    const nudged = negatives.filter((r) => !r.detected && detectConcern(r.text)).length;
    console.log(
      `crisis detector (blind): help offered for ${helped}/${positives.length} risk messages (crisis reply or gentle pointer); ` +
        `gentle pointer on ${nudged}/${negatives.length} safe messages`,
    );
    console.log(
      `crisis detector (blind): recall ${((caught / positives.length) * 100).toFixed(1)}% (${caught}/${positives.length}; ${byKind}), ` +
        `false positives ${((falseAlarms / negatives.length) * 100).toFixed(1)}% (${falseAlarms}/${negatives.length})`,
    );
    // A floor against regressions, not a claim of quality: the figures above are the ones to read.
    expect(caught / positives.length).toBeGreaterThanOrEqual(0.5);
    expect(falseAlarms / negatives.length).toBeLessThanOrEqual(0.15);
  });
});
