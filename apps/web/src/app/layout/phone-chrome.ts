import { isCurrent } from './nav-items';

/** Height of the sections bar at the foot of a phone's screen, above the safe area. */
export const SECTIONS_BAR_HEIGHT = 64;
/** Height of the extended "Log mood" button. */
export const LOG_MOOD_HEIGHT = 48;
/** The room "Log mood" keeps above the bar and beside the screen's edge. */
export const LOG_MOOD_GAP = 16;

/** The custom property holding how much of a page's foot the phone's bar and button cover. */
export const BOTTOM_INSET_VAR = '--bottom-inset';

const SAFE_AREA = 'env(safe-area-inset-bottom, 0px)';

/** What the layout of a phone (below `md`) keeps at the foot of a page. */
export type PhoneChrome = { sectionsBar: boolean; logMood: boolean };

/**
 * Pages where "Log mood" would be in the way: the Mood Tracker, where the mood form already is,
 * the dashboard, whose check-in card logs a mood in three taps, the chat, whose message box and
 * Send button sit at the foot of the screen, under it, and a questionnaire being answered, which
 * asks for full attention and ends with its own button.
 */
const NO_LOG_MOOD = ['/mood-tracker', '/dashboard', '/chat', '/check-ins'];

/**
 * Every page of a signed-in person (those whose top bar shows the signed-in navigation) carries
 * the sections bar; all but those named above carry the "Log mood" button too.
 */
export function phoneChrome(pathname: string, signedIn: boolean): PhoneChrome {
  return {
    sectionsBar: signedIn,
    logMood: signedIn && !NO_LOG_MOOD.some((to) => isCurrent(pathname, to)),
  };
}

/**
 * How far the foot of a page must be padded so that its last line can scroll clear of the bar
 * and the button (a CSS length), or null when nothing covers it.
 */
export function bottomInset({ sectionsBar, logMood }: PhoneChrome): string | null {
  if (!sectionsBar) return null;
  const covered =
    SECTIONS_BAR_HEIGHT + (logMood ? LOG_MOOD_GAP + LOG_MOOD_HEIGHT + LOG_MOOD_GAP : 0);
  return `calc(${covered}px + ${SAFE_AREA})`;
}

/** Where the bottom of the "Log mood" button sits: a gap above the bar. */
export const LOG_MOOD_BOTTOM = `calc(${SECTIONS_BAR_HEIGHT + LOG_MOOD_GAP}px + ${SAFE_AREA})`;
