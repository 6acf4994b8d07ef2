import { normalise } from './features';

/**
 * A plain wish or intent to die, said of oneself ("want to die", "gonna kill myself", "ready to
 * end my life"). The model weighs such words against the rest of the message, and a message that
 * otherwise reads like an ordinary day ("4am, can't sleep, want to die. on site in 3 hours") can
 * score low; these words always get at least the gentle check-in, which costs a joke one kind
 * sentence. A denial before them in the same clause ("dont want to die") or another person as
 * the one who wants it ("she wants to die") leaves the decision to the model.
 */
const WISH = new RegExp(
  [
    // to die or be dead: wanted, planned, deserved (not "about to die", which a phone does)
    String.raw`\b(want(ing)? to|wanna|wish(ing)? to|ready to|plan(ning)? to|intend(ing)? to|need to|deserve to) (die|be dead)\b(?! (of|from|laughing|for|a little|inside|on stage|trying|on that))`,
    // to kill oneself, end one's life, end it all
    String.raw`\b(want(ing)? to|wanna|wish(ing)? to|going to|gonna|about to|ready to|plan(ning)? to|intend(ing)? to|need to|trying to|try to|decided to|deserve to) (kill myself|end my life|end it all|take my( own)? life)\b`,
  ].join('|'),
  'gu',
);

/** A denial or someone else within the few words before, in the same clause. */
const NOT_MINE =
  /\b(not|never|no|dont|doesnt|didnt|wont|wouldnt|aint|isnt|nobody|no one|he|she|they|hes|shes|theyre|you|youre|who|wants|wanted)\b([^\w.!?;,]+\w+){0,2}[^\w.!?;,]+$/u;

export function plainWish(text: string): boolean {
  const plain = normalise(text);
  const pattern = new RegExp(WISH.source, 'gu');
  for (let match = pattern.exec(plain); match; match = pattern.exec(plain)) {
    if (!NOT_MINE.test(plain.slice(0, match.index))) return true;
  }
  return false;
}
