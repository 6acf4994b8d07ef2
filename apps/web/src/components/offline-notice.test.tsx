import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

/** What the browser says of its connection, and the event it fires when that changes. */
function setConnection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the offline notice', () => {
  it('says nothing while there is a connection', () => {
    render(<OfflineNotice signedIn />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says calmly that the page fills in later, and goes when the connection returns', () => {
    render(<OfflineNotice signedIn />);
    setConnection(false);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('You’re offline');
    expect(notice).toHaveTextContent('this page will fill in when you’re back online');
    expect(notice).toHaveTextContent('your safety plan open without a connection');

    setConnection(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows at once on a page opened offline, without what only a signed-in person has', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice signedIn={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline');
    expect(screen.getByRole('status')).not.toHaveTextContent('safety plan');
  });
});
