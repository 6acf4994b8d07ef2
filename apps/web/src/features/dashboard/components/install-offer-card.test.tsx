import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_DECLINED_KEY } from '../../../lib/install-offer';
import { InstallOfferCard } from './install-offer-card';

afterEach(cleanup);

/** What Chromium sends when the app can be installed, answered as `outcome`. */
function offerToInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const card = () => screen.queryByRole('region', { name: 'Keep MoodCraft on your home screen' });

describe('the offer to install the app', () => {
  it('waits for the browser to offer it, and for a few check-ins', () => {
    localStorage.clear();
    render(<InstallOfferCard entries={5} />);
    expect(card()).toBeNull();
    const event = offerToInstall('accepted');
    // the browser's own banner is held back: the app asks at its moment
    expect(event.defaultPrevented).toBe(true);
    expect(card()).not.toBeNull();
    cleanup();
    render(<InstallOfferCard entries={2} />);
    expect(card()).toBeNull();
  });

  it('hands over to the browser on Install, and is not offered again once installed', async () => {
    render(<InstallOfferCard entries={5} />);
    const event = offerToInstall('accepted');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(card()).toBeNull();
    expect(localStorage.getItem(INSTALL_DECLINED_KEY)).toBe('installed');
    offerToInstall('accepted');
    expect(card()).toBeNull();
  });

  it('takes No thanks for good', () => {
    localStorage.clear();
    render(<InstallOfferCard entries={5} />);
    const event = offerToInstall('dismissed');
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(card()).toBeNull();
    expect(event.prompt).not.toHaveBeenCalled();
    cleanup();
    render(<InstallOfferCard entries={5} />);
    offerToInstall('dismissed');
    expect(card()).toBeNull();
  });
});
