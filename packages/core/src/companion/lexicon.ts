/** Feelings and topics Mood Friend listens for. Words are matched as whole words or word starts. */
export type Feeling =
  | 'anxious'
  | 'sad'
  | 'angry'
  | 'lonely'
  | 'stressed'
  | 'tired'
  | 'guilty'
  | 'ashamed'
  | 'hopeful'
  | 'happy'
  | 'grateful'
  | 'numb'
  | 'hurt'
  | 'unsettled';

export const FEELING_WORDS: Record<Feeling, string[]> = {
  anxious: [
    'anxious',
    'anxiety',
    'nervous',
    'worried',
    'worry',
    'worrying',
    'panic',
    'panicky',
    'on edge',
    'scared',
    'afraid',
    'fear',
    'dread',
    'uneasy',
    'restless',
    'jittery',
    'freaking out',
    'overthinking',
    'what if',
  ],
  sad: [
    'sad',
    'down',
    'low',
    'depressed',
    'unhappy',
    'miserable',
    'crying',
    'cried',
    'tearful',
    'heartbroken',
    'gloomy',
    'blue',
    'upset',
    'grief',
    'grieving',
    'empty',
    'hopeless',
    'awful',
    'terrible',
  ],
  angry: [
    'angry',
    'mad',
    'furious',
    'annoyed',
    'irritated',
    'frustrated',
    'frustrating',
    'pissed',
    'rage',
    'fuming',
    'resent',
    'resentful',
    'livid',
    'fed up',
  ],
  lonely: [
    'lonely',
    'alone',
    'isolated',
    'left out',
    'no friends',
    'nobody to talk',
    'invisible',
    'disconnected',
    'ignored',
  ],
  stressed: [
    'stressed',
    'stress',
    'stressful',
    'stressing',
    'overwhelmed',
    'overwhelming',
    'pressure',
    'swamped',
    'too much',
    'a lot on',
    'is a lot',
    'piling',
    'so much to do',
    'burnt out',
    'burned out',
    'burnout',
    'deadline',
    'deadlines',
    'snowed under',
  ],
  tired: [
    'tired',
    'exhausted',
    'drained',
    'sleepy',
    'fatigued',
    'worn out',
    "can't sleep",
    'insomnia',
    'no energy',
    'wiped',
  ],
  guilty: ['guilty', 'guilt', 'regret', 'sorry', 'my fault', 'blame myself'],
  ashamed: [
    'ashamed',
    'shame',
    'embarrassed',
    'humiliated',
    'stupid',
    'idiot',
    'failure',
    'worthless',
    'useless',
    'pathetic',
  ],
  hopeful: [
    'hopeful',
    'optimistic',
    'looking forward',
    'excited',
    'better today',
    'improving',
    'getting better',
    'helped',
    'a bit better',
    'a little better',
    'feeling better',
  ],
  happy: [
    'happy',
    'good day',
    'great',
    'glad',
    'joy',
    'proud',
    'content',
    'relaxed',
    'calm',
    'peaceful',
    'amazing',
    'wonderful',
    'lovely',
    'got the job',
    'passed',
    'good news',
    'promotion',
    'engaged',
    'celebrate',
  ],
  grateful: ['grateful', 'thankful', 'appreciate', 'lucky', 'blessed'],
  numb: [
    'numb',
    'nothing matters',
    "don't care",
    'flat',
    'meh',
    'blank',
    'apathetic',
    'unmotivated',
    'no motivation',
  ],
  hurt: [
    'hurt',
    'betrayed',
    'rejected',
    'let down',
    'dumped',
    'broke up',
    'breakup',
    'cheated',
    'fight',
    'argument',
    'argued',
    "won't talk to me",
    'ignoring me',
  ],
  unsettled: [],
};

export type Topic =
  | 'work'
  | 'study'
  | 'family'
  | 'partner'
  | 'friends'
  | 'sleep'
  | 'health'
  | 'money'
  | 'loss'
  | 'future'
  | 'self';

export const TOPIC_WORDS: Record<Topic, string[]> = {
  work: [
    'work',
    'job',
    'boss',
    'manager',
    'colleague',
    'coworker',
    'shift',
    'office',
    'meeting',
    'deadline',
    'fired',
    'promotion',
  ],
  study: [
    'exam',
    'exams',
    'school',
    'uni',
    'university',
    'college',
    'assignment',
    'essay',
    'homework',
    'teacher',
    'class',
    'grades',
    'study',
    'studying',
  ],
  family: [
    'mum',
    'mom',
    'dad',
    'mother',
    'father',
    'parents',
    'sister',
    'brother',
    'family',
    'kids',
    'son',
    'daughter',
    'grandma',
    'nan',
  ],
  partner: [
    'partner',
    'boyfriend',
    'girlfriend',
    'husband',
    'wife',
    'ex',
    'relationship',
    'date',
    'dating',
    'breakup',
    'broke up',
  ],
  friends: ['friend', 'friends', 'mate', 'mates', 'flatmate', 'housemate', 'group chat'],
  sleep: ['sleep', 'slept', 'insomnia', 'awake', 'nightmare', 'nightmares', 'bed', 'tired'],
  health: ['sick', 'ill', 'pain', 'doctor', 'hospital', 'health', 'headache', 'diagnosis', 'body'],
  money: ['money', 'rent', 'bills', 'debt', 'broke', 'afford', 'pay', 'finances', 'mortgage'],
  loss: [
    'died',
    'death',
    'funeral',
    'passed away',
    'lost my',
    'miss her',
    'miss him',
    'grief',
    'grieving',
  ],
  future: ['future', 'tomorrow', 'next week', 'what if', 'going to happen', 'interview', 'results'],
  self: ['myself', 'i am', "i'm", 'who i am', 'confidence', 'self-esteem'],
};

/** Gently named thinking traps (CBT): each with the words that often carry it. */
export const THINKING_TRAPS = [
  {
    id: 'all-or-nothing',
    pattern: /\b(always|never|everyone|no one|nobody|everything|nothing)\b/,
    name: 'all-or-nothing thinking',
    nudge: 'Words like “always” and “never” can make a hard moment feel like the whole story.',
  },
  {
    id: 'catastrophising',
    pattern:
      /\b(worst|disaster|ruined|ruin|everything will go wrong|what if|end of the world|can't cope)\b/,
    name: 'catastrophising',
    nudge:
      'When we are stressed, the mind often jumps to the worst ending and treats it as the likely one.',
  },
  {
    id: 'mind-reading',
    pattern:
      /\b(they think|everyone thinks|he thinks|she thinks|they must think|people think|they hate me|everyone hates me)\b/,
    name: 'mind reading',
    nudge: 'It is easy to feel sure what others think of us, even when we can’t know.',
  },
  {
    id: 'labelling',
    pattern:
      /\bi'm (so |such an? |a )?(stupid|idiot|failure|useless|worthless|loser|pathetic|mess)\b/,
    name: 'labelling',
    nudge: 'Calling yourself a name turns one moment into a verdict about all of you.',
  },
  {
    id: 'should',
    pattern: /\b(i should|i shouldn't|i must|i have to be|i ought to)\b/,
    name: '“should” statements',
    nudge: '“Should” can pile pressure on top of an already heavy feeling.',
  },
  {
    id: 'fortune-telling',
    pattern:
      /\b(it's going to|it will never|i'll never|i'm going to fail|it won't work|never going to)\b/,
    name: 'fortune telling',
    nudge: 'Predicting how things will go can feel like certainty, but it is still a guess.',
  },
] as const;
