import { createPiiEngine } from './collector/redaction/pii/pii-engine.ts';
const engine = createPiiEngine({ rules: {} });
for (const t of process.argv.slice(2)) console.log(JSON.stringify(t), '->', JSON.stringify(engine.redactString(t).text));
