export const HOW_IT_WORKS = [
  {
    title: 'Track Your Mood',
    text: 'Log how you feel in under a minute: an emotion, how strong it is, and what might be behind it.',
  },
  {
    title: 'Get AI Support',
    text: 'Talk things through with Mood Friend, a calm companion that listens, reflects and suggests a next small step.',
  },
  {
    title: 'Practice & Improve',
    text: 'See what lifts or lowers your mood, then try an article, an exercise or a creative outlet that fits the day.',
  },
] as const;

export const FEATURES = [
  {
    key: 'companion',
    title: 'AI Companion',
    text: 'Mood Friend is there at any hour to listen without judgement, help you untangle a thought and point you to real help when you need it.',
  },
  {
    key: 'tracking',
    title: 'Mood Tracking',
    text: 'A timeline, a year at a glance and insights that show which days, habits and people move your mood.',
  },
  {
    key: 'creative',
    title: 'Creative Outlets',
    text: 'Write, draw, record your voice or dance it out. Everything you make stays private to you.',
  },
  {
    key: 'selfhelp',
    title: 'Self-Help Modules',
    text: 'Short, evidence-informed articles on anxiety, sleep, stress and more, with quizzes and guided exercises.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'Logging a mood takes me less time than making tea, and after a month I could finally see that my bad days follow bad nights.',
    name: 'Priya',
    role: 'Nurse working night shifts',
    rating: 5,
  },
  {
    quote:
      'I use the drawing pad when I can’t find the words. Mood Friend doesn’t pretend to be my therapist, and I like that.',
    name: 'Tom',
    role: 'University student',
    rating: 4.5,
  },
  {
    quote:
      'I bring the weekly summary to my sessions with my psychologist. It makes the first ten minutes so much easier.',
    name: 'Aroha',
    role: 'Parent of two',
    rating: 5,
  },
] as const;

export const FAQ = [
  {
    question: 'Is my data private and secure?',
    answer:
      'Yes. MoodCraft runs on a server you or people you trust control. Your notes, chats, creations and media are encrypted at rest, the app loads nothing from other companies, and your data is never shared with third parties. You can export everything, or delete your account and all of its data, at any time from your profile.',
  },
  {
    question: 'Can MoodCraft replace therapy?',
    answer:
      'No. MoodCraft supports professional care; it never replaces it. It can help you notice patterns and bring them to a GP, counsellor or psychologist. If you are in crisis, please call your local emergency number or a crisis line such as Lifeline (13 11 14) in Australia, 988 in the US or Samaritans (116 123) in the UK.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'There is a free basic plan with limited features. Premium, with unlimited access, starts from 9.99 USD per month. Any plan is arranged by the people who run your MoodCraft server; the app itself never asks for payment details.',
  },
  {
    question: 'How does the AI companion work?',
    answer:
      'By default Mood Friend runs entirely on the MoodCraft server: it recognises the feelings in what you write, reflects them back, asks an open question and may suggest a technique, an article or a creative prompt drawn from what has helped you before. Messages that suggest you may be at risk are answered with crisis helplines first. If the server is connected to an external AI service instead, the chat page tells you so.',
  },
] as const;
