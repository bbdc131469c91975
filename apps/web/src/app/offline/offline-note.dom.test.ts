import { afterEach, describe, expect, it } from 'vitest';
import { noteFetchResult } from '@/lib/network-status.ts';
import { showOfflineNote } from './offline-note.ts';

const setOnLine = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });
const note = () => document.querySelector('[data-testid="offline-note"]');

afterEach(() => {
  setOnLine(true);
  noteFetchResult(true);
  document.body.replaceChildren();
});

describe('the offline line', () => {
  it('shows at the top of the page while the network is gone and leaves when it is back', () => {
    document.body.innerHTML = '<div id="root"></div>';
    showOfflineNote();
    expect(note()).toBeNull();
    setOnLine(false);
    window.dispatchEvent(new Event('offline'));
    expect(document.body.firstElementChild).toBe(note());
    expect(note()).toHaveTextContent('Нет сети: показана сохранённая версия, цены могли измениться');
    expect(note()).toHaveAttribute('role', 'status');
    setOnLine(true);
    window.dispatchEvent(new Event('online'));
    expect(note()).toBeNull();
  });

  it('shows when a call could not reach the shop though the browser says it is online', () => {
    showOfflineNote();
    noteFetchResult(false);
    expect(note()).not.toBeNull();
    noteFetchResult(true);
    expect(note()).toBeNull();
  });
});
