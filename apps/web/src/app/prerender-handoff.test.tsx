import { act, useState, type FormEvent } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareHandoff } from './prerender-handoff';

// The live sign-in form: React state, as the real page keeps it.
function LiveForm({
  onSubmit,
}: {
  onSubmit: (values: { email: string; remember: boolean }) => void;
}) {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email, remember });
  };
  return (
    <form onSubmit={submit}>
      <input name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input
        name="remember"
        type="checkbox"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <output>{`${email}|${remember}`}</output>
    </form>
  );
}

const DRAWN =
  '<form><input name="email"><input name="remember" type="checkbox"><output>|false</output></form>';

function drawnPage() {
  const container = document.createElement('div');
  container.innerHTML = DRAWN;
  document.body.append(container);
  return container;
}

async function goLive(container: HTMLElement, handOver: () => Promise<void>, onSubmit = vi.fn()) {
  container.replaceChildren();
  const root = createRoot(container);
  await act(async () => root.render(<LiveForm onSubmit={onSubmit} />));
  await act(async () => {
    await handOver();
  });
  return { root, onSubmit };
}

describe('handing a drawn page over to the live app', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.moodcraftPrerender;
  });

  it('carries over what was typed and ticked, into the live state', async () => {
    const container = drawnPage();
    const handOver = prepareHandoff(container);
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'robin@example.org';
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    const { root } = await goLive(container, handOver);
    expect(container.querySelector('output')!.textContent).toBe('robin@example.org|true');
    root.unmount();
  });

  it('keeps the focus and the caret in the same field', async () => {
    const container = drawnPage();
    const handOver = prepareHandoff(container);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.focus();
    email.value = 'robin@';
    email.setSelectionRange(3, 3);
    const { root } = await goLive(container, handOver);
    const live = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(document.activeElement).toBe(live);
    expect(live.selectionStart).toBe(3);
    root.unmount();
  });

  it('sends a form that was held while the app loaded, with the values typed', async () => {
    const container = drawnPage();
    const handOver = prepareHandoff(container);
    const form = container.querySelector('form')!;
    const hold = (event: Event) => event.preventDefault();
    window.moodcraftPrerender = { form, hold, presses: [], press: () => undefined };
    document.addEventListener('submit', hold, true);
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'robin@example.org';
    const { root, onSubmit } = await goLive(container, handOver);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'robin@example.org', remember: false });
    expect(window.moodcraftPrerender).toBeUndefined();
    // later forms are the app's own again: nothing holds them
    const later = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(later);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    root.unmount();
  });

  it('presses again the buttons pressed while the app loaded, in order', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<button type="button">One</button><button type="button">Two</button>';
    document.body.append(container);
    const handOver = prepareHandoff(container);
    const [one, two] = Array.from(container.querySelectorAll('button'));
    window.moodcraftPrerender = {
      form: null,
      hold: () => undefined,
      presses: [two!, one!, two!],
      press: () => undefined,
    };
    container.replaceChildren();
    const pressed: string[] = [];
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <button type="button" onClick={() => pressed.push('one')}>
            One
          </button>
          <button type="button" onClick={() => pressed.push('two')}>
            Two
          </button>
        </>,
      ),
    );
    await act(async () => {
      await handOver();
    });
    expect(pressed).toEqual(['two', 'one', 'two']);
    root.unmount();
  });

  it('changes nothing when nothing was done', async () => {
    const container = drawnPage();
    const handOver = prepareHandoff(container);
    const { root, onSubmit } = await goLive(container, handOver);
    expect(container.querySelector('output')!.textContent).toBe('|false');
    expect(onSubmit).not.toHaveBeenCalled();
    root.unmount();
  });

  describe('when the live page hydrates the drawing (the same elements)', () => {
    async function hydrate(container: HTMLElement, handOver: () => Promise<void>) {
      const onSubmit = vi.fn();
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, <LiveForm onSubmit={onSubmit} />);
      });
      await act(async () => {
        await handOver();
      });
      return { root, onSubmit };
    }

    function drawnByServer() {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<LiveForm onSubmit={() => undefined} />);
      document.body.append(container);
      return container;
    }

    it('keeps the drawn fields and gives the live state what was typed and ticked', async () => {
      const container = drawnByServer();
      const handOver = prepareHandoff(container);
      const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
      email.focus();
      email.value = 'robin@example.org';
      email.setSelectionRange(5, 5);
      container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
      const { root } = await hydrate(container, handOver);
      expect(container.querySelector('input[name="email"]')).toBe(email);
      expect(container.querySelector('output')!.textContent).toBe('robin@example.org|true');
      expect(email.value).toBe('robin@example.org');
      expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(
        true,
      );
      expect(document.activeElement).toBe(email);
      expect(email.selectionStart).toBe(5);
      root.unmount();
    });

    it('sends a held form with the values typed, and changes nothing when nothing was done', async () => {
      const container = drawnByServer();
      const handOver = prepareHandoff(container);
      const { root, onSubmit } = await hydrate(container, handOver);
      expect(container.querySelector('output')!.textContent).toBe('|false');
      expect(onSubmit).not.toHaveBeenCalled();
      root.unmount();

      const again = drawnByServer();
      const next = prepareHandoff(again);
      const form = again.querySelector('form')!;
      const hold = (event: Event) => event.preventDefault();
      window.moodcraftPrerender = { form, hold, presses: [], press: () => undefined };
      document.addEventListener('submit', hold, true);
      again.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'sam@example.org';
      const live = await hydrate(again, next);
      expect(live.onSubmit).toHaveBeenCalledWith({ email: 'sam@example.org', remember: false });
      live.root.unmount();
    });
  });
});
