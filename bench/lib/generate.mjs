// Realistic, reproducible mood histories: a mood (pleasantness) that drifts with seasons, weekdays
// and life events, feelings that fit it with an intensity, a few factors and, most days, a note.
const DAY_MS = 86_400_000;

/** A small seeded random number generator (mulberry32), so every run seeds the same history. */
export function randomGenerator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

const LIFTING = [
  'joy',
  'contentment',
  'relief',
  'pride',
  'amusement',
  'love',
  'trust',
  'awe',
  'curiosity',
  'ecstasy',
  'anticipation',
];
const MIDDLE = [
  'contentment',
  'anticipation',
  'curiosity',
  'surprise',
  'apathy',
  'awkwardness',
  'melancholy',
  'trust',
];
const HEAVY = [
  'sadness',
  'fear',
  'anger',
  'dread',
  'guilt',
  'shame',
  'self-pity',
  'vulnerability',
  'resentment',
  'remorse',
  'melancholy',
  'disgust',
  'contempt',
];

const OPENINGS = [
  'Slow start to the day',
  'Woke up early and went for a walk',
  'Long day at work',
  'Quiet evening at home',
  'Caught up with an old friend',
  'Rainy and grey outside',
  'Spent the afternoon in the garden',
  'Busy morning with the kids',
  'Had a difficult conversation',
  'Finished a project I had put off for weeks',
  'Cooked something new for dinner',
  'Could not focus much today',
];
const MIDDLES = [
  'and I noticed my shoulders were tense',
  'and the coffee helped',
  'but the afternoon dragged on',
  'and I finally got some sleep',
  'and I made time to read a few chapters',
  'while the news was on in the background',
  'and I kept thinking about the budget',
  'and the breathing exercise took the edge off',
  'after a short run along the river',
  'and I journaled for ten minutes before bed',
];
const CLOSINGS = [
  'Tomorrow I want to be gentler with myself.',
  'Grateful for small things.',
  'Going to bed earlier tonight.',
  'Not sure why, but it felt lighter.',
  'I will call Mum on the weekend.',
  'Felt more like myself by the evening.',
  'Want to keep this routine going.',
  '',
];

function noteFor(random) {
  const roll = random.next();
  if (roll < 0.3) return '';
  const sentences = [`${random.pick(OPENINGS)} ${random.pick(MIDDLES)}.`];
  if (roll > 0.55) sentences.push(random.pick(CLOSINGS));
  if (roll > 0.85)
    sentences.push(`${random.pick(OPENINGS)} ${random.pick(MIDDLES)}.`, random.pick(CLOSINGS));
  return sentences.filter(Boolean).join(' ');
}

/**
 * Entries as the API accepts them, newest first: `perDay` entries for each of `days` days ending
 * `now` (times of day vary). `catalogue` is { EMOTIONS, FACTORS } from packages/core.
 */
export function moodHistory({
  days,
  perDay = 1,
  now = new Date(),
  seed = 1,
  catalogue,
  withNotes = true,
}) {
  const random = randomGenerator(seed);
  const byId = new Map(catalogue.EMOTIONS.map((e) => [e.id, e]));
  const factors = catalogue.FACTORS;
  const entries = [];
  let drift = 0;
  const startOfToday = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  for (let d = days - 1; d >= 0; d--) {
    const dayStart = startOfToday - d * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    drift = Math.max(-2.5, Math.min(2.5, drift * 0.9 + (random.next() - 0.5) * 0.8));
    for (let k = 0; k < perDay; k++) {
      const season = Math.sin((2 * Math.PI * dayStart) / (365 * DAY_MS)) * 0.8;
      const weekend = weekday === 0 || weekday === 6 ? 0.6 : weekday === 1 ? -0.4 : 0;
      const mood = Math.max(
        1,
        Math.min(10, Math.round(6 + drift + season + weekend + (random.next() - 0.5) * 3)),
      );
      const primary =
        byId.get(random.pick(mood >= 7 ? LIFTING : mood >= 5 ? MIDDLE : HEAVY)) ??
        catalogue.EMOTIONS[0];
      // the further from the middle a mood is, the stronger its feeling
      const intensity = Math.max(1, Math.min(10, Math.round(Math.abs(mood - 5.5) * 2)));
      const chosen = new Set();
      const count = random.int(0, 4);
      while (chosen.size < count) chosen.add(random.pick(factors));
      const entryFactors = [...chosen];
      const creative = entryFactors.includes('Creative Activities');
      const minute = Math.min(1439, Math.floor(((k + random.next()) / perDay) * 1440));
      const time = Math.min(
        dayStart + minute * 60_000 + random.int(0, 59) * 1000,
        now.getTime() - (d === 0 ? 60_000 : 0),
      );
      entries.push({
        date: new Date(time).toISOString(),
        primaryEmotion: primary.id,
        subEmotion: random.pick(primary.subEmotions),
        score: intensity,
        pleasantness: mood,
        factors: entryFactors,
        notes: withNotes ? noteFor(random) : '',
        creativeActivity: {
          completed: creative,
          duration: creative ? random.int(10, 90) : 0,
          type: creative ? random.pick(['drawing', 'writing', 'music', 'dance']) : '',
        },
      });
    }
  }
  // Made oldest first (today's clamped times never go backwards), so reversing sorts newest first.
  return entries.reverse();
}

/** A MoodCraft JSON export holding these entries, the file the import endpoint reads. */
export function moodCraftExport(entries, now = new Date()) {
  return JSON.stringify({
    format: 'moodcraft-export',
    version: 1,
    exportedAt: now.toISOString(),
    moods: entries,
  });
}
