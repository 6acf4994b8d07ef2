/**
 * A second labelled set, written apart from the detector. Measured blind first (recall 56%, false
 * positives 6%), then used to broaden the rules, so it is now tuning data; crisis-blind-cases.ts is
 * the set that stays unseen.
 */
export type HoldoutCase = { text: string; crisis: boolean; kind: string };
export const CRISIS_HOLDOUT_CASES: readonly HoldoutCase[] = [
  // ---------------------------------------------------------------------------
  // crisis: true
  // ---------------------------------------------------------------------------

  // explicit
  { text: "i just want to die. im so tired of everything", crisis: true, kind: "explicit" },
  { text: "been having suicidal thoughts again most nights this week", crisis: true, kind: "explicit" },
  { text: "honestly i don't want to be alive anymore", crisis: true, kind: "explicit" },
  { text: "I keep thinking about killing myself and it's starting to scare me", crisis: true, kind: "explicit" },
  { text: "wish i could just go to sleep and never wake up tbh", crisis: true, kind: "explicit" },
  { text: "im going to end my life. ive made up my mind", crisis: true, kind: "explicit" },
  { text: "Mood: 1/10. I've been planning to take my own life and I've picked a date. Nobody knows.", crisis: true, kind: "explicit" },
  { text: "life isnt worth living anymore, i want it all to stop for good", crisis: true, kind: "explicit" },

  // coded
  { text: "lowkey been thinking about unaliving myself ngl", crisis: true, kind: "coded" },
  { text: "kms fr this time. not even joking", crisis: true, kind: "coded" },
  { text: "don't stress about my exam results, I won't be around to see them anyway", crisis: true, kind: "coded" },
  { text: "i'm just a burden. they'd all be better off without me", crisis: true, kind: "coded" },
  { text: "everyone would be happier if i just disappeared. permanently", crisis: true, kind: "coded" },
  { text: "sewerslide thoughts again 🙃 can't shake them today", crisis: true, kind: "coded" },
  { text: "won't be anyone's problem for much longer", crisis: true, kind: "coded" },
  { text: "thinking about ctb tonight. just want to catch the bus and be done", crisis: true, kind: "coded" },

  // goodbye
  { text: "this is my last entry. thank you for listening all these months. goodbye", crisis: true, kind: "goodbye" },
  { text: "gave my guitar and my cat to my sister today. won't be needing them where i'm going", crisis: true, kind: "goodbye" },
  { text: "if anything happens please look after the kids for me. tell them mummy loves them", crisis: true, kind: "goodbye" },
  { text: "wrote letters for everyone, they're in the top drawer. sorry for everything", crisis: true, kind: "goodbye" },
  { text: "just wanted to say bye to someone before i go. you've been nicer to me than most people", crisis: true, kind: "goodbye" },
  { text: "cancelled my phone contract, paid off what i owe and sorted my affairs. i'm ready now", crisis: true, kind: "goodbye" },
  { text: "tell mum it wasnt her fault. im done x", crisis: true, kind: "goodbye" },

  // method (questions only, no details)
  { text: "how many of my pills would it take to not wake up?", crisis: true, kind: "method" },
  { text: "how high does a bridge have to be for the fall to kill you", crisis: true, kind: "method" },
  { text: "whats the most painless way to die", crisis: true, kind: "method" },
  { text: "what's the quickest way to end it all", crisis: true, kind: "method" },
  { text: "how much of my meds would count as a lethal dose? asking for me", crisis: true, kind: "method" },
  { text: "where's somewhere high i could go where no one would stop me", crisis: true, kind: "method" },
  { text: "what would be the surest way so i don't stuff it up again", crisis: true, kind: "method" },

  // self-harm
  { text: "i cut myself again last night. i'd been clean for 3 months 😞", crisis: true, kind: "self-harm" },
  { text: "the urge to self harm is really strong right now", crisis: true, kind: "self-harm" },
  { text: "burned my arm with a lighter on purpose. idk why i keep doing it", crisis: true, kind: "self-harm" },
  { text: "i keep hitting myself when i get like this and i did it again today", crisis: true, kind: "self-harm" },
  { text: "i need to hurt myself just to feel something", crisis: true, kind: "self-harm" },
  { text: "back to long sleeves in the middle of summer. relapsed 😔", crisis: true, kind: "self-harm" },
  { text: "sh urges are sooo bad tonight, cant stop thinking about it", crisis: true, kind: "self-harm" },

  // harm-to-others
  { text: "i swear i'm going to hurt him when he gets home tonight. i'm done", crisis: true, kind: "harm-to-others" },
  { text: "keep thinking about how i'd get back at my ex. she deserves to get hurt", crisis: true, kind: "harm-to-others" },
  { text: "sometimes i get so angry at the baby that i'm scared of what i might do to her", crisis: true, kind: "harm-to-others" },
  { text: "i know where he parks. tomorrow he's going to pay for what he did", crisis: true, kind: "harm-to-others" },
  { text: "i genuinely want to hurt my flatmate and i dont think i can stop myself next time", crisis: true, kind: "harm-to-others" },
  { text: "bringing something to school tomorrow so they finally stop laughing at me", crisis: true, kind: "harm-to-others" },

  // harm-from-others
  { text: "my husband hit me again last night and said he'll do worse if i tell anyone", crisis: true, kind: "harm-from-others" },
  { text: "i don't feel safe at home. my stepdad gets drunk and comes into my room", crisis: true, kind: "harm-from-others" },
  { text: "my partner checks my phone every night and threatened to kill me if i ever leave", crisis: true, kind: "harm-from-others" },
  { text: "dad threw a plate at me and mum said i deserved it. scared to go home after school", crisis: true, kind: "harm-from-others" },
  { text: "someone keeps following me home and left a note saying they know where i live", crisis: true, kind: "harm-from-others" },
  { text: "he locked me out of the house again without my phone, im hiding at the park", crisis: true, kind: "harm-from-others" },
  { text: "my ex keeps turning up at my work saying i'll regret it, and the police won't do anything", crisis: true, kind: "harm-from-others" },

  // ---------------------------------------------------------------------------
  // crisis: false (near-misses)
  // ---------------------------------------------------------------------------

  // hyperbole
  { text: "my boss is going to murder me if i'm late again lol", crisis: false, kind: "hyperbole" },
  { text: "dead tired after the double shift 😴", crisis: false, kind: "hyperbole" },
  { text: "i would literally die for those shoes", crisis: false, kind: "hyperbole" },
  { text: "this maths homework is killing me", crisis: false, kind: "hyperbole" },
  { text: "if i hear that song one more time i'm gonna kill someone 😂", crisis: false, kind: "hyperbole" },
  { text: "omg i'm dying 💀💀 that video", crisis: false, kind: "hyperbole" },
  { text: "stubbed my toe on the bed frame and wanted to die for a sec haha", crisis: false, kind: "hyperbole" },
  { text: "gonna kill my brother for eating my leftovers AGAIN", crisis: false, kind: "hyperbole" },
  { text: "the heat in brissie today is actually deadly, 38 degrees", crisis: false, kind: "hyperbole" },
  { text: "kill me now, they've moved the meeting to 5pm friday", crisis: false, kind: "hyperbole" },

  // negation
  { text: "i'm not thinking of hurting myself, i just need sleep", crisis: false, kind: "negation" },
  { text: "not suicidal or anything, just really flat today", crisis: false, kind: "negation" },
  { text: "to be clear i'm safe, i just needed to vent somewhere", crisis: false, kind: "negation" },
  { text: "i dont want to die, i just want this week to be over", crisis: false, kind: "negation" },
  { text: "haven't self harmed in 4 years and no urges today either, proud of that", crisis: false, kind: "negation" },
  { text: "GP asked if i'd had any thoughts of ending things and i could honestly say no", crisis: false, kind: "negation" },
  { text: "i'd never hurt my kids, i just needed a minute alone in the car to cry", crisis: false, kind: "negation" },
  { text: "not going to do anything stupid, promise, i'm just really angry at him", crisis: false, kind: "negation" },

  // third-party
  { text: "my best mate told me she's been having suicidal thoughts. how do i support her?", crisis: false, kind: "third-party" },
  { text: "worried about my brother, he keeps saying he doesnt want to be here. what should i say to him", crisis: false, kind: "third-party" },
  { text: "doing my psych essay on self-harm prevention in teens, so much reading", crisis: false, kind: "third-party" },
  { text: "saw on the news a man was attacked near the station in our town, feel shaken", crisis: false, kind: "third-party" },
  { text: "school sent a letter about a student who died by suicide. how do i talk to my daughter about it?", crisis: false, kind: "third-party" },
  { text: "first shift volunteering on the crisis line tonight, nervous but it feels good", crisis: false, kind: "third-party" },
  { text: "my neighbour's husband screams at her constantly, i think she might be in danger. should i call someone?", crisis: false, kind: "third-party" },
  { text: "my friend cuts herself and made me promise not to tell. i don't know what to do", crisis: false, kind: "third-party" },

  // media
  { text: "finally beat the final boss, only died like 40 times first 😤", crisis: false, kind: "media" },
  { text: "just finished 13 reasons why, that was heavy", crisis: false, kind: "media" },
  { text: "reading a murder mystery and i cannot put it down", crisis: false, kind: "media" },
  { text: "my character got killed off in d&d tonight, absolutely gutted", crisis: false, kind: "media" },
  { text: "watching true crime till 2am again, brain is fried", crisis: false, kind: "media" },
  { text: "that ending of the last of us had me sobbing", crisis: false, kind: "media" },
  { text: "headshot him from across the map lmaooo", crisis: false, kind: "media" },

  // distress
  { text: "feeling really low today and i don't even know why", crisis: false, kind: "distress" },
  { text: "so anxious about the job interview i couldnt eat anything", crisis: false, kind: "distress" },
  { text: "miss my nan so much. her funeral was last week and it still doesn't feel real", crisis: false, kind: "distress" },
  { text: "i'm so angry at my sister i could scream", crisis: false, kind: "distress" },
  { text: "cried in the work toilets again. everything feels like too much lately", crisis: false, kind: "distress" },
  { text: "panic attack on the train this morning, still shaky", crisis: false, kind: "distress" },
  { text: "we broke up. feels like my heart's been ripped out", crisis: false, kind: "distress" },
  { text: "failed my driving test for the third time, feel like such a failure", crisis: false, kind: "distress" },
  { text: "years ago i used to self harm but that's well behind me now. just a rough day at uni, nothing more", crisis: false, kind: "distress" },

  // everyday
  { text: "sliced my thumb chopping onions, plaster on and carry on 🧅", crisis: false, kind: "everyday" },
  { text: "got smashed in rugby today, bruises everywhere but we won", crisis: false, kind: "everyday" },
  { text: "said goodbye to our old house today. last walk through the empty rooms 🥲", crisis: false, kind: "everyday" },
  { text: "finally wrote our wills now the baby's here, feels very grown up", crisis: false, kind: "everyday" },
  { text: "doctor's switching my antidepressant, bit nervous about the side effects", crisis: false, kind: "everyday" },
  { text: "giving away all my old baby clothes to my cousin, sad but good", crisis: false, kind: "everyday" },
  { text: "last day at work, said bye to everyone. bring on the new job!", crisis: false, kind: "everyday" },
  { text: "taking our old dog to the vet to be put to sleep tomorrow 😢", crisis: false, kind: "everyday" },
];
