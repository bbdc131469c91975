import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch } from '@/lib/store.ts';
import { toastAdded } from '@/lib/ui-slice.ts';
import { SHARE_MENU_CLOSE_MS, SHARE_TARGETS, shareUrl, sharePopup } from '../share.ts';
import type { ShareTarget } from '../share.ts';
import { useCopy } from '../use-copy.ts';
import { useOutsideClose } from '../use-outside-close.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './share-menu.module.css';

const targetName: Record<ShareTarget, string> = {
  telegram: texts.share.telegram,
  vkontakte: texts.share.vkontakte,
  odnoklassniki: texts.share.odnoklassniki,
};

/**
 * §2 share: Telegram, VKontakte, Odnoklassniki in a 600×500 window, or the link copied; the menu
 * closes 500 ms after a choice. A browser that opens no window hears 'Ваш браузер не поддерживает
 * эту функцию' (§8); a clipboard that refuses is ignored.
 */
export function ShareMenu({ path, title }: { path: string; title: string }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // "Ссылка скопирована" lasts as long as the menu stays after the choice.
  const link = useCopy(SHARE_MENU_CLOSE_MS);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClose(open, ref, close);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, SHARE_MENU_CLOSE_MS);
  };
  const url = () => new URL(path, window.location.origin).toString();

  return (
    <div ref={ref} className={styles.share}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="18" cy="5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="18" cy="19" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {texts.share.open}
      </button>
      {open ? (
        <ul id={menuId} className={styles.menu} aria-label={texts.share.menu}>
          {SHARE_TARGETS.map((target) => (
            <li key={target}>
              <button
                type="button"
                onClick={() => {
                  if (!sharePopup.open(shareUrl(target, url(), title)))
                    dispatch(toastAdded({ kind: 'error', text: texts.share.unsupported }));
                  closeSoon();
                }}
              >
                {targetName[target]}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                void link.copy(url());
                closeSoon();
              }}
            >
              {link.copied ? texts.share.copied : texts.share.copy}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
