import { useAppDispatch } from '@/lib/store.ts';
import { toastAdded } from '@/lib/ui-slice.ts';
import { SHARE_MENU_CLOSE_MS, SHARE_TARGETS, shareUrl, sharePopup } from '../share.ts';
import type { ShareTarget } from '../share.ts';
import { useCopy } from '../use-copy.ts';
import { windowTexts } from '../window-texts.ts';
import styles from './share-menu.module.css';

const targetName: Record<ShareTarget, string> = {
  telegram: windowTexts.share.telegram,
  vkontakte: windowTexts.share.vkontakte,
  odnoklassniki: windowTexts.share.odnoklassniki,
};

/**
 * The open share menu's choices: Telegram, VKontakte, Odnoklassniki in a 600×500 window, or the
 * link copied. A browser that opens no window hears 'Ваш браузер не поддерживает эту функцию'
 * (§8); a clipboard that refuses is ignored. Its code comes when the menu first opens.
 */
export default function ShareTargets({ id, path, title, onChosen }: { id: string; path: string; title: string; onChosen: () => void }) {
  const dispatch = useAppDispatch();
  // "Ссылка скопирована" lasts as long as the menu stays after the choice.
  const link = useCopy(SHARE_MENU_CLOSE_MS);
  const url = () => new URL(path, window.location.origin).toString();
  return (
    <ul id={id} className={styles.menu} aria-label={windowTexts.share.menu}>
      {SHARE_TARGETS.map((target) => (
        <li key={target}>
          <button
            type="button"
            onClick={() => {
              if (!sharePopup.open(shareUrl(target, url(), title)))
                dispatch(toastAdded({ kind: 'error', text: windowTexts.share.unsupported }));
              onChosen();
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
            onChosen();
          }}
        >
          {link.copied ? windowTexts.share.copied : windowTexts.share.copy}
        </button>
      </li>
    </ul>
  );
}
