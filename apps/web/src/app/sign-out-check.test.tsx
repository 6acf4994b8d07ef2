import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sync = vi.hoisted(() => ({
  waiting: 0,
  discarded: 0,
}));
vi.mock('../lib/offline-moods/sync', () => ({
  waitingCount: async () => sync.waiting,
  discardAllWaiting: async () => {
    sync.discarded++;
    sync.waiting = 0;
  },
}));

const { useSignOutCheck, waitingQuestion } = await import('./sign-out-check');

function Logout({ signOut }: { signOut: () => Promise<void> }) {
  const check = useSignOutCheck(signOut);
  return (
    <>
      <button onClick={() => void check.request()}>Logout</button>
      {check.dialog}
    </>
  );
}

beforeEach(() => {
  sync.waiting = 0;
  sync.discarded = 0;
});
afterEach(cleanup);

describe('signing out with moods waiting on this device', () => {
  it('signs out at once when none wait', async () => {
    const signOut = vi.fn(async () => undefined);
    render(<Logout signOut={signOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first, and Cancel keeps both the session and the moods', async () => {
    sync.waiting = 2;
    const signOut = vi.fn(async () => undefined);
    render(<Logout signOut={signOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moods not sent yet' });
    expect(dialog).toHaveTextContent('2 moods are waiting to be sent. Sign out and discard them?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signOut).not.toHaveBeenCalled();
    expect(sync.discarded).toBe(0);
  });

  it('discards them, then signs out, once the person agrees', async () => {
    sync.waiting = 1;
    const signOut = vi.fn(async () => {
      // the moods are gone before the session ends
      expect(sync.discarded).toBe(1);
    });
    render(<Logout signOut={signOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out and discard' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
  });

  it('says one or many', () => {
    expect(waitingQuestion(1)).toBe('1 mood is waiting to be sent. Sign out and discard them?');
    expect(waitingQuestion(3)).toBe('3 moods are waiting to be sent. Sign out and discard them?');
  });
});
