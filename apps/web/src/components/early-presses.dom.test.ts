import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses, partHydrated } from './early-presses.ts';

/** A progressively hydrated part's server HTML: its wrapper and a button in it, with what the button's code would do. */
function serverPart(): { part: HTMLElement; button: HTMLButtonElement; pressed: ReturnType<typeof vi.fn> } {
  const part = document.createElement('div');
  part.dataset.progressivePart = '';
  const button = document.createElement('button');
  button.innerHTML = '<span>Каталог</span>';
  part.append(button);
  document.body.append(part);
  const pressed = vi.fn();
  button.addEventListener('click', () => pressed());
  return { part, button, pressed };
}

let stop = () => {};
afterEach(() => stop());

describe('presses on a part not hydrated yet', () => {
  it('are held, and made again on the same control once the part has hydrated', () => {
    stop = holdEarlyPresses();
    const { part, button, pressed } = serverPart();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.querySelector('span')!.dispatchEvent(press);
    expect(pressed).not.toHaveBeenCalled();
    expect(press.defaultPrevented).toBe(true);

    partHydrated(part);
    expect(pressed).toHaveBeenCalledTimes(1);
    // From then on its own code answers.
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leave presses elsewhere alone, and make none again on a control gone by then', () => {
    stop = holdEarlyPresses();
    const outside = document.createElement('button');
    const pressedOutside = vi.fn();
    outside.addEventListener('click', () => pressedOutside());
    document.body.append(outside);
    outside.click();
    expect(pressedOutside).toHaveBeenCalledTimes(1);

    const { part, button, pressed } = serverPart();
    button.click();
    button.remove();
    partHydrated(part);
    expect(pressed).not.toHaveBeenCalled();
  });

  it("leave a link and a form's submit button to the browser, as before the app runs", () => {
    stop = holdEarlyPresses();
    const { part } = serverPart();
    const link = document.createElement('a');
    link.href = '#reviews';
    const form = document.createElement('form');
    const submit = document.createElement('button');
    form.append(submit);
    part.append(link, form);
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', sent);
    submit.click();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
