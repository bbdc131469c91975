import { lazy, Suspense, useState } from 'react';
import { PinIcon } from '@/components/icons.tsx';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { accountTexts } from '@/features/account/texts.ts';
import styles from './account.module.css';

// Its own chunk, loaded when the shopper opens it: the header carries only the button.
const CitiesModal = lazy(() => loadChunk(() => import('./cities-modal.tsx')).then((m) => ({ default: m.CitiesModal })));

const placeClass = {
  header: `${styles.cityButton} ${styles.header}`,
  'phone-header': `${styles.cityButton} ${styles.compact}`,
  panel: styles.cityButton,
} as const;

/**
 * The shopper's city; a click opens a searchable list, a choice saves it (setUserCity). In the
 * desktop header it narrows to its pin under 1375 px, in the phone's header it is the pin alone,
 * and in a panel of settings it always shows the city's name.
 */
export function CityPicker({ place }: { place: keyof typeof placeClass }) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const t = accountTexts.city;
  const compact = place === 'phone-header';
  return (
    <>
      <button
        type="button"
        className={placeClass[place]}
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
