/**
 * Word classes for the detector: each word listed here also counts as its class, so the model
 * learns "I want to <death word>" once rather than once per synonym, and a word it has never
 * seen in training still counts when its class has. They are features the model weighs, not
 * rules: a class decides nothing on its own.
 */
const CLASSES: Record<string, string[]> = {
  death: ['die', 'died', 'dying', 'dead', 'death', 'suicide', 'suicidal', 'unalive', 'unalived', 'unaliving', 'kms', 'ctb', 'overdose', 'overdosed', 'od', 'oded', 'sewerslide', 'grave', 'funeral', 'coffin', '🪦', '⚰️', '💀'],
  harm: ['kill', 'killing', 'killed', 'murder', 'stab', 'stabbed', 'stabbing', 'shoot', 'shooting', 'shot', 'hurt', 'hurting', 'harm', 'harming', 'hit', 'hitting', 'hits', 'punch', 'punched', 'choke', 'choked', 'chokes', 'strangle', 'strangled', 'beat', 'beats', 'beating', 'slap', 'slapped', 'kick', 'kicked', 'attack', 'cut', 'cutting', 'cuts', 'burn', 'burning', 'bleed', 'bleeding'],
  self: ['myself', 'meself', 'me', 'my', 'mine'],
  i: ['i', 'im', 'ive', 'ill', 'id', 'imma'],
  other: ['he', 'she', 'they', 'him', 'her', 'them', 'his', 'hers', 'their', 'himself', 'herself', 'themselves'],
  kin: ['friend', 'friends', 'mate', 'bestie', 'bff', 'bf', 'gf', 'boyfriend', 'girlfriend', 'partner', 'husband', 'wife', 'son', 'daughter', 'brother', 'sister', 'mum', 'mom', 'mam', 'dad', 'father', 'mother', 'sibling', 'cousin', 'student', 'colleague', 'coworker', 'flatmate', 'roommate', 'kid', 'kids', 'child', 'teen', 'nan', 'grandma', 'grandpa', 'uncle', 'aunt', 'neighbour', 'neighbor'],
  neg: ['not', 'no', 'never', 'dont', 'didnt', 'doesnt', 'wont', 'wouldnt', 'cant', 'couldnt', 'isnt', 'arent', 'wasnt', 'nope', 'nah', 'without', 'havent'],
  intent: ['want', 'wanna', 'wish', 'wished', 'wishing', 'hope', 'ready', 'going', 'gonna', 'plan', 'planning', 'planned', 'decided', 'will', 'gotta', 'need'],
  means: ['pills', 'pill', 'tablets', 'meds', 'medication', 'medicine', 'packet', 'bottle', 'rope', 'noose', 'blade', 'blades', 'razor', 'knife', 'gun', 'bridge', 'cliff', 'roof', 'rooftop', 'ledge', 'tracks', 'train', 'poison', 'bleach', 'jump', 'jumping', 'jumped', 'drown', 'hang', 'hanging', 'belt', 'carpark'],
  time: ['tonight', 'tomorrow', 'today', 'now', 'soon', 'weekend', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'midnight', 'morning', 'later'],
  laugh: ['lol', 'lmao', 'lmfao', 'haha', 'hahaha', 'hah', 'jk', 'rofl', 'xd', '😂', '🤣', '😅', '😆', '😭'],
  story: ['book', 'novel', 'film', 'movie', 'show', 'series', 'episode', 'character', 'characters', 'game', 'boss', 'level', 'song', 'lyrics', 'story', 'chapter', 'play', 'season', 'anime', 'podcast', 'scene', 'villain', 'hero', 'match', 'round', 'team'],
  past: ['used', 'ago', 'years', 'months', 'recovery', 'recovered', 'clean', 'sober', 'anniversary', 'survived', 'survivor', 'since', 'once'],
  gone: ['gone', 'disappear', 'disappeared', 'vanish', 'forever', 'goodbye', 'bye', 'farewell', 'last', 'final', 'over', 'done', 'end', 'ending', 'ended'],
  low: ['sad', 'down', 'low', 'lonely', 'alone', 'hopeless', 'worthless', 'empty', 'numb', 'pointless', 'burden', 'useless', 'trapped', 'tired', 'exhausted', 'broken'],
  ask: ['how', 'what', 'which', 'where', 'when', 'can', 'could', 'would', 'is', 'does'],
  amount: ['many', 'much', 'enough', 'high', 'tall', 'long', 'fast', 'quick', 'quickest', 'painless', 'lethal', 'fatal', 'deadly'],
};

const CLASS_OF = new Map<string, string>();
for (const [name, words] of Object.entries(CLASSES)) for (const w of words) if (!CLASS_OF.has(w)) CLASS_OF.set(w, `§${name}`);

/** The words with each listed word replaced by its class; others stay as they are. */
export function classed(words: string[]): string[] {
  return words.map((w) => CLASS_OF.get(w) ?? w);
}
