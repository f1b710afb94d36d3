import type { TraceLookup } from '../api/types.ts';
import { PARTS } from '../content/read-parts.ts';

const PART_LABEL: Record<string, string> = { system: 'system instructions', input: 'input', output: 'output', tools: 'tool definitions' };

/** Every part of the trace that is not there, with the API's reason in words: nothing absent is silent. */
export function AbsentParts({ lookup }: { lookup: TraceLookup }) {
  const items: Array<{ key: string; what: string; words: string }> = [];
  if (lookup.spanTree.state !== 'kept') items.push({ key: 'spans', what: 'Span tree', words: lookup.spanTree.words });
  if (lookup.logsState.state !== 'kept') items.push({ key: 'logs', what: 'Logs', words: lookup.logsState.words });
  if (lookup.evidence.state !== 'recorded') items.push({ key: 'evidence', what: 'Evidence', words: lookup.evidence.words });
  if (!lookup.root.present) items.push({ key: 'root', what: 'Root request', words: lookup.root.words });
  if (lookup.retention?.unavailable) items.push({ key: 'retention', what: 'Holds and deletions', words: 'could not be read; retry shortly' });
  for (const call of lookup.llmCalls) {
    for (const p of PARTS) {
      const part = call.content[p];
      if (part.state !== 'stored') items.push({ key: `${call.spanId}:${p}`, what: `${call.requestModel || call.spanName} (${call.spanId}) — ${PART_LABEL[p]}`, words: part.words });
    }
    if (call.stream.incomplete) items.push({ key: `${call.spanId}:stream`, what: `${call.requestModel || call.spanName} (${call.spanId}) — answer`, words: `incomplete (${call.stream.incompleteReason || 'no reason recorded'})` });
  }
  return (
    <section className="card" data-testid="absent-parts" aria-labelledby="absent-title">
      <h2 id="absent-title">What is not here, and why</h2>
      {items.length === 0 ? (
        <p className="muted">Nothing is missing: every part of this trace is stored.</p>
      ) : (
        <ul>
          {items.map((i) => (
            <li key={i.key}>
              <strong>{i.what}:</strong> {i.words}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
