import { useDeferredValue, useId, useState } from 'react';
import type { City } from '@shop/contracts/places.ts';
import type { User } from '@shop/contracts/account.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { useSetCity } from '@/features/account/api/set-city.ts';
import { accountTexts } from '@/features/account/texts.ts';
import styles from './account.module.css';

/** Case-insensitive search over city names; the typed text is a plain string, never a pattern (§9 "Cities panel"). */
function matchCities(cities: readonly City[], query: string): City[] {
  const needle = query.trim().toLocaleLowerCase('ru-RU');
  if (!needle) return [...cities];
  return cities.filter((city) => city.name.toLocaleLowerCase('ru-RU').includes(needle));
}

/** The header's list of cities: searchable, a choice saves it (setUserCity). */
export function CitiesModal({ user, sheet, onClose }: { user: User; sheet: boolean; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={accountTexts.city.title} sheet={sheet}>
      <CityList cities={user.cities} currentId={user.cityData.cityId} onChosen={onClose} />
    </Modal>
  );
}

function CityList({ cities, currentId, onChosen }: { cities: readonly City[]; currentId: number; onChosen: () => void }) {
  const t = accountTexts.city;
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const setCity = useSetCity();
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const searchId = useId();
  const found = matchCities(cities, deferred);
  return (
    <div className={styles.cityPanel}>
      <label htmlFor={searchId} className={styles.visuallyHidden}>
        {t.search}
      </label>
      <input
        id={searchId}
        className={styles.search}
        type="search"
        placeholder={t.search}
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {found.length === 0 ? <p className={styles.muted}>{t.nothing}</p> : null}
      <ul className={mobile ? `${styles.cities} ${styles.citiesMobile}` : styles.cities}>
        {found.map((city) => (
          <li key={city.id}>
            <button
              type="button"
              className={city.bold ? `${styles.city} ${styles.bold}` : styles.city}
              aria-current={city.id === currentId ? 'true' : undefined}
              disabled={setCity.isPending}
              onClick={() => setCity.mutate(city.id, { onSuccess: onChosen })}
            >
              {city.name}
              {city.icon ? <span className={styles.muted}> · {t.pickup}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
