export const NAV_ITEMS = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Chat', to: '/chat' },
  { label: 'Mood Tracker', to: '/mood-tracker' },
  { label: 'Your Craft', to: '/creative-outlet' },
  { label: 'Self-Help', to: '/self-help' },
] as const;

/** Whether `pathname` is inside the section `to` (case-insensitive, like the router). */
export function isCurrent(pathname: string, to: string) {
  const path = pathname.toLowerCase();
  return path === to || path.startsWith(`${to}/`);
}
