import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppSnackbar, type SnackbarState, useSnackbar } from './app-snackbar';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let snackbar!: SnackbarState;
const expose = (state: SnackbarState) => {
  snackbar = state;
};
function Page() {
  const state = useSnackbar();
  useEffect(() => expose(state));
  return <AppSnackbar snackbar={state} duration={4000} />;
}

describe('AppSnackbar', () => {
  let container: HTMLDivElement;
  let root: ReturnType<typeof createRoot>;
  const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((a) => a.textContent);

  beforeEach(async () => {
    vi.useFakeTimers();
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => root.render(<Page />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  it('shows a message for its time, then hides it', async () => {
    await act(async () => snackbar.show('Tag added successfully!', 'success'));
    expect(alerts()).toEqual(['Tag added successfully!']);
    await act(async () => vi.advanceTimersByTime(3900));
    expect(snackbar.message?.text).toBe('Tag added successfully!');
    await act(async () => vi.advanceTimersByTime(200));
    expect(snackbar.message).toBeNull();
  });

  it('keeps a new message when the last one runs out just as it arrives', async () => {
    await act(async () => snackbar.show('Tag added successfully!', 'success'));
    await act(async () => vi.advanceTimersByTime(3999));
    // The new message and the old one's timer land before the next render.
    await act(async () => {
      snackbar.show('Craft deleted successfully', 'success');
      vi.advanceTimersByTime(1);
    });
    expect(alerts()).toEqual(['Craft deleted successfully']);
    await act(async () => vi.advanceTimersByTime(3900));
    expect(snackbar.message?.text).toBe('Craft deleted successfully');
  });

  it('gives a repeated text its own full time', async () => {
    await act(async () => snackbar.show('Saved', 'success'));
    await act(async () => vi.advanceTimersByTime(3000));
    await act(async () => snackbar.show('Saved', 'success'));
    await act(async () => vi.advanceTimersByTime(3000));
    expect(alerts()).toEqual(['Saved']);
  });

  it('closes from its close button', async () => {
    await act(async () => snackbar.show('Failed to delete Craft. Please try again.', 'error'));
    await act(async () =>
      container.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click(),
    );
    expect(snackbar.message).toBeNull();
  });
});
