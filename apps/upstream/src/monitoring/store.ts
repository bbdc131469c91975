import type { Database } from '../db/database.ts';

export interface EmployeeRow {
  id: number;
  name: string;
  position: string;
  monthly_plan: number;
  portrait: string;
}

export interface SalesFigure {
  employee_id: number;
  amount: number;
  deals: number;
}

export interface RecentOrderRow {
  invoice_number: string;
  total: number;
  created_at: string;
  manager_id: number | null;
}

export function createMonitoringRepo(db: Database) {
  const employees = db.prepare<[], EmployeeRow>('SELECT id, name, position, monthly_plan, portrait FROM employees ORDER BY id');
  const employee = db.prepare<[number], EmployeeRow>('SELECT id, name, position, monthly_plan, portrait FROM employees WHERE id = ?');
  const history = db.prepare<[string], SalesFigure>(
    `SELECT employee_id, sum(amount) AS amount, sum(deals) AS deals FROM employee_sales_history
     WHERE day >= ? GROUP BY employee_id`,
  );
  const orders = db.prepare<[string], SalesFigure>(
    `SELECT manager_id AS employee_id, sum(total) AS amount, count(*) AS deals FROM orders
     WHERE created_at >= ? AND manager_id IS NOT NULL GROUP BY manager_id`,
  );
  const recent = db.prepare<[number], RecentOrderRow>(
    'SELECT invoice_number, total, created_at, manager_id FROM orders ORDER BY id DESC LIMIT ?',
  );
  const take = db.prepare('UPDATE monitoring_state SET sales_updated = 0 WHERE id = 1 AND sales_updated = 1');
  const clear = db.prepare('UPDATE monitoring_state SET sales_updated = 0 WHERE id = 1');

  return {
    employees: () => employees.all(),
    employee: (id: number) => employee.get(id),
    /** Seeded sales from this Moscow day (YYYY-MM-DD) on. */
    historySince: (day: string) => history.all(day),
    /** The shop's own orders from this moment on, by manager. */
    ordersSince: (iso: string) => orders.all(iso),
    recentOrders: (limit: number) => recent.all(limit),
    /** True once per new order: the flag is taken by whoever reads it first. */
    takeUpdate: () => take.run().changes === 1,
    clearUpdate: () => void clear.run(),
  };
}

export type MonitoringRepo = ReturnType<typeof createMonitoringRepo>;
