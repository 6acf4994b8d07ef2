import {
  builtinReply,
  type ChatTurn,
  type CompanionContext,
} from '@moodcraft/core/companion/builtin';

/** Where Mood Friend's words come from. Crisis detection happens before any provider is asked. */
export type CompanionProvider = {
  name: 'builtin' | 'openai';
  /** yields the reply in pieces; throws on any failure */
  stream(
    messages: ChatTurn[],
    context: CompanionContext,
    signal: AbortSignal,
  ): AsyncIterable<string>;
};

/** word by word, so the browser shows a built-in reply arriving like any other */
function piecesOf(reply: string) {
  return reply.match(/\S+\s*/g) ?? [reply];
}

export const builtinProvider: CompanionProvider = {
  name: 'builtin',
  async *stream(messages, context) {
    yield* piecesOf(builtinReply(messages, context));
  },
};

/** The built-in companion when its reply is already written (the server plans it once). */
export function writtenReply(reply: string): CompanionProvider {
  return {
    name: 'builtin',
    async *stream() {
      yield* piecesOf(reply);
    },
  };
}

export const SYSTEM_PROMPT = [
  'You are Mood Friend, a warm, calm companion inside MoodCraft, a wellbeing app.',
  'Listen reflectively: name the feeling you hear, then ask one open question. Keep replies short (2 to 5 sentences), plain and kind.',
  'You may suggest small evidence-informed steps (slow breathing, grounding, a short walk, reaching out to someone, noticing a thinking trap), a creative activity, or reading in the app’s Self-Help library.',
  'You are not a therapist and must say so if asked for therapy. Never diagnose. Never give advice about medication, doses or stopping medicines; refer to a doctor or pharmacist.',
  'If someone may be at risk of harming themselves or others, or is being harmed, respond with care and urge them to contact emergency services or a crisis line right away. Never describe methods.',
  'Do not claim to remember anything beyond this conversation. Do not ask for identifying details.',
].join(' ');

export type OpenAiOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** no first token within this many ms: give up */
  firstTokenMs?: number;
  /** silence between tokens longer than this: give up */
  idleMs?: number;
  /** the whole reply must finish within this */
  totalMs?: number;
};

class ProviderError extends Error {}

/** Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server), streamed. */
export function openAiProvider(options: OpenAiOptions): CompanionProvider {
  const { firstTokenMs = 20_000, idleMs = 15_000, totalMs = 60_000 } = options;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    async *stream(messages, context, outer) {
      const controller = new AbortController();
      const abort = () => controller.abort();
      outer.addEventListener('abort', abort);
      const total = setTimeout(abort, totalMs);
      let idle = setTimeout(abort, firstTokenMs);
      try {
        const helpful = context.helpfulFactors?.[0];
        const system = helpful
          ? `${SYSTEM_PROMPT} From their own mood log, their mood tends to be higher on days with ${helpful.factor.toLowerCase()}.`
          : SYSTEM_PROMPT;
        const response = await fetch(url, {
          method: 'POST',
          signal: controller.signal,
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            temperature: 0.7,
            max_tokens: 400,
            messages: [{ role: 'system', content: system }, ...messages.slice(-20)],
          }),
        });
        if (!response.ok || !response.body)
          throw new ProviderError(`The AI service answered ${response.status}`);
        const decoder = new TextDecoder();
        let buffer = '';
        let produced = false;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          clearTimeout(idle);
          idle = setTimeout(abort, idleMs);
          buffer += decoder.decode(chunk, { stream: true });
          let newline = buffer.indexOf('\n');
          while (newline >= 0) {
            const line = buffer.slice(0, newline).trim();
            buffer = buffer.slice(newline + 1);
            newline = buffer.indexOf('\n');
            if (!line || line.startsWith(':')) continue;
            if (!line.startsWith('data:'))
              throw new ProviderError('The AI service sent something that is not a stream');
            const data = line.slice(5).trim();
            if (data === '[DONE]') {
              if (!produced) throw new ProviderError('The AI service sent an empty reply');
              return;
            }
            let piece: string | undefined;
            try {
              const parsed = JSON.parse(data) as {
                choices?: { delta?: { content?: string } }[];
                error?: unknown;
              };
              if (parsed.error) throw new ProviderError('The AI service sent an error');
              piece = parsed.choices?.[0]?.delta?.content;
            } catch (error) {
              if (error instanceof ProviderError) throw error;
              throw new ProviderError('The AI service sent a malformed stream');
            }
            if (piece) {
              produced = true;
              yield piece;
            }
          }
        }
        if (!produced) throw new ProviderError('The AI service sent an empty reply');
        throw new ProviderError('The AI service ended the stream early');
      } catch (error) {
        if (controller.signal.aborted && !outer.aborted)
          throw new ProviderError('The AI service took too long to answer');
        if (error instanceof ProviderError) throw error;
        throw new ProviderError(
          `The AI service could not be reached (${(error as Error).message})`,
        );
      } finally {
        clearTimeout(total);
        clearTimeout(idle);
        outer.removeEventListener('abort', abort);
      }
    },
  };
}
