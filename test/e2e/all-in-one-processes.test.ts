/**
 * The all-in-one with its collector on every core (`collector.allInOneProcesses`, bin/collector-cluster.ts), as a
 * real process tree: two collector processes share the OTLP ports and append to the all-in-one's local log over
 * IPC (platform/bus/ipc-bus.ts). Both take exports; what they acknowledge is queryable with its content, and
 * durable across a stop; /metrics sums the processes; a dead collector process is replaced.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { getJson, makeDataDir, scanDirFor, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { alive, childrenOf } from '../support/processes.ts';

const running: AllInOneProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const p of running) await p.stop().catch(() => undefined);
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
}, 60_000);

function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The process's nice value (field 19 of /proc/<pid>/stat). */
function niceOf(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sends `count` exports of one trace each (10 spans, one LLM call) from `concurrency` connections; the acknowledged trace ids. */
async function sendExports(otlpHttp: string, count: number, concurrency = 8): Promise<{ statuses: number[]; acked: string[] }> {
  const statuses: number[] = [];
  const acked: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const { spans } = generateTrace({ spans: 10, contentBytes: 2048 });
        // With a client timeout, as every exporter has (10 s in the OpenTelemetry SDKs): a connection the primary hands
        // to a process in the instant it is killed is neither answered nor closed (node:cluster's round-robin handoff
        // never learns its fate); the timeout ends it (0, not acknowledged) and an exporter would send it again.
        const res = await fetch(`${otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body: encodeProtobufTraces(spans), signal: AbortSignal.timeout(10_000) }).catch(() => null);
        await res?.arrayBuffer().catch(() => undefined);
        statuses.push(res?.status ?? 0);
        if (res?.status === 200) acked.push(String(spans[0]!.traceId));
      }
    }),
  );
  return { statuses, acked };
}

function sample(text: string, line: RegExp): number {
  const m = line.exec(text);
  return m ? Number(m[1]) : NaN;
}

describe('all-in-one with collector processes (collector.allInOneProcesses: 2)', () => {
  test('both processes take exports; acknowledged traces are queryable with their content, counted in /metrics, and durable across a stop', async () => {
    const dataDir = makeDataDir('tracehold-aio-processes-');
    dataDirs.push(dataDir);
    const env = { TRACEHOLD_ALL_IN_ONE_COLLECTOR_PROCESSES: '2' };
    const server = await startAllInOne({ dataDir, env });
    running.push(server);
    expect(server.output()).toContain('processes   2 collector processes sharing the OTLP ports');
    expect(server.output().match(/Tracehold all-in-one is running/g)).toHaveLength(1);
    const main = server.child.pid!;
    await waitFor('two collector processes', () => childrenOf(main).length === 2);
    const children = childrenOf(main);
    const cpuBefore = children.map(cpuSecondsOf);
    // Ingest first: the collector processes run at a lower priority than the all-in-one (ALL_IN_ONE_COLLECTOR_NICE).
    expect(children.map(niceOf)).toEqual([niceOf(main) + 10, niceOf(main) + 10].map((n) => Math.min(19, n)));

    const { statuses, acked } = await sendExports(server.otlpHttp, 200);
    expect(statuses.filter((s) => s === 200)).toHaveLength(200);
    // Both processes worked (the cluster hands connections round robin); the content they wrote is readable by the
    // all-in-one, which never saw the spans before its bus did.
    const cpuUsed = children.map((pid, i) => cpuSecondsOf(pid) - cpuBefore[i]!);
    for (const used of cpuUsed) expect(used).toBeGreaterThan(0.3);

    const last = acked[acked.length - 1]!;
    const body = await waitForTrace(server.api, last, (b) => b?.summary?.spanCount === 10 && b.llmCalls?.length === 1);
    expect(body, `trace ${last} was not complete in time`).not.toBeNull();
    const call = body.llmCalls[0];
    expect(call.content.input.state).toBe('stored');
    const content = await getJson(`${server.api}/v1/content/${encodeURIComponent(call.content.input.ref)}?traceId=${last}&view=redacted`);
    expect(content.status).toBe(200);
    expect(content.body.ref).toBe(call.content.input.ref);

    // /metrics is the sum over the all-in-one and its collector processes: the collector counters live only in
    // the processes (the all-in-one's own are zero), the ingest counters only in the all-in-one.
    const metrics = String((await getJson(`${server.api}/metrics`)).body);
    expect(sample(metrics, /^tracehold_collector_step_items_total\{signal="traces",step="redact",direction="in"\} (\d+)$/m)).toBe(2000);
    expect(sample(metrics, /^tracehold_otlp_exports_total\{transport="http",outcome="ok"\} (\d+)$/m)).toBe(200);

    // A collector process dies: the other keeps answering, and a replacement starts.
    process.kill(children[0]!, 'SIGKILL');
    const during = await sendExports(server.otlpHttp, 20, 2);
    expect(during.statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(15);
    expect(during.statuses.filter((s) => s !== 200 && s !== 0)).toEqual([]);
    await waitFor('a replacement process', () => childrenOf(main).length === 2 && !childrenOf(main).includes(children[0]!), 30_000);
    expect(server.output()).toContain('a collector process exited unexpectedly');
    await new Promise((r) => setTimeout(r, 1500)); // the replacement listens once it has started

    // Acknowledged = durable across the IPC hop: what is acknowledged right up to SIGTERM is there after a restart.
    const burst = sendExports(server.otlpHttp, 60, 4);
    await new Promise((r) => setTimeout(r, 300));
    const replaced = childrenOf(main);
    const code = await server.stop();
    const { acked: beforeStop } = await burst;
    expect(code).toBe(0);
    for (const pid of replaced) expect(alive(pid), `collector process ${pid} after SIGTERM`).toBe(false);
    expect(beforeStop.length).toBeGreaterThan(0);

    const again = await startAllInOne({ dataDir });
    running.push(again);
    for (const traceId of [...during.acked, ...beforeStop]) {
      const found = await waitForTrace(again.api, traceId, (b) => b?.llmCalls?.length === 1, 20_000);
      expect(found, `acknowledged trace ${traceId} after the restart`).not.toBeNull();
    }
  }, 240_000);

  test('content sent through a collector process stays out of the bus and ClickHouse: the data directory has it only encrypted', async () => {
    const dataDir = makeDataDir('tracehold-aio-processes-');
    dataDirs.push(dataDir);
    const server = await startAllInOne({ dataDir, env: { TRACEHOLD_ALL_IN_ONE_COLLECTOR_PROCESSES: '2' } });
    running.push(server);
    const canary = `CANARY${randomBytes(10).toString('hex').toUpperCase()}`;
    const trace = generateTrace({ spans: 4, contentBytes: 512 }, canary);
    const res = await fetch(`${server.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body: encodeProtobufTraces(trace.spans) });
    expect(res.status).toBe(200);
    const body = await waitForTrace(server.api, trace.traceId, (b) => b?.summary?.spanCount === 4 && b.llmCalls?.length === 1);
    expect(body).not.toBeNull();
    expect(JSON.stringify(body)).not.toContain(canary);
    // Negative control: the canary was sent and kept — the raw read (audited) returns it.
    const ref = body.llmCalls[0].content.input.ref;
    const raw = await getJson(`${server.api}/v1/content/${encodeURIComponent(ref)}?traceId=${trace.traceId}&view=raw&reason=test`);
    expect(raw.status).toBe(200);
    expect(JSON.stringify(raw.body)).toContain(canary);
    expect(await server.stop()).toBe(0);
    // The local log (written by the all-in-one from the processes' appends), ClickHouse, the content packs: no plaintext.
    expect(scanDirFor(dataDir, canary)).toEqual([]);
  }, 120_000);
});
