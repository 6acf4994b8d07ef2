/**
 * What Mood Friend says when a person asks for something practical: short, concrete steps drawn
 * from CBT and self-help practice, in MoodCraft's own words, with the tools the chat can start and
 * the Self-Help article that goes further.
 */
export type AskTopic =
  | 'panic'
  | 'breathing'
  | 'grounding'
  | 'calm-now'
  | 'sleep'
  | 'grief'
  | 'anger'
  | 'loneliness'
  | 'motivation'
  | 'work-stress'
  | 'relationships';

import type { ChatTool } from './tools';

export type { ChatTool } from './tools';

/** A question, a request or a plea for ideas: the words people use when they want something to try. */
const ASKING = new RegExp(
  [
    String.raw`\?`,
    String.raw`\b(how (do|can|could|should|would|to|does one)|what (can|could|should|do|would) (i|we|you)|what (helps|works|to do)|where do i start)\b`,
    String.raw`\b(any|some|got|have you got|do you have|need|want|give me|share|offer)( \w+){0,2} (tips?|ideas?|advice|suggestions?|techniques?|tricks?|strateg(y|ies)|exercises?|ways?|help|tools?|something)\b`,
    String.raw`\b(tips?|advice|suggestions?|ideas?)\b`,
    String.raw`\b(recommend|suggest|teach|show|walk|talk|guide|help) (me|us)\b`,
    String.raw`\b(can|could|would|will) (you|u) (help|give|suggest|recommend|teach|show|walk|guide|share|tell|do)\b`,
    String.raw`\b(help|pls|plz|please)\b`,
    String.raw`\b(ways? to|trying to figure out|not sure how to|dont know how to|dunno how to|how i can|how do people)\b`,
    String.raw`\b(i need|i want|i'd like|i would like|id like|looking for) (a |an |some |to |something )`,
    String.raw`\b(is there|are there) (a|an|any|anything|something)\b`,
    String.raw`\b(lets|let's) (do|try)\b`,
    String.raw`\b(give|send|show|tell|teach) me\b`,
    String.raw`\bwhat'?s (a|an|the|some) (good|best|quick|simple|easy|way)\b`,
  ].join('|'),
);

/** Each topic's words, in order of how specific the ask is: panic before calm, sleep before stress. */
const TOPIC_PATTERNS: readonly (readonly [AskTopic, RegExp])[] = [
  // "panicking about revision" is worry about something; a panic attack is its own ask
  [
    'panic',
    /\b(panic attacks?|anxiety attacks?|(panic|panicking|panicky)(?! (about|over|that|because))|heart (is )?racing|can'?t breathe)\b/,
  ],
  ['breathing', /\b(breath|breathe|breathing|breathwork|inhale|exhale|4-7-8|478|box breath\w*)\b/],
  [
    'grounding',
    /\b(ground|grounding|grounded|5-4-3-2-1|54321|dissociat\w*|spaced out|zone out|zoning out|not real|unreal|far away|into my body|here and now|stay present|present moment|get out of my head|thoughts spiral\w*)\b/,
  ],
  [
    'grief',
    /\b(grie(f|ve|ving)|bereave\w*|passed away|passed|died|death|funeral|mourning|(lost|losing|loss of) (my|our|a) (mum|mom|dad|mother|father|parent|partner|husband|wife|friend|best friend|brother|sister|son|daughter|child|baby|grandma|grandmother|grandad|grandfather|nan|nana|pop|dog|cat|pet)|(dog|cat|pet|mum|mom|dad|nan|gran|grandma|grandad) (dying|died|passed)|put (our|my|the) (dog|cat|pet) down|miss (him|her|them) so|since (he|she|they) (died|passed))\b/,
  ],
  [
    'anger',
    /\b(anger|angry|rage|raging|furious|fuming|seething|temper|snap(ping|ped)? at|lose my cool|losing my cool|blow up|irritab\w*|irritated|pissed( off)?|mad|cool off)\b/,
  ],
  [
    'motivation',
    /\b(motivat\w*|procrastinat\w*|putting (things|stuff|it|everything) off|put (things|stuff|it) off|get (myself )?(going|started|moving)|getting started|how do i start|out of bed|make myself|get things done|to-?do list|chores|start (anything|things|my)|find the energy|no energy|can'?t be bothered|lazy|focus|stuck in a rut|unproductive|do anything)\b/,
  ],
  [
    'sleep',
    /\b(sleep\w*|slept|insomnia|asleep|awake|nightmares?|bedtime|go to bed|in bed|at night|switch(ing)? off|night time|wake up at \d|3am|2am|4am)\b/,
  ],
  [
    'calm-now',
    /\b(calm(ing)?( myself)?( down)?|chill( out)?|settle( myself)?( down)?|relax\w*|de-?stress|soothe|wound up|on edge|stop shaking|right now|tonight)\b/,
  ],
  [
    'loneliness',
    /\b(lonel(y|iness)|alone|isolat\w*|no friends|make friends|making friends|meet people|meeting people|more connected|feel connected|no one to talk to|nobody to talk to|talk to anyone|connect with people)\b/,
  ],
  [
    'work-stress',
    /\b(exams?|a-levels|study|studying|revision|revise|uni|university|college|school|assignments?|essay|thesis|deadlines?|work|workplace|job|boss|manager|colleagues?|burn ?out|burnt out|burned out|workload|overwork\w*|shift|career|performance review|stress|stressed|stressing|overwhelm\w*)\b/,
  ],
  [
    'relationships',
    /\b(partner|boyfriend|girlfriend|bf|gf|husband|wife|spouse|relationship|break ?up|broke up|friends?|friendship|family|parents?|mum|mom|dad|mother|father|sister|brother|sibling|in-laws?|argument|arguing|argue|fight(ing)?|conflict|flatmate|roommate|housemate)\b/,
  ],
];

/** The Self-Help topic whose article goes further. */
const ARTICLE_TOPIC: Record<AskTopic, string> = {
  panic: 'anxiety',
  breathing: 'anxiety',
  grounding: 'mindfulness',
  'calm-now': 'anxiety',
  sleep: 'sleep',
  grief: 'self-compassion',
  anger: 'anger',
  loneliness: 'loneliness',
  motivation: 'low-mood',
  'work-stress': 'stress',
  relationships: 'relationships',
};

export const ASK_TOOLS: Record<AskTopic, ChatTool[]> = {
  panic: ['box-breathing', 'grounding'],
  breathing: ['box-breathing', '4-7-8-breathing'],
  grounding: ['grounding'],
  'calm-now': ['box-breathing', 'grounding'],
  sleep: ['4-7-8-breathing'],
  grief: [],
  anger: ['box-breathing'],
  loneliness: [],
  motivation: [],
  'work-stress': ['box-breathing'],
  relationships: [],
};

/** Two ways to answer each ask, so a person who asks again hears something new. */
const ANSWERS: Record<AskTopic, readonly string[]> = {
  panic: [
    'A panic attack is frightening, but it passes, usually within minutes, and it can’t hurt you. Slow your out-breath: breathe in gently for four, out for six, and let your shoulders drop. Plant your feet and name what you can see around you. Try not to fight the feelings; letting them rise and fall is what helps them settle.',
    'When panic comes, remind yourself: “this is panic, it will pass.” Breathe out longer than you breathe in, press your feet into the floor, and hold something cold if you can. Afterwards, be gentle with yourself; if attacks keep coming, a GP can help you find treatment that works well for panic.',
  ],
  breathing: [
    'Here are two that many people find steadying. Box breathing: in for four, hold for four, out for four, hold for four. Or 4-7-8: in through the nose for four, hold for seven, out slowly through the mouth for eight. A few rounds is enough; breathe gently rather than deeply.',
    'Slow breathing with a longer out-breath tells the body it is safe. Try box breathing (in four, hold four, out four, hold four) or 4-7-8 (in four, hold seven, out eight). I can guide you through either one here.',
  ],
  grounding: [
    'Grounding brings you back to the present when your mind is somewhere else. The 5-4-3-2-1 exercise works well: notice five things you can see, four you can touch, three you can hear, two you can smell and one you can taste. Take it slowly; there is no wrong answer.',
    'When you feel far away or swept up in your head, anchor yourself in your senses: feel your feet on the floor, hold something with a texture, and name five things you can see. I can walk you through the 5-4-3-2-1 steps one at a time.',
  ],
  'calm-now': [
    'For right now: slow your breathing with a longer out-breath, drop your shoulders, and unclench your jaw. Then bring yourself into the room by naming what you can see and hear. Once the wave eases a little, a warm drink, a shower or stepping outside for a few minutes can help it settle further.',
    'Something small you can do now: breathe in for four and out for six, a few times, and press your feet into the floor. Cold water on your face or holding something cool can take the edge off quickly. You don’t need to solve anything tonight; just getting through the next little while is enough.',
  ],
  sleep: [
    'A few things that help sleep for many people: keep the same wake-up time every day, even after a bad night; keep the bed for sleep, and if you have been lying awake for a while, get up and do something calm in dim light until you feel sleepy; and give yourself a screen-free wind-down for the last half hour. Caffeine after lunch can keep you up more than it seems.',
    'If your mind races at night, try writing tomorrow’s worries on paper before bed so they are out of your head. A slow breathing pattern like 4-7-8 can help your body settle, and a cool, dark room helps too. If you can’t sleep, it is okay to get up for a bit; lying there trying harder usually makes it worse.',
  ],
  grief: [
    'Grief has no right way or timetable; it often comes in waves, and it can be mixed with anger, guilt or numbness. It can help to let yourself talk about the person (or animal) you lost, keep small routines like eating and sleeping, and let people near you know what would help. Be as patient with yourself as you would be with a friend.',
    'Missing someone this much shows how much they mattered. Some people find comfort in writing to them, keeping a photo or a ritual, or spending time where they felt close to them. If the grief feels stuck or overwhelming after a long time, a GP or a bereavement service can help.',
  ],
  anger: [
    'When anger rises, give yourself a pause before acting: step away for a few minutes, breathe out slowly, and notice where the heat is in your body. Once it cools a little, ask what feels unfair or what you need. A brisk walk, or writing an unsent letter, lets the energy out without hurting anyone, you included.',
    'Anger often sits on top of hurt, stress or tiredness. Try catching the early signs (a tight jaw, a hot face) and taking a break then, rather than at boiling point. Later, say what you need calmly, starting with “I feel… when…”. If you often lose your temper, noticing what usually sets it off is a good first step.',
  ],
  loneliness: [
    'Loneliness is common and painful, and it can ease with small steps. Send one short message to someone, even just “thinking of you”. Being around people with little pressure, like a café, library, class or volunteering, helps too. Regular, small contact often matters more than one big plan.',
    'It can help to think of one person you felt a little at ease with, even long ago, and reach out in a low-key way. Groups built around an activity (walking, crafts, games, volunteering) make it easier to connect without forcing conversation. Be kind to yourself about how hard this feels; it says nothing bad about you.',
  ],
  motivation: [
    'Motivation usually comes after starting, not before. Pick one tiny step, something that takes two minutes, like opening the document or putting on your shoes, and do just that. Break the task into small pieces, set a short timer, and tick off what you finish. Be kind to yourself about the rest.',
    'When you can’t get going, try the “just five minutes” rule: agree to do five minutes and allow yourself to stop after. Doing small things you used to enjoy can also lift low energy over time. If nothing has felt worth doing for weeks, it may be low mood, and a GP is a good person to talk to.',
  ],
  'work-stress': [
    'When work or study piles up, write everything down, then choose just the next small step, not the whole list. Work in short focused blocks with proper breaks, and protect sleep: tired brains learn and think less well. Ask what is truly urgent, and whether someone can help or a deadline can move.',
    'It can help to sort what is in your control from what isn’t and put your energy into the first. Plan the day in a few realistic chunks, and stop at a set time so you can rest. If stress has gone on for a long time, talking to a manager, tutor or student support early can make a real difference.',
  ],
  relationships: [
    'When things are tense with someone, try to talk when you are both calm, and describe what happened and how you felt (“I felt hurt when…”) rather than what they are. Listen back what you heard before you answer. It is okay to take a break and come back to it, and okay to set limits on what you will accept.',
    'Relationships get hard when people feel unheard. It can help to pick one thing to talk about, not everything at once, and to ask what the other person needs too. If you feel unsafe or controlled by someone close to you, that is not your fault, and a support line can help you think it through.',
  ],
};

export function normalise(text: string) {
  return text.toLowerCase().replace(/[’‘`]/g, "'");
}

/** The practical thing a message asks for, if it asks for one. */
export function detectAsk(text: string): AskTopic | null {
  const lower = normalise(text);
  if (!ASKING.test(lower)) return null;
  return TOPIC_PATTERNS.find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}

export type AskAnswer = {
  topic: AskTopic;
  text: string;
  tools: ChatTool[];
  articleTopic: string;
};

/** The answer to an ask; `choose` picks one of its wordings (one not said yet, say). */
export function answerAsk(
  topic: AskTopic,
  choose: (wordings: readonly string[]) => string,
): AskAnswer {
  return {
    topic,
    text: choose(ANSWERS[topic]),
    tools: ASK_TOOLS[topic],
    articleTopic: ARTICLE_TOPIC[topic],
  };
}
