import type { SalesDataset } from '@shop/contracts/monitoring.ts';
import { MONITORING_BOARD_ROWS } from '@shop/contracts/browser/monitoring.ts';
import { useBoardView, usePageRotation } from '@/features/monitoring/model/use-board-view.ts';
import { OrdersView } from './orders-view.tsx';
import { SalesTable } from './sales-table.tsx';
import styles from './monitoring.module.css';

/** The two alternating views as slides; each new slide slides in (0.5 s, §2). */
export function BoardSlides({ dataset }: { dataset: SalesDataset }) {
  const view = useBoardView();
  const pages = Math.ceil(dataset.sales_values.length / MONITORING_BOARD_ROWS);
  const page = usePageRotation(pages, view === 'table');
  return (
    <div className={styles.stage}>
      <div key={view === 'orders' ? 'orders' : `table-${page}`} className={styles.slide}>
        {view === 'orders' ? <OrdersView orders={dataset.orders_values} /> : <SalesTable dataset={dataset} page={page} pages={pages} />}
      </div>
    </div>
  );
}
