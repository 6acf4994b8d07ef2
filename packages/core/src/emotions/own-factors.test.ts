import { describe, expect, it } from 'vitest';
import { parseImport } from '../data/import';
import { factorImpact, topTriggers } from '../moods/analytics';
import { moodLinks } from '../trackers/mood-links';
import {
  factorBook,
  importFactorsRoomMessage,
  nameProblem,
  namesOwnFactors,
  nextColour,
  OWN_FACTOR_COLOUR_KEYS,
  OWN_FACTOR_LIMIT,
  OWN_FACTOR_LIMIT_MESSAGE,
  ownFactorIdOf,
  ownFactorOrderRequest,
  ownFactorRequest,
  ownFactorToken,
  ownFactorUpdateRequest,
  withFactorNames,
} from './own-factors';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const PIANO = { id: '00000000-0000-4000-8000-000000000001', name: 'Piano', positive: true };
const COMMUTE = { id: '00000000-0000-4000-8000-000000000002', name: 'Commute', positive: false };

describe('own factor names', () => {
  it('trims a name and takes 1 to 40 characters', () => {
    expect(ownFactorRequest.parse({ name: '  Piano practice ' })).toEqual({
      name: 'Piano practice',
      positive: false,
    });
    expect(messages(ownFactorRequest.safeParse({ name: '   ' }))).toEqual(['Name is required']);
    expect(messages(ownFactorRequest.safeParse({}))).toEqual(['Name is required']);
    expect(messages(ownFactorRequest.safeParse({ name: 'x'.repeat(41) }))).toEqual([
      'Name must be at most 40 characters',
    ]);
    expect(ownFactorRequest.safeParse({ name: 'x'.repeat(40) }).success).toBe(true);
  });

  it('refuses a built-in factor’s name, whatever its case', () => {
    expect(messages(ownFactorRequest.safeParse({ name: ' social media ' }))).toEqual([
      '“Social Media” is already one of the built-in factors: choose it from the list instead',
    ]);
  });

  it('takes each name once per person, whatever its case', () => {
    expect(nameProblem('piano ', [PIANO, COMMUTE])).toBe(
      'You already have a factor called “Piano”: choose another name',
    );
    // a factor keeps its own name, in another case too
    expect(nameProblem('PIANO', [PIANO, COMMUTE], PIANO.id)).toBeNull();
    expect(nameProblem('Guitar', [PIANO, COMMUTE])).toBeNull();
  });

  it('says what is wrong with a colour, a flag or a change with nothing in it', () => {
    expect(messages(ownFactorRequest.safeParse({ name: 'Piano', colour: 'gold' }))).toEqual([
      `colour must be one of ${OWN_FACTOR_COLOUR_KEYS.join(', ')}`,
    ]);
    expect(messages(ownFactorUpdateRequest.safeParse({ hidden: 'yes' }))).toEqual([
      'hidden must be true or false',
    ]);
    expect(messages(ownFactorUpdateRequest.safeParse({}))).toEqual([
      'Send at least one of name, colour, positive or hidden',
    ]);
    expect(ownFactorUpdateRequest.parse({ name: ' Keys ' })).toEqual({ name: 'Keys' });
  });

  it('takes an order with each id once', () => {
    expect(messages(ownFactorOrderRequest.safeParse({ ids: [PIANO.id, PIANO.id] }))).toEqual([
      'Each factor can be in the order once',
    ]);
    expect(messages(ownFactorOrderRequest.safeParse({ ids: ['piano'] }))).toEqual([
      'Each id must be the id of one of your factors',
    ]);
  });

  it('gives new factors the colours round the palette, and says the limit plainly', () => {
    expect(nextColour(0)).toBe(OWN_FACTOR_COLOUR_KEYS[0]);
    expect(nextColour(OWN_FACTOR_COLOUR_KEYS.length + 1)).toBe(OWN_FACTOR_COLOUR_KEYS[1]);
    expect(OWN_FACTOR_LIMIT).toBe(100);
    expect(OWN_FACTOR_LIMIT_MESSAGE).toContain('up to 100 factors of your own');
    expect(importFactorsRoomMessage(12, 5)).toBe(
      'This file has 12 activities that are not factors yet, and there is room for 5 more factors of your own (up to 100). Import without adding them, or first delete factors you never used.',
    );
    expect(importFactorsRoomMessage(2, 0)).toContain('there is no room for more factors');
  });
});

describe('tokens and names', () => {
  const book = factorBook([PIANO, COMMUTE]);

  it('stores an own factor as its token, a built-in one as the catalogue spells it', () => {
    expect(ownFactorToken(PIANO.id)).toBe(`own:${PIANO.id}`);
    expect(ownFactorIdOf(`own:${PIANO.id}`)).toBe(PIANO.id);
    expect(ownFactorIdOf('Sleep')).toBeUndefined();
    expect(book.storedOf(' piano')).toBe(`own:${PIANO.id}`);
    expect(book.storedOf(`own:${COMMUTE.id}`)).toBe(`own:${COMMUTE.id}`);
    expect(book.storedOf('sleep')).toBe('Sleep');
    expect(book.storedOf('Gardening')).toBeUndefined();
    // another person's token is no factor of this one's
    expect(book.storedOf('own:00000000-0000-4000-8000-000000000009')).toBeUndefined();
  });

  it('names an entry’s factors by their names now, leaving out one no longer there', () => {
    const entries = [
      { factors: ['Sleep', `own:${PIANO.id}`, 'own:00000000-0000-4000-8000-000000000009'] },
      { factors: ['Work'] },
    ];
    expect(namesOwnFactors(entries)).toBe(true);
    expect(namesOwnFactors([{ factors: ['Work'] }])).toBe(false);
    const named = withFactorNames(book, entries);
    expect(named.map((e) => e.factors)).toEqual([['Sleep', 'Piano'], ['Work']]);
    // an entry without own factors is the same object: nothing copied for nothing
    expect(named[1]).toBe(entries[1]);
    const renamed = factorBook([{ ...PIANO, name: 'Keys' }, COMMUTE]);
    expect(renamed.namesOf(entries[0]!.factors)).toEqual(['Sleep', 'Keys']);
  });

  it('knows the good ones: the four built in, and own ones marked positive', () => {
    expect(book.isPositive('Exercise')).toBe(true);
    expect(book.isPositive('Piano')).toBe(true);
    expect(book.isPositive('Commute')).toBe(false);
    expect(book.isPositive('Work')).toBe(false);
    expect(book.allNames().slice(-2)).toEqual(['Piano', 'Commute']);
  });
});

describe('own factors in the analytics', () => {
  const NOW = new Date('2026-11-20T12:00:00Z');
  const at = (day: number, pleasantness: number, factors: string[]) => ({
    date: new Date(NOW.getTime() - day * 86_400_000).toISOString(),
    primaryEmotion: 'joy',
    subEmotion: 'happiness',
    pleasantness,
    factors,
  });
  const book = factorBook([PIANO, COMMUTE]);

  it('marks an own factor positive among the triggers and in the factor impact', () => {
    const entries = [at(1, 8, ['Piano']), at(2, 9, ['Piano', 'Commute']), at(3, 3, ['Commute'])];
    expect(topTriggers(entries, 3, book.isPositive)).toEqual([
      { factor: 'Piano', count: 2, positive: true },
      { factor: 'Commute', count: 2, positive: false },
    ]);
    expect(
      factorImpact(entries, NOW, 2, 5, 'month', book.isPositive).map((f) => [f.factor, f.positive]),
    ).toEqual([
      ['Piano', true],
      ['Commute', false],
    ]);
  });

  it('pairs an own factor with the mood in “what goes with my mood”', () => {
    const moods = Array.from({ length: 20 }, (_, day) =>
      at(day, day % 2 ? 8 : 4, day % 2 ? ['Piano'] : ['Work']),
    );
    const links = moodLinks(moods, [], [], 'UTC', ['Piano', 'Commute']);
    const piano = links.links.find((l) => l.name === 'Piano' && l.lag === 'same-day');
    expect(piano).toMatchObject({ source: 'factor', withAverage: 8, withoutAverage: 4 });
    expect(piano!.text).toContain('On days you noted Piano, your mood averaged 8');
    // without the person's own factors, only the built-in ones are looked at
    expect(moodLinks(moods, [], [], 'UTC').links.some((l) => l.name === 'Piano')).toBe(false);
  });
});

describe('a Daylio import and the person’s own factors', () => {
  const DAYLIO = [
    'full_date,date,weekday,time,mood,activities,note_title,note',
    '2026-03-02,March 2,Monday,20:30,rad,Piano | Pottery | sport,,A good day',
    '2026-03-01,March 1,Sunday,07:15,meh,pottery | Choir | Commute,,',
    `2026-02-28,February 28,Saturday,12:05,good,${'x'.repeat(41)},,`,
  ].join('\n');

  it('lists the activities that are no factor yet, keeping them in the notes unless added', () => {
    const parsed = parseImport(DAYLIO, { ownFactors: { names: ['Piano'], add: false } });
    expect(parsed.newFactors).toEqual([
      { name: 'Pottery', count: 2 },
      { name: 'Choir', count: 1 },
      { name: 'Commute', count: 1 },
    ]);
    expect(parsed.entries[0]).toMatchObject({
      factors: ['Piano', 'Exercise'],
      notes: 'A good day\n\nActivities: Pottery',
    });
    expect(parsed.entries[1]).toMatchObject({
      factors: [],
      notes: 'Activities: pottery, Choir, Commute',
    });
    // a name too long to be a factor stays in the notes either way
    expect(parsed.entries[2]!.notes).toBe(`Activities: ${'x'.repeat(41)}`);
  });

  it('makes them factors once the person says so', () => {
    const parsed = parseImport(DAYLIO, { ownFactors: { names: ['Piano'], add: true } });
    expect(parsed.entries.map((e) => [e.factors, e.notes])).toEqual([
      [['Piano', 'Pottery', 'Exercise'], 'A good day'],
      [['Pottery', 'Choir', 'Commute'], ''],
      [[], `Activities: ${'x'.repeat(41)}`],
    ]);
  });

  it('reads an activity as the person’s own factor before a synonym of a built-in one', () => {
    const file = ['full_date,time,mood,activities,note', '2026-03-02,20:30,rad,gaming,'].join('\n');
    expect(parseImport(file).entries[0]!.factors).toEqual(['Hobbies']);
    expect(
      parseImport(file, { ownFactors: { names: ['Gaming'], add: false } }).entries[0]!.factors,
    ).toEqual(['Gaming']);
  });

  it('matches a MoodCraft export’s factors to the person’s own', () => {
    const file = JSON.stringify({
      format: 'moodcraft-export',
      moods: [
        {
          date: '2026-03-02T10:00:00Z',
          primaryEmotion: 'joy',
          subEmotion: 'happiness',
          score: 6,
          factors: ['Sleep', 'piano', 'Choir'],
        },
      ],
    });
    const kept = parseImport(file, { ownFactors: { names: ['Piano'], add: false } });
    expect(kept.entries[0]!.factors).toEqual(['Sleep', 'Piano']);
    expect(kept.newFactors).toEqual([{ name: 'Choir', count: 1 }]);
    const added = parseImport(file, { ownFactors: { names: ['Piano'], add: true } });
    expect(added.entries[0]!.factors).toEqual(['Sleep', 'Piano', 'Choir']);
  });
});
