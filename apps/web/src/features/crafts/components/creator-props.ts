import type { Craft } from '@moodcraft/core/crafts/crafts';

export type CreatorProps = {
  /** with the saved craft, when the answer carried one */
  onSaved: (craft?: Craft) => void;
  onCancel: () => void;
  notify: (text: string, severity: 'success' | 'error' | 'info') => void;
  /** a prompt to start from, if the person picked one */
  prompt?: string;
};
