import { describe, expect, it } from 'vitest';
import { assessRisk, crisisModel, detectCrisis } from './crisis';
import { crisisReply, CHECK_IN } from './crisis-reply';
import { codedSlang } from './detector/slang';
import { helplinesFor } from './helplines';
import { SAFETY_MODE_REPLIES, safetyModeReply } from './safety-mode';
import examples from '../../test/fixtures/crisis-examples.json';

/**
 * The rules the detector must keep, family by family (test/fixtures/crisis-examples.json): plain
 * messages it must catch and everyday ones it must leave alone. These are checks of behaviour, not
 * the measure of quality; the blind set's figures (crisis/blind.test.ts) are.
 */
const { mustCatch: MUST_CATCH, mustNotFlag: MUST_NOT_FLAG } = examples as {
  mustCatch: Record<string, string[]>;
  mustNotFlag: Record<string, string[]>;
};

describe('crisis detection, family by family', () => {
  for (const [family, texts] of Object.entries(MUST_CATCH)) {
    it.each(texts)(`catches ${family}: “%s”`, (text) => {
      expect(detectCrisis(text).crisis).toBe(true);
    });
  }
  for (const [family, texts] of Object.entries(MUST_NOT_FLAG)) {
    it.each(texts)(`leaves ${family} alone: “%s”`, (text) => {
      expect(detectCrisis(text).crisis).toBe(false);
    });
  }
});

describe('risk levels', () => {
  it('names the kind of risk so the reply fits it', () => {
    expect(assessRisk('i took all my pills an hour ago').signal).toBe('acted');
    expect(assessRisk('my friend just told me she wants to kill herself').signal).toBe(
      'third-party',
    );
    expect(assessRisk('my partner hits me and says he will kill me').signal).toBe(
      'harm-from-others',
    );
  });

  it('keeps its two thresholds in order, with the check-in band below the crisis level', () => {
    const model = crisisModel();
    expect(model.concernThreshold).toBeGreaterThan(0);
    expect(model.concernThreshold).toBeLessThan(model.threshold);
  });

  it('never leaves plain words of wanting to die without at least the check-in', () => {
    for (const text of [
      'night shift again. 3am, want to die, back at the desk at nine like nothing happened',
      'long day at the depot, ate a sandwich, watched the match, wanna die tbh',
    ])
      expect(assessRisk(text).level, text).not.toBe('none');
    expect(assessRisk('I could die laughing at this film').level).toBe('none');
  });

  it('scores empty text as nothing', () => {
    expect(assessRisk('   ')).toEqual({ level: 'none', score: 0, signal: null });
  });

  it('flags coded words whatever the score, but not ordinary uses of the letters', () => {
    expect(codedSlang('honestly might kms')).toBe(true);
    expect(codedSlang('ran 5 kms today')).toBe(false);
    expect(codedSlang('10kms bike ride')).toBe(false);
    expect(codedSlang('self-delete tbh')).toBe(true);
    expect(codedSlang('im not gonna kms, just failed a quiz')).toBe(false);
    expect(codedSlang('im not ok. kms')).toBe(true);
  });
});

describe('what Mood Friend says', () => {
  it('gives every helpline of the region in a crisis reply, without detail about means', () => {
    const reply = crisisReply('method', helplinesFor('GB'));
    for (const h of helplinesFor('GB')) expect(reply).toContain(h.contact);
    expect(reply).toMatch(/can’t help with that/);
  });

  it('tells a person who has already acted to call emergency services now', () => {
    expect(crisisReply('acted', helplinesFor('AU'))).toMatch(/call emergency services now/);
  });

  it('speaks to the helper when someone else is at risk', () => {
    expect(crisisReply('third-party', helplinesFor('US'))).toMatch(/someone you care about/);
  });

  it('checks in gently below a crisis', () => {
    expect(CHECK_IN).toMatch(/^It sounds heavy right now — are you safe\?/);
  });

  it('does not repeat itself in safety mode and never sounds cheerful', () => {
    const turns: { role: 'user' | 'assistant'; content: string }[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < SAFETY_MODE_REPLIES.length; i++) {
      turns.push({ role: 'user', content: 'ok' });
      const reply = safetyModeReply(turns);
      expect(seen.has(reply)).toBe(false);
      seen.add(reply);
      turns.push({ role: 'assistant', content: reply });
    }
    for (const reply of SAFETY_MODE_REPLIES)
      expect(reply).not.toMatch(/great|glad to hear|love hearing|awesome/i);
  });
});
