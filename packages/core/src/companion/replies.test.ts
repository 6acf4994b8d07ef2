import { describe, expect, it } from 'vitest';
import messages from '../../test/fixtures/companion-messages.json';
import { builtinAnswer, type BuiltinAnswer, type ReplyFamily } from './builtin';
import { assessRisk } from './crisis';

/**
 * Mood Friend on 321 messages written apart from its code: questions, venting, good news, mixed
 * days, risk and small talk. No hard or risky message may hear a cheerful reply, and each reply
 * must come from the family that fits its message.
 */
type Kind = 'ask' | 'venting' | 'good-news' | 'mixed' | 'risk' | 'small-talk';
type Message = { text: string; kind: Kind; topic?: string };

const all = messages as Message[];
const answered = all.map((m) => ({
  ...m,
  answer: builtinAnswer([{ role: 'user', content: m.text }]),
  crisis: assessRisk(m.text).level === 'crisis',
}));
const of = (kind: Kind) => answered.filter((m) => m.kind === kind);
const share = (list: typeof answered, fits: (a: BuiltinAnswer, m: Message) => boolean) =>
  list.filter((m) => fits(m.answer, m)).length / list.length;

/** Words only a cheerful reply uses. */
const CHEERFUL = /good to hear|love hearing|so glad|great news|wonderful|that’s lovely|congrat/i;
const cheerful = (a: BuiltinAnswer) =>
  a.family === 'positive' || a.family === 'thanks' || a.family === 'bye' || CHEERFUL.test(a.text);

describe('Mood Friend replies to what was said', () => {
  it('has enough of every kind of message', () => {
    const count = (k: Kind) => of(k).length;
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(count('ask')).toBeGreaterThanOrEqual(110);
    expect(count('venting')).toBeGreaterThanOrEqual(50);
    expect(count('risk')).toBeGreaterThanOrEqual(30);
  });

  it.each(['venting', 'mixed', 'risk'] as const)('never answers %s cheerfully', (kind) => {
    const wrong = of(kind)
      .filter((m) => cheerful(m.answer))
      .map((m) => `${m.text} → ${m.answer.text}`);
    expect(wrong).toEqual([]);
  });

  it('never answers a risky message with tips', () => {
    expect(
      of('risk')
        .filter((m) => m.answer.family === 'ask')
        .map((m) => m.text),
    ).toEqual([]);
  });

  it('answers a question with the practical answer it asked for', () => {
    // a question the crisis detector flags gets the crisis reply before Mood Friend speaks
    const asks = of('ask').filter((m) => !m.crisis);
    const wrong = asks
      .filter((m) => m.answer.family !== 'ask' || m.answer.topic !== m.topic)
      .map((m) => `${m.topic}: ${m.text} → ${m.answer.family}:${m.answer.topic ?? ''}`);
    expect(wrong.length / asks.length, wrong.join('\n')).toBeLessThanOrEqual(0.03);
  });

  it('hears venting as hard, mixed days as mixed or hard, and good news as good', () => {
    const fits = (families: ReplyFamily[]) => (a: BuiltinAnswer) => families.includes(a.family);
    expect(share(of('venting'), fits(['negative']))).toBeGreaterThanOrEqual(0.95);
    expect(share(of('mixed'), fits(['mixed', 'negative']))).toBeGreaterThanOrEqual(0.85);
    expect(share(of('mixed'), fits(['mixed']))).toBeGreaterThanOrEqual(0.6);
    expect(share(of('good-news'), fits(['positive']))).toBeGreaterThanOrEqual(0.9);
    expect(share(of('risk'), fits(['negative']))).toBeGreaterThanOrEqual(0.95);
    expect(share(of('small-talk'), fits(['greeting', 'thanks', 'bye', 'listening']))).toBe(1);
  });
});

describe('tools and reading inside the chat', () => {
  const ask = (text: string, context = {}) =>
    builtinAnswer([{ role: 'user', content: text }], context);

  it('offers the exercise that fits', () => {
    expect(ask('Can you recommend a breathing exercise?').tools).toEqual([
      'box-breathing',
      '4-7-8-breathing',
    ]);
    expect(ask('How can I calm down right now?').tools).toContain('grounding');
    expect(ask('how do I sleep better?').tools).toEqual(['4-7-8-breathing']);
    expect(ask('how do i stop fighting with my sister').tools).toEqual([]);
  });

  it('links the article that goes further, when there is one', () => {
    const articles = { sleep: { id: 'better-sleep-basics', title: 'Better Sleep Basics' } };
    const answer = ask('How do I sleep better?', { articles });
    expect(answer.article).toEqual(articles.sleep);
    expect(answer.text).toContain('“Better Sleep Basics”');
    expect(ask('how do I get motivated', { articles }).article).toBeUndefined();
  });

  it('offers ways into the conversation after a greeting, and none after a hard message', () => {
    expect(ask('hi').quickReplies.length).toBeGreaterThan(1);
    expect(ask('I feel awful, everything is going wrong').quickReplies).toEqual([]);
  });

  it('gives a different wording when the same thing is asked again', () => {
    const first = ask('How do I sleep better?');
    const second = builtinAnswer([
      { role: 'user', content: 'How do I sleep better?' },
      { role: 'assistant', content: first.text },
      { role: 'user', content: 'any other sleep tips?' },
    ]);
    expect(second.family).toBe('ask');
    expect(second.text).not.toBe(first.text);
  });
});
