import { lazy, Suspense, useState } from 'react';
import { PinIcon } from '@/components/icons.tsx';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { accountTexts } from '@/features/account/texts.ts';
import styles from './account.module.css';

// Its own chunk, loaded when the shopper opens it: the header carries only the button.
const CitiesModal = lazy(() => loadChunk(() => import('./cities-modal.tsx')).then((m) => ({ default: m.CitiesModal })));

/** The shopper's city in the header; a click opens a searchable list, a choice saves it (setUserCity). */
export function CityPicker({ compact = false }: { compact?: boolean }) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const t = accountTexts.city;
  return (
    <>
      <button
        type="button"
        className={compact ? `${styles.cityButton} ${styles.compact}` : styles.cityButton}
        aria-label={t.change(user.cityData.cityName)}
        title={compact ? undefined : t.change(user.cityData.cityName)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <PinIcon aria-hidden="true" className={styles.pin} />
        {/* The mobile header has room for the pin only; the name is in the button's label. */}
        {compact ? null : <span className={styles.cityName}>{user.cityData.cityName}</span>}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CitiesModal user={user} sheet={compact} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
