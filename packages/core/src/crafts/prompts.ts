/** The ways to create under "Your Craft", each with its own creator. */
export const CRAFT_MODES = ['write', 'draw', 'audio', 'dance'] as const;
export type CraftMode = (typeof CRAFT_MODES)[number];

/** A mode named in an address (`?mode=draw`), or null for anything else. */
export const parseCraftMode = (value: string | null | undefined): CraftMode | null =>
  CRAFT_MODES.find((mode) => mode === value) ?? null;

/**
 * Words by which a prompt asks for one way of making something. The prompts are plain sentences
 * that operators edit, so their mode is read from their words rather than stored beside them.
 */
const CUES: Record<CraftMode, RegExp> = {
  write: /\b(write|writing|list|describe|journal)\b/i,
  draw: /\b(draw|drawing|sketch|doodle|scribble|paint|painting|colou?rs?|lines)\b/i,
  audio: /\b(record|recording|hum|humming|sing|singing|aloud|out loud)\b/i,
  dance: /\b(dance|dancing|move|moving|movements?|sway|swaying|shake|stretch|walk)\b/i,
};

/**
 * The mode a prompt belongs to: the first word in it that names a way of making something decides
 * ("Pick an object and record a story" is for audio, "Write about a song you would dance to" for
 * writing). A prompt that names none is a writing prompt.
 */
export function promptMode(prompt: string): CraftMode {
  let found: { mode: CraftMode; at: number } = { mode: 'write', at: Infinity };
  for (const mode of CRAFT_MODES) {
    const at = prompt.search(CUES[mode]);
    if (at >= 0 && at < found.at) found = { mode, at };
  }
  return found.mode;
}

/** The prompts of one mode, in their order. */
export const promptsFor = (prompts: readonly string[], mode: CraftMode) =>
  prompts.filter((prompt) => promptMode(prompt) === mode);
