/** §2 share popup: the window's size and how long the menu stays after a choice. */
export const SHARE_POPUP = { width: 600, height: 500 } as const;
export const SHARE_MENU_CLOSE_MS = 500;

export type ShareTarget = 'telegram' | 'vkontakte' | 'odnoklassniki';
export const SHARE_TARGETS: readonly ShareTarget[] = ['telegram', 'vkontakte', 'odnoklassniki'];

/** The share page of each network for a link and its title. */
export function shareUrl(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (target) {
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'vkontakte':
      return `https://vk.com/share.php?url=${u}&title=${t}`;
    case 'odnoklassniki':
      return `https://connect.ok.ru/offer?url=${u}&title=${t}`;
  }
}

/** A window of its own (600×500) for a network's share page; false when the browser gave none. */
export const sharePopup = {
  open(url: string): boolean {
    const popup = window.open(url, 'share', `popup=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`);
    if (!popup) return false;
    // The network's page must not reach back into the shop's window.
    popup.opener = null;
    return true;
  },
};
