import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@shop/contracts/product.ts';
import { CHANGED_HINT_MS, changedHintKey, useSelectVariant } from '@/features/product/api/select-variant.ts';
import type { ChangedHint } from '@/features/product/api/select-variant.ts';
import { productTexts as texts } from '../texts.ts';
import { ColorPicker } from './color-picker.tsx';
import styles from './product.module.css';

type View = 'buttons' | 'table';

function useChangedHint(currentPath: string): number[] {
  const hint = useQuery({
    queryKey: changedHintKey(currentPath),
    queryFn: () => null as ChangedHint | null,
    enabled: false,
    staleTime: Infinity,
  }).data;
  const [, setExpired] = useState(0);
  const left = hint ? hint.at + CHANGED_HINT_MS - Date.now() : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setExpired((count) => count + 1), left);
    return () => clearTimeout(timer);
  }, [left]);
  return hint && left > 0 ? hint.groups : [];
}

/** §2 "Option selectors": buttons per group or one table of varieties; 'Все характеристики'. */
export function Selectors({ product, currentPath }: { product: ProductPage; currentPath: string }) {
  const [view, setView] = useState<View>('buttons');
  const select = useSelectVariant(currentPath);
  const changed = useChangedHint(currentPath);
  const groups = product.selectors.filter((group) => !group.colorBtn && !group.hideBtn && group.value.length > 0);
  const hasTable = product.selectorsTable.dataset.length > 1;
  return (
    <div className={styles.selectors} aria-busy={select.isPending}>
      {hasTable ? (
        <div role="group" aria-label={texts.selectorsView} className={styles.viewToggle}>
          <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
            {texts.asTable}
          </button>
          <button type="button" aria-pressed={view === 'buttons'} onClick={() => setView('buttons')}>
            {texts.asButtons}
          </button>
        </div>
      ) : null}
      {view === 'table' && hasTable ? (
        <table className={styles.selectorTable}>
          <thead>
            <tr>
              {product.selectorsTable.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {product.selectorsTable.dataset.map((row) => (
              <tr key={row.ass_id} aria-selected={row.selected} className={row.selected ? styles.selectedRow : undefined}>
                {row.data.map((cell, index) => (
                  <td key={index}>
                    {index === 0 ? (
                      <a
                        href={row.assUrl}
                        onClick={(event) => {
                          event.preventDefault();
                          if (!row.selected) select.mutate({ path: row.assUrl, sourceAssId: product.assortment.id });
                        }}
                      >
                        {cell}
                      </a>
                    ) : (
                      cell
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        groups.map((group) => (
          <div key={group.number} className={styles.selectorGroup} role="group" aria-label={group.name}>
            <p className={styles.groupName}>
              {group.name}: <strong>{group.currentSelectVal}</strong>
            </p>
            {changed.includes(group.number) ? (
              <p role="status" className={styles.changedHint}>
                {texts.parameterChanged}
              </p>
            ) : null}
            <div className={styles.options}>
              {group.value.map((option) => (
                <button
                  key={option.id}
                  type="button"
                  aria-pressed={option.selected}
                  className={option.missed ? styles.missedOption : undefined}
                  title={option.missed ? texts.optionMissed : undefined}
                  onClick={() => {
                    if (!option.selected) select.mutate({ path: option.assUrl, group: group.number });
                  }}
                >
                  {option.text}
                </button>
              ))}
            </div>
          </div>
        ))
      )}
      <ColorPicker product={product} currentPath={currentPath} />
      <a href="#characteristics" className={styles.allCharacteristics}>
        {texts.allCharacteristics}
      </a>
    </div>
  );
}
