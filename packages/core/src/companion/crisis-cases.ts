/** Labelled messages for the crisis detector's tests and its recall / false-positive report. */
export type CrisisCase = { text: string; crisis: boolean; kind: CrisisKind };
export type CrisisKind =
  // crisis: true
  | 'explicit'
  | 'coded'
  | 'goodbye'
  | 'method'
  | 'self-harm'
  | 'harm-to-others'
  | 'harm-from-others'
  // crisis: false
  | 'hyperbole'
  | 'negation'
  | 'distress'
  | 'third-party'
  | 'media'
  | 'everyday';

/**
 * Conventions (keep them when adding cases):
 * - `crisis: true` means the writer themselves is at risk, or someone is at risk from or because of them.
 * - Supporting, worrying about or studying someone else's crisis is `third-party` and `crisis: false`,
 *   even when the words are alarming; the writer is not the one in danger.
 * - The writer's own past experiences, clearly described as over, count as `negation` (`crisis: false`).
 * - Method-seeking cases are questions only; they never contain a method, an amount or a dose.
 */
export const CRISIS_CASES: readonly CrisisCase[] = [
  // ── explicit (crisis) ─────────────────────────────────────────────────────────
  { text: 'I want to kill myself', crisis: true, kind: 'explicit' },
  { text: 'i dont want to be alive anymore', crisis: true, kind: 'explicit' },
  {
    text: "Honestly I've been thinking about suicide a lot this week",
    crisis: true,
    kind: 'explicit',
  },
  { text: "I'm going to end my life tonight.", crisis: true, kind: 'explicit' },
  {
    text: 'i keep thinking about taking my own life and it scares me',
    crisis: true,
    kind: 'explicit',
  },
  { text: 'I wish I was dead', crisis: true, kind: 'explicit' },
  { text: "I want to die. that's it. that's the mood note.", crisis: true, kind: 'explicit' },
  { text: 'been having suicidal thoughts again since the breakup', crisis: true, kind: 'explicit' },
  {
    text: "I've decided I'm going to kill myself after my exams are done",
    crisis: true,
    kind: 'explicit',
  },
  {
    text: 'some nights i just want to go to sleep and never wake up',
    crisis: true,
    kind: 'explicit',
  },
  {
    text: 'I tried to kill myself last year and I can feel myself heading back there',
    crisis: true,
    kind: 'explicit',
  },
  { text: "I'm not ok. I'm thinking of ending it all", crisis: true, kind: 'explicit' },
  { text: 'im so tired of being alive', crisis: true, kind: 'explicit' },
  { text: "I feel suicidal and I don't know who to tell 😞", crisis: true, kind: 'explicit' },
  { text: 'Mood: 1/10. Note: I want my life to be over.', crisis: true, kind: 'explicit' },

  // ── coded / indirect (crisis) ─────────────────────────────────────────────────
  { text: 'kms fr', crisis: true, kind: 'coded' },
  { text: 'honestly might just unalive myself lol', crisis: true, kind: 'coded' },
  { text: 'thinking about sewerslide again ngl', crisis: true, kind: 'coded' },
  { text: "i think i'm going to ctb soon", crisis: true, kind: 'coded' },
  { text: 'everyone would be better off without me', crisis: true, kind: 'coded' },
  { text: "Don't worry, I won't be a problem much longer.", crisis: true, kind: 'coded' },
  { text: "reckon I'll just top myself and be done with it", crisis: true, kind: 'coded' },
  {
    text: 'i wanna dissapear permanently, not like a holiday, like gone gone',
    crisis: true,
    kind: 'coded',
  },
  {
    text: "soon none of this will matter because I won't be here to see it",
    crisis: true,
    kind: 'coded',
  },
  {
    text: "I'm so tired of existing. I want it all to stop. For good.",
    crisis: true,
    kind: 'coded',
  },
  {
    text: "what's the point in going on, nobody would even notice if I was gone",
    crisis: true,
    kind: 'coded',
  },
  { text: "my family won't have to put up with me for much longer", crisis: true, kind: 'coded' },
  {
    text: "I've made my peace with it. I know what I'm doing this weekend.",
    crisis: true,
    kind: 'coded',
  },
  { text: 'unaliving myself is looking better every day tbh', crisis: true, kind: 'coded' },
  { text: "KMS. I'm serious this time, not joking like usual", crisis: true, kind: 'coded' },
  { text: "the world would be a better place if I wasn't in it", crisis: true, kind: 'coded' },

  // ── goodbye / farewell / putting affairs in order (crisis) ────────────────────
  {
    text: "I just want to say thank you for everything. You've been a good friend. Goodbye.",
    crisis: true,
    kind: 'goodbye',
  },
  { text: 'this is my last message. please tell mum I love her', crisis: true, kind: 'goodbye' },
  {
    text: "I've given my guitar to my brother and my cat to Sarah, she'll look after her better than I could",
    crisis: true,
    kind: 'goodbye',
  },
  {
    text: 'if anything happens to me, my passwords are in the blue notebook in my desk',
    crisis: true,
    kind: 'goodbye',
  },
  {
    text: "sorry for everything. i love you all. don't blame yourselves",
    crisis: true,
    kind: 'goodbye',
  },
  {
    text: 'I wrote letters to everyone today. It feels good to have it all sorted.',
    crisis: true,
    kind: 'goodbye',
  },
  {
    text: "giving away all my stuff this week, won't be needing it where I'm going",
    crisis: true,
    kind: 'goodbye',
  },
  {
    text: 'Just wanted to say goodbye before I go. Thanks for listening all these months, Mood Friend.',
    crisis: true,
    kind: 'goodbye',
  },
  { text: "tell jake i'm sorry and that it wasn't his fault", crisis: true, kind: 'goodbye' },
  { text: "this is the last time you'll hear from me x", crisis: true, kind: 'goodbye' },
  {
    text: "I've said my goodbyes and sorted out my affairs. I feel weirdly calm now.",
    crisis: true,
    kind: 'goodbye',
  },
  { text: "please look after my dog when i'm gone", crisis: true, kind: 'goodbye' },
  {
    text: "it's been nice knowing you all. see you on the other side 🕊️",
    crisis: true,
    kind: 'goodbye',
  },
  {
    text: "Sorry for dumping all this on you again. I know I keep saying things will get better but I've kind of stopped believing it. I've been sorting things out this week so no one has to deal with my mess later. It's fine. I'm fine. Everyone will be better off soon anyway.",
    crisis: true,
    kind: 'goodbye',
  },

  // ── method seeking (crisis) — questions only, no details ──────────────────────
  { text: 'how many pills would it take to not wake up', crisis: true, kind: 'method' },
  { text: "what's the lethal dose of my antidepressants?", crisis: true, kind: 'method' },
  { text: "what's the tallest bridge near me? asking for reasons", crisis: true, kind: 'method' },
  { text: "what's the most painless way to die", crisis: true, kind: 'method' },
  {
    text: "where can i get a gun without a licence, it's just for me",
    crisis: true,
    kind: 'method',
  },
  { text: 'how high does a fall need to be to definitely be fatal?', crisis: true, kind: 'method' },
  {
    text: "been researching how many pills it'd take. just curious really",
    crisis: true,
    kind: 'method',
  },
  { text: 'can you overdose on sleeping tablets? asking for me', crisis: true, kind: 'method' },
  {
    text: 'which household stuff is poisonous enough to kill a person',
    crisis: true,
    kind: 'method',
  },
  {
    text: 'is the top floor of the carpark at work locked at night? I need to get up there alone',
    crisis: true,
    kind: 'method',
  },
  { text: "quickest way to end it that won't hurt?", crisis: true, kind: 'method' },
  {
    text: "how many of my mum's heart tablets would it take to stop a heart",
    crisis: true,
    kind: 'method',
  },
  { text: 'if i took all my meds at once would i die', crisis: true, kind: 'method' },
  {
    text: "what's the best way to make it look like an accident so my family gets the insurance",
    crisis: true,
    kind: 'method',
  },

  // ── self-harm (crisis) ────────────────────────────────────────────────────────
  { text: 'I cut again last night', crisis: true, kind: 'self-harm' },
  { text: 'relapsed after 40 days clean of sh 😔', crisis: true, kind: 'self-harm' },
  { text: "I've started burning myself again when it gets bad", crisis: true, kind: 'self-harm' },
  { text: 'i hit myself until it hurts when i get like this', crisis: true, kind: 'self-harm' },
  { text: 'the urge to cut is so strong tonight', crisis: true, kind: 'self-harm' },
  {
    text: 'wearing long sleeves in summer again so no one sees my arms',
    crisis: true,
    kind: 'self-harm',
  },
  {
    text: "I scratch my skin until it bleeds, it's the only thing that helps",
    crisis: true,
    kind: 'self-harm',
  },
  {
    text: "broke my streak. 3 months without hurting myself and now it's back to day 0",
    crisis: true,
    kind: 'self-harm',
  },
  { text: 'i deserve the pain so i do it to myself', crisis: true, kind: 'self-harm' },
  {
    text: 'I keep punching walls on purpose till my knuckles bleed',
    crisis: true,
    kind: 'self-harm',
  },
  { text: "sh urges are back and i can't stop thinking about it", crisis: true, kind: 'self-harm' },
  {
    text: "starving myself as punishment cos I don't deserve to eat",
    crisis: true,
    kind: 'self-harm',
  },
  {
    text: "I hurt myself again, I'm sorry, I know I promised I wouldn't",
    crisis: true,
    kind: 'self-harm',
  },
  {
    text: "new marks on my legs this morning and I don't know how to stop doing it",
    crisis: true,
    kind: 'self-harm',
  },

  // ── harm to others (crisis) ───────────────────────────────────────────────────
  { text: 'I want to hurt him so badly he never forgets it', crisis: true, kind: 'harm-to-others' },
  { text: "I'm going to bring a knife to school tomorrow", crisis: true, kind: 'harm-to-others' },
  {
    text: "if my stepdad touches mum again i'm going to kill him, i mean it",
    crisis: true,
    kind: 'harm-to-others',
  },
  {
    text: "i've been thinking about how to make them all pay. they'll see on monday",
    crisis: true,
    kind: 'harm-to-others',
  },
  {
    text: "I know where he lives and I'm going over there tonight to sort him out properly",
    crisis: true,
    kind: 'harm-to-others',
  },
  {
    text: "I'm scared I'm going to seriously hurt someone, the rage keeps getting worse",
    crisis: true,
    kind: 'harm-to-others',
  },
  {
    text: "gonna take dad's gun to the party and show them all",
    crisis: true,
    kind: 'harm-to-others',
  },
  {
    text: "If he says one more thing I'm going to stab him. Not joking this time.",
    crisis: true,
    kind: 'harm-to-others',
  },
  {
    text: "I've been following her home. she needs to learn what happens when you cross me",
    crisis: true,
    kind: 'harm-to-others',
  },
  { text: "I want him dead and I'm going to do it myself", crisis: true, kind: 'harm-to-others' },
  {
    text: "the kids in my class are going to get what's coming, I've been planning it for weeks",
    crisis: true,
    kind: 'harm-to-others',
  },
  {
    text: "my ex is going to regret leaving. I've already worked out when she gets home alone",
    crisis: true,
    kind: 'harm-to-others',
  },
  {
    text: "lost it and shook the baby really hard when she wouldn't stop crying, I'm scared I'll do it again",
    crisis: true,
    kind: 'harm-to-others',
  },

  // ── harm from others (crisis) ─────────────────────────────────────────────────
  {
    text: "my partner hits me and says he'll kill me if I leave",
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: "he choked me last night and I'm scared to go home",
    crisis: true,
    kind: 'harm-from-others',
  },
  { text: "my dad said if I tell anyone he'll hurt me", crisis: true, kind: 'harm-from-others' },
  {
    text: "my ex keeps turning up at my work and said I'll regret it. I'm terrified",
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: 'husband takes my phone and locks me in the house. last night he threatened me with a knife',
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: "there's a guy in my year who said he'll stab me after school",
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: 'my boyfriend pushed me down the stairs and told everyone I fell',
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: "mum's new boyfriend comes into my room at night and I don't feel safe",
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: "someone's been threatening to kill me online and they know my address",
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: "my girlfriend says she'll hurt me if I ever leave, and she's done it before",
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: "hiding in the bathroom rn, he's smashing things and said I'm next",
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: 'my carer takes my pension and hits me when I complain',
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: "getting beaten up at school every day and they said next time they'll bring a knife",
    crisis: true,
    kind: 'harm-from-others',
  },
  {
    text: 'my flatmate came at me with a knife tonight. sleeping in my car',
    crisis: true,
    kind: 'harm-from-others',
  },

  // ── hyperbole (not crisis) ────────────────────────────────────────────────────
  { text: 'this homework is killing me', crisis: false, kind: 'hyperbole' },
  { text: 'I could kill for a coffee right now ☕', crisis: false, kind: 'hyperbole' },
  { text: "I'm dying to see that film", crisis: false, kind: 'hyperbole' },
  { text: 'that joke killed me 😂', crisis: false, kind: 'hyperbole' },
  { text: 'my feet are killing me after that double shift', crisis: false, kind: 'hyperbole' },
  {
    text: "if I have to sit through one more meeting I'll literally die lol",
    crisis: false,
    kind: 'hyperbole',
  },
  {
    text: "mum's gonna kill me, I dented the car reversing out of the driveway",
    crisis: false,
    kind: 'hyperbole',
  },
  { text: "I'm dead 💀💀 that video", crisis: false, kind: 'hyperbole' },
  { text: 'absolutely smashed my exam, I killed it', crisis: false, kind: 'hyperbole' },
  { text: 'this heat is actually going to be the death of me', crisis: false, kind: 'hyperbole' },
  {
    text: 'I nearly died of embarrassment when I tripped going up on stage',
    crisis: false,
    kind: 'hyperbole',
  },
  {
    text: "I'd rather die than wear matching jumpers with my brother at Christmas",
    crisis: false,
    kind: 'hyperbole',
  },
  {
    text: "shoot me now, it's another two hours of spreadsheets",
    crisis: false,
    kind: 'hyperbole',
  },
  { text: "I'm going to murder this burger", crisis: false, kind: 'hyperbole' },
  { text: "she's going to kill it at the audition tomorrow!!", crisis: false, kind: 'hyperbole' },
  {
    text: "my legs are dead after leg day, can't walk down stairs",
    crisis: false,
    kind: 'hyperbole',
  },
  { text: "my boss is going to kill me, I'm late again 😅", crisis: false, kind: 'hyperbole' },

  // ── negation / resolved (not crisis) ──────────────────────────────────────────
  { text: "I'm not suicidal, just tired", crisis: false, kind: 'negation' },
  { text: 'I would never hurt myself', crisis: false, kind: 'negation' },
  {
    text: "to be clear, I'm not going to do anything stupid, I just need to vent",
    crisis: false,
    kind: 'negation',
  },
  {
    text: "i don't want to die, i just want this week to be over",
    crisis: false,
    kind: 'negation',
  },
  { text: 'no thoughts of self-harm, just super flat today', crisis: false, kind: 'negation' },
  {
    text: "I used to self-harm but I'm 2 years clean now and doing really well",
    crisis: false,
    kind: 'negation',
  },
  {
    text: "I'm not going to kill myself, don't worry, I'm just really frustrated",
    crisis: false,
    kind: 'negation',
  },
  {
    text: 'never once thought about ending it, even when things were at their worst',
    crisis: false,
    kind: 'negation',
  },
  { text: "don't panic lol I'm not in danger, I'm just sad", crisis: false, kind: 'negation' },
  {
    text: "I'm not going to hurt anyone, I'm just angry and needed to type it out",
    crisis: false,
    kind: 'negation',
  },
  {
    text: "my therapist asked if I've had suicidal thoughts and honestly I haven't, which felt good to say",
    crisis: false,
    kind: 'negation',
  },
  { text: 'nope, no urges to cut today 💪', crisis: false, kind: 'negation' },
  {
    text: "I'm not saying goodbye forever, just taking a break from socials for a month",
    crisis: false,
    kind: 'negation',
  },
  { text: "i'd never leave my kids, no matter how hard it gets", crisis: false, kind: 'negation' },
  {
    text: 'not that I want to die or anything, but I really need a holiday',
    crisis: false,
    kind: 'negation',
  },
  {
    text: "he doesn't hit me or anything, we just argue a lot about money",
    crisis: false,
    kind: 'negation',
  },

  // ── ordinary distress (not crisis) ────────────────────────────────────────────
  { text: 'I feel really sad and lonely today', crisis: false, kind: 'distress' },
  { text: 'work is overwhelming', crisis: false, kind: 'distress' },
  { text: 'I cried all evening', crisis: false, kind: 'distress' },
  { text: "I'm so angry at my boss", crisis: false, kind: 'distress' },
  {
    text: 'everything feels heavy at the moment and i can barely get out of bed',
    crisis: false,
    kind: 'distress',
  },
  { text: 'I feel like such a failure after that exam', crisis: false, kind: 'distress' },
  { text: 'miss my nan so much, the funeral was today', crisis: false, kind: 'distress' },
  {
    text: "anxiety is through the roof, my chest is tight and I can't focus on anything",
    crisis: false,
    kind: 'distress',
  },
  { text: 'i hate myself for how i spoke to my sister earlier', crisis: false, kind: 'distress' },
  {
    text: "I'm exhausted. Like bone-deep tired. I just want to sleep for a week",
    crisis: false,
    kind: 'distress',
  },
  {
    text: 'nobody texted me back all weekend and I feel invisible',
    crisis: false,
    kind: 'distress',
  },
  { text: "I'm so done with this semester", crisis: false, kind: 'distress' },
  {
    text: 'I just want to disappear for a bit, like a cabin somewhere with no wifi',
    crisis: false,
    kind: 'distress',
  },
  { text: 'got dumped over text. feeling numb tbh 😶', crisis: false, kind: 'distress' },
  {
    text: "money stress is keeping me up at night, rent's gone up again",
    crisis: false,
    kind: 'distress',
  },
  {
    text: "so lonely since moving to Brisbane, I don't know a single person here",
    crisis: false,
    kind: 'distress',
  },
  {
    text: 'had a panic attack on the tube this morning. shaky all day',
    crisis: false,
    kind: 'distress',
  },
  {
    text: 'Today was rough. My manager tore apart my report in front of everyone, then I missed the bus, then I got home and the flat was a mess. I just sat on the floor and cried for a bit. Going to have a shower and an early night.',
    crisis: false,
    kind: 'distress',
  },

  // ── third party / educational (not crisis) ────────────────────────────────────
  { text: "I'm reading a book about suicide prevention", crisis: false, kind: 'third-party' },
  { text: 'how can I support a friend who self-harms', crisis: false, kind: 'third-party' },
  {
    text: "my best mate told me he's been having suicidal thoughts, what should I say to him?",
    crisis: false,
    kind: 'third-party',
  },
  {
    text: 'we had a suicide awareness talk at school today, it was actually really good',
    crisis: false,
    kind: 'third-party',
  },
  {
    text: 'my uncle died by suicide ten years ago and the anniversary is coming up',
    crisis: false,
    kind: 'third-party',
  },
  {
    text: 'doing my psych essay on self-harm in teenagers, any good sources?',
    crisis: false,
    kind: 'third-party',
  },
  {
    text: "I'm a nurse and we had an overdose come in on my shift today, it's stuck with me",
    crisis: false,
    kind: 'third-party',
  },
  {
    text: 'my Lifeline volunteer training starts next week, bit nervous',
    crisis: false,
    kind: 'third-party',
  },
  {
    text: "my sister used to cut and I never noticed. she's fine now but I still feel guilty",
    crisis: false,
    kind: 'third-party',
  },
  {
    text: 'what are the warning signs that someone might be suicidal?',
    crisis: false,
    kind: 'third-party',
  },
  {
    text: 'revising overdose management for my pharmacology exam, so many antidotes to memorise',
    crisis: false,
    kind: 'third-party',
  },
  {
    text: "my friend posted a goodbye message on insta and I've called 000, what else should I do?",
    crisis: false,
    kind: 'third-party',
  },
  {
    text: "my neighbour's husband yells at her a lot, should I say something?",
    crisis: false,
    kind: 'third-party',
  },
  {
    text: 'my coworker mentioned her ex used to hit her, how do I be there for her',
    crisis: false,
    kind: 'third-party',
  },
  {
    text: "my mate keeps saying 'kms' as a joke and it's starting to worry me",
    crisis: false,
    kind: 'third-party',
  },
  {
    text: 'how do I talk to my teenager about the self-harm videos going round at her school?',
    crisis: false,
    kind: 'third-party',
  },

  // ── games / media (not crisis) ────────────────────────────────────────────────
  { text: 'I killed the final boss', crisis: false, kind: 'media' },
  {
    text: "finally beat the boss that's been killing me for three days 🎮",
    crisis: false,
    kind: 'media',
  },
  { text: 'rewatching 13 Reasons Why, forgot how heavy it gets', crisis: false, kind: 'media' },
  { text: 'my character died in the raid and I lost all my loot 😭', crisis: false, kind: 'media' },
  {
    text: "the youtuber said 'unalive' instead of killed because of the algorithm, so silly",
    crisis: false,
    kind: 'media',
  },
  {
    text: "reading a murder mystery where the butler's suspected of poisoning the whole family",
    crisis: false,
    kind: 'media',
  },
  {
    text: "they killed off my favourite character in the finale and I'm not ok 😭",
    crisis: false,
    kind: 'media',
  },
  { text: 'was the impostor in among us and killed everyone lol', crisis: false, kind: 'media' },
  {
    text: 'watched a documentary about a man who survived a jump from a bridge, really moving',
    crisis: false,
    kind: 'media',
  },
  {
    text: 'Romeo and Juliet essay due Friday, why did they both have to die',
    crisis: false,
    kind: 'media',
  },
  {
    text: "the new Hamlet production was amazing, 'to be or not to be' gave me chills",
    crisis: false,
    kind: 'media',
  },
  {
    text: 'true crime podcast about a stabbing in Melbourne kept me up all night',
    crisis: false,
    kind: 'media',
  },
  { text: 'got headshot by some 12 year old in CoD, brutal', crisis: false, kind: 'media' },
  {
    text: 'in D&D tonight my paladin sacrificed himself to save the party 🥲',
    crisis: false,
    kind: 'media',
  },
  {
    text: "that song 'Goodbye Yellow Brick Road' has been stuck in my head all day",
    crisis: false,
    kind: 'media',
  },
  {
    text: 'my sims drowned because I deleted the pool ladder whoops',
    crisis: false,
    kind: 'media',
  },

  // ── everyday near-misses (not crisis) ─────────────────────────────────────────
  { text: 'ran 5 kms this morning before work!', crisis: false, kind: 'everyday' },
  { text: 'I cut my finger chopping onions 🔪', crisis: false, kind: 'everyday' },
  { text: 'burnt myself on the oven tray, ouch', crisis: false, kind: 'everyday' },
  { text: 'goodbye for now, see you tomorrow Mood Friend!', crisis: false, kind: 'everyday' },
  {
    text: 'giving away my old clothes to the op shop this weekend',
    crisis: false,
    kind: 'everyday',
  },
  {
    text: 'saying goodbye to everyone at work on Friday, moving to Perth for the new job!',
    crisis: false,
    kind: 'everyday',
  },
  {
    text: 'we updated our wills after buying the house, very grown up of us',
    crisis: false,
    kind: 'everyday',
  },
  {
    text: "what's the max dose of ibuprofen I can safely take for a headache?",
    crisis: false,
    kind: 'everyday',
  },
  {
    text: 'how tall is the Sydney Harbour Bridge? settling a bet',
    crisis: false,
    kind: 'everyday',
  },
  { text: 'cut my own fringe and I regret everything lol', crisis: false, kind: 'everyday' },
  { text: "I'm cutting sugar out for a month", crisis: false, kind: 'everyday' },
  { text: 'got sunburnt at the beach, my shoulders are on fire', crisis: false, kind: 'everyday' },
  { text: 'my cat attacks my ankles every single morning lol', crisis: false, kind: 'everyday' },
  {
    text: "rehoming my rabbit because the new flat doesn't allow pets, sad but she's going to a lovely family",
    crisis: false,
    kind: 'everyday',
  },
  { text: 'finally put all my passwords into a password manager', crisis: false, kind: 'everyday' },
  {
    text: "the bridge on my commute is closed for repairs so I'll be late all week",
    crisis: false,
    kind: 'everyday',
  },
  { text: 'my doctor upped my sertraline dose, hoping it helps', crisis: false, kind: 'everyday' },
  { text: 'slept 10 hours and woke up feeling amazing 🌞', crisis: false, kind: 'everyday' },
];
