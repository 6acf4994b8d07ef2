import type { ExerciseType } from '@moodcraft/core/articles/articles';
import { BodyScan } from './body-scan';
import { BoxBreathing } from './box-breathing';
import type { ExerciseProps } from './exercise-props';
import { StepPrompts } from './step-prompts';

/** The interactive part of each kind of guided exercise. */
export function ExerciseRunner({ type, onComplete }: ExerciseProps & { type: ExerciseType }) {
  switch (type) {
    case 'box-breathing':
      return <BoxBreathing onComplete={onComplete} />;
    case 'body-scan':
      return <BodyScan onComplete={onComplete} />;
    case 'grounding-54321':
      return (
        <StepPrompts
          onComplete={onComplete}
          doneText="You are here, now. Notice your breath for a moment before you carry on."
          steps={[
            {
              title: 'Something you can see',
              hint: 'Look around. Name five things you can see.',
              fields: 5,
            },
            {
              title: 'Something you can touch',
              hint: 'Name four things you can feel: your feet, your clothes, the chair.',
              fields: 4,
            },
            { title: 'Something you can hear', hint: 'Name three sounds, near or far.', fields: 3 },
            {
              title: 'Something you can smell',
              hint: 'Name two smells, or two you like.',
              fields: 2,
            },
            {
              title: 'Something you can taste',
              hint: 'Name one taste, or take a sip of water.',
              fields: 1,
            },
          ]}
        />
      );
    case 'thought-record':
      return (
        <StepPrompts
          onComplete={onComplete}
          finishLabel="Finish record"
          doneText="Well done. A balanced thought often feels quieter than the first one, and that is the point."
          steps={[
            {
              title: 'The situation',
              hint: 'What happened? Where were you, who was there?',
              fields: 1,
            },
            {
              title: 'The thought',
              hint: 'What went through your mind? Write it as you heard it.',
              fields: 1,
            },
            {
              title: 'The evidence',
              hint: 'What supports the thought, and what does not?',
              fields: 1,
            },
            {
              title: 'A balanced thought',
              hint: 'What would you say to a friend who had this thought?',
              fields: 1,
            },
          ]}
        />
      );
    case 'gratitude-list':
      return (
        <StepPrompts
          onComplete={onComplete}
          requireAll
          doneText="Three good things noticed. Small ones count most."
          steps={[
            {
              title: 'Something good',
              hint: 'Three things, however small, that went well or that you are glad of today.',
              fields: 3,
            },
          ]}
        />
      );
    case 'values-reflection':
      return (
        <StepPrompts
          onComplete={onComplete}
          doneText="Thank you for taking the time. One small step toward what matters is enough for today."
          steps={[
            {
              title: 'What matters to you',
              hint: 'Think of a moment you felt proud or at peace. What did it say about what you value?',
              fields: 1,
            },
            {
              title: 'Where it shows',
              hint: 'Where in your week does that value already show up, even a little?',
              fields: 1,
            },
            {
              title: 'One small step',
              hint: 'What is one small thing you could do this week that fits that value?',
              fields: 1,
            },
          ]}
        />
      );
  }
}
