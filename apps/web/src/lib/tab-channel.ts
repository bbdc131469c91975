/** What one tab of the shop tells the others in the same browser. */
export type TabChannel = {
  post(message: unknown): void;
  /** Hears what the other tabs post, never this tab's own; the returned function stops. */
  listen(listener: (message: unknown) => void): () => void;
};

const CHANNEL_NAME = 'shop-tabs';
/** The storage key the fallback writes each message to: a write is an event in every other tab. */
export const TAB_MESSAGE_STORAGE_KEY = 'shop-tabs-message';

type ChannelWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  BroadcastChannel?: typeof BroadcastChannel;
  localStorage: Storage;
};

/** BroadcastChannel; where it is missing (Safari before 15.4), the `storage` event. */
export function openTabChannel(win: ChannelWindow = window): TabChannel {
  if (typeof win.BroadcastChannel === 'function') {
    const channel = new win.BroadcastChannel(CHANNEL_NAME);
    return {
      post: (message) => channel.postMessage(message),
      listen(listener) {
        const onMessage = (event: MessageEvent) => listener(event.data);
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
    };
  }
  let sent = 0;
  return {
    post(message) {
      try {
        // The count makes each write new, so the same message twice is two events.
        win.localStorage.setItem(TAB_MESSAGE_STORAGE_KEY, JSON.stringify({ sent: ++sent, at: Date.now(), message }));
      } catch {
        // Storage full or off (private mode): the other tabs catch up when they next fetch.
      }
    },
    listen(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== TAB_MESSAGE_STORAGE_KEY || !event.newValue) return;
        try {
          listener((JSON.parse(event.newValue) as { message: unknown }).message);
        } catch {
          // Not ours to read.
        }
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}
