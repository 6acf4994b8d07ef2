import type { ChatTurn } from './builtin';

/**
 * How the built-in companion answers for the rest of a conversation after a crisis turn: it stays
 * with the person, never cheerful, never clever, asks about safety, offers one steadying step, and
 * keeps the helplines and the person's safety plan near. No reply repeats within the conversation.
 */
export const SAFETY_MODE_REPLIES = [
  'I’m still here with you. You don’t have to get through this on your own: the people on the helplines under “Get help now” are there right now, and your safety plan is one tap away. What is happening for you at the moment?',
  'Thank you for staying and talking with me. Are you somewhere safe right now? If there is anything near you that you could use to hurt yourself, could you put it out of reach, or ask someone to hold on to it?',
  'Is there someone you trust, a friend, a family member or a neighbour, who could be with you or on the phone with you now? You don’t have to explain everything to them; “I’m not okay, can you stay with me?” is enough.',
  'For the next few minutes, it can help to breathe out slowly, a little longer than you breathe in, and to name five things you can see around you. Would you be willing to call or text one of the services under “Get help now” while we keep talking?',
  'Your safety plan holds the things and people that help you when it gets this hard. Would it help to open it and pick one small step to try right now?',
  'Feelings this strong can ease, even when it doesn’t feel like they will. I’m not able to help in an emergency, but the services under “Get help now” can, any time, day or night. I’m still here too.',
  'I hear how much you are carrying. You reached out, and that matters. What would help you feel a little safer over the next hour?',
] as const;

export function safetyModeReply(messages: readonly ChatTurn[]): string {
  const said = new Set(messages.filter((m) => m.role === 'assistant').map((m) => m.content));
  const userTurns = messages.filter((m) => m.role === 'user').length;
  for (let i = 0; i < SAFETY_MODE_REPLIES.length; i++) {
    const reply = SAFETY_MODE_REPLIES[(userTurns + i) % SAFETY_MODE_REPLIES.length]!;
    if (!said.has(reply)) return reply;
  }
  return SAFETY_MODE_REPLIES[userTurns % SAFETY_MODE_REPLIES.length]!;
}
