/**
 * Collector processor for OTLP metrics. Tracehold is not a metrics backend: it keeps the GenAI client metrics
 * (`gen_ai.client.token.usage`, `gen_ai.client.operation.duration`, …) that describe LLM calls, and answers
 * the rest with an OTLP partial success saying they are not stored — so a default `opentelemetry-instrument`
 * setup, which exports metrics too, runs without exporter errors.
 */
import type { MetricPoint } from '../../schemas/metric.ts';

export interface FilteredMetrics {
  kept: MetricPoint[];
  /** Points not stored, by design. */
  notStored: number;
  /** For the partial success answer; '' when everything was kept. */
  message: string;
}

/** Keeps the points whose metric name starts with one of `keepPrefixes`. Pure; the input is not modified. */
export function filterMetrics(points: MetricPoint[], keepPrefixes: readonly string[]): FilteredMetrics {
  const kept: MetricPoint[] = [];
  const droppedNames = new Set<string>();
  let notStored = 0;
  for (const point of points) {
    if (keepPrefixes.some((prefix) => point.name.startsWith(prefix))) kept.push(point);
    else {
      notStored += 1;
      if (droppedNames.size < 4) droppedNames.add(point.name);
    }
  }
  const examples = [...droppedNames].join(', ');
  const message =
    notStored === 0
      ? ''
      : `${notStored} data point(s) not stored: Tracehold keeps only metrics named ${keepPrefixes.map((p) => `${p}*`).join(', ')} ` +
        `(not stored: ${examples}${droppedNames.size < notStored ? ', …' : ''}); send other metrics to a metrics backend`;
  return { kept, notStored, message };
}
