import { useState, type ReactElement } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { discardAllWaiting, waitingCount } from '../lib/offline-moods/sync';

/** How long signing out waits for the waiting moods to be deleted. */
const DISCARD_WAIT_MS = 3000;

type Props = {
  /** how many moods wait on this device; the dialog is open while it is set */
  count: number | null;
  onCancel: () => void;
  onConfirm: () => void;
};

export const waitingQuestion = (count: number) =>
  `${count === 1 ? '1 mood is' : `${count} moods are`} waiting to be sent. Sign out and discard them?`;

/** Asked before signing out while moods wait on this device: they would be gone for good. */
export function SignOutWaitingDialog({ count, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={count !== null} onClose={onCancel} aria-labelledby="sign-out-waiting-title">
      <DialogTitle id="sign-out-waiting-title">Moods not sent yet</DialogTitle>
      <DialogContent>
        <DialogContentText>{count !== null && waitingQuestion(count)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Sign out and discard
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Wraps signing out: with moods waiting on this device it asks first, and on "Sign out and
 * discard" (or when none wait) forgets them before `signOut` runs; Cancel leaves everything.
 * Render `dialog` beside the control that calls `request`.
 */
export function useSignOutCheck(signOut: () => Promise<void>): {
  request: () => Promise<void>;
  dialog: ReactElement;
} {
  const [count, setCount] = useState<number | null>(null);
  const finish = async () => {
    setCount(null);
    // another tab holding the database delays its deletion (it goes once that tab lets go of
    // it), never the signing out
    await Promise.race([
      discardAllWaiting().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, DISCARD_WAIT_MS)),
    ]);
    await signOut();
  };
  const request = async () => {
    const waiting = await waitingCount().catch(() => 0);
    if (waiting > 0) setCount(waiting);
    else await finish();
  };
  const dialog = (
    <SignOutWaitingDialog
      count={count}
      onCancel={() => setCount(null)}
      onConfirm={() => void finish()}
    />
  );
  return { request, dialog };
}
