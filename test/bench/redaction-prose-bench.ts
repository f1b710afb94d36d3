/**
 * `node --import tsx test/bench/redaction-prose-bench.ts [checkout]` — the PII engine's cost on personal-data-dense prose
 * (not a test: it prints figures). Joins the sentences of the person-name and street-address held-out sets into 4 KB
 * documents and reports ms per document over five passes, after one warm-up pass. With a path to another checkout of the
 * repository it measures that checkout's engine on the same documents (an A/B between commits).
 */
import { resolve } from 'node:path';
import type { createPiiEngine as CreatePiiEngine } from '../../collector/redaction/pii/pii-engine.ts';
import { pathToFileURL } from 'node:url';
import { PERSON_NAME_NEGATIVES, PERSON_NAME_POSITIVES } from '../corpus/pii/person-names-in-text.data.ts';
import { STREET_ADDRESS_NEGATIVES, STREET_ADDRESS_POSITIVES } from '../corpus/pii/street-addresses-in-text.data.ts';

const root = resolve(process.argv[2] ?? new URL('../..', import.meta.url).pathname);
const { createPiiEngine } = (await import(pathToFileURL(`${root}/collector/redaction/pii/pii-engine.ts`).href)) as { createPiiEngine: typeof CreatePiiEngine };
const texts = [...PERSON_NAME_POSITIVES, ...PERSON_NAME_NEGATIVES, ...STREET_ADDRESS_POSITIVES, ...STREET_ADDRESS_NEGATIVES].map((c) => c.text);
const docs: string[] = [];
let doc = '';
for (const t of texts) {
  doc += `${t}\n`;
  if (doc.length >= 4096) {
    docs.push(doc);
    doc = '';
  }
}
const engine = createPiiEngine({ rules: {} });
for (const d of docs) engine.redactString(d);
const start = performance.now();
for (let pass = 0; pass < 5; pass++) for (const d of docs) engine.redactString(d);
console.log(`redaction of prose (${root}): ${docs.length} documents of 4 KB, ${((performance.now() - start) / (5 * docs.length)).toFixed(2)} ms per document`);
