import { EMOTIONS, type PrimaryEmotion } from './catalogue';

/**
 * The emotion picker's families: the catalogue's 27 primary emotions in seven groups a person
 * can scan (how it feels first, then which word fits), each with its own face or icon in the app.
 * Every primary emotion is in exactly one group, in the order shown.
 */
export type EmotionGroup = { id: string; label: string; emotions: readonly PrimaryEmotion[] };

const GROUPS: readonly { id: string; label: string; ids: readonly string[] }[] = [
  { id: 'happy', label: 'Happy', ids: ['joy', 'ecstasy', 'amusement', 'love', 'pride'] },
  { id: 'calm', label: 'Calm', ids: ['contentment', 'relief', 'trust'] },
  { id: 'curious', label: 'Curious', ids: ['curiosity', 'surprise', 'anticipation', 'awe'] },
  { id: 'sad', label: 'Sad', ids: ['sadness', 'melancholy', 'self-pity', 'apathy'] },
  { id: 'anxious', label: 'Anxious', ids: ['fear', 'dread', 'vulnerability', 'awkwardness'] },
  { id: 'angry', label: 'Angry', ids: ['anger', 'resentment', 'contempt', 'disgust'] },
  { id: 'guilty', label: 'Guilty', ids: ['guilt', 'shame', 'remorse'] },
];

export const EMOTION_GROUPS: readonly EmotionGroup[] = GROUPS.map(({ id, label, ids }) => ({
  id,
  label,
  emotions: ids.map((e) => {
    const found = EMOTIONS.find((x) => x.id === e);
    if (!found) throw new Error(`emotion group ${id}: no emotion ${e}`);
    return found;
  }),
}));

/** The group an emotion belongs to. */
export function emotionGroup(emotionId: string): EmotionGroup | undefined {
  return EMOTION_GROUPS.find((g) => g.emotions.some((e) => e.id === emotionId));
}
