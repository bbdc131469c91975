import { useState } from 'react';
import type { Characteristics as CharacteristicsData } from '@shop/contracts/product.ts';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { imageUrl } from '@/lib/api-client.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './product.module.css';
import { Link } from '@/components/link.tsx';

/** §2: the brand text is cut at 100 characters plus '...'. */
export const BRAND_CUT = 100;

export function cutBrandText(text: string): string {
  return text.length > BRAND_CUT ? `${text.slice(0, BRAND_CUT)}...` : text;
}

function Brand({ brand }: { brand: NonNullable<CharacteristicsData['brand']> }) {
  const [expanded, setExpanded] = useState(!brand.collapsed);
  const long = brand.desc.length > BRAND_CUT;
  return (
    <section className={styles.brand}>
      <h3>{texts.brand}</h3>
      <Link to={brand.url}>
        <img src={imageUrl(brand.img)} alt={texts.brandPage} width={96} height={48} loading="lazy" />
      </Link>
      <p>{expanded || !long ? brand.desc : cutBrandText(brand.desc)}</p>
      {long ? (
        <button type="button" className={styles.linkButton} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? texts.less : texts.more}
        </button>
      ) : null}
      <dl className={styles.brandFacts}>
        <dt>{texts.brandCountry}</dt>
        <dd>{brand.brandCountry}</dd>
        <dt>{texts.country}</dt>
        <dd>{brand.country}</dd>
      </dl>
    </section>
  );
}

/** §2 "Characteristics": description, short list in two columns, grouped lists, brand, documents. */
export function Characteristics({ data }: { data: CharacteristicsData }) {
  return (
    <section id="characteristics" className={styles.characteristics} aria-labelledby="characteristics-title">
      <h2 id="characteristics-title">{texts.characteristics}</h2>
      {data.description ? <SafeHtml html={data.description} className={styles.description} /> : null}
      <dl className={styles.shortText}>
        {data.shortText.map((entry) =>
          entry.header ? (
            <dt key={entry.name} className={styles.shortHeader}>
              {entry.name}
            </dt>
          ) : (
            <div key={entry.name}>
              <dt>{entry.name}</dt>
              <dd>{entry.url ? <Link to={entry.url}>{entry.value}</Link> : entry.value}</dd>
            </div>
          ),
        )}
      </dl>
      {data.text.map((group) => (
        <section key={group.header} className={styles.textGroup}>
          <h3>{group.header}</h3>
          <dl>
            {group.list.map((entry) => (
              <div key={entry.name}>
                <dt>{entry.name}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {data.brand ? <Brand brand={data.brand} /> : null}
      {data.docs.length > 0 ? (
        <section className={styles.docs}>
          <h3>{texts.documents}</h3>
          <ul>
            {data.docs.map((doc) => (
              <li key={doc.url}>
                <a href={imageUrl(doc.url)} className={styles[`doc_${doc.ico}`]} target="_blank" rel="noreferrer">
                  {doc.name}
                </a>
              </li>
            ))}
          </ul>
          {data.allDocsUrl ? (
            <a href={imageUrl(data.allDocsUrl)} target="_blank" rel="noreferrer">
              {texts.allDocuments}
            </a>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
