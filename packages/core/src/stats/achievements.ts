import { firstRunOf } from './days';

export type AchievementInput = {
  /** every mood entry's time, any order */
  moodDates: Date[];
  /** the day key of each mood entry, same order as moodDates */
  moodDays: string[];
  craftDates: Date[];
  chatDates: Date[];
  moduleDates: Date[];
};

type Definition = {
  id: string;
  title: string;
  description: string;
  /** when the milestone was reached, or null */
  reached: (input: AchievementInput, sorted: SortedInput) => Date | string | null;
};

type SortedInput = { moods: Date[]; crafts: Date[]; chats: Date[]; modules: Date[] };

const nth = (dates: Date[], n: number) => dates[n - 1] ?? null;

export const ACHIEVEMENTS: readonly Definition[] = [
  {
    id: 'first-check-in',
    title: 'First Check-in',
    description: 'Log your first mood.',
    reached: (_i, s) => nth(s.moods, 1),
  },
  {
    id: 'three-day-streak',
    title: 'Three Days Running',
    description: 'Log a mood three days in a row.',
    reached: (i) => firstRunOf(i.moodDays, 3),
  },
  {
    id: 'week-streak',
    title: 'A Week of Noticing',
    description: 'Log a mood seven days in a row.',
    reached: (i) => firstRunOf(i.moodDays, 7),
  },
  {
    id: 'ten-entries',
    title: 'Getting to Know You',
    description: 'Log 10 mood entries.',
    reached: (_i, s) => nth(s.moods, 10),
  },
  {
    id: 'fifty-entries',
    title: 'Pattern Finder',
    description: 'Log 50 mood entries.',
    reached: (_i, s) => nth(s.moods, 50),
  },
  {
    id: 'first-craft',
    title: 'First Creation',
    description: 'Make your first craft: a piece of writing, a drawing, a recording or a dance.',
    reached: (_i, s) => nth(s.crafts, 1),
  },
  {
    id: 'five-crafts',
    title: 'Creative Spirit',
    description: 'Make five crafts.',
    reached: (_i, s) => nth(s.crafts, 5),
  },
  {
    id: 'first-chat',
    title: 'Opening Up',
    description: 'Have your first conversation with Mood Friend.',
    reached: (_i, s) => nth(s.chats, 1),
  },
  {
    id: 'first-module',
    title: 'Lifelong Learner',
    description: 'Complete a self-help quiz or exercise.',
    reached: (_i, s) => nth(s.modules, 1),
  },
  {
    id: 'five-modules',
    title: 'Toolkit Builder',
    description: 'Complete five self-help quizzes or exercises.',
    reached: (_i, s) => nth(s.modules, 5),
  },
];

const byTime = (a: Date, b: Date) => a.getTime() - b.getTime();

export function computeAchievements(input: AchievementInput) {
  const sorted: SortedInput = {
    moods: [...input.moodDates].sort(byTime),
    crafts: [...input.craftDates].sort(byTime),
    chats: [...input.chatDates].sort(byTime),
    modules: [...input.moduleDates].sort(byTime),
  };
  return ACHIEVEMENTS.map((a) => {
    const reached = a.reached(input, sorted);
    const date =
      reached === null ? null : typeof reached === 'string' ? reached : reached.toISOString();
    return {
      id: a.id,
      title: a.title,
      description: a.description,
      completed: reached !== null,
      date,
    };
  });
}
