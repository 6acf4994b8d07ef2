import { useMemo, useState } from 'react';
import { promptMode, promptsFor, type CraftMode } from '@moodcraft/core/crafts/prompts';

type Ideas = Partial<Record<CraftMode | 'any', string>>;

/**
 * The inspiration for the chosen mode. "New Idea" picks among that mode's own prompts (among all
 * of them while no mode is chosen), so a writing never shows "Hum or sing…"; each mode keeps the
 * idea it was last given, and an idea picked before choosing waits in the mode it belongs to.
 */
export function useIdeas(
  prompts: readonly string[],
  mode: CraftMode | null,
  /** a prompt brought from elsewhere (the dashboard's Craft of the Day), in its mode */
  start?: { prompt: string; mode: CraftMode },
) {
  const [ideas, setIdeas] = useState<Ideas>(() =>
    start ? { any: start.prompt, [start.mode]: start.prompt } : {},
  );
  const pool = useMemo(() => (mode ? promptsFor(prompts, mode) : prompts), [prompts, mode]);
  const idea = ideas[mode ?? 'any'];

  const next = () => {
    const others = pool.filter((p) => p !== idea);
    const choices = others.length ? others : pool;
    const picked = choices[Math.floor(Math.random() * choices.length)];
    if (picked) setIdeas((all) => ({ ...all, any: picked, [promptMode(picked)]: picked }));
  };

  return { idea, next, canAsk: pool.length > 0 };
}
