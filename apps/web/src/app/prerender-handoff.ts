type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldsIn = (root: ParentNode) => Array.from(root.querySelectorAll<Field>('input, textarea'));

/** Sets a field's value as typing would, so the live page's state sees it. */
function typeInto(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(field) as object,
    'value',
  )?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What the person left in a drawn field. */
type Entered = { value: string; checked: boolean; caret: [number | null, number | null] };

const enteredIn = (field: Field): Entered => ({
  value: field.value,
  checked: field instanceof HTMLInputElement && field.checked,
  caret: [field.selectionStart, field.selectionEnd],
});

/**
 * Gives the live page's state what the person entered in a drawn field. Hydrated (`kept`), the
 * live field is the drawn one: it shows what was entered while the app's state still holds what
 * the page started with (the field's default). Otherwise the live field shows the app's state.
 */
function carryOver(entered: Entered, now: Field, kept: boolean) {
  if (now instanceof HTMLInputElement && (now.type === 'checkbox' || now.type === 'radio')) {
    const state = kept ? now.defaultChecked : now.checked;
    if (entered.checked === state) return;
    // set back through the field's own property, so the app sees the click change it
    if (kept) now.checked = state;
    now.click();
    return;
  }
  const state = kept ? now.defaultValue : now.value;
  if (entered.value === state) return;
  if (kept) now.value = state;
  typeInto(now, entered.value);
}

/**
 * Call before the live app renders into `container`, which shows the page drawn at build time.
 * The function it returns, called once the live page is in place, carries over what the person
 * did meanwhile: what they typed or ticked, where the focus was (and the caret), the buttons they
 * pressed and a form they sent, pressed and sent again now that the app can handle them.
 */
export function prepareHandoff(container: HTMLElement) {
  const drawn = fieldsIn(container);
  const forms = Array.from(container.querySelectorAll('form'));
  const buttons = Array.from(container.querySelectorAll('button'));
  let focused: Element | null = container.contains(document.activeElement)
    ? document.activeElement
    : null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target as Element;
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!event.relatedTarget) focused = null;
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);

  return async function handOver() {
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
    const live = fieldsIn(container);
    // all read first: the app redraws as each value reaches it, setting the others to its state
    const entered = drawn.map(enteredIn);
    drawn.forEach((before, i) => {
      const now = live[i];
      if (!now || now.type !== before.type || now.name !== before.name) return;
      carryOver(entered[i]!, now, now === before);
      if (before === focused) {
        now.focus();
        try {
          now.setSelectionRange(...entered[i]!.caret);
        } catch {
          /* fields without a caret (e.g. email in some browsers) keep the default */
        }
      }
    });
    const held = window.moodcraftPrerender;
    if (!held) return;
    document.removeEventListener('submit', held.hold, true);
    document.removeEventListener('click', held.press, true);
    delete window.moodcraftPrerender;
    // pressed and sent once the app has taken in the values above (its next task)
    await new Promise((resolve) => setTimeout(resolve));
    const liveButtons = container.querySelectorAll('button');
    for (const pressed of held.presses) liveButtons[buttons.indexOf(pressed)]?.click();
    const sent = held.form ? forms.indexOf(held.form) : -1;
    if (sent >= 0) container.querySelectorAll('form')[sent]?.requestSubmit();
  };
}
