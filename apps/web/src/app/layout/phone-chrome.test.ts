import { describe, expect, it } from 'vitest';
import { bottomInset, phoneChrome } from './phone-chrome';

describe('what a phone keeps at the foot of a page', () => {
  it('gives a signed-in person the sections bar and "Log mood" on their pages', () => {
    for (const path of ['/creative-outlet', '/self-help/article/a1', '/profile', '/safety-plan'])
      expect(phoneChrome(path, true), path).toEqual({ sectionsBar: true, logMood: true });
  });

  it('leaves "Log mood" off the Mood Tracker, in any letter case, where the form already is', () => {
    for (const path of ['/mood-tracker', '/Mood-Tracker', '/MOOD-TRACKER/'])
      expect(phoneChrome(path, true), path).toEqual({ sectionsBar: true, logMood: false });
    // a page whose address only starts the same way is another page
    expect(phoneChrome('/mood-trackers', true).logMood).toBe(true);
  });

  it('leaves "Log mood" off the dashboard, whose check-in card logs a mood in three taps', () => {
    expect(phoneChrome('/dashboard', true)).toEqual({ sectionsBar: true, logMood: false });
    expect(phoneChrome('/Dashboard', true).logMood).toBe(false);
  });

  it('leaves "Log mood" off the chat, where it would cover the message box and Send', () => {
    expect(phoneChrome('/chat', true)).toEqual({ sectionsBar: true, logMood: false });
    expect(phoneChrome('/Chat', true).logMood).toBe(false);
  });

  it('leaves "Log mood" off the check-ins, where a questionnaire ends with its own button', () => {
    for (const path of [
      '/check-ins',
      '/check-ins/phq-9',
      '/Check-Ins/results/0f8e1c1e-0000-4000-8000-000000000000',
    ])
      expect(phoneChrome(path, true), path).toEqual({ sectionsBar: true, logMood: false });
    expect(phoneChrome('/trackers', true).logMood).toBe(true);
  });

  it('keeps both off the public pages of someone signed out', () => {
    for (const path of ['/', '/login', '/privacy-policy', '/dashboard'])
      expect(phoneChrome(path, false), path).toEqual({ sectionsBar: false, logMood: false });
  });
});

describe('the padding at the foot of a page', () => {
  it('clears the bar, and the button above it where there is one, and the safe area', () => {
    expect(bottomInset({ sectionsBar: true, logMood: false })).toBe(
      'calc(64px + env(safe-area-inset-bottom, 0px))',
    );
    expect(bottomInset({ sectionsBar: true, logMood: true })).toBe(
      'calc(144px + env(safe-area-inset-bottom, 0px))',
    );
  });

  it('is none where nothing covers the page', () => {
    expect(bottomInset({ sectionsBar: false, logMood: false })).toBeNull();
  });
});
