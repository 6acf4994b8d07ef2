import type { CrisisSignal } from './crisis';
import type { Helpline } from './helplines';

/**
 * The reply to a message that signals risk. It follows safe-messaging guidance: calm, caring,
 * no judgement, no detail about means, a clear route to people who can help right now.
 */
const OPENING: Record<CrisisSignal, string> = {
  self: 'I’m really glad you told me. It sounds like you are in a lot of pain right now, and you deserve support from a person who can help straight away.',
  acted:
    'I’m really worried about your safety. If you have taken something or hurt yourself, please call emergency services now, or ask someone near you to call, even if you feel all right at the moment.',
  'self-harm':
    'Thank you for trusting me with this. You don’t deserve to be hurting, and you don’t have to handle these urges on your own.',
  method:
    'I can’t help with that, but I care about what you are going through. It sounds like things feel unbearable right now, and you deserve support from a person who can help straight away.',
  goodbye:
    'I’m worried about you after reading this. It sounds like you may be thinking about ending your life, and I really want you to have someone with you right now.',
  'third-party':
    'It sounds like someone you care about may be in danger, and reaching out was the right thing to do. If they are in immediate danger, call emergency services now. If you can, stay with them or keep in touch while you get help.',
  'harm-to-others':
    'It sounds like you are feeling very strong urges to hurt someone. Please put some distance between yourself and them, and anything that could be used to hurt, and talk to someone now.',
  'harm-from-others':
    'Your safety matters. No one has the right to hurt or threaten you, and none of this is your fault.',
};

const CLOSING: Partial<Record<CrisisSignal, string>> = {
  'third-party':
    'These services also help the people who are supporting someone else, so you can call them for advice too. Please look after yourself as well.',
};

export function crisisReply(signal: CrisisSignal, helplines: Helpline[]): string {
  const lines = helplines.map((h) => `• ${h.name}: ${h.contact}`).join('\n');
  return [
    OPENING[signal],
    'I’m not able to help in an emergency, but these services can, any time:',
    lines,
    CLOSING[signal] ??
      'If you are in immediate danger, please call emergency services now. If you can, let someone you trust know how you are feeling, or stay with someone while you reach out.',
    'I’m still here, and you can keep talking to me too.',
  ].join('\n\n');
}

/** The gentle check-in for the band below a crisis: one kind sentence, the helplines one tap away. */
export const CHECK_IN =
  'It sounds heavy right now — are you safe? If you are having thoughts of hurting yourself or ending your life, you don’t have to carry them alone: the numbers under “Get help now” answer any time.';
