import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { productWord } from '@shop/contracts/rules/plural.ts';
import { Price } from '@shop/ui/price.tsx';
import { imageUrl } from '@/lib/api-client.ts';
import { pictureForBox } from '@/lib/data-saver.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSaveData } from '@/lib/ui-slice.ts';
import { apiOf } from '@/lib/query-client.ts';
import { SEARCH_FORM_ACTION, SEARCH_TERM_FIELD, searchUrlOf, useSearchHints } from './search-api.ts';
import { searchTexts } from './texts.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { useTypedBeforeStart } from '@shop/ui/use-typed-before-start.ts';
import styles from './search.module.css';
import { Link } from '@/components/link.tsx';

/** Hints wait until typing pauses, so each keystroke is not a request. */
export const HINTS_DEBOUNCE_MS = 300;

/**
 * Header search (catalogue.md §4 "Search"): hints while typing, shown in a results panel on
 * desktop; submitting asks for the short url of the term and opens it.
 */
export function SearchBox({ mobile }: { mobile: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saveData = useAppSelector(selectSaveData);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(field, ([typed], focused) => {
    setTerm(typed?.value ?? '');
    setOpen(focused);
  });
  const debounced = useDebounced(term, HINTS_DEBOUNCE_MS);
  const hints = useSearchHints(debounced);
  const panelId = useId();
  const data = term.trim() && hints.data ? hints.data : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    // The term the form holds, as the form itself would send it: a submit pressed while the app was
    // hydrating the page reaches this handler before the field's text has reached the state.
    const typed = new FormData(event.currentTarget).get(SEARCH_TERM_FIELD);
    const { url } = await searchUrlOf(apiOf(queryClient), typeof typed === 'string' ? typed : term);
    void navigate(url);
  }

  const close = () => setOpen(false);
  return (
    <form
      role="search"
      method="get"
      action={SEARCH_FORM_ACTION}
      className={mobile ? `${styles.form} ${styles.mobile}` : styles.form}
      onSubmit={(event) => void submit(event)}
      aria-label={searchTexts.label}
    >
      {/* A text field, not type=search: the hints make it a combobox, a role HTML allows only on text. */}
      <input
        type="text"
        enterKeyHint="search"
        ref={field}
        name={SEARCH_TERM_FIELD}
        role="combobox"
        aria-autocomplete="list"
        className={styles.input}
        aria-label={searchTexts.label}
        aria-controls={panelId}
        aria-expanded={open && data !== null}
        placeholder={mobile ? searchTexts.mobilePlaceholder : searchTexts.placeholder}
        value={term}
        maxLength={100}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => event.key === 'Escape' && close()}
        onBlur={(event) => {
          if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) close();
        }}
      />
      {/* A magnifier rather than the word: at 1280 px the header row leaves the field room for its placeholder. */}
      <button type="submit" className={styles.submit}>
        <svg className={styles.submitIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{searchTexts.submit}</span>
      </button>
      {open && data ? (
        <div id={panelId} className={styles.panel} role="region" aria-label={searchTexts.results}>
          {data.count === 0 ? <p className={styles.muted}>{searchTexts.nothing}</p> : null}
          {data.hints.categories.length > 0 ? (
            <section>
              <h2 className={styles.heading}>{searchTexts.categories}</h2>
              <ul className={styles.links}>
                {data.hints.categories.map((category) => (
                  <li key={category.id}>
                    <Link to={category.url} onClick={close}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.hints.products.length > 0 ? (
            <section>
              <h2 className={styles.heading}>{searchTexts.products}</h2>
              <ul className={styles.products}>
                {data.hints.products.map((product) => (
                  <li key={product.id}>
                    <Link to={product.url} onClick={close} className={styles.product}>
                      <img src={imageUrl(pictureForBox(product.image, 40, saveData))} alt="" width={40} height={40} loading="lazy" />
                      <span className={styles.productName}>{product.name}</span>
                      <Price value={product.price} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.count > 0 ? (
            <button type="submit" className={styles.all}>
              {searchTexts.allResults(data.count, productWord(data.count))}
            </button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
