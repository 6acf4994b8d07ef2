import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatTurn, CompanionContext } from '@moodcraft/core/companion/builtin';
import type { ChatResponse } from '@moodcraft/core/companion/chat';
import { detectConcern, detectCrisis } from '@moodcraft/core/companion/crisis';
import { crisisReply } from '@moodcraft/core/companion/crisis-reply';
import { HELPLINES, type Helpline } from '@moodcraft/core/companion/helplines';
import { averageMood, factorImpact } from '@moodcraft/core/moods/analytics';
import type { AppDeps } from '../../app';
import { CONTENT_DIR } from '../../paths';
import { loadArticleLibrary } from '../articles/article-library';
import { listMoodFacts } from '../moods/moods.repository';
import { appendMessages } from './chat-history.repository';
import { builtinProvider, openAiProvider, type CompanionProvider } from './providers';

const DAY = 86_400_000;

let prompts: string[] | undefined;
function craftPrompts() {
  prompts ??= JSON.parse(readFileSync(join(CONTENT_DIR, 'creative', 'inspiration-prompts.json'), 'utf8')) as string[];
  return prompts;
}

export function providerFor(deps: AppDeps): CompanionProvider {
  const { AI_PROVIDER, OPENAI_BASE_URL, OPENAI_API_KEY, AI_MODEL } = deps.config;
  if (AI_PROVIDER === 'openai' && OPENAI_BASE_URL && AI_MODEL) {
    return openAiProvider({ baseUrl: OPENAI_BASE_URL, apiKey: OPENAI_API_KEY, model: AI_MODEL });
  }
  return builtinProvider;
}

/** What Mood Friend may draw on: the person's own recent moods, a craft prompt and the library. */
export async function companionContext(deps: AppDeps, userId: string): Promise<CompanionContext> {
  const now = deps.now();
  const entries = await listMoodFacts(deps.database.db, userId);
  const recent = entries.filter((e) => e.date.getTime() >= now.getTime() - 14 * DAY);
  const overall = averageMood(entries);
  const helpfulFactors = factorImpact(entries, now)
    .filter((f) => f.average > overall)
    .map((f) => ({ factor: f.factor, average: f.average }));
  const library = loadArticleLibrary(join(CONTENT_DIR, 'articles'));
  const articles: CompanionContext['articles'] = {};
  for (const a of library) for (const t of a.topics) articles[t] ??= { id: a.id, title: a.title };
  const list = craftPrompts();
  return {
    helpfulFactors,
    recentAverage: recent.length ? averageMood(recent) : null,
    craftPrompt: list[Math.floor(now.getTime() / DAY) % list.length],
    articles,
  };
}

export type ReplyPlan =
  | { kind: 'crisis'; message: string; resources: Helpline[] }
  | { kind: 'provider'; provider: CompanionProvider; context: CompanionContext; concern: Helpline[] | null };

/** Added to a reply when a message has some risk words but no clear crisis. */
export const CONCERN_LINE =
  'If things ever feel like too much, or you have thoughts of hurting yourself or someone else, please reach out now. The numbers under “Get help now” answer any time.';

/** Crisis detection first, always; only then a provider. */
export async function planReply(deps: AppDeps, userId: string, messages: ChatTurn[]): Promise<ReplyPlan> {
  const last = messages[messages.length - 1]!.content;
  const check = detectCrisis(last);
  if (check.crisis && check.signal) {
    const resources = HELPLINES[deps.config.CRISIS_REGION];
    return { kind: 'crisis', message: crisisReply(check.signal, resources), resources };
  }
  return {
    kind: 'provider',
    provider: providerFor(deps),
    context: await companionContext(deps, userId),
    concern: detectConcern(last) ? HELPLINES[deps.config.CRISIS_REGION] : null,
  };
}

export async function saveExchange(deps: AppDeps, userId: string, userText: string, reply: string, crisis: boolean) {
  const now = deps.now().getTime();
  await appendMessages(deps.database.db, [
    { userId, role: 'user', content: deps.encryption.encrypt(userText), crisis, createdAt: new Date(now) },
    { userId, role: 'assistant', content: deps.encryption.encrypt(reply), crisis, createdAt: new Date(now + 1) },
  ]);
}

/**
 * Runs the provider; any failure (error answer, hang, malformed stream) falls back to the builtin
 * companion. `onPiece` sees each piece; `onReplace` is told when a half-streamed reply is replaced.
 */
export async function generate(
  deps: AppDeps,
  plan: Extract<ReplyPlan, { kind: 'provider' }>,
  messages: ChatTurn[],
  signal: AbortSignal,
  log: FastifyBaseLogger,
  onPiece: (piece: string) => void = () => {},
  onReplace: (text: string) => void = () => {},
): Promise<{ text: string; provider: ChatResponse['provider'] }> {
  let text = '';
  try {
    for await (const piece of plan.provider.stream(messages, plan.context, signal)) {
      text += piece;
      onPiece(piece);
    }
    if (text.trim()) return { text: text.trim(), provider: plan.provider.name };
    throw new Error('empty reply');
  } catch (error) {
    if (plan.provider.name === 'builtin') throw error;
    log.warn({ reason: (error as Error).message }, 'The AI provider failed; Mood Friend answered with the built-in companion');
    let fallback = '';
    for await (const piece of builtinProvider.stream(messages, plan.context, signal)) fallback += piece;
    if (text) onReplace(fallback.trim());
    else onPiece(fallback);
    return { text: fallback.trim(), provider: 'builtin' };
  }
}
