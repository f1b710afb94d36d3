// `dd.trace_id=5234567890123456789`, `"span_id": 1234…`: Datadog and B3 carry 64-bit ids as decimals.
const ID_KEY_BEFORE_RE = /(?:trace|span|parent)[_.-]?id["']?(?:\s*[:=]\s*["']?|\s+)$/i;

/** Whether the number at `start` is the value of a trace/span id key (never a card, phone or RRN). */
export function isTraceIdValue(text: string, start: number): boolean {
  return ID_KEY_BEFORE_RE.test(text.slice(Math.max(0, start - 24), start));
}
