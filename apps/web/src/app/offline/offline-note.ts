import { NETWORK_EVENTS, isOnline } from '@/lib/network-status.ts';
import { offlineTexts } from './texts.ts';

/**
 * One line at the top of every page while the network is gone: what is on screen is what this
 * device cached, and prices may have changed. Above the app's root, outside what React renders, so
 * the first load carries none of it (it comes with the service worker's chunk, after the app is
 * ready) and a page rendered on the server is hydrated unchanged.
 */
export function showOfflineNote(): void {
  const note = document.createElement('p');
  // Above the sticky header, in the page's flow: it scrolls away with the top of the page. Styled
  // here, so the chunk brings no stylesheet of its own for the first load to name.
  note.style.cssText =
    'margin:0;padding:8px 16px;background:var(--color-accent-tint);color:var(--color-ink);font-size:14px;line-height:20px;text-align:center';
  note.setAttribute('role', 'status');
  note.dataset.testid = 'offline-note';
  note.textContent = offlineTexts.note;
  const update = () => {
    if (isOnline()) note.remove();
    else if (!note.isConnected) document.body.prepend(note);
  };
  // Outside React, so not useOnline(): for as long as the page lives.
  for (const type of NETWORK_EVENTS) window.addEventListener(type, update);
  update();
}
