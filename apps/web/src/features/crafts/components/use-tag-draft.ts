import { useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { addTags } from '@moodcraft/core/crafts/tags';

/**
 * The text of a tag box: a comma or Enter adds what was typed, and pasting "calm, river, night"
 * adds three tags. Blank and repeated tags are skipped; a tag kept out by a limit stays in the box
 * with the reason in `error`.
 */
export function useTagDraft(tags: readonly string[], onAdd: (added: string[]) => void) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const commit = (text: string) => {
    const result = addTags(tags, text);
    if (result.added.length) onAdd(result.added);
    setDraft(result.rejected.join(', '));
    setError(result.error);
  };

  return {
    draft,
    error,
    /** adds what is in the box */
    commit: () => commit(draft),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = e.target.value;
      if (text.endsWith(',')) return commit(text);
      setDraft(text);
      setError(null);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      commit(draft);
    },
    /** for the input element itself, where the selection is known */
    onPaste: (e: ClipboardEvent<HTMLInputElement>) => {
      const pasted = e.clipboardData.getData('text');
      if (!/[,\n\r]/.test(pasted)) return;
      e.preventDefault();
      const { selectionStart, selectionEnd } = e.currentTarget;
      const start = selectionStart ?? draft.length;
      commit(draft.slice(0, start) + pasted + draft.slice(selectionEnd ?? start));
    },
  };
}
