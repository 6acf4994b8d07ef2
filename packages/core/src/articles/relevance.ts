import type { AnalyticsEntry } from '../moods/analytics';

/**
 * Which self-help topics a person's recent moods point to. Each recent entry can signal several
 * topics; a topic's weight is the share of entries that signal it.
 */
const EMOTION_TOPICS: Record<string, string[]> = {
  fear: ['anxiety'],
  dread: ['anxiety'],
  sadness: ['low-mood'],
  melancholy: ['low-mood'],
  apathy: ['low-mood'],
  'self-pity': ['low-mood', 'self-compassion'],
  remorse: ['self-compassion'],
  guilt: ['self-compassion'],
  shame: ['self-compassion'],
  anger: ['anger'],
  resentment: ['anger', 'boundaries'],
  contempt: ['anger'],
  vulnerability: ['self-compassion', 'resilience'],
  joy: ['gratitude'],
  contentment: ['gratitude', 'mindfulness'],
  love: ['relationships'],
  trust: ['relationships'],
};

const SUB_TOPICS: Record<string, string[]> = {
  anxiety: ['anxiety'],
  worry: ['anxiety'],
  nervousness: ['anxiety'],
  insecurity: ['anxiety', 'self-compassion'],
  apprehension: ['anxiety'],
  unease: ['anxiety'],
  loneliness: ['loneliness'],
  despair: ['low-mood', 'resilience'],
  grief: ['low-mood'],
  helplessness: ['resilience'],
  frustration: ['anger', 'stress'],
  'self-blame': ['self-compassion'],
  inadequacy: ['self-compassion'],
  numbness: ['low-mood'],
};

/** Factors that, on a low day (a mood of 5 or less: pleasantness, not intensity), point to a topic. */
const LOW_FACTOR_TOPICS: Record<string, string[]> = {
  Sleep: ['sleep'],
  Work: ['stress'],
  Finances: ['stress'],
  News: ['stress'],
  Health: ['stress'],
  Relationships: ['relationships', 'boundaries'],
  Family: ['relationships', 'boundaries'],
  'Social Interaction': ['loneliness'],
  'Social Media': ['stress', 'mindfulness'],
};

/** How strongly each kind of signal points to a topic: the chosen feeling says most. */
const SIGNAL = { sub: 1.5, emotion: 1, factor: 0.75, lowMood: 0.5 } as const;

export function topicWeights(recent: readonly AnalyticsEntry[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const e of recent) {
    const signals = new Map<string, number>();
    const add = (topic: string, weight: number) =>
      signals.set(topic, Math.max(signals.get(topic) ?? 0, weight));
    for (const t of EMOTION_TOPICS[e.primaryEmotion] ?? []) add(t, SIGNAL.emotion);
    for (const t of SUB_TOPICS[e.subEmotion] ?? []) add(t, SIGNAL.sub);
    if (e.pleasantness <= 5)
      for (const f of e.factors) for (const t of LOW_FACTOR_TOPICS[f] ?? []) add(t, SIGNAL.factor);
    if (e.pleasantness <= 4) add('resilience', SIGNAL.lowMood);
    if (e.factors.includes('Meditation')) add('mindfulness', SIGNAL.factor);
    for (const [t, w] of signals) totals.set(t, (totals.get(t) ?? 0) + w);
  }
  const max = Math.max(0, ...totals.values());
  return new Map([...totals.entries()].map(([t, c]) => [t, max ? c / max : 0]));
}

/** For visitors and people without recent moods: the editors' order, never above 90. */
export const editorialScore = (rank: number) => Math.max(40, 90 - (rank - 1) * 3);

/** 50–99: how well an article's topics and tags match the weights, editorial order breaking ties. */
export function relevanceScore(
  article: { topics: string[]; tags: string[]; editorialRank: number },
  weights: Map<string, number>,
) {
  if (weights.size === 0) return editorialScore(article.editorialRank);
  let best = 0;
  for (const t of [...article.topics, ...article.tags]) best = Math.max(best, weights.get(t) ?? 0);
  return Math.min(99, Math.round(50 + 45 * best + Math.max(0, 14 - article.editorialRank) * 0.3));
}
