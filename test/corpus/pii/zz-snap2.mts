import { writeFileSync } from 'node:fs';
import { createRedaction } from '../../../collector/redaction/redaction.ts';
import { RedactionConfigSchema } from '../../../schemas/redaction.ts';
import { spanWithEveryField } from '../../factories/span.ts';
import { logRecord } from '../../factories/log-record.ts';
import { SPAN_ATTRIBUTE_CASES } from './span-attributes-held-out.data.ts';
import { SPAN_ATTRIBUTE_SECOND_SET } from './span-attributes-second-set.data.ts';
import { SPAN_ATTRIBUTE_THIRD_SET } from './span-attributes-third-set.data.ts';
import { MESSAGE_LISTS_IN_ATTRIBUTES } from './message-lists-in-attributes.data.ts';
import { MESSAGE_LISTS_SECOND_SET } from './message-lists-second-set.data.ts';
import { LOGINS_IN_LOGS } from './logins-in-logs.data.ts';
import { LOGINS_IN_LOGS_SECOND_SET } from './logins-in-logs-second-set.data.ts';
const key = Buffer.alloc(32, 7);
const redaction = createRedaction({ tenantRefKey: async () => key }, RedactionConfigSchema.parse({ enabled: true }));
const out: string[] = [];
for (const [name, set] of Object.entries({ SPAN_ATTRIBUTE_CASES, SPAN_ATTRIBUTE_SECOND_SET, SPAN_ATTRIBUTE_THIRD_SET, MESSAGE_LISTS_IN_ATTRIBUTES, MESSAGE_LISTS_SECOND_SET }) as [string, any[]][]) {
  for (const c of set) {
    const span: any = { ...spanWithEveryField(), tenant: 'acme', attributes: structuredClone(c.attributes), events: [], links: [] };
    await redaction.redactSpans('acme', { spans: [span], ledger: [] });
    out.push(`### ${name} ${c.id}\n${JSON.stringify(span.attributes, null, 1)}`);
  }
}
for (const [name, set] of Object.entries({ LOGINS_IN_LOGS, LOGINS_IN_LOGS_SECOND_SET }) as [string, any[]][]) {
  for (const c of set) {
    const log: any = logRecord({ tenant: 'acme', eventName: '', severityText: 'INFO', body: structuredClone(c.body), attributes: structuredClone(c.attributes), scope: { name: 'app', version: '', attributes: {}, schemaUrl: '' } });
    await redaction.redactLogs('acme', [log]);
    out.push(`### ${name} ${c.id}\n${JSON.stringify(log.body, null, 1)}\n${JSON.stringify(log.attributes, null, 1)}`);
  }
}
writeFileSync(process.argv[2]!, out.join('\n') + '\n');
console.log(out.length);
