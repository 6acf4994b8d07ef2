import Sentiment from 'sentiment';
import { answerAsk, detectAsk, normalise, type AskTopic, type ChatTool } from './asks';
import { assessRisk, type RiskLevel } from './crisis';
import { FEELING_WORDS, THINKING_TRAPS, TOPIC_WORDS, type Feeling, type Topic } from './lexicon';

/**
 * Mood Friend's built-in voice: offline and deterministic. It reflects what it hears, names a
 * thinking trap gently when one shows, offers one small technique, draws on the person's own mood
 * log, and ends with an open question. It never diagnoses, never advises on medication, and says
 * plainly that it is not a therapist. It avoids repeating itself within a conversation.
 */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type CompanionContext = {
  /** factors that come with a better mood for this person, best first */
  helpfulFactors?: { factor: string; average: number }[];
  /** the person's average mood over the last two weeks, if they logged any */
  recentAverage?: number | null;
  /** a creative prompt to offer */
  craftPrompt?: string;
  /** an article per self-help topic */
  articles?: Partial<Record<string, { id: string; title: string }>>;
};

const sentiment = new Sentiment();

const FEELING_TEXT: Record<Feeling, { adj: string; noun: string }> = {
  anxious: { adj: 'anxious', noun: 'worry' },
  sad: { adj: 'low', noun: 'sadness' },
  angry: { adj: 'frustrated', noun: 'frustration' },
  lonely: { adj: 'lonely', noun: 'loneliness' },
  stressed: { adj: 'stretched thin', noun: 'pressure' },
  tired: { adj: 'worn out', noun: 'tiredness' },
  guilty: { adj: 'guilty', noun: 'guilt' },
  ashamed: { adj: 'hard on yourself', noun: 'self-criticism' },
  hopeful: { adj: 'hopeful', noun: 'hope' },
  happy: { adj: 'good', noun: 'lightness' },
  grateful: { adj: 'grateful', noun: 'gratitude' },
  numb: { adj: 'flat', noun: 'flatness' },
  hurt: { adj: 'hurt', noun: 'hurt' },
  unsettled: { adj: 'a bit unsettled', noun: 'unease' },
};

const TOPIC_TEXT: Record<Topic, string> = {
  work: 'about work',
  study: 'with your studies',
  family: 'with your family',
  partner: 'in your relationship',
  friends: 'with your friends',
  sleep: 'around sleep',
  health: 'about your health',
  money: 'about money',
  loss: 'after your loss',
  future: 'about what is coming',
  self: '',
};

const POSITIVE: Feeling[] = ['happy', 'grateful', 'hopeful'];

/** Which article topic fits a feeling best. */
const FEELING_ARTICLE_TOPIC: Partial<Record<Feeling, string>> = {
  anxious: 'anxiety',
  sad: 'low-mood',
  numb: 'low-mood',
  lonely: 'loneliness',
  stressed: 'stress',
  tired: 'sleep',
  angry: 'anger',
  guilty: 'self-compassion',
  ashamed: 'self-compassion',
  hurt: 'self-compassion',
  grateful: 'gratitude',
};

const TECHNIQUES: Record<Feeling, string[]> = {
  anxious: [
    'One thing that can help when worry is loud: breathe in for four, hold for four, out for four, hold for four. A few slow rounds tell your body it is safe enough.',
    'If your thoughts are racing, try grounding yourself: name five things you can see, four you can feel, three you can hear. It brings you back to this moment.',
    'Some people find it helps to give worries a set “worry time” later in the day, and gently park them until then.',
  ],
  sad: [
    'When everything feels heavy, one small, doable thing can help more than a big plan: a shower, a glass of water, a few minutes outside.',
    'Low mood often tells us to pull back from things, and that can keep it going. Is there one tiny thing you used to enjoy that you could try for five minutes?',
    'Sometimes it helps to let the feeling be there without having to fix it straight away. You don’t have to have it sorted tonight.',
  ],
  numb: [
    'Feeling flat can be the mind’s way of resting after a lot. Small bits of movement or sunlight can sometimes bring a little feeling back.',
    'When nothing feels like much, choosing one small action anyway, before the motivation arrives, can gently get things moving.',
  ],
  angry: [
    'Anger usually points to something that matters to you. Before acting on it, it can help to pause, breathe out slowly, and name what feels unfair.',
    'A brisk walk or writing an unsent letter can let the heat out of anger without hurting anyone, you included.',
  ],
  lonely: [
    'Loneliness can ease with small steps: a short message to one person, even just “thinking of you”, often matters more than we expect.',
    'Being around people without much pressure, like a café, a library or a walk in the park, can take the edge off feeling alone.',
  ],
  stressed: [
    'When it all piles up, it can help to write everything down and pick just one next step. Not the whole list, only the next thing.',
    'Try asking: what is in my control here, and what isn’t? Putting energy only into the first part can free up a surprising amount.',
  ],
  tired: [
    'Rest is not laziness. If you can, give yourself permission to do the minimum today and be gentle about the rest.',
    'A calm wind-down, with screens away and lights low for the last half hour, can help sleep come a little easier.',
  ],
  guilty: [
    'Guilt can be a sign you care about doing right. It might help to ask what you would say to a friend who had made the same mistake.',
    'If there’s something to repair, a small honest step can ease guilt more than going over it again and again.',
  ],
  ashamed: [
    'Try talking to yourself the way you would talk to a good friend in the same spot. What would you say to them?',
    'Everyone stumbles. Being kind to yourself about it isn’t letting yourself off the hook; it’s what makes the next try possible.',
  ],
  hurt: [
    'Being hurt by someone you care about is painful. It makes sense that it is sitting with you.',
    'It can help to let someone you trust know what happened, so you are not carrying it alone.',
  ],
  hopeful: [
    'It might be worth noticing what helped things shift, so you can come back to it on harder days.',
  ],
  unsettled: [
    'Sometimes a day just feels off without a clear reason. A short walk, a warm drink or a few slow breaths can help it settle.',
    'It can help to jot down what happened today, even in a few words; patterns are easier to see on paper.',
  ],
  happy: [
    'It is worth pausing on good moments. Noticing what made today feel this way helps you find it again.',
    'You might like to log this one in your mood tracker, so you can look back on it on a harder day.',
    'Letting yourself enjoy this fully, without waiting for the next worry, is a skill in itself.',
  ],
  grateful: [
    'Gratitude seems to grow the more we notice it. Writing down a couple of good things tonight could help it stick.',
  ],
};

const QUESTIONS: Record<Feeling | 'none', string[]> = {
  anxious: [
    'What is the worry that feels biggest right now?',
    'Where do you notice the anxiety in your body?',
    'What would help you feel even a little safer right now?',
  ],
  sad: [
    'What has been the hardest part of today?',
    'How long have you been feeling this way?',
    'What would feel even slightly comforting right now?',
  ],
  numb: [
    'When did things start to feel this flat?',
    'Is there anything, however small, that still feels okay?',
  ],
  angry: [
    'What happened that made you feel this way?',
    'What do you wish had gone differently?',
    'What do you need most right now?',
  ],
  lonely: [
    'Who is someone you feel a little bit safe with, even if you haven’t talked in a while?',
    'What kind of company would feel good right now?',
  ],
  stressed: [
    'What is weighing on you the most?',
    'What is one thing that could come off your plate, even for today?',
    'What would “good enough” look like this week?',
  ],
  tired: ['How have you been sleeping lately?', 'What has been taking most of your energy?'],
  guilty: [
    'What would you say to a friend who felt this way?',
    'Is there something you would like to put right?',
  ],
  ashamed: [
    'What happened that left you feeling this way about yourself?',
    'If a friend said this about themselves, how would you see it?',
  ],
  hurt: ['What happened?', 'What do you need most from the people around you right now?'],
  hopeful: ['What do you think helped?', 'What are you looking forward to?'],
  happy: ['What made today feel good?', 'Who would you like to share this with?'],
  grateful: ['What else are you glad of today?', 'What made that moment stand out?'],
  unsettled: ['What made today feel that way?', 'Was there a moment when it started to feel off?'],
  none: [
    'What is on your mind today?',
    'How are you feeling right now, in a word or two?',
    'What would be most helpful to talk about?',
  ],
};

const REFLECTIONS = [
  (f: string, t: string) => `It sounds like you’re feeling ${f}${t ? ` ${t}` : ''}.`,
  (f: string, t: string) => `Thank you for telling me. Feeling ${f}${t ? ` ${t}` : ''} is hard.`,
  (f: string, t: string) =>
    `I can hear that things have left you feeling ${f}${t ? `, especially ${t}` : ''}.`,
  (f: string, t: string) =>
    `That sounds like a lot to hold. No wonder you feel ${f}${t ? ` ${t}` : ''}.`,
];

const POSITIVE_REFLECTIONS = [
  (f: string) => `That’s really good to hear. It sounds like you’re feeling ${f}.`,
  (f: string) => `I love hearing that. Feeling ${f} matters.`,
];

/** One pattern per list: any of its words (or phrases) standing on its own, made once. */
function wordsPattern(words: readonly string[]) {
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|[^a-z])(${escaped.join('|')})([^a-z]|$)`);
}
const FEELING_PATTERNS = (Object.keys(FEELING_WORDS) as Feeling[])
  .filter((f) => FEELING_WORDS[f].length > 0)
  .map((f) => [f, wordsPattern(FEELING_WORDS[f])] as const);
const TOPIC_PATTERNS = (Object.keys(TOPIC_WORDS) as Topic[])
  .filter((t) => t !== 'self')
  .map((t) => [t, wordsPattern(TOPIC_WORDS[t])] as const);

/** Words that turn a good word around when they come shortly before it ("not happy"). */
const NEGATOR =
  /\b(not|no|never|don't|dont|doesn't|doesnt|didn't|didnt|haven't|havent|hasn't|hasnt|hadn't|hadnt|wouldn't|wouldnt|shouldn't|shouldnt|nor|neither|isn't|isnt|wasn't|wasnt|aren't|arent|ain't|can't|cant|cannot|couldn't|couldnt|won't|wont|hardly|barely|nothing|nobody|without|used to|should be|should feel|supposed to|pretend\w*|fak\w*|forgot how|anything but|far from|less)\b/;

/** Turns of phrase where a negation is part of the good news ("can't wait", "never been happier"). */
const GOOD_NEGATIONS =
  /\b(can'?t|cannot|couldn'?t) (wait|stop (smiling|grinning|laughing))|\b(couldn'?t|could not) be (happier|prouder|better)|\bnever (been|felt) (happier|better|prouder)|\bno complaints|\bnot bad\b|\b(can'?t|cannot) believe (how|it)\b/g;

/** A contrast: what follows may take back what came before. */
const CONTRAST = /\b(?:but|though|although|however|except)\b/;

/** Good words said with a roll of the eyes. */
const SARCASM =
  /^(yeah|oh|wow|well),? (great|amazing|perfect|lovely|brilliant|fantastic|wonderful|awesome)\b|said no one|yeah,? right|as if\b|thanks for nothing|\(i'?m not\)|\bi'?m fine\W+(not|lol|haha)\b|\b(great|perfect|fantastic|wonderful|lovely|brilliant|awesome|amazing)[.,!]*\s+(another|just|now|exactly what)\b|\bjust (great|perfect|fantastic|wonderful|lovely|brilliant)\b|\b(great|perfect|lovely|fantastic|brilliant)\W+just\b|\b(love|nice|great|good|fun) (how|to know|that) (everyone|everybody|nobody|no one|no-one|i'?m|i)\b|smiling on the outside|fine on the outside|pretend(ing)? to be (ok|okay|fine|happy)|🙃/;

/** A good word counts only when nothing shortly before it turns it around. */
function standsUnnegated(lower: string, pattern: RegExp) {
  const global = new RegExp(pattern.source, 'g');
  for (const match of lower.matchAll(global)) {
    const before = lower.slice(0, match.index + match[1]!.length);
    const clause = before.split(/[.!?;,]|\bbut\b|\bthough\b/).pop() ?? '';
    const near = clause.trim().split(/\s+/).slice(-8).join(' ');
    if (!NEGATOR.test(near)) return true;
  }
  return false;
}

/** A good feeling turned around ("not happy", "can't enjoy") is a low one. */
export function detectFeelings(text: string): Feeling[] {
  const lower = normalise(text).replace(GOOD_NEGATIONS, ' so happy ');
  const found: Feeling[] = [];
  for (const [feeling, pattern] of FEELING_PATTERNS) {
    if (!pattern.test(lower)) continue;
    if (!POSITIVE.includes(feeling) || standsUnnegated(lower, pattern)) found.push(feeling);
    else if (!found.includes('sad')) found.push('sad');
  }
  if (SARCASM.test(lower)) {
    const turned = found.filter((f) => !POSITIVE.includes(f));
    return turned.length ? turned : ['unsettled'];
  }
  if (found.length) return found;
  const reading = sentiment.analyze(lower);
  // good words that are all turned around ("don't feel good", "can't enjoy") read as low
  const goodWords = reading.positive.map((w) => wordsPattern([w]));
  if (goodWords.length && goodWords.every((w) => !standsUnnegated(lower, w))) return ['unsettled'];
  // Sentiment only speaks for longer messages: "yeah" or "idk" says little about a feeling.
  if (lower.split(/\s+/).length <= 3) return [];
  if (reading.comparative <= -0.25) return ['unsettled'];
  // a good reading with a negation anywhere in it is not evidence enough
  if (reading.comparative >= 0.2 && !NEGATOR.test(lower)) return ['happy'];
  return [];
}

/**
 * How a message feels overall. Good only on good evidence: a good feeling that stands unturned,
 * nothing hard beside it, a sentiment that agrees, and no sign of risk at all.
 */
export type Tone = 'positive' | 'mixed' | 'negative' | 'neutral';

export function toneOf(
  text: string,
  feelings = detectFeelings(text),
  risk: RiskLevel = assessRisk(text).level,
): Tone {
  const good = feelings.filter((f) => POSITIVE.includes(f));
  const hard = feelings.filter((f) => !POSITIVE.includes(f));
  if (risk === 'crisis') return 'negative';
  if (good.length && hard.length) return 'mixed';
  if (hard.length) return 'negative';
  // good news with a "but" after it: something else is there too
  const lower = normalise(text);
  if (good.length && CONTRAST.test(lower)) return 'mixed';
  // one part reads good and another hard ("slept well, but woke up dreading work")
  const parts = lower.split(CONTRAST).map((p) => sentiment.analyze(p).score);
  if (parts.some((p) => p > 0) && parts.some((p) => p < 0)) return 'mixed';
  // in the check-in band even good words get a plain, attentive answer
  if (risk === 'concern') return good.length ? 'neutral' : 'negative';
  if (good.length)
    return sentiment.analyze(normalise(text)).comparative >= 0 ? 'positive' : 'neutral';
  return 'neutral';
}

export function detectTopics(text: string): Topic[] {
  const lower = text.toLowerCase();
  return TOPIC_PATTERNS.filter(([, pattern]) => pattern.test(lower)).map(([t]) => t);
}

/** A stable number from text, so the same conversation always gets the same reply. */
function hash(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The first variant, starting at a hashed offset, that this conversation has not heard yet. */
function pick<T>(
  options: readonly T[],
  seed: number,
  said: string,
  render: (o: T) => string = String,
): string {
  for (let i = 0; i < options.length; i++) {
    const text = render(options[(seed + i) % options.length]!);
    if (!said.includes(text)) return text;
  }
  return render(options[seed % options.length]!);
}

const THERAPY = /\b(therapist|therapy|counsell?or|counsell?ing|psychologist|psychiatrist)\b/;
const ASKS_ABOUT_SELF =
  /\b(are you|can you be|be my|you're|are u|instead of|replace|do you do|could you be)\b/;
const DIAGNOSIS =
  /\b(do i have|have i got|am i|diagnose|is this|could it be|is it)\b.*\b(depression|bipolar|adhd|add|ocd|ptsd|autis\w*|borderline|bpd|disorder|schizo\w*|anxiety disorder|mental illness)\b/;
const MEDICATION =
  /\b(medication|meds|antidepressants?|ssris?|sertraline|fluoxetine|prozac|zoloft|lexapro|escitalopram|xanax|valium|diazepam|benzos?|dose|dosage|prescription|prescribed|stop taking|come off|mg)\b/;
const GREETING =
  /^\s*(hi|hey|hello|hiya|good (morning|afternoon|evening)|yo|g'day)\b[\s!.,]*(mood friend)?[\s!.]*$/;
const THANKS = /\b(thanks|thank you|cheers|ta)\b/;
const BYE = /\b(bye|goodnight|good night|see you|gotta go|talk later)\b/;
const ASKS_FOR_HELP =
  /\b(what (should|can|could) i do|any (ideas|tips|advice)|help me|how do i (stop|cope|deal|handle|calm)|what helps)\b/;

/** Where a reply came from: the kind of message it answers. */
export type ReplyFamily =
  | 'therapy'
  | 'diagnosis'
  | 'medication'
  | 'greeting'
  | 'bye'
  | 'thanks'
  | 'ask'
  | 'positive'
  | 'mixed'
  | 'negative'
  | 'listening';

export type BuiltinAnswer = {
  text: string;
  family: ReplyFamily;
  /** for family 'ask': what was asked about */
  topic?: AskTopic;
  /** exercises the chat can start from this reply */
  tools: ChatTool[];
  /** short answers the person can send with one tap */
  quickReplies: string[];
  /** the Self-Help article that goes further, when there is one */
  article?: { id: string; title: string };
};

/** Ways into a conversation, offered when there is nothing to go on yet. */
export const OPENERS = [
  'I’m feeling low',
  'I’m anxious',
  'I can’t sleep',
  'Something good happened',
];

const MIXED_REFLECTIONS = [
  'It sounds like there’s something good here, and something hard alongside it.',
  'That’s a lot of different things at once: some of it good, some of it heavy.',
  'Good things and hard things can sit side by side, and it sounds like they are for you right now.',
];

const MIXED_QUESTIONS = [
  'Which part is sitting with you most right now?',
  'How are you holding both of those?',
  'Would it help to talk about the harder part, or to stay with the good bit for a moment?',
];

/** What a message with weight but no named feeling hears: never thanks, never cheer. */
const HEAVY_REFLECTIONS = [
  'That sounds really heavy. I’m glad you told me.',
  'Thank you for trusting me with that. It sounds like a lot to carry.',
  'I’m here, and I’m listening. That sounds hard.',
];

const HEAVY_QUESTIONS = [
  'How are you doing right now, honestly?',
  'What has been going on for you?',
  'Can you tell me a bit more about what’s been happening?',
];

/**
 * Mood Friend's own answer to the last user turn. `risk` is that turn's level when the caller has
 * already assessed it (the server always has), so the detector reads each message once.
 */
export function builtinAnswer(
  messages: readonly ChatTurn[],
  context: CompanionContext = {},
  risk?: RiskLevel,
): BuiltinAnswer {
  const lastUser =
    [...messages]
      .reverse()
      .find((m) => m.role === 'user')
      ?.content.trim() ?? '';
  const lower = normalise(lastUser);
  const said = messages
    .filter((m) => m.role === 'assistant')
    .map((m) => m.content)
    .join('\n');
  const turn = messages.filter((m) => m.role === 'user').length;
  const seed = hash(`${lastUser}|${turn}`);
  const reply = (family: ReplyFamily, parts: string[], extra: Partial<BuiltinAnswer> = {}) => ({
    text: parts.join(' '),
    family,
    tools: [],
    quickReplies: [],
    ...extra,
  });

  const feelings = detectFeelings(lastUser);
  const level = risk ?? assessRisk(lastUser).level;
  const tone = toneOf(lastUser, feelings, level);
  // a message in crisis gets MoodCraft's crisis reply before this; here it is never answered
  // with tips
  const ask = level === 'crisis' ? null : detectAsk(lastUser);

  if (!ask && THERAPY.test(lower) && ASKS_ABOUT_SELF.test(lower)) {
    return reply('therapy', [
      'I’m not a therapist, and I can’t offer therapy. I’m a companion you can talk things through with, and I’m glad to listen.',
      'A GP can help you find a psychologist or counsellor, and many offer low-cost or online sessions.',
      pick(
        [
          'What made you think about therapy today?',
          'Would it help to talk through what you’d want from it?',
        ],
        seed,
        said,
      ),
    ]);
  }
  if (DIAGNOSIS.test(lower)) {
    return reply('diagnosis', [
      'I can’t diagnose anything, and I wouldn’t want to guess about something this important.',
      'A GP or mental health professional can talk it through with you properly; it can help to bring notes on what you’ve noticed, and your mood log is a good start.',
      pick(
        [
          'What have you been noticing that made you wonder?',
          'How long have things felt like this?',
        ],
        seed,
        said,
      ),
    ]);
  }
  if (MEDICATION.test(lower)) {
    return reply('medication', [
      'I can’t give advice about medication. Your doctor or pharmacist is the right person for that, and please don’t change or stop a medicine without talking to them first.',
      pick(
        ['How have you been feeling in yourself lately?', 'What’s been on your mind about it?'],
        seed,
        said,
      ),
    ]);
  }
  if (GREETING.test(lower)) {
    return reply(
      'greeting',
      [
        pick(
          [
            'Hello! It’s good to hear from you. How are you feeling today?',
            'Hi there. I’m here and listening. What’s on your mind?',
            'Hey. Thanks for stopping by. How has your day been so far?',
          ],
          seed,
          said,
        ),
      ],
      { quickReplies: OPENERS },
    );
  }

  // "Thanks" and "bye" get their short answers only when nothing hard comes with them.
  const light = tone === 'positive' || tone === 'neutral';
  if (light && BYE.test(lower) && lower.length < 60) {
    return reply('bye', [
      pick(
        [
          'Take care of yourself. I’m here whenever you want to talk again.',
          'Thanks for talking with me. Be gentle with yourself tonight.',
        ],
        seed,
        said,
      ),
    ]);
  }
  if (light && THANKS.test(lower) && lower.length < 60) {
    return reply('thanks', [
      pick(
        [
          'You’re welcome. I’m glad talking helped a little. Is there anything else on your mind?',
          'Anytime. How are you feeling now, compared with when we started?',
        ],
        seed,
        said,
      ),
    ]);
  }

  if (ask) {
    const answer = answerAsk(ask, (wordings) => pick(wordings, seed, said));
    const article = context.articles?.[answer.articleTopic];
    const hard = feelings.find((f) => !POSITIVE.includes(f));
    const parts = [
      hard && tone !== 'positive'
        ? pick(
            [
              `I’m sorry things feel ${FEELING_TEXT[hard].adj} right now.`,
              'That sounds hard. Here is something that may help.',
            ],
            seed,
            said,
          )
        : '',
      answer.text,
      article ? `The Self-Help library goes further in “${article.title}”.` : '',
      answer.tools.length
        ? 'If you like, I can guide you through an exercise right here.'
        : pick(['Would any of that fit for you?', 'What feels most doable from that?'], seed, said),
    ].filter(Boolean);
    return reply('ask', parts, {
      topic: ask,
      tools: answer.tools,
      ...(article ? { article } : {}),
    });
  }

  const topics = detectTopics(lastUser);
  const ownFeeling =
    tone === 'positive'
      ? feelings[0]
      : (feelings.find((f) => !POSITIVE.includes(f)) ??
        (tone === 'negative' ? undefined : feelings[0]));
  // Nothing named this time: carry the last feeling from the conversation, gently.
  const earlier = messages
    .filter((m) => m.role === 'user')
    .slice(-4, -1)
    .reverse()
    .map((m) => detectFeelings(m.content).find((f) => !POSITIVE.includes(f)))
    .find((f) => f !== undefined);
  const carried = !ownFeeling && tone !== 'positive' && earlier !== undefined;
  const feeling = ownFeeling ?? (carried ? earlier : undefined);
  const topic = topics[0];
  const topicText = topic ? TOPIC_TEXT[topic] : '';

  if (tone === 'mixed') {
    return reply('mixed', [pick(MIXED_REFLECTIONS, seed, said), pick(MIXED_QUESTIONS, seed, said)]);
  }

  if (!feeling) {
    if (tone === 'negative') {
      return reply('negative', [
        pick(HEAVY_REFLECTIONS, seed, said),
        pick(HEAVY_QUESTIONS, seed, said),
      ]);
    }
    if (lower.split(/\s+/).length <= 3) {
      return reply(
        'listening',
        [
          pick(
            [
              'I’m here, and there’s no rush. What’s on your mind today?',
              'Take your time. Would you like to tell me a bit more about how you’re doing?',
              'That’s okay. Sometimes it’s hard to find the words. What has today been like?',
            ],
            seed,
            said,
          ),
        ],
        turn <= 2 ? { quickReplies: OPENERS } : {},
      );
    }
    return reply('listening', [
      pick(
        [
          `Thank you for sharing that${topicText ? ` ${topicText}` : ''}.`,
          'I’m listening.',
          `That sounds important${topicText ? `, especially ${topicText}` : ''}.`,
        ],
        seed,
        said,
      ),
      pick(
        [
          'How are you feeling about it?',
          'What feelings come up when you think about it?',
          'What would be most helpful to focus on?',
        ],
        seed,
        said,
      ),
    ]);
  }

  const positive = tone === 'positive' && POSITIVE.includes(feeling);
  const parts: string[] = [];
  const text = FEELING_TEXT[feeling];
  if (carried) {
    parts.push(
      pick(
        [
          `I can hear that the ${text.noun} is still with you.`,
          `It sounds like this is still weighing on you${topicText ? `, especially ${topicText}` : ''}.`,
          'Thank you for telling me more.',
        ],
        seed,
        said,
      ),
    );
  } else if (positive) {
    parts.push(pick(POSITIVE_REFLECTIONS, seed, said, (r) => r(text.adj)));
  } else {
    parts.push(pick(REFLECTIONS, seed, said, (r) => r(text.adj, topicText)));
  }

  const trap = THINKING_TRAPS.find((t) => t.pattern.test(lower));
  if (trap && !positive && !said.includes(trap.nudge)) {
    parts.push(
      `${trap.nudge} That’s sometimes called ${trap.name}, and noticing it can loosen its grip.`,
    );
  } else {
    const wantsHelp = ASKS_FOR_HELP.test(lower);
    if (wantsHelp || turn % 2 === 0 || positive) parts.push(pick(TECHNIQUES[feeling], seed, said));
  }

  const helpful = context.helpfulFactors?.[0];
  const insightText = helpful
    ? `Looking at your mood log, your mood has averaged ${helpful.average}/10 on days with ${helpful.factor.toLowerCase()}. Might a little of that fit today?`
    : '';
  const article = context.articles?.[FEELING_ARTICLE_TOPIC[feeling] ?? ''];
  const articleText = article
    ? `There’s a short read in the Self-Help library that might help: “${article.title}”.`
    : '';
  const craftText = context.craftPrompt
    ? `If words feel stuck, you could try this in Your Craft: “${context.craftPrompt}”`
    : '';

  let linked: BuiltinAnswer['article'];
  if (!positive) {
    if (insightText && turn >= 2 && !said.includes('Looking at your mood log'))
      parts.push(insightText);
    else if (articleText && turn >= 3 && !said.includes('Self-Help library')) {
      parts.push(articleText);
      linked = article;
    } else if (
      craftText &&
      turn >= 4 &&
      !said.includes('Your Craft') &&
      ['sad', 'angry', 'numb', 'stressed', 'hurt'].includes(feeling)
    )
      parts.push(craftText);
  }

  parts.push(pick(QUESTIONS[feeling] ?? QUESTIONS.none, seed, said));
  const calming: ChatTool[] = feeling === 'anxious' ? ['box-breathing', 'grounding'] : [];
  return reply(positive ? 'positive' : 'negative', parts, {
    tools: calming,
    ...(linked ? { article: linked } : {}),
  });
}

/** The reply's words alone. */
export function builtinReply(
  messages: readonly ChatTurn[],
  context: CompanionContext = {},
): string {
  return builtinAnswer(messages, context).text;
}
