import { useMemo, useState } from 'react';
import type { City } from '@shop/contracts/places.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { useCities } from '@/features/checkout/api/places.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import styles from './checkout.module.css';

const PAGE = 30;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Case-insensitive search with special characters escaped; 30 cities, 30 more near the bottom (§9). */
export function filterCities(cities: readonly City[], query: string): City[] {
  const pattern = new RegExp(escape(query.trim()), 'i');
  return cities.filter((city) => pattern.test(city.name));
}

export function CitiesPanel({ open, sheet, onChoose, onClose }: { open: boolean; sheet: boolean; onChoose: (city: City) => void; onClose: () => void }) {
  const cities = useCities(open);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const found = useMemo(() => filterCities(cities.data?.cities ?? [], query), [cities.data, query]);
  return (
    <Modal open={open} sheet={sheet} onClose={onClose} title={t.cities.title}>
      <input className={styles.input} aria-label={t.cities.search} placeholder={t.cities.search} value={query} onChange={(event) => {
        setQuery(event.target.value);
        setShown(PAGE);
      }} />
      <ul
        className={`${styles.list} ${styles.scroll}`}
        onScroll={(event) => {
          const list = event.currentTarget;
          if (list.scrollHeight - list.scrollTop - list.clientHeight < 60) setShown((count) => count + PAGE);
        }}
      >
        {found.slice(0, shown).map((city) => (
          <li key={city.id}>
            <button type="button" className={city.bold ? `${styles.listItem} ${styles.bold}` : styles.listItem} onClick={() => onChoose(city)}>
              {city.name}
            </button>
          </li>
        ))}
        {cities.isSuccess && found.length === 0 ? <li className={styles.hint}>{t.cities.nothing}</li> : null}
      </ul>
    </Modal>
  );
}
