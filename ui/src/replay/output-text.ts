import { outputText } from '../../../query-api/replay/output-text.ts';

/**
 * The comparable text of a stored output, as the replay report counts its positions (pure): the server's own
 * rules (query-api/replay/output-text.ts, imported, not copied), so that a divergence index (UTF-16) points at
 * the same character here. Accepts the content API's document (`{schema, part, data}`), the bare message list,
 * or a plain string.
 */
export function outputTextOf(document: unknown): string {
  const messages = typeof document === 'object' && document !== null && !Array.isArray(document) && 'data' in document ? (document as { data: unknown }).data : document;
  return typeof messages === 'string' ? messages : outputText(messages);
}
