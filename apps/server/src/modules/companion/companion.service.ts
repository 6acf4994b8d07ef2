import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatTurn, CompanionContext } from '@moodcraft/core/companion/builtin';
import type { ChatResponse } from '@moodcraft/core/companion/chat';
import { assessRisk, type RiskLevel } from '@moodcraft/core/companion/crisis';
import { crisisReply } from '@moodcraft/core/companion/crisis-reply';
import { safetyModeReply } from '@moodcraft/core/companion/safety-mode';
import { helplinesFor, type Helpline } from '@moodcraft/core/companion/helplines';
import { averageMood, factorImpact } from '@moodcraft/core/moods/analytics';
import type { AppDeps } from '../../deps';
import { regionOf } from './region';
import { at } from '../../db/encrypted-fields';
import { chatMessages } from '../../db/schema';
import { CONTENT_DIR } from '../../paths';
import { loadArticleLibrary } from '../articles/article-library';
import type { MoodReadCache } from '../moods/mood-read-cache';
import { moodFactsOf } from '../moods/moods.service';
import { appendExchange, conversationTail } from './chat-history.repository';
import { builtinProvider, openAiProvider, type CompanionProvider } from './providers';

const DAY = 86_400_000;

let prompts: string[] | undefined;
function craftPrompts() {
  prompts ??= JSON.parse(
    readFileSync(join(CONTENT_DIR, 'creative', 'inspiration-prompts.json'), 'utf8'),
  ) as string[];
  return prompts;
}

export function providerFor(deps: AppDeps): CompanionProvider {
  const { AI_PROVIDER, OPENAI_BASE_URL, OPENAI_API_KEY, AI_MODEL } = deps.config;
  if (AI_PROVIDER === 'openai' && OPENAI_BASE_URL && AI_MODEL) {
    return openAiProvider({ baseUrl: OPENAI_BASE_URL, apiKey: OPENAI_API_KEY, model: AI_MODEL });
  }
  return builtinProvider;
}

/** Who is talking, with the version of their moods that came with the session. */
/** Who is talking: `languages` are their browser's, for the helplines' country when none is chosen. */
export type Speaker = { userId: string; moodsVersion: number; languages?: readonly string[] };

/**
 * What the person's moods tell Mood Friend: the factors that come with their better days and their
 * average over two weeks. A few hundred bytes, kept per version of their entries and per day, so
 * a conversation does not go over every entry at each turn.
 */
async function moodSideOf(deps: AppDeps, moodReads: MoodReadCache, speaker: Speaker, now: Date) {
  const day = String(Math.floor(now.getTime() / DAY));
  const known = moodReads.companion.get(speaker.userId, day, speaker.moodsVersion);
  if (known) return known;
  const entries = await moodFactsOf(deps, moodReads, speaker);
  const recent = entries.filter((e) => e.date.getTime() >= now.getTime() - 14 * DAY);
  const overall = averageMood(entries);
  const side = {
    helpfulFactors: factorImpact(entries, now)
      .filter((f) => f.average > overall)
      .map((f) => ({ factor: f.factor, average: f.average })),
    recentAverage: recent.length ? averageMood(recent) : null,
  };
  moodReads.companion.set(speaker.userId, day, speaker.moodsVersion, side, 400);
  return side;
}

/** What Mood Friend may draw on: the person's own recent moods, a craft prompt and the library. */
export async function companionContext(
  deps: AppDeps,
  moodReads: MoodReadCache,
  speaker: Speaker,
): Promise<CompanionContext> {
  const now = deps.now();
  const { helpfulFactors, recentAverage } = await moodSideOf(deps, moodReads, speaker, now);
  const library = loadArticleLibrary(join(CONTENT_DIR, 'articles'));
  const articles: CompanionContext['articles'] = {};
  for (const a of library) for (const t of a.topics) articles[t] ??= { id: a.id, title: a.title };
  const list = craftPrompts();
  return {
    helpfulFactors,
    recentAverage,
    craftPrompt: list[Math.floor(now.getTime() / DAY) % list.length],
    articles,
  };
}

export type ReplyPlan =
  /** the crisis reply, written by MoodCraft itself */
  | { kind: 'crisis'; message: string; resources: Helpline[] }
  /** after a crisis turn: the built-in companion's safety mode, helplines kept near */
  | { kind: 'safety'; message: string; resources: Helpline[] }
  /** `checkIn`: a turn in the band below a crisis, answered by the built-in companion after the check-in */
  | {
      kind: 'provider';
      provider: CompanionProvider;
      context: CompanionContext;
      turns: ChatTurn[];
      checkIn: Helpline[] | null;
      /** the last turn's risk level, as the detector read it */
      risk: RiskLevel;
    };

/** How long safety mode lasts after a crisis turn, unless the person clears the conversation first. */
export const SAFETY_MODE_MS = DAY;

/** How many earlier turns a provider sees. */
const CONTEXT_TURNS = 20;
/** How many saved turns a reply is planned from: the provider's, with room for a few flagged ones. */
const TAIL = 24;

/**
 * Crisis detection first, always; only then a provider. The conversation a provider sees is this
 * server's own saved history, never turns sent by the client, and never a flagged turn or a reply
 * to one: nothing that signalled risk leaves the server.
 */
export async function planReply(
  deps: AppDeps,
  moodReads: MoodReadCache,
  speaker: Speaker,
  messages: ChatTurn[],
): Promise<ReplyPlan> {
  const { userId } = speaker;
  const userTurns = messages.filter((m) => m.role === 'user');
  const last = userTurns[userTurns.length - 1]!.content.trim();
  const helplines = () =>
    regionOf(deps, userId, speaker.languages ?? []).then((region) => helplinesFor(region));
  const risk = assessRisk(last);
  if (risk.level === 'crisis' && risk.signal) {
    const resources = await helplines();
    return { kind: 'crisis', message: crisisReply(risk.signal, resources), resources };
  }
  const now = deps.now().getTime();
  const [{ turns: saved, crisisSince: recentCrisis }, concernLines] = await Promise.all([
    conversationTail(deps.database.db, userId, TAIL, new Date(now - SAFETY_MODE_MS)),
    // the person's helplines are read only when something signals risk
    risk.level === 'concern' ? helplines() : null,
  ]);
  // each saved turn is decrypted when it is needed, once
  const history = saved.map((r) => {
    let content: string | undefined;
    return {
      role: r.role,
      get content() {
        content ??= deps.encryption.decrypt(r.content, at(chatMessages.content, r.id));
        return content;
      },
      flagged: r.flagged,
    };
  });
  // earlier user turns the client sent that this server never answered are checked too, so a
  // client that keeps its own history is no way round safety mode
  const earlier = userTurns.slice(0, -1);
  const unseen = new Set(recentCrisis ? [] : earlier.map((m) => m.content.trim()));
  // newest first, decrypting only until every earlier client turn is found among the saved ones
  for (let i = history.length - 1; i >= 0 && unseen.size > 0; i--) {
    if (history[i]!.role === 'user') unseen.delete(history[i]!.content);
  }
  const earlierCrisis = [...unseen].some((text) => assessRisk(text).level === 'crisis');
  if (earlierCrisis || recentCrisis) {
    return {
      kind: 'safety',
      message: safetyModeReply([...history, { role: 'user', content: last }]),
      resources: concernLines ?? (await helplines()),
    };
  }
  const checkIn = concernLines;
  const clean = history
    .filter((h) => !h.flagged)
    .slice(-CONTEXT_TURNS)
    .map(({ role, content }) => ({ role, content }));
  return {
    kind: 'provider',
    // a flagged turn never goes to an external provider
    provider: checkIn ? builtinProvider : providerFor(deps),
    context: await companionContext(deps, moodReads, speaker),
    turns: [...clean, { role: 'user', content: last }],
    checkIn,
    risk: risk.level,
  };
}

export async function saveExchange(
  deps: AppDeps,
  userId: string,
  userText: string,
  reply: string,
  flags: { crisis: boolean; flagged: boolean },
) {
  const now = deps.now().getTime();
  const [turnId, replyId] = [randomUUID(), randomUUID()];
  await appendExchange(deps.database.db, [
    {
      id: turnId,
      userId,
      role: 'user',
      content: deps.encryption.encrypt(userText, at(chatMessages.content, turnId)),
      ...flags,
      createdAt: new Date(now),
    },
    {
      userId,
      id: replyId,
      role: 'assistant',
      content: deps.encryption.encrypt(reply, at(chatMessages.content, replyId)),
      ...flags,
      createdAt: new Date(now + 1),
    },
  ]);
}

/**
 * Runs the provider; any failure (error answer, hang, malformed stream) falls back to the builtin
 * companion. `onPiece` sees each piece; `onReplace` is told when a half-streamed reply is replaced.
 */
export async function generate(
  deps: AppDeps,
  plan: Extract<ReplyPlan, { kind: 'provider' }>,
  signal: AbortSignal,
  log: FastifyBaseLogger,
  onPiece: (piece: string) => void = () => {},
  onReplace: (text: string) => void = () => {},
): Promise<{ text: string; provider: ChatResponse['provider'] }> {
  let text = '';
  try {
    for await (const piece of plan.provider.stream(plan.turns, plan.context, signal)) {
      text += piece;
      onPiece(piece);
    }
    if (text.trim()) return { text: text.trim(), provider: plan.provider.name };
    throw new Error('empty reply');
  } catch (error) {
    if (plan.provider.name === 'builtin') throw error;
    log.warn(
      { reason: (error as Error).message },
      'The AI provider failed; Mood Friend answered with the built-in companion',
    );
    let fallback = '';
    for await (const piece of builtinProvider.stream(plan.turns, plan.context, signal))
      fallback += piece;
    if (text) onReplace(fallback.trim());
    else onPiece(fallback);
    return { text: fallback.trim(), provider: 'builtin' };
  }
}
