/**
 * Table `hold_exports` (migration 0008): export jobs, append-only and versioned like the other retention state
 * (a transition inserts the whole job again with version + 1; the current state is the highest version).
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { HoldExportSchema, type HoldExport } from '../../schemas/hold-export.ts';
import { TraceholdError } from '../../platform/errors/tracehold-error.ts';

/** Tenant-scoped reads and writes of export jobs; safe to call concurrently. */
export interface HoldExportStore {
  put(job: HoldExport): Promise<void>;
  /** The job's newest version, or null. */
  get(tenant: string, exportId: string): Promise<HoldExport | null>;
  /** The newest version of every export of one hold, newest first (at most `limit`). */
  listOfHold(tenant: string, holdId: string, limit: number): Promise<HoldExport[]>;
}

export class HoldExportStoreError extends TraceholdError<'TH_ERR_RETENTION_STATE_BAD_ROW'> {
  constructor(message: string) {
    super('TH_ERR_RETENTION_STATE_BAD_ROW', message);
    this.name = 'HoldExportStoreError';
  }
}

export function createHoldExportStore(ch: ClickHouse): HoldExportStore {
  return {
    async put(job) {
      await ch.client.insert({
        table: `${ch.db}.hold_exports`,
        values: [{ tenant: job.tenant, export_id: job.exportId, hold_id: job.holdId, version: job.version, state: job.state, body_json: JSON.stringify(job), updated_at_ms: job.updatedAtMs }],
        format: 'JSONEachRow',
      });
    },
    async get(tenant, exportId) {
      const rs = await ch.client.query({
        query: `SELECT body_json FROM ${ch.db}.hold_exports WHERE tenant = {tenant:String} AND export_id = {exportId:String} ORDER BY version DESC LIMIT 1`,
        query_params: { tenant, exportId },
        format: 'JSONEachRow',
      });
      const rows = await rs.json<{ body_json: string }>();
      if (!rows[0]) return null;
      const parsed = HoldExportSchema.safeParse(JSON.parse(rows[0].body_json));
      if (!parsed.success) throw new HoldExportStoreError('a hold_exports row does not match its schema');
      return parsed.data;
    },
    async listOfHold(tenant, holdId, limit) {
      const rs = await ch.client.query({
        query: `SELECT argMax(body_json, version) AS body_json, any(updated_at_ms) AS u FROM ${ch.db}.hold_exports
                WHERE tenant = {tenant:String} AND hold_id = {holdId:String} GROUP BY export_id ORDER BY max(updated_at_ms) DESC LIMIT {limit:UInt32}`,
        query_params: { tenant, holdId, limit },
        format: 'JSONEachRow',
      });
      const rows = await rs.json<{ body_json: string }>();
      return rows.map((r) => {
        const parsed = HoldExportSchema.safeParse(JSON.parse(r.body_json));
        if (!parsed.success) throw new HoldExportStoreError('a hold_exports row does not match its schema');
        return parsed.data;
      });
    },
  };
}
