import type { SalesDataset } from '@shop/contracts/monitoring.ts';
import { MONITORING_BOARD_ROWS } from '@shop/contracts/browser/monitoring.ts';
import { texts } from '../texts.ts';
import { EmployeePhoto } from './employee-photo.tsx';
import styles from './monitoring.module.css';

/** The bar's width: score / scaleRangeMax as a percentage, clamped to 0-100. */
export function barPercent(score: number, scaleRangeMax: number): number {
  if (!(scaleRangeMax > 0) || !Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, (score / scaleRangeMax) * 100));
}

/**
 * "5 employee rows and 5 size levels" (product-widgets-monitoring.md §9): we read the size levels
 * as the rank's weight on the board: the first row of a page is the tallest with the largest
 * figures, each next row one level smaller, so the five rows are five levels.
 */
const LEVELS = [styles.level1, styles.level2, styles.level3, styles.level4, styles.level5];

type SalesTableProps = { dataset: SalesDataset; page: number; pages: number };

/** The sales table: one page of five ranked employees. */
export function SalesTable({ dataset, page, pages }: SalesTableProps) {
  const first = page * MONITORING_BOARD_ROWS;
  const rows = dataset.sales_values.slice(first, first + MONITORING_BOARD_ROWS);

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        <span className={styles.viewHeading}>{texts.table.caption}</span>
        {pages > 1 ? <span className={styles.pageMark}>{texts.table.page(page + 1, pages)}</span> : null}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.placeCell}>
            {texts.table.place}
          </th>
          <th scope="col" colSpan={2}>
            {texts.table.employee}
          </th>
          <th scope="col" className={styles.barCell}>
            {texts.table.bar}
          </th>
          <th scope="col" className={styles.number}>
            <abbr title={texts.table.valHint}>{texts.table.val}</abbr>
          </th>
          <th scope="col" className={styles.number}>
            <abbr title={texts.table.kpdHint}>{texts.table.kpd}</abbr>
          </th>
          <th scope="col" className={styles.number}>
            <abbr title={texts.table.sdkzHint}>{texts.table.sdkz}</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const percent = barPercent(row.score, dataset.scaleRangeMax);
          return (
            <tr key={`${first + index}-${row.name}`} className={LEVELS[index]}>
              <td className={styles.placeCell}>{first + index + 1}</td>
              <td className={styles.photoCell}>
                <EmployeePhoto img={row.img} name={row.name} />
              </td>
              <th scope="row" className={styles.nameCell}>
                {row.name}
              </th>
              <td className={styles.barCell}>
                <div
                  className={styles.bar}
                  role="meter"
                  aria-valuemin={0}
                  aria-valuemax={dataset.scaleRangeMax}
                  aria-valuenow={Math.min(row.score, dataset.scaleRangeMax)}
                  aria-valuetext={texts.table.barLabel(Math.round(percent))}
                  aria-label={texts.table.bar}
                >
                  <div className={styles.barFill} style={{ width: `${percent}%` }} />
                </div>
              </td>
              <td className={styles.number}>{row.param1}</td>
              <td className={styles.number}>{row.param2}</td>
              <td className={styles.number}>{row.param3}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
