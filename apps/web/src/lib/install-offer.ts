import { useSyncExternalStore } from 'react';

/** Chromium's offer to install the app, kept from the page's start (root.tsx). */
type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};
type Held = Window & { __installPrompt?: InstallPromptEvent };

/** Set once the person has said no for good, or installed the app. */
export const INSTALL_DECLINED_KEY = 'moodcraft.installDeclined';

const listeners = new Set<() => void>();
let offer: InstallPromptEvent | null = null;
let started = false;

const notify = () => listeners.forEach((listener) => listener());

function declined() {
  try {
    return localStorage.getItem(INSTALL_DECLINED_KEY) !== null;
  } catch {
    return false;
  }
}

function remember(value: string) {
  try {
    localStorage.setItem(INSTALL_DECLINED_KEY, value);
  } catch {
    // nothing kept: the offer may come again on a later visit
  }
}

/** Picks up an offer made before the app started, and any made later. */
function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const held = window as Held;
  if (held.__installPrompt) offer = held.__installPrompt;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    remember('installed');
    notify();
  });
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const current = () => (offer && !declined() ? offer : null);

/**
 * Whether the browser offers to install the app (and the person has not said no for good), with
 * the two answers: install (the browser asks its own question) or never ask again.
 */
export function useInstallOffer() {
  const available = useSyncExternalStore(subscribe, current, () => null);
  return {
    available: available !== null,
    install: async () => {
      if (!offer) return;
      const asked = offer;
      offer = null;
      notify();
      await asked.prompt();
      const { outcome } = await asked.userChoice;
      if (outcome === 'accepted') remember('installed');
    },
    decline: () => {
      remember('declined');
      notify();
    },
  };
}
