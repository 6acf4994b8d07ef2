/** The 18 contributing factors, in the order the mood form shows them. */
export const FACTORS = [
  'Work',
  'Relationships',
  'Family',
  'Health',
  'Exercise',
  'Sleep',
  'Nutrition',
  'Weather',
  'Social Media',
  'News',
  'Meditation',
  'Hobbies',
  'Finances',
  'Travel',
  'Learning',
  'Journaling',
  'Creative Activities',
  'Social Interaction',
] as const;

export type Factor = (typeof FACTORS)[number];

/** Triggers the dashboard marks as positive. */
export const POSITIVE_FACTORS: readonly Factor[] = [
  'Exercise',
  'Social Interaction',
  'Creative Activities',
  'Meditation',
];

export function isFactor(value: string): value is Factor {
  return (FACTORS as readonly string[]).includes(value);
}

export function findFactor(value: string): Factor | undefined {
  const wanted = value.trim().toLowerCase();
  return FACTORS.find((f) => f.toLowerCase() === wanted);
}

export function isPositiveFactor(value: string): boolean {
  return (POSITIVE_FACTORS as readonly string[]).includes(value);
}
