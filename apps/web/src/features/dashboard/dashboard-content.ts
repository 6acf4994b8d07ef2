export { reminderDue } from '@moodcraft/core/stats/reminders';

/** Greeting by the hour: before 12 morning, before 18 afternoon, otherwise evening. */
export function greeting(date: Date) {
  const hour = date.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/**
 * The line under the greeting: someone with no entries yet is on their first visit and is
 * welcomed in; someone with entries is welcomed back. Both take about the same room.
 */
export function welcomeLine(firstVisit: boolean) {
  return firstVisit
    ? 'Welcome to MoodCraft. This is your space to check in, make something and find support.'
    : 'Welcome back. Here is how things have been lately; take a moment for yourself today.';
}

export const CRAFT_PROMPTS = [
  'Draw the shape your day would be if it were a cloud.',
  'Write a short letter to yourself one year from now.',
  'Record thirty seconds of the sounds around you and name one you like.',
  'Put on a song you loved at fifteen and move however it asks you to.',
  'List five small things that went right today, however tiny.',
  'Sketch a place where you feel safe, using only three colours.',
  'Write a six-word story about how you feel right now.',
] as const;

/** The same prompt all day, a different one each day of the week cycle. */
export function craftOfTheDay(date: Date) {
  const start = new Date(date.getFullYear(), 0, 0);
  const dayOfYear = Math.floor((date.getTime() - start.getTime()) / 86_400_000);
  return CRAFT_PROMPTS[dayOfYear % CRAFT_PROMPTS.length]!;
}

export const ARTICLE_CATEGORIES = [
  {
    title: 'Mental Health',
    text: 'Understand anxiety, low mood, sleep and stress, with steps that help.',
  },
  { title: 'Personal Growth', text: 'Mindfulness, gratitude and living by what matters to you.' },
  {
    title: 'Emotional Resilience',
    text: 'Bounce back from setbacks and meet hard feelings with kindness.',
  },
] as const;

/** The newest entry, when it was logged on the same day as `now` (in the browser's zone). */
export function todaysCheckIn<T extends { date: string }>(points: readonly T[], now: Date) {
  const newest = points[0];
  if (!newest) return undefined;
  const at = new Date(newest.date);
  return at.toDateString() === now.toDateString() ? newest : undefined;
}

/** The calm line after a check-in, with the run of days when there is one. */
export function streakLine(days: number) {
  if (days <= 1) return 'Every check-in helps you see your patterns.';
  return `That’s ${days} days in a row.`;
}
