import { describe, expect, it, vi } from 'vitest';
import { openTabChannel, TAB_MESSAGE_STORAGE_KEY } from './tab-channel.ts';

describe('the channel between tabs', () => {
  it('goes over BroadcastChannel, and a tab does not hear its own posts', async () => {
    const here = openTabChannel();
    const there = openTabChannel();
    const heardHere = vi.fn();
    const heardThere = vi.fn();
    here.listen(heardHere);
    there.listen(heardThere);
    here.post({ kind: 'layout', siteVersion: 'mobile' });
    await vi.waitFor(() => expect(heardThere).toHaveBeenCalledWith({ kind: 'layout', siteVersion: 'mobile' }));
    expect(heardHere).not.toHaveBeenCalled();
  });

  it('falls back to the storage event where BroadcastChannel is missing, each post an event of its own', () => {
    const win = {
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      localStorage,
    };
    const channel = openTabChannel(win);
    const heard = vi.fn();
    const stop = channel.listen(heard);
    channel.post({ kind: 'layout', siteVersion: 'mobile' });
    const first = localStorage.getItem(TAB_MESSAGE_STORAGE_KEY);
    channel.post({ kind: 'layout', siteVersion: 'mobile' });
    expect(localStorage.getItem(TAB_MESSAGE_STORAGE_KEY)).not.toBe(first);
    // The browser fires `storage` in the other tabs only: here it is dispatched as they would get it.
    window.dispatchEvent(
      new StorageEvent('storage', { key: TAB_MESSAGE_STORAGE_KEY, newValue: localStorage.getItem(TAB_MESSAGE_STORAGE_KEY) }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'site-version', newValue: 'desktop' }));
    expect(heard.mock.calls).toEqual([[{ kind: 'layout', siteVersion: 'mobile' }]]);
    stop();
  });
});
