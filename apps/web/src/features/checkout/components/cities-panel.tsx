import { useId, useMemo, useState } from 'react';
import type { City } from '@shop/contracts/places.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { useCities } from '@/features/checkout/api/places.ts';
import { CITIES_PAGE, filterCities } from '@/features/checkout/model/cities-filter.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { BackIcon, PickupIcon } from './checkout-icons.tsx';
import styles from './windows.module.css';

type CitiesListProps = {
  currentId: number | null;
  onChoose: (city: City) => void;
  /** Desktop: the list takes the window's panel, and this leads back to the form. */
  onBack?: () => void;
};

/**
 * The searchable list of cities (§2 "Cities panel", §9): case-insensitive with special characters
 * escaped, 30 at a time and 30 more when the list is scrolled near its bottom.
 */
export function CitiesList({ currentId, onChoose, onBack }: CitiesListProps) {
  const cities = useCities(true);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(CITIES_PAGE);
  const found = useMemo(() => filterCities(cities.data ?? [], query), [cities.data, query]);
  const searchId = useId();
  return (
    <div className={styles.cities}>
      {onBack ? (
        <button type="button" className={styles.citiesBack} onClick={onBack}>
          <BackIcon width={20} height={20} />
          {t.back}
        </button>
      ) : null}
      <label className={styles.visuallyHidden} htmlFor={searchId}>
        {t.cities.search}
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        placeholder={t.cities.search}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setShown(CITIES_PAGE);
        }}
      />
      <ul
        className={styles.cityList}
        aria-label={t.cities.title}
        aria-busy={cities.isPending || undefined}
        data-testid="cities-list"
        onScroll={(event) => {
          const list = event.currentTarget;
          if (shown < found.length && list.scrollHeight - list.scrollTop - list.clientHeight < 80) setShown((count) => count + CITIES_PAGE);
        }}
      >
        {found.slice(0, shown).map((city) => (
          <li key={city.id}>
            <button
              type="button"
              className={[styles.city, city.bold ? styles.bold : '', city.id === currentId ? styles.chosen : ''].filter(Boolean).join(' ')}
              aria-pressed={city.id === currentId}
              onClick={() => onChoose(city)}
            >
              <span>{city.name}</span>
              {city.icon ? (
                <span className={styles.cityPickup} role="img" aria-label={t.cities.withPickup}>
                  <PickupIcon width={16} height={16} />
                </span>
              ) : null}
            </button>
          </li>
        ))}
        {cities.isSuccess && found.length === 0 ? <li className={styles.nothing}>{t.cities.nothing}</li> : null}
      </ul>
    </div>
  );
}

/** Mobile: the cities list in its own modal. */
export function CitiesModal({ currentId, onChoose, onClose }: Omit<CitiesListProps, 'onBack'> & { onClose: () => void }) {
  return (
    <Modal open sheet onClose={onClose} title={t.cities.title}>
      <CitiesList currentId={currentId} onChoose={onChoose} />
    </Modal>
  );
}
