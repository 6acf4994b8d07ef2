/** A blind set: written apart from the detector and never used to tune it. Its figures are the honest ones. */
export type BlindCase = { text: string; crisis: boolean; kind: string };

export const CRISIS_BLIND_CASES: readonly BlindCase[] = [
  // ---------------------------------------------------------------- crisis: explicit
  { text: "i don't want to be alive anymore and i've started thinking about actually doing something about it", crisis: true, kind: 'explicit' },
  { text: "Honestly I'm going to take my own life this weekend. I've made my decision.", crisis: true, kind: 'explicit' },
  { text: 'been planning how to end my life for a couple of weeks now, just waiting for the right night', crisis: true, kind: 'explicit' },
  { text: "I'm suicidal. Not in a dramatic way, just this quiet certainty that I'm going to go through with it soon", crisis: true, kind: 'explicit' },
  { text: 'tonight is the night i stop living. sorry', crisis: true, kind: 'explicit' },
  { text: "The thoughts about ending my own life are getting louder every day and I don't think I can hold out much longer", crisis: true, kind: 'explicit' },
  { text: "I'd rather be dead than face tomorrow, and I mean that literally, not as a figure of speech", crisis: true, kind: 'explicit' },
  { text: 'Suicide has been on my mind all day and now I have a plan', crisis: true, kind: 'explicit' },
  { text: "I'm going to end my life. I just wanted someone, even an app, to know before I do", crisis: true, kind: 'explicit' },

  // ---------------------------------------------------------------- crisis: coded
  { text: "gonna top myself tbh, can't be arsed with any of it anymore", crisis: true, kind: 'coded' },
  { text: 'might just unalive myself lol. not even joking this time', crisis: true, kind: 'coded' },
  { text: 'I just want to go to sleep and never wake up. like permanently, not a nap', crisis: true, kind: 'coded' },
  { text: "kms fr fr no cap i'm so done", crisis: true, kind: 'coded' },
  { text: 'thinking about checking out early. for good. no one would even notice the gap', crisis: true, kind: 'coded' },
  { text: "I won't be a problem for anyone much longer, I've sorted that out in my head", crisis: true, kind: 'coded' },
  { text: "Soon I'll be with Nan again. Not long now 🕊️", crisis: true, kind: 'coded' },
  { text: "what's the point in sticking around. reckon I've done my time here", crisis: true, kind: 'coded' },
  { text: 'sewer slide is looking real tempting rn ngl', crisis: true, kind: 'coded' },

  // ---------------------------------------------------------------- crisis: goodbye
  { text: 'Thanks for everything, this app helped for a while. This is my last entry. Goodbye.', crisis: true, kind: 'goodbye' },
  { text: "I've written letters for mum and my sister and left them on my desk. Just wanted to say it somewhere.", crisis: true, kind: 'goodbye' },
  { text: "gave my guitar to my cousin and the cat to next door today. feels peaceful knowing they're sorted before I go", crisis: true, kind: 'goodbye' },
  { text: "Sorted my will, deleted my socials, paid back what I owed. Everything's tidy for when I'm gone", crisis: true, kind: 'goodbye' },
  { text: "if anyone reads this afterwards, please tell Priya it wasn't her fault", crisis: true, kind: 'goodbye' },
  { text: "Goodbye everyone. I love you all but I'm finished being here", crisis: true, kind: 'goodbye' },
  { text: "last mood note ever. mood: calm, finally. won't be needing this anymore", crisis: true, kind: 'goodbye' },
  { text: "told my best friend my laptop password and who gets which of my things. she thinks I'm just being organised", crisis: true, kind: 'goodbye' },
  { text: "Just rang Dad to tell him I love him one last time. He doesn't know it's the last time.", crisis: true, kind: 'goodbye' },

  // ---------------------------------------------------------------- crisis: method (questions only)
  { text: "what's the least painful way to die?", crisis: true, kind: 'method' },
  { text: 'how long would it take before someone found me if I went through with it', crisis: true, kind: 'method' },
  { text: "which way of doing it is most certain? I don't want to wake up in a hospital bed", crisis: true, kind: 'method' },
  { text: 'is there a way to make it look like an accident so my family still gets the insurance?', crisis: true, kind: 'method' },
  { text: 'does it hurt much, doing it? asking for myself', crisis: true, kind: 'method' },
  { text: 'how do people manage it without anyone being able to stop them in time?', crisis: true, kind: 'method' },
  { text: "what's the quickest way to go, I just want it over fast", crisis: true, kind: 'method' },
  { text: 'could I make it happen in my sleep somehow? how would I even go about that', crisis: true, kind: 'method' },

  // ---------------------------------------------------------------- crisis: self-harm
  { text: "cut again tonight, third time this week. it's the only thing that makes the noise stop", crisis: true, kind: 'self-harm' },
  { text: "I've been hurting myself whenever things get bad and I can't stop", crisis: true, kind: 'self-harm' },
  { text: 'burned my arm on purpose after the argument. wearing long sleeves so no one sees', crisis: true, kind: 'self-harm' },
  { text: 'relapsed after 4 months clean from sh 😞 and the urge is still there right now', crisis: true, kind: 'self-harm' },
  { text: "I keep scratching until I bleed when I'm anxious and it's getting worse", crisis: true, kind: 'self-harm' },
  { text: "I'm sitting here trying not to hurt myself but the urge is winning", crisis: true, kind: 'self-harm' },
  { text: 'hit my head against the wall until it went numb. deserved it tbh', crisis: true, kind: 'self-harm' },
  { text: 'been punishing myself by not eating for days and hurting myself whenever I mess up', crisis: true, kind: 'self-harm' },
  { text: "sh urges are through the roof tonight, I don't trust myself alone", crisis: true, kind: 'self-harm' },

  // ---------------------------------------------------------------- crisis: harm-to-others
  { text: "If my stepdad lays a hand on my mum again I'm going to hurt him badly. I mean it.", crisis: true, kind: 'harm-to-others' },
  { text: "been working out how to get back at the kids who bully me. like really get them. they'll be sorry", crisis: true, kind: 'harm-to-others' },
  { text: "I'm scared I'm going to hurt my baby. I get these urges when she won't stop crying", crisis: true, kind: 'harm-to-others' },
  { text: 'my ex is going to pay for what she did. I found out where she lives now', crisis: true, kind: 'harm-to-others' },
  { text: "sometimes I want to make everyone at work suffer the way I have. I've been planning what I'd do", crisis: true, kind: 'harm-to-others' },
  { text: "lost my temper and shook my toddler yesterday. I'm terrified I'll do it again", crisis: true, kind: 'harm-to-others' },
  { text: 'if that guy shows up at my door again I swear I will put him in hospital', crisis: true, kind: 'harm-to-others' },
  { text: 'when I go I want to take a few of them down with me', crisis: true, kind: 'harm-to-others' },

  // ---------------------------------------------------------------- crisis: harm-from-others
  { text: "my partner hit me again last night and said next time will be worse. i don't know where to go", crisis: true, kind: 'harm-from-others' },
  { text: "He took my phone and won't let me leave the house. I'm typing this on my tablet while he's asleep", crisis: true, kind: 'harm-from-others' },
  { text: "my dad gets drunk and hurts us, I'm scared to go home after school", crisis: true, kind: 'harm-from-others' },
  { text: "someone's been following me home and left a note saying they know where I live. im terrified", crisis: true, kind: 'harm-from-others' },
  { text: "my flatmate said he'll hurt me badly if I don't pay up by Friday and I think he means it", crisis: true, kind: 'harm-from-others' },
  { text: 'uncle keeps coming into my room at night and tells me not to tell anyone', crisis: true, kind: 'harm-from-others' },
  { text: "My husband says if I leave he'll kill me and the kids. I believe him.", crisis: true, kind: 'harm-from-others' },
  { text: "bf grabbed me by the throat during a fight and now I'm scared to be in the same room as him", crisis: true, kind: 'harm-from-others' },

  // ---------------------------------------------------------------- non-crisis: hyperbole
  { text: "if I have to sit through one more team meeting I'm going to lose my mind lol", crisis: false, kind: 'hyperbole' },
  { text: 'this traffic is actually going to be the death of me 😩', crisis: false, kind: 'hyperbole' },
  { text: 'I could literally murder a kebab right now', crisis: false, kind: 'hyperbole' },
  { text: "my sister nicked my straightener AGAIN without asking, I'm going to throttle her 😂", crisis: false, kind: 'hyperbole' },
  { text: 'Monday mornings make me want to crawl into a hole and disappear for a century', crisis: false, kind: 'hyperbole' },
  { text: "that exam was brutal, I'm dead. absolutely deceased 💀", crisis: false, kind: 'hyperbole' },
  { text: "Bro I'd rather die than wear matching outfits to the party", crisis: false, kind: 'hyperbole' },
  { text: "my feet are absolutely wrecked, I'm done for after that 12 hour shift", crisis: false, kind: 'hyperbole' },
  { text: "if the Black Caps lose the final again I'm moving to Mars and never coming back", crisis: false, kind: 'hyperbole' },
  { text: 'laughed so hard at that meme I nearly carked it', crisis: false, kind: 'hyperbole' },

  // ---------------------------------------------------------------- non-crisis: negation
  { text: "I'm not suicidal or anything, just really tired and need a proper holiday", crisis: false, kind: 'negation' },
  { text: "Had a rough week but I'd never hurt myself, I've got too much to live for", crisis: false, kind: 'negation' },
  { text: "My counsellor asked if I'd had thoughts of harming myself and honestly the answer was no, which feels like progress", crisis: false, kind: 'negation' },
  { text: 'no thoughts of ending things, just feeling a bit flat today', crisis: false, kind: 'negation' },
  { text: "I used to self-harm as a teenager but I've been free of it for 8 years and don't get urges anymore", crisis: false, kind: 'negation' },
  { text: "Don't worry, I'm safe. Just needed to vent about my boss", crisis: false, kind: 'negation' },
  { text: "I'm furious with him but I'd never lay a finger on him, I just need to cool off", crisis: false, kind: 'negation' },
  { text: "the thoughts about not being here went away after I started meds last year and they haven't come back", crisis: false, kind: 'negation' },
  { text: 'not in any danger, just lonely since moving to Leeds', crisis: false, kind: 'negation' },
  { text: 'Zero urge to hurt anyone, despite what my face looks like in traffic 😅', crisis: false, kind: 'negation' },

  // ---------------------------------------------------------------- non-crisis: third-party
  { text: "my best mate told me he's been thinking about suicide, how do I support him?", crisis: false, kind: 'third-party' },
  { text: 'Reading a paper on self-harm prevention in adolescents for my psych degree', crisis: false, kind: 'third-party' },
  { text: "news said a teenager in our town took his own life. I didn't know him but it's shaken everyone up", crisis: false, kind: 'third-party' },
  { text: "my daughter's friend has been cutting, should I tell her parents?", crisis: false, kind: 'third-party' },
  { text: "My brother is abusive to his wife and I don't know how to help her", crisis: false, kind: 'third-party' },
  { text: 'starting as a volunteer on a crisis line next month, bit nervous about the training', crisis: false, kind: 'third-party' },
  { text: 'we covered domestic violence stats in my social work lecture today, heavy stuff', crisis: false, kind: 'third-party' },
  { text: "my grandad said he's 'ready to go' at 94 and it made me sad, though he seems at peace with it", crisis: false, kind: 'third-party' },
  { text: "colleague posted something really dark on Facebook last night, I messaged her and her husband is with her now", crisis: false, kind: 'third-party' },
  { text: 'Watching my aunty go through chemo is so hard, she keeps saying she is tired of fighting', crisis: false, kind: 'third-party' },

  // ---------------------------------------------------------------- non-crisis: media
  { text: 'finally beat the final boss in Elden Ring after dying like 200 times', crisis: false, kind: 'media' },
  { text: 'the season finale where she sacrifices herself to save the crew had me sobbing', crisis: false, kind: 'media' },
  { text: "got 'Adam's Song' on repeat today, such a sad track but it's a classic", crisis: false, kind: 'media' },
  { text: 'reading Anna Karenina for book club and the ending is so bleak', crisis: false, kind: 'media' },
  { text: "my character in DnD got murdered by a goblin and I'm still salty", crisis: false, kind: 'media' },
  { text: "this true crime podcast about the poisoner is so gripping, can't stop listening", crisis: false, kind: 'media' },
  { text: 'doing Romeo and Juliet for GCSE English, why do they both die over a misunderstanding lol', crisis: false, kind: 'media' },
  { text: "blew myself up with my own grenade in CoD again, my squad won't let me live it down 😂", crisis: false, kind: 'media' },
  { text: 'Tried explaining the plot of 13 Reasons Why to my mum and she was horrified', crisis: false, kind: 'media' },
  { text: "the villain's monologue about burning the whole city down was chef's kiss", crisis: false, kind: 'media' },

  // ---------------------------------------------------------------- non-crisis: distress
  { text: 'feeling so low since the breakup, cried on the bus today', crisis: false, kind: 'distress' },
  { text: 'Mum passed three weeks ago and I still reach for my phone to call her', crisis: false, kind: 'distress' },
  { text: "I'm so anxious about my visa interview I can't eat", crisis: false, kind: 'distress' },
  { text: "absolutely fuming at my landlord, he's kept my whole bond for no reason", crisis: false, kind: 'distress' },
  { text: "everything feels grey lately and I don't enjoy things like I used to. going to book a GP appointment", crisis: false, kind: 'distress' },
  { text: 'lost my job today. scared about rent and feel like such a failure', crisis: false, kind: 'distress' },
  { text: 'my dog died this morning. the house is so quiet', crisis: false, kind: 'distress' },
  { text: "had a panic attack in the middle of the shopping centre, so embarrassing. I'm home now", crisis: false, kind: 'distress' },
  { text: 'sometimes I feel like nobody really gets me, not even my family', crisis: false, kind: 'distress' },
  { text: 'exam results were terrible yaar, my parents will be so disappointed', crisis: false, kind: 'distress' },

  // ---------------------------------------------------------------- non-crisis: everyday
  { text: 'how long do I cook chicken thighs in the air fryer?', crisis: false, kind: 'everyday' },
  { text: 'Cut my finger chopping onions lol, plaster on, back to it', crisis: false, kind: 'everyday' },
  { text: 'Moving house Saturday, need to give away my old sofa to someone who can collect it', crisis: false, kind: 'everyday' },
  { text: "vet appointment for the cat tomorrow, she's getting her teeth done", crisis: false, kind: 'everyday' },
  { text: 'blood test at 9 tomorrow, have to fast from midnight ugh', crisis: false, kind: 'everyday' },
  { text: 'killed it at netball tonight, 12 goals 🏐', crisis: false, kind: 'everyday' },
  { text: 'gotta hang the new shelves this arvo, where did I put the drill', crisis: false, kind: 'everyday' },
  { text: 'Saying goodbye to my flatmates today, moving back to Chennai for the new job! Giving away all my plants', crisis: false, kind: 'everyday' },
  { text: "Dentist is pulling my wisdom tooth Thursday, any tips for the pain afterwards?", crisis: false, kind: 'everyday' },
  { text: "putting the old dog bed out for the council pickup, she's got a new one", crisis: false, kind: 'everyday' },
];
