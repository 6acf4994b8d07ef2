/**
 * The emotion catalogue: every primary emotion with its colour, valence and sub-emotions.
 * Ids are stable, lowercase and kebab-case; labels are what people read.
 * Colours are mid-tone so they read on both the light and the dark theme.
 */
export type PrimaryEmotion = {
  id: string;
  label: string;
  color: string;
  valence: Valence;
  subEmotions: readonly string[];
};

/**
 * How an emotion usually feels (DESIGN decision 23): pleasant or unpleasant the more strongly it
 * is felt, or mixed when it honestly goes either way (a surprise can be good news or bad). It is
 * what an entry's pleasantness is derived from when the person gives none.
 */
export type Valence = 'pleasant' | 'unpleasant' | 'mixed';

const emotion = (
  id: string,
  label: string,
  color: string,
  valence: Valence,
  subEmotions: string[],
) => ({ id, label, color, valence, subEmotions }) satisfies PrimaryEmotion;

export const EMOTIONS: readonly PrimaryEmotion[] = [
  emotion('joy', 'Joy', '#f2b705', 'pleasant', [
    'contentment',
    'happiness',
    'excitement',
    'pride',
    'optimism',
    'love',
  ]),
  emotion('sadness', 'Sadness', '#4a78c2', 'unpleasant', [
    'disappointment',
    'grief',
    'loneliness',
    'melancholy',
    'despair',
  ]),
  emotion('fear', 'Fear', '#8e6cc0', 'unpleasant', [
    'anxiety',
    'worry',
    'nervousness',
    'terror',
    'insecurity',
  ]),
  emotion('anger', 'Anger', '#d64541', 'unpleasant', [
    'frustration',
    'irritation',
    'resentment',
    'rage',
    'annoyance',
  ]),
  emotion('disgust', 'Disgust', '#6f8f3a', 'unpleasant', [
    'disapproval',
    'dislike',
    'revulsion',
    'aversion',
  ]),
  emotion('surprise', 'Surprise', '#e8833a', 'mixed', [
    'amazement',
    'astonishment',
    'confusion',
    'wonder',
  ]),
  emotion('trust', 'Trust', '#2e9e8f', 'pleasant', [
    'trust',
    'confidence',
    'belonging',
    'acceptance',
  ]),
  emotion('anticipation', 'Anticipation', '#e0a030', 'mixed', ['eagerness', 'hope', 'impatience']),
  emotion('love', 'Love', '#d9577f', 'pleasant', [
    'affection',
    'tenderness',
    'compassion',
    'longing',
  ]),
  emotion('guilt', 'Guilt', '#8a6d5a', 'unpleasant', ['regret', 'self-blame', 'responsibility']),
  emotion('shame', 'Shame', '#9c5a7a', 'unpleasant', [
    'embarrassment',
    'humiliation',
    'inadequacy',
  ]),
  emotion('pride', 'Pride', '#c98a1b', 'pleasant', ['accomplishment', 'confidence', 'dignity']),
  emotion('relief', 'Relief', '#48a868', 'pleasant', ['ease', 'release', 'reassurance']),
  emotion('curiosity', 'Curiosity', '#2f8fc4', 'mixed', [
    'interest',
    'fascination',
    'inquisitiveness',
  ]),
  emotion('contempt', 'Contempt', '#7b6a8f', 'unpleasant', ['scorn', 'disdain', 'condescension']),
  emotion('self-pity', 'Self-pity', '#6b7fa6', 'unpleasant', [
    'helplessness',
    'hurt',
    'feeling overlooked',
  ]),
  emotion('vulnerability', 'Vulnerability', '#b07cc6', 'unpleasant', [
    'fragility',
    'sensitivity',
    'exposure',
  ]),
  emotion('melancholy', 'Melancholy', '#5d6f9e', 'unpleasant', [
    'wistfulness',
    'nostalgia',
    'pensiveness',
  ]),
  emotion('ecstasy', 'Ecstasy', '#f28c28', 'pleasant', ['elation', 'euphoria', 'bliss']),
  emotion('dread', 'Dread', '#5e4b8b', 'unpleasant', ['foreboding', 'apprehension', 'unease']),
  emotion('contentment', 'Contentment', '#5aa469', 'pleasant', [
    'peacefulness',
    'satisfaction',
    'fulfilment',
  ]),
  emotion('awkwardness', 'Awkwardness', '#c0876b', 'unpleasant', [
    'self-consciousness',
    'discomfort',
    'embarrassment',
  ]),
  emotion('awe', 'Awe', '#3a9fb0', 'mixed', ['wonder', 'reverence', 'admiration']),
  emotion('apathy', 'Apathy', '#8c8c8c', 'unpleasant', ['indifference', 'numbness', 'boredom']),
  emotion('amusement', 'Amusement', '#e5a93b', 'pleasant', ['playfulness', 'delight', 'silliness']),
  emotion('remorse', 'Remorse', '#7a6a9a', 'unpleasant', ['regret', 'contrition', 'sorrow']),
  emotion('resentment', 'Resentment', '#b5533c', 'unpleasant', ['bitterness', 'grudge', 'envy']),
];

const byId = new Map(EMOTIONS.map((e) => [e.id, e]));

const normalise = (value: string) =>
  value
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();

/** Finds a primary emotion by id or by any spelling the spec uses ("SelfPity", "Joy"). */
export function findEmotion(value: string): PrimaryEmotion | undefined {
  return byId.get(normalise(value));
}

/** The canonical sub-emotion of `primary` that matches `value` case-insensitively. */
export function findSubEmotion(primary: PrimaryEmotion, value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return primary.subEmotions.find((s) => s === wanted);
}

export function emotionColor(id: string): string {
  return findEmotion(id)?.color ?? '#8c8c8c';
}

export function emotionLabel(id: string): string {
  return findEmotion(id)?.label ?? id;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A feeling and its kind named in an address (`?emotion=sadness&kind=loneliness`), when both are
 * in the catalogue and belong together; otherwise none, and the form opens empty.
 */
export function findChoice(
  emotion: string | null,
  kind: string | null,
): { primary: string; sub: string } | undefined {
  const primary = emotion ? findEmotion(emotion) : undefined;
  const sub = primary && kind ? findSubEmotion(primary, kind) : undefined;
  return primary && sub ? { primary: primary.id, sub } : undefined;
}
