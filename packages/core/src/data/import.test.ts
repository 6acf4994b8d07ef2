import { describe, expect, it } from 'vitest';
import { ImportError, parseClock, parseDay, parseImport, type LabelMapping } from './import';
import { zonedToUtc } from './zoned-time';

const DAYLIO = [
  '\uFEFFfull_date,date,weekday,time,mood,activities,note_title,note',
  '2026-03-02,March 2,Monday,8:30 PM,rad,friends | sport | cooking,Great day,"Saw Sam, then ran 5k.\nFelt ""unstoppable""."',
  '2026-03-01,March 1,Sunday,07:15,meh,work,,',
  '2026-02-28,February 28,Saturday,12:05 am,Sleepy,good sleep,,tired but ok',
].join('\r\n');

const DAYLIO_OLD = [
  'full_date,date,weekday,time,mood,activities,note',
  '2025-12-24,December 24,Wednesday,9:00 AM,good,family | reading,Carols',
].join('\n');

const BEARABLE = [
  'date,date formatted,weekday,time of day,category,rating/amount,detail,notes',
  '2020-09-22,22nd Sep 2020,Tuesday,am,Mood,8,Happy | calm | grateful,Coffee in the sun',
  '2020-09-22,22nd Sep 2020,Tuesday,pm,Mood,4,anxious,"Long meeting, sore head"',
  '2020-09-22,22nd Sep 2020,Tuesday,all day,Factors,,Work | Exercise | Podcasts,',
  '2020-09-23,23rd Sep 2020,Wednesday,18:45,Mood,6,,',
  '2020-09-23,23rd Sep 2020,Wednesday,,Sleep,7.5,,',
].join('\n');

describe('clock and day parsing', () => {
  it.each([
    ['20:30', '20:30'],
    ['8:30 PM', '20:30'],
    ['8:30pm', '20:30'],
    ['12:05 am', '00:05'],
    ['12:00 PM', '12:00'],
    ['7:15', '07:15'],
    ['25:00', null],
    ['13:00 PM', null],
    ['noon', null],
  ])('%s → %s', (raw, expected) => expect(parseClock(raw)).toBe(expected));

  it.each([
    ['2020-09-22', '2020-09-22'],
    ['22nd Sep 2020', '2020-09-22'],
    ['1st January 2021', '2021-01-01'],
    ['Sep 22, 2020', '2020-09-22'],
    ['31st Feb 2021', null],
    ['yesterday', null],
    ['0050-03-01', null],
    ['29 Feb 0000', null],
    ['0999-12-31', null],
    ['1000-01-01', '1000-01-01'],
  ])('%s → %s', (raw, expected) => expect(parseDay(raw)).toBe(expected));

  it('turns a wall-clock time into UTC for the person’s time zone, across daylight saving', () => {
    expect(zonedToUtc('2026-03-02', '20:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-03-02T09:30:00.000Z',
    );
    expect(zonedToUtc('2026-07-02', '20:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-07-02T10:30:00.000Z',
    );
    expect(zonedToUtc('2026-03-02', '20:30', 'UTC').toISOString()).toBe('2026-03-02T20:30:00.000Z');
  });
});

describe('Daylio', () => {
  it('reads the current export with its BOM, both time styles, quotes, newlines and activities', () => {
    const result = parseImport(DAYLIO, { timeZone: 'UTC' });
    expect(result.format).toBe('daylio');
    expect(result.entries).toHaveLength(3);
    const [rad, meh, custom] = result.entries;
    expect(rad).toMatchObject({
      date: '2026-03-02T20:30:00.000Z',
      score: 9,
      pleasantness: 10,
      pleasantnessDerived: false,
      primaryEmotion: 'joy',
      factors: ['Social Interaction', 'Exercise'],
      line: 2,
    });
    expect(rad!.notes).toBe(
      'Great day\n\nSaw Sam, then ran 5k.\nFelt "unstoppable".\n\nActivities: cooking',
    );
    expect(meh).toMatchObject({
      date: '2026-03-01T07:15:00.000Z',
      score: 3,
      pleasantness: 5,
      factors: ['Work'],
      line: 4,
    });
    expect(custom).toMatchObject({
      date: '2026-02-28T00:05:00.000Z',
      score: 5,
      pleasantness: 5,
      factors: ['Sleep'],
    });
    expect(result.labels.map((l) => [l.label, l.count, l.score, l.pleasantness])).toEqual([
      ['rad', 1, 9, 10],
      ['meh', 1, 3, 5],
      ['sleepy', 1, 5, 5],
    ]);
  });

  it('reads the five mood levels as how good the day was: 10, 8, 5, 3 and 1', () => {
    const levels = ['rad', 'good', 'meh', 'bad', 'awful'];
    const file = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      ...levels.map((mood, i) => `2026-03-0${i + 1},x,x,08:00,${mood},,,`),
    ].join('\n');
    const entries = parseImport(file).entries;
    expect(entries.map((e) => e.pleasantness)).toEqual([10, 8, 5, 3, 1]);
    expect(entries.every((e) => !e.pleasantnessDerived)).toBe(true);
    // an awful day is a strong feeling, not a mild one
    expect(entries.map((e) => [e.primaryEmotion, e.score])).toEqual([
      ['joy', 9],
      ['joy', 6],
      ['apathy', 3],
      ['sadness', 6],
      ['sadness', 9],
    ]);
  });

  it('applies the person’s own mapping of labels, deriving how it felt only when none is given', () => {
    const mapped = (mapping: LabelMapping) => parseImport(DAYLIO, { mapping });
    const result = mapped({
      Sleepy: { score: 4, primaryEmotion: 'apathy', subEmotion: 'boredom' },
    });
    expect(result.entries[2]).toMatchObject({
      score: 4,
      pleasantness: 4,
      pleasantnessDerived: true,
      primaryEmotion: 'apathy',
      subEmotion: 'boredom',
    });
    expect(result.labels[2]).toMatchObject({ label: 'sleepy', score: 4, pleasantness: 4 });
    const chosen = mapped({
      sleepy: { score: 4, pleasantness: 7, primaryEmotion: 'apathy', subEmotion: 'boredom' },
    });
    expect(chosen.entries[2]).toMatchObject({ pleasantness: 7, pleasantnessDerived: false });
    // a level mapped to another feeling keeps the level's own pleasantness
    const rad = mapped({ rad: { score: 10, primaryEmotion: 'ecstasy', subEmotion: 'elation' } });
    expect(rad.entries[0]).toMatchObject({
      primaryEmotion: 'ecstasy',
      score: 10,
      pleasantness: 10,
    });
  });

  it('reads a label named like an object’s own property as a label of the person’s own', () => {
    const file = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2026-03-02,x,x,08:00,constructor,,,',
    ].join('\n');
    expect(parseImport(file).entries[0]).toMatchObject({ score: 5, pleasantness: 5 });
  });

  it('keeps a good night apart from a bad one: both count as Sleep, and the notes say which', () => {
    const nights = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2026-03-04,March 4,Wednesday,08:00,good,good sleep | sport,,',
      '2026-03-03,March 3,Tuesday,08:00,bad,bad sleep,,Woke at 3',
      '2026-03-02,March 2,Monday,08:00,meh,medium sleep,,',
      '2026-03-01,March 1,Sunday,08:00,meh,sleep early,,',
    ].join('\n');
    const [good, bad, medium, early] = parseImport(nights).entries;
    expect(good).toMatchObject({
      factors: ['Sleep', 'Exercise'],
      notes: 'Activities: good sleep',
    });
    expect(bad).toMatchObject({ factors: ['Sleep'], notes: 'Woke at 3\n\nActivities: bad sleep' });
    expect(medium).toMatchObject({ factors: ['Sleep'], notes: 'Activities: medium sleep' });
    expect(early).toMatchObject({ factors: ['Sleep'], notes: '' });
  });

  it('reads the older export without note_title', () => {
    const [entry] = parseImport(DAYLIO_OLD).entries;
    expect(entry).toMatchObject({
      score: 6,
      pleasantness: 8,
      factors: ['Family', 'Hobbies'],
      notes: 'Carols',
    });
  });

  it('gives the same import keys for the same file, and different ones for different rows', () => {
    const a = parseImport(DAYLIO).entries.map((e) => e.importKey);
    const b = parseImport(DAYLIO).entries.map((e) => e.importKey);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(3);
  });

  it('names every bad line and imports nothing', () => {
    const bad = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2026-13-02,x,x,8:30 PM,rad,,,',
      '2026-03-02,x,x,half past,rad,,,',
      '2026-03-03,x,x,8:00,,,,',
    ].join('\n');
    try {
      parseImport(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ImportError);
      expect((error as ImportError).problems).toEqual([
        'Line 2: “2026-13-02” is not a date',
        'Line 3: “half past” is not a time',
        'Line 4: the mood is empty',
      ]);
    }
  });
});

describe('dates at the edge of the years entries can have', () => {
  it('refuses a day before the year 1000, or one the time zone carries into 999, naming the line', () => {
    const daylio = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '0050-03-01,x,x,09:00,rad,,,',
      '1000-01-01,x,x,00:30,good,,,',
      '1000-01-01,x,x,12:00,good,,,',
    ].join('\n');
    expect(() => parseImport(daylio, { timeZone: 'Etc/GMT-10' })).toThrow(ImportError);
    try {
      parseImport(daylio, { timeZone: 'Etc/GMT-10' });
    } catch (error) {
      expect((error as ImportError).problems).toEqual([
        'Line 2: “0050-03-01” is not a date',
        'Line 3: “1000-01-01” is not a date',
      ]);
    }
    const kept = parseImport(
      daylio
        .split('\n')
        .filter((_, i) => i !== 1 && i !== 2)
        .join('\n'),
      { timeZone: 'Etc/GMT-10' },
    );
    expect(kept.entries.map((e) => e.date)).toEqual(['1000-01-01T02:00:00.000Z']);
  });
});

describe('Bearable', () => {
  it('reads mood readings, times of day and the day’s factors', () => {
    const result = parseImport(BEARABLE, { timeZone: 'UTC' });
    expect(result.format).toBe('bearable');
    expect(result.entries).toHaveLength(3);
    const [morning, evening, clock] = result.entries;
    // the rating is how good the mood was; the intensity is how far from the middle it lies
    expect(morning).toMatchObject({
      date: '2020-09-22T09:00:00.000Z',
      pleasantness: 8,
      pleasantnessDerived: false,
      score: 6,
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
      factors: ['Work', 'Exercise'],
    });
    expect(morning!.notes).toBe(
      'Coffee in the sun\n\nFeelings: calm, grateful\n\nFactors: Podcasts',
    );
    expect(evening).toMatchObject({
      date: '2020-09-22T19:00:00.000Z',
      pleasantness: 4,
      score: 4,
      primaryEmotion: 'fear',
      subEmotion: 'anxiety',
    });
    expect(evening!.notes).toContain('Long meeting, sore head');
    expect(clock).toMatchObject({
      date: '2020-09-23T18:45:00.000Z',
      pleasantness: 6,
      score: 2,
      primaryEmotion: 'contentment',
      factors: [],
    });
  });

  it('refuses a rating outside 1 to 10, naming the line', () => {
    const bad = BEARABLE.replace('Mood,8,', 'Mood,11,');
    expect(() => parseImport(bad)).toThrow(
      'Line 2: a mood rating must be a whole number from 1 to 10, not “11”',
    );
  });

  it('refuses a day before the year 1000, naming the line', () => {
    const bad = BEARABLE.replace(
      '2020-09-23,23rd Sep 2020,Wednesday,18:45',
      '0020-09-23,23rd Sep 0020,Wednesday,18:45',
    );
    expect(() => parseImport(bad)).toThrow('Line 5: “23rd Sep 0020” is not a date');
  });
});

describe('MoodCraft export', () => {
  it('reads its own export with ids as import keys', () => {
    const doc = {
      format: 'moodcraft-export',
      version: 1,
      moods: [
        {
          id: 'abc',
          date: '2026-01-01T10:00:00.000Z',
          primaryEmotion: 'trust',
          subEmotion: 'belonging',
          score: 8,
          factors: ['Family'],
          notes: 'New year',
          creativeActivity: { completed: false, duration: 0, type: '' },
        },
      ],
    };
    const [entry] = parseImport(JSON.stringify(doc)).entries;
    expect(entry).toMatchObject({
      date: '2026-01-01T10:00:00.000Z',
      primaryEmotion: 'trust',
      subEmotion: 'belonging',
      score: 8,
      // an export from before pleasantness: derived from the feeling and its intensity
      pleasantness: 9,
      pleasantnessDerived: true,
      factors: ['Family'],
      notes: 'New year',
      importKey: 'moodcraft:abc',
    });
  });

  it('brings back the pleasantness of its own export, chosen or derived', () => {
    const mood = {
      date: '2026-01-01T10:00:00.000Z',
      primaryEmotion: 'fear',
      subEmotion: 'anxiety',
      score: 9,
    };
    const read = (...moods: object[]) =>
      parseImport(JSON.stringify({ format: 'moodcraft-export', moods })).entries;
    const [chosen, derived] = read(
      { ...mood, id: 'a', pleasantness: 4, pleasantnessDerived: false },
      { ...mood, id: 'b', pleasantness: 1.5, pleasantnessDerived: true },
    );
    expect(chosen).toMatchObject({ score: 9, pleasantness: 4, pleasantnessDerived: false });
    expect(derived).toMatchObject({ score: 9, pleasantness: 1.5, pleasantnessDerived: true });
    for (const pleasantness of [0, 11, 5.5, 'high'])
      expect(() => read({ ...mood, pleasantness })).toThrow(
        'Mood 1: the pleasantness must be a whole number from 1 to 10',
      );
  });

  it('says what is wrong with other files', () => {
    expect(() => parseImport('{"hello": 1}')).toThrow('This JSON is not a MoodCraft export');
    expect(() => parseImport('{nope')).toThrow('This is not a valid JSON file');
    expect(() => parseImport('name,age\nSam,3')).toThrow(
      'This file is not a MoodCraft, Daylio or Bearable export',
    );
    expect(() => parseImport('full_date,mood')).toThrow('This file has no entries to import');
  });
});
