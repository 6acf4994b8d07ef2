import type { FactorBook } from '@moodcraft/core/emotions/own-factors';
import type { Encoding } from '../../lib/compression';
import { createVersionedCache } from '../../lib/versioned-cache';
import type { listMoodFacts } from './moods.repository';

export type MoodFacts = Awaited<ReturnType<typeof listMoodFacts>>;
/** The facts with their factors as names, and the person's own factors when the facts name one. */
export type NamedFacts = { entries: MoodFacts; book: FactorBook };

const MIB = 1024 * 1024;
const FIVE_MINUTES = 5 * 60 * 1000;
const MINUTE = 60 * 1000;

type CompanionMoodSide = {
  helpfulFactors: { factor: string; average: number }[];
  recentAverage: number | null;
};

/**
 * Recent reads of each person's moods that the dashboard, insights and Mood Friend compute from
 * (the facts, the insights answer, what Mood Friend draws on). All are checked against the
 * person's moods version, which the database bumps itself (a trigger), on every read. The mood
 * list is not kept: a page of it is one indexed query.
 */
export function createMoodReadCache() {
  // 19 MiB in all: the whole app and its database stay within 300 MiB (see the benchmark)
  const facts = createVersionedCache<NamedFacts>({ maxBytes: 12 * MIB, ttlMs: FIVE_MINUTES });
  // the insights look back from now, so an answer serves only the clock minute it was made in
  const insights = createVersionedCache<JsonBody>({ maxBytes: 6 * MIB, ttlMs: MINUTE });
  // what Mood Friend draws from a person's moods: a few hundred bytes each
  const companion = createVersionedCache<CompanionMoodSide>({
    maxBytes: 1 * MIB,
    ttlMs: FIVE_MINUTES,
  });
  return {
    facts,
    insights,
    companion,
    forget(userId: string) {
      facts.forget(userId);
      insights.forget(userId);
      companion.forget(userId);
    },
  };
}

export type MoodReadCache = ReturnType<typeof createMoodReadCache>;

/** A cached answer: its UTF-8 bytes, sent as they are, and its compressed forms once asked for. */
export type JsonBody = { bytes: Buffer; encoded: Partial<Record<Encoding, Buffer>> };
