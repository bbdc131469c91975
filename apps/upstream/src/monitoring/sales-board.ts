import type { SalesDataset } from '@shop/contracts/monitoring.ts';
import { MONITORING_BOARD_ROWS } from '@shop/contracts/monitoring.ts';
import type { EmployeeRow, MonitoringRepo } from './store.ts';
import { calendarDay } from '@shop/contracts/rules/delivery-calendar.ts';
import { formatRoubles } from '@shop/contracts/rules/roubles.ts';

/** product-widgets-monitoring.md §2 leaves the period open: the board sums the last 30 Moscow days. */
export const SALES_WINDOW_DAYS = 30;

export const employeeImage = (id: number) => `/img/e/${id}.svg`;

const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });

const SCALE_STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** A round top of the scale just above the value, so the bars compare at a glance. */
export function scaleTop(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = SCALE_STEPS.find((factor) => factor * power >= value) ?? 10;
  return Math.round(step * power);
}

/**
 * The board: the latest orders with their manager's picture (the orders view), and the five best
 * employees of the window with ВАЛ (sales), КПД (share of the plan) and СДКЗ (closed deals),
 * computed from the seeded history plus the shop's own orders.
 */
export function salesDataset(repo: MonitoringRepo, now: Date): SalesDataset {
  const first = calendarDay(now, -(SALES_WINDOW_DAYS - 1));
  const history = new Map(repo.historySince(first.id).map((row) => [row.employee_id, row]));
  const orders = new Map(repo.ordersSince(new Date(first.time * 1000).toISOString()).map((row) => [row.employee_id, row]));
  const employees = repo.employees();
  const byId = new Map<number, EmployeeRow>(employees.map((employee) => [employee.id, employee]));

  const ranked = employees
    .map((employee) => {
      const amount = Math.round((history.get(employee.id)?.amount ?? 0) + (orders.get(employee.id)?.amount ?? 0));
      const deals = (history.get(employee.id)?.deals ?? 0) + (orders.get(employee.id)?.deals ?? 0);
      return { employee, amount, deals };
    })
    .sort((a, b) => b.amount - a.amount || a.employee.id - b.employee.id)
    .slice(0, MONITORING_BOARD_ROWS);
  const top = Math.max(...ranked.map((row) => Math.max(row.amount, row.employee.monthly_plan)), 1);

  return {
    orders_values: repo.recentOrders(MONITORING_BOARD_ROWS).map((order) => {
      const manager = order.manager_id === null ? undefined : byId.get(order.manager_id);
      return {
        img: manager ? employeeImage(manager.id) : '',
        name: manager?.name ?? '',
        param1: `${order.invoice_number} — ${formatRoubles(order.total)}, ${time.format(new Date(order.created_at))}`,
      };
    }),
    sales_values: ranked.map(({ employee, amount, deals }) => ({
      img: employeeImage(employee.id),
      name: employee.name,
      param1: formatRoubles(amount),
      param2: `${Math.round((amount / employee.monthly_plan) * 100)} %`,
      param3: String(deals),
      score: amount,
    })),
    scaleRangeMax: scaleTop(top),
  };
}
