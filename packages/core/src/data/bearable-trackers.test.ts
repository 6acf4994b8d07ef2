import { describe, expect, it } from 'vitest';
import {
  bearableMeasure,
  lineMessages,
  planTrackerImport,
  type ExistingTracker,
  type TrackerReading,
} from './bearable-trackers';
import { parseImport } from './import';
import { TRACKER_PRESETS } from '../trackers/definitions';

const HEADER = 'date,date formatted,weekday,time of day,category,rating/amount,detail,notes';
const FILE = [
  HEADER,
  '2020-09-22,22nd Sep 2020,Tuesday,am,Mood,8,Happy,',
  '2020-09-22,22nd Sep 2020,Tuesday,,Sleep,7.5,,',
  '2020-09-22,22nd Sep 2020,Tuesday,am,Energy,4,,',
  '2020-09-22,22nd Sep 2020,Tuesday,pm,Energy,2,,',
  '2020-09-22,22nd Sep 2020,Tuesday,all day,Symptoms,2,Headache,',
  '2020-09-23,23rd Sep 2020,Wednesday,,Health measurements,71.4,Weight,',
  '2020-09-23,23rd Sep 2020,Wednesday,,Gratitude,,My sister,',
  '2020-09-23,23rd Sep 2020,Wednesday,,Sleep,6:30,,',
].join('\n');

const reading = (
  name: string,
  day: string,
  value: number,
  line: number,
  preset: TrackerReading['preset'] = null,
): TrackerReading => ({ name, day, value, line, preset });

/** The app's own Sleep tracker: hours, 0 to 24 in half hours. */
const SLEEP_SCALE = TRACKER_PRESETS.find((p) => p.key === 'sleep')!;
const { key: _key, ...sleepDefinition } = SLEEP_SCALE;
const SLEEP: ExistingTracker = { ...sleepDefinition, id: 'sleep-id', archived: false };

describe('Bearable’s numeric rows', () => {
  it.each([
    ['Sleep', '', '7.5', { name: 'Sleep', preset: 'sleep', value: 7.5 }],
    ['sleep', '', '7:30', { name: 'Sleep', preset: 'sleep', value: 7.5 }],
    ['Sleep', '', '6h 45m', { name: 'Sleep', preset: 'sleep', value: 6.75 }],
    ['Energy', '', '3', { name: 'Energy', preset: 'energy', value: 3 }],
    ['Symptoms', 'Headache', '2', { name: 'Headache', preset: null, value: 2 }],
    ['Health measurements', 'resting heart rate', '61', { name: 'Resting heart rate', value: 61 }],
    ['Sleep quality', '', '3,5', { name: 'Sleep quality', preset: null, value: 3.5 }],
  ])('%s “%s” %s is a reading', (category, detail, amount, expected) =>
    expect(bearableMeasure(category, detail, amount)).toMatchObject(expected),
  );

  it.each([
    ['Mood', '', '8'],
    ['Factors', 'Work', ''],
    ['Gratitude', 'My sister', ''],
    ['Symptoms', 'Headache', ''],
    ['Meds/Supplements', 'Sertraline', 'taken'],
  ])('%s “%s” %s is no reading', (category, detail, amount) =>
    expect(bearableMeasure(category, detail, amount)).toBeNull(),
  );

  it('says when sleep or energy is not a number', () => {
    expect(bearableMeasure('Sleep', '', 'long')).toEqual({
      problem: 'sleep must be a number of hours, not “long”',
    });
    expect(bearableMeasure('Energy', '', 'high')).toEqual({
      problem: 'energy must be a number, not “high”',
    });
  });

  it('come with the moods of a Bearable file, each with its day and line', () => {
    const parsed = parseImport(FILE, { timeZone: 'UTC' });
    expect(parsed.entries).toHaveLength(1);
    expect(parsed.trackerReadings).toEqual([
      reading('Sleep', '2020-09-22', 7.5, 3, 'sleep'),
      reading('Energy', '2020-09-22', 4, 4, 'energy'),
      reading('Energy', '2020-09-22', 2, 5, 'energy'),
      reading('Headache', '2020-09-22', 2, 6),
      reading('Weight', '2020-09-23', 71.4, 7),
      reading('Sleep', '2020-09-23', 6.5, 9, 'sleep'),
    ]);
  });

  it('make the whole file fail, naming the line, when one cannot be read', () => {
    expect(() => parseImport(FILE.replace('Sleep,6:30', 'Sleep,most of it'))).toThrow(
      'Line 9: sleep must be a number of hours, not “most of it”',
    );
  });
});

describe('where the readings go', () => {
  it('to the person’s tracker of that name, whatever the case, else to a new one that fits', () => {
    const readings = parseImport(FILE, { timeZone: 'UTC' }).trackerReadings!;
    const plan = planTrackerImport(readings, [{ ...SLEEP, name: 'sleep' }], '2026-11-20');
    expect(plan.problems).toEqual([]);
    const [sleep, energy, headache, weight] = plan.trackers;
    expect(sleep).toMatchObject({
      id: 'sleep-id',
      definition: { name: 'sleep', unit: 'hours' },
      values: [
        { day: '2020-09-22', value: 7.5 },
        { day: '2020-09-23', value: 6.5 },
      ],
    });
    // Energy as the app offers it; its two readings of one day become their average
    expect(energy).toMatchObject({
      id: null,
      definition: { kind: 'numeric', name: 'Energy', unit: '', min: 1, max: 5, step: 1 },
      values: [{ day: '2020-09-22', value: 3 }],
      merged: 1,
      problems: [],
    });
    expect(headache!.definition).toEqual({
      ...sleepDefinition,
      name: 'Headache',
      unit: '',
      max: 10,
      step: 1,
    });
    // a measurement's scale reaches its values, in the steps they need
    expect(weight!.definition).toMatchObject({ min: 0, max: 72, step: 0.1 });
  });

  it('a new Sleep tracker is in hours, in half hours unless the file needs finer steps', () => {
    const halves = planTrackerImport(
      [reading('Sleep', '2026-01-01', 7.5, 2, 'sleep')],
      [],
      '2026-11-20',
    );
    expect(halves.trackers[0]!.definition).toEqual(sleepDefinition);
    const quarters = planTrackerImport(
      [reading('Sleep', '2026-01-01', 7.25, 2, 'sleep')],
      [],
      '2026-11-20',
    );
    expect(quarters.trackers[0]!.definition.step).toBe(0.25);
  });

  it('reports each value off a tracker’s scale by its line, and clips none', () => {
    const plan = planTrackerImport(
      [
        reading('Energy', '2026-01-01', 7, 5, 'energy'),
        reading('Sleep', '2026-01-01', 30, 3, 'sleep'),
        reading('Sleep', '2026-01-02', 7.3, 8, 'sleep'),
        reading('Energy', '2026-01-02', 4, 9, 'energy'),
      ],
      [SLEEP],
      '2026-11-20',
    );
    expect(lineMessages(plan.trackers.flatMap((t) => t.problems))).toEqual([
      'Line 3: Sleep must be between 0 and 24',
      'Line 5: Energy must be between 1 and 5',
      'Line 8: Sleep goes in steps of 0.5 from 0',
    ]);
    // the values stay as the file has them
    expect(plan.trackers.map((t) => t.values)).toEqual([
      [
        { day: '2026-01-01', value: 7 },
        { day: '2026-01-02', value: 4 },
      ],
      [
        { day: '2026-01-01', value: 30 },
        { day: '2026-01-02', value: 7.3 },
      ],
    ]);
  });

  it('refuses days after today and trackers that are archived', () => {
    const plan = planTrackerImport(
      [reading('Sleep', '2026-11-21', 7, 4, 'sleep'), reading('Pain', '2026-11-01', 3, 6)],
      [
        { ...SLEEP, id: 'old', archived: true, name: 'Pain', kind: 'numeric', unit: '', max: 10 },
        { ...SLEEP },
      ],
      '2026-11-20',
    );
    expect(lineMessages([...plan.problems, ...plan.trackers.flatMap((t) => t.problems)])).toEqual([
      'Line 4: Sleep is dated 2026-11-21, after today: a value can be logged for today or an earlier day',
      'Line 6: Pain is archived: restore it on the Trackers page to import its values',
    ]);
  });

  it('adds up a count’s readings of one day, and takes yes if any reading of a yes or no was', () => {
    const plan = planTrackerImport(
      [
        reading('Coffee', '2026-01-01', 2, 2),
        reading('Coffee', '2026-01-01', 1, 3),
        reading('Alcohol', '2026-01-01', 0, 4),
        reading('Alcohol', '2026-01-01', 1, 5),
      ],
      [
        { ...SLEEP, id: 'c', kind: 'count', name: 'Coffee', unit: '', min: 0, max: 100, step: 1 },
        { ...SLEEP, id: 'a', kind: 'yes-no', name: 'Alcohol', unit: '', min: 0, max: 1, step: 1 },
      ],
      '2026-11-20',
    );
    expect(plan.trackers.map((t) => t.values)).toEqual([
      [{ day: '2026-01-01', value: 3 }],
      [{ day: '2026-01-01', value: 1 }],
    ]);
  });
});

describe('a MoodCraft export’s trackers', () => {
  const exportWith = (trackers: object[], trackerValues: object[]) =>
    JSON.stringify({ format: 'moodcraft-export', moods: [], trackers, trackerValues });
  const PAIN = { id: 'p', kind: 'numeric', name: 'Pain', unit: '', min: 0, max: 10, step: 1 };
  const WALKS = { id: 'w', kind: 'count', name: 'Walks', unit: 'walks', min: 0, max: 20, step: 1 };

  it('are read tracker by tracker, each value carrying its tracker as it was', () => {
    const file = exportWith(
      [PAIN, { ...WALKS, archived: true }],
      [
        { trackerId: 'w', day: '2026-11-16', value: 2 },
        { trackerId: 'p', day: '2026-11-18', value: 3 },
      ],
    );
    const readings = parseImport(file).trackerReadings!;
    expect(readings.map((r) => [r.name, r.day, r.value, r.line])).toEqual([
      ['Pain', '2026-11-18', 3, 2],
      ['Walks', '2026-11-16', 2, 1],
    ]);
    const plan = planTrackerImport(readings, [], '2026-11-20');
    expect(plan.trackers.map((t) => [t.definition, t.archived, t.id])).toEqual([
      [{ kind: 'numeric', name: 'Pain', unit: '', min: 0, max: 10, step: 1 }, false, null],
      [{ kind: 'count', name: 'Walks', unit: 'walks', min: 0, max: 20, step: 1 }, true, null],
    ]);
  });

  it('go back to a tracker of the same name, even one archived since, and two of one name stay two', () => {
    const file = exportWith(
      [PAIN, { ...PAIN, id: 'p2' }],
      [
        { trackerId: 'p', day: '2026-11-18', value: 3 },
        { trackerId: 'p2', day: '2026-11-18', value: 4 },
      ],
    );
    const readings = parseImport(file).trackerReadings!;
    const archivedPain: ExistingTracker = { ...PAIN, kind: 'numeric', id: 'mine', archived: true };
    const plan = planTrackerImport(readings, [archivedPain], '2026-11-20');
    expect(plan.problems).toEqual([]);
    expect(plan.trackers.map((t) => [t.id, t.archived, t.values])).toEqual([
      ['mine', false, [{ day: '2026-11-18', value: 3 }]],
      ['mine', false, [{ day: '2026-11-18', value: 4 }]],
    ]);
    // a file's reading of that name is still refused for an archived tracker
    const bearable = planTrackerImport(
      [reading('pain', '2026-11-18', 3, 4)],
      [archivedPain],
      '2026-11-20',
    );
    expect(lineMessages(bearable.problems)).toEqual([
      'Line 4: Pain is archived: restore it on the Trackers page to import its values',
    ]);
    expect(lineMessages(bearable.problems, 'Tracker value')[0]).toMatch(/^Tracker value 4: /);
  });

  it('without values are added as they were, unless the person has one of that name', () => {
    const file = exportWith([PAIN, WALKS], [{ trackerId: 'w', day: '2026-11-16', value: 2 }]);
    const parsed = parseImport(file);
    expect(parsed.restoredTrackers!.map((t) => t.name)).toEqual(['Pain', 'Walks']);
    const fresh = planTrackerImport(
      parsed.trackerReadings!,
      [],
      '2026-11-20',
      parsed.restoredTrackers,
    );
    expect(fresh.trackers.map((t) => [t.definition.name, t.id, t.values.length])).toEqual([
      ['Pain', null, 0],
      ['Walks', null, 1],
    ]);
    const mine: ExistingTracker = { ...PAIN, kind: 'numeric', id: 'mine', archived: false };
    const known = planTrackerImport(
      parsed.trackerReadings!,
      [mine],
      '2026-11-20',
      parsed.restoredTrackers,
    );
    expect(known.trackers.map((t) => t.definition.name)).toEqual(['Walks']);
  });

  it('name a tracker or value that cannot be read by its place in the file', () => {
    const file = exportWith(
      [
        { ...PAIN, kind: 'feelings' },
        { ...WALKS, id: '' },
        { ...PAIN, id: 'ok', name: '' },
      ],
      [
        { trackerId: 'gone', day: '2026-11-18', value: 3 },
        { trackerId: 'p', day: '18/11/2026', value: 3 },
      ],
    );
    try {
      parseImport(file);
      expect.unreachable();
    } catch (error) {
      expect((error as { problems: string[] }).problems).toEqual([
        expect.stringMatching(/^Tracker 1: /),
        'Tracker 2: the id is missing',
        'Tracker 3: Name is required',
        'Tracker value 1: its tracker is not in the file',
        'Tracker value 2: its tracker is not in the file',
      ]);
    }
    const day = exportWith([PAIN], [{ trackerId: 'p', day: '2026-02-30', value: 3 }]);
    expect(() => parseImport(day)).toThrow(
      'Tracker value 1: the day must be a date written YYYY-MM-DD',
    );
    const word = exportWith([PAIN], [{ trackerId: 'p', day: '2026-02-28', value: 'three' }]);
    expect(() => parseImport(word)).toThrow('Tracker value 1: the value must be a number');
    // an export without trackers, as before them, has no readings
    expect(parseImport(exportWith([], [])).trackerReadings).toBeUndefined();
  });
});
