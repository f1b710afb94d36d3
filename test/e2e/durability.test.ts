/**
 * Acknowledged means durable: exports answered 200 survive a kill -9 of the all-in-one right after the
 * answer. After a restart on the same data dir, every acknowledged span and LLM call is there exactly once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { flattenSpans, getJson, startAllInOne, type AllInOneProcess } from '../support/all-in-one-process.ts';

describe('durability across kill -9', () => {
  let server: AllInOneProcess | null = null;
  afterAll(async () => {
    await server?.kill9();
  });

  it('keeps every acknowledged span and LLM call exactly once', async () => {
    server = await startAllInOne();
    const dataDir = server.dataDir;
    const traces = Array.from({ length: 60 }, () => generateTrace({ spans: 10, contentBytes: 2048 }));
    const acked = new Set<string>();
    let killed = false;
    // Two traces per export, 30 exports in flight at once; kill -9 as soon as 15 are acknowledged.
    const sends = Array.from({ length: 30 }, async (_, i) => {
      const batch = [...traces[2 * i]!.spans, ...traces[2 * i + 1]!.spans];
      try {
        const res = await fetch(`${server!.otlpHttp}/v1/traces`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-protobuf' },
          body: encodeProtobufTraces(batch),
        });
        await res.arrayBuffer();
        if (res.status === 200 && !killed) {
          acked.add(traces[2 * i]!.traceId);
          acked.add(traces[2 * i + 1]!.traceId);
          if (acked.size >= 30 && !killed) {
            killed = true;
            await server!.kill9();
          }
        }
      } catch {
        /* connection reset by the kill: not acknowledged */
      }
    });
    await Promise.all(sends);
    if (!killed) await server.kill9();
    expect(acked.size).toBeGreaterThanOrEqual(30);

    server = await startAllInOne({ dataDir });
    const byId = new Map(traces.map((t) => [t.traceId, t]));
    const deadline = Date.now() + 60_000;
    const missing = new Set(acked);
    const results = new Map<string, any>();
    while (missing.size && Date.now() < deadline) {
      for (const id of [...missing]) {
        const r = await getJson(`${server.api}/v1/traces/${id}`);
        if (r.status === 200 && flattenSpans(r.body.spans).length >= 10 && r.body.llmCalls.length >= 1) {
          results.set(id, r.body);
          missing.delete(id);
        }
      }
      if (missing.size) await new Promise((r) => setTimeout(r, 200));
    }
    expect([...missing]).toEqual([]);
    for (const [id, body] of results) {
      const spans = flattenSpans(body.spans);
      const ids = spans.map((s: any) => s.spanId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(byId.get(id)!.spans.map((s) => s.spanId).sort());
      expect(body.summary.spanCount).toBe(10);
      expect(body.llmCalls).toHaveLength(1);
      expect(body.llmCalls[0].spanId).toBe(byId.get(id)!.llmSpanId);
    }
    console.log(`durability: ${acked.size} acknowledged traces before kill -9, all ${results.size} found exactly once after restart`);
  }, 180_000);
});
