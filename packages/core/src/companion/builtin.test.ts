import { describe, expect, it } from 'vitest';
import { builtinReply, detectFeelings, detectTopics, type ChatTurn } from './builtin';

const user = (content: string): ChatTurn => ({ role: 'user', content });

function converse(lines: string[], context = {}) {
  const turns: ChatTurn[] = [];
  for (const line of lines) {
    turns.push(user(line));
    turns.push({ role: 'assistant', content: builtinReply(turns, context) });
  }
  return turns.filter((t) => t.role === 'assistant').map((t) => t.content);
}

describe('listening', () => {
  it('recognises feelings and topics', () => {
    expect(detectFeelings('I am so anxious about my exam tomorrow')).toContain('anxious');
    expect(detectTopics('I am so anxious about my exam tomorrow')).toContain('study');
    expect(detectFeelings('my boss yelled at me and I am furious')).toContain('angry');
    expect(detectFeelings('Everything is awful and I hate it')).toContain('sad');
    expect(detectFeelings('the weather is a thing')).toEqual([]);
  });

  it('reflects the feeling and topic, and asks an open question', () => {
    const reply = builtinReply([user('Work has been so stressful this week, I feel overwhelmed')]);
    expect(reply).toMatch(/stretched thin|pressure/);
    expect(reply).toMatch(/work/);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('names a thinking trap gently', () => {
    const reply = builtinReply([user("I always mess everything up, I'm such a failure")]);
    expect(reply).toMatch(/all-or-nothing thinking|labelling/);
  });

  it('is deterministic', () => {
    const turns = [user('I feel lonely tonight')];
    expect(builtinReply(turns)).toBe(builtinReply(turns));
  });
});

describe('boundaries', () => {
  it('says it is not a therapist when asked for therapy', () => {
    expect(builtinReply([user('Can you be my therapist?')])).toMatch(/I’m not a therapist/);
  });

  it('never diagnoses', () => {
    const reply = builtinReply([user('Do I have depression?')]);
    expect(reply).toMatch(/can’t diagnose/);
    expect(reply).not.toMatch(/you have depression|you are depressed/i);
  });

  it('gives no medication advice', () => {
    const reply = builtinReply([user('Should I stop taking my sertraline?')]);
    expect(reply).toMatch(/can’t give advice about medication/);
    expect(reply).toMatch(/doctor or pharmacist/);
  });
});

describe('a ten-turn conversation', () => {
  const lines = [
    'hi',
    "I've been feeling really low lately",
    'work is a lot and my manager keeps piling things on',
    "I can't sleep because I keep thinking about it",
    'I always feel like I am letting everyone down',
    'my friends are busy and I feel a bit alone',
    'what should I do?',
    'I went for a walk yesterday and that helped a little',
    "I'm worried about the meeting tomorrow",
    'thanks, that helps',
  ];
  const context = {
    helpfulFactors: [{ factor: 'Exercise', average: 7.8 }],
    craftPrompt: 'Draw the shape your day would be if it were a cloud.',
    articles: { anxiety: { id: 'calming-anxious-mind', title: 'Calming an Anxious Mind' } },
  };
  const replies = converse(lines, context);

  it('never repeats a reply', () => {
    expect(new Set(replies).size).toBe(replies.length);
  });

  it('draws on the person’s own mood log and the library', () => {
    expect(replies.join(' ')).toMatch(/averaged 7.8\/10 on days with exercise/);
    expect(replies.join(' ')).toMatch(/Calming an Anxious Mind|Your Craft/);
  });

  it('stays warm and asks questions', () => {
    expect(replies.filter((r) => r.includes('?')).length).toBeGreaterThanOrEqual(7);
    for (const r of replies) expect(r.length).toBeGreaterThan(20);
  });
});
