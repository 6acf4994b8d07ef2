/** Exercises Mood Friend's chat can run in place, and the words on the buttons that start them. */
export type ChatTool = 'box-breathing' | '4-7-8-breathing' | 'grounding';

export const TOOL_LABELS: Record<ChatTool, string> = {
  'box-breathing': 'Try box breathing',
  '4-7-8-breathing': 'Try 4-7-8 breathing',
  grounding: 'Try 5-4-3-2-1 grounding',
};
