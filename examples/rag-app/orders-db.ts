import { SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import initSqlJs from 'sql.js';

/** One order of the asking customer. */
export interface OrderRow {
  orderId: number;
  status: string;
  carrier: string;
  placedAt: string;
  etaDate: string;
}

/** The shop's order database. Contract: `recentOrders` validates its input and never throws for an unknown user. */
export interface OrdersDb {
  recentOrders(userId: string, limit: number): Promise<OrderRow[]>;
  close(): void;
}

const STATUSES = ['placed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'delayed'] as const;
const CARRIERS = ['DHL', 'UPS', 'GLS', 'DPD'] as const;
/** Same shape as the demo's user ids: the value goes into the statement text, so nothing else may. */
const USER_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A real SQL database without a native build: SQLite compiled to WebAssembly (sql.js), in memory, seeded with
 * orders for users `u-1000`…`u-1099`. Each query is traced as a CLIENT span after the OpenTelemetry database
 * conventions (v1.33+): `db.system.name`, `db.namespace`, `db.operation.name`, `db.collection.name`,
 * `db.query.text` and `db.response.returned_rows`. The statement is recorded as executed, literals included, as
 * many ORMs send it — the collector replaces the literals with `?` before anything is stored.
 */
export async function createOrdersDb(deps: { tracer: Tracer }): Promise<OrdersDb> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run('CREATE TABLE orders (order_id INTEGER PRIMARY KEY, user_id TEXT NOT NULL, status TEXT NOT NULL, carrier TEXT NOT NULL, placed_at TEXT NOT NULL, eta_date TEXT NOT NULL)');
  db.run('CREATE INDEX orders_by_user ON orders (user_id, placed_at)');
  const insert = db.prepare('INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?)');
  let orderId = 8800;
  for (let u = 0; u < 100; u++) {
    for (let k = 0; k < 1 + (u % 3); k++) {
      const day = 1 + ((u * 7 + k * 11) % 28);
      insert.run([orderId++, `u-${1000 + u}`, STATUSES[(u + k) % STATUSES.length]!, CARRIERS[(u * 3 + k) % CARRIERS.length]!, `2026-11-${String(day).padStart(2, '0')}`, `2026-12-${String(((day + 3) % 28) + 1).padStart(2, '0')}`]);
    }
  }
  insert.free();

  return {
    async recentOrders(userId, limit) {
      const safeUser = USER_ID_RE.test(userId) ? userId : '';
      const safeLimit = Math.max(1, Math.min(20, Math.floor(limit)));
      const sql = `SELECT order_id, status, carrier, placed_at, eta_date FROM orders WHERE user_id = '${safeUser}' AND placed_at >= '2026-01-01' ORDER BY placed_at DESC LIMIT ${safeLimit}`;
      return deps.tracer.startActiveSpan(
        'SELECT orders',
        {
          kind: SpanKind.CLIENT,
          attributes: { 'db.system.name': 'sqlite', 'db.namespace': 'shop', 'db.operation.name': 'SELECT', 'db.collection.name': 'orders', 'db.query.text': sql },
        },
        async (span) => {
          try {
            const [result] = db.exec(sql);
            const rows: OrderRow[] = (result?.values ?? []).map((v) => ({ orderId: Number(v[0]), status: String(v[1]), carrier: String(v[2]), placedAt: String(v[3]), etaDate: String(v[4]) }));
            span.setAttribute('db.response.returned_rows', rows.length);
            return rows;
          } catch (err) {
            span.recordException(err as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            span.setAttribute('error.type', (err as Error).name);
            throw err;
          } finally {
            span.end();
          }
        },
      );
    },
    close: () => db.close(),
  };
}
