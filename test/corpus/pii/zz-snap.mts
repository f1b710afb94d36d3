import { writeFileSync } from 'node:fs';
import { createRedaction } from '../../../collector/redaction/redaction.ts';
import { RedactionConfigSchema } from '../../../schemas/redaction.ts';
import { logRecord } from '../../factories/log-record.ts';
import { SQL_IN_TEXT_HELD_OUT } from './sql-in-text-held-out.data.ts';
import { SQL_IN_TEXT_SECOND_SET } from './sql-in-text-second-set.data.ts';
import { DB_ERRORS_IN_LOGS } from './db-errors-in-logs.data.ts';
import { DB_ERRORS_SECOND_SET } from './db-errors-second-set.data.ts';
import { LOG_RECORDS_HELD_OUT } from './log-records-held-out.data.ts';
import { SQL_IN_TEXT_THIRD_SET } from './sql-in-text-third-set.data.ts';
import { LOG_RECORDS_SECOND_SET } from './log-records-second-set.data.ts';
const key = Buffer.alloc(32, 7);
const redaction = createRedaction({ tenantRefKey: async () => key }, RedactionConfigSchema.parse({ enabled: true }));
const out: string[] = [];
for (const [name, set] of Object.entries({ SQL_IN_TEXT_HELD_OUT, SQL_IN_TEXT_SECOND_SET, SQL_IN_TEXT_THIRD_SET, DB_ERRORS_IN_LOGS, DB_ERRORS_SECOND_SET, LOG_RECORDS_HELD_OUT, LOG_RECORDS_SECOND_SET }) as [string, any[]][]) {
  for (const c of set) {
    const log: any = logRecord({ tenant: 'acme', eventName: '', severityText: 'INFO', body: structuredClone(c.body), attributes: structuredClone(c.attributes), scope: { name: 'app', version: '', attributes: {}, schemaUrl: '' } });
    await redaction.redactLogs('acme', [log]);
    out.push(`### ${name} ${c.id}\n${JSON.stringify(log.body, null, 1)}\n${JSON.stringify(log.attributes, null, 1)}`);
  }
}
writeFileSync(process.argv[2]!, out.join('\n') + '\n');
console.log(out.length);
