/**
 * The end user of a trace, whatever the export order, and long agent runs decided whole — with the real
 * OpenTelemetry Node SDK and its BatchSpanProcessor: two LLM calls (inline content) end and are exported while
 * their root (`invoke_agent`, carrying enduser.id) runs on; the root is exported LAST, 30 s later, in another
 * export. Expected:
 * - the trace is not decided before its root arrives (the tail sampler waits for a running root), then it is
 *   decided with the root (slow_root keeps the 30 s run), and the lookup says so;
 * - every LLM call of the trace carries the root's end user (subjectRef), and per-user queries find them;
 * - the calls' content, stored before the end user was known, ends up under that user's key: destroying the
 *   user's key (crypto-shredding) makes all of it unreadable, while a control run without any end user stays
 *   readable and is never touched.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyring } from '../../platform/keys/keyring.ts';
import { createContentStore } from '../../platform/content-store/create-content-store.ts';
import { getJson, REPO_ROOT, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';

const run = promisify(execFile);
const ROOT_DELAY_MS = 30_000;
const END_USER = 'traveller-90210';

interface AgentRun {
  traceId: string;
  rootSpanId: string;
  llmSpanIds: string[];
  childrenExportedAtMs: number;
  rootEndedAtMs: number;
}

function startAgentRun(endpoint: string, env: Record<string, string>): Promise<AgentRun> {
  return run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/agent-run-app.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_LOG_LEVEL: 'error', ROOT_DELAY_MS: String(ROOT_DELAY_MS), ...env },
    timeout: ROOT_DELAY_MS + 60_000,
  }).then(({ stdout }) => JSON.parse(stdout.trim().split('\n').pop()!) as AgentRun);
}

describe('end user learned from a root exported last, 30 s later, in another export', () => {
  let server: AllInOneProcess;
  let withUser: AgentRun;
  let control: AgentRun;
  let beforeRoot: { status: number; body: any };
  let after: any;
  let afterControl: any;
  let perUser: any;

  beforeAll(async () => {
    // The production decision wait (10 s) would decide the children alone at 12 s: the root wait must hold them.
    server = await startAllInOne({ env: { TRACEHOLD_SAMPLING_DECISION_WAIT_MS: '3000' } });
    const pending = startAgentRun(server.otlpHttp, { END_USER });
    const pendingControl = startAgentRun(server.otlpHttp, { NO_END_USER: '1' });
    // 15 s in: the children are stored (ledger on arrival), the root is still running.
    await new Promise((r) => setTimeout(r, 15_000));
    const ledger = await getJson(`${server.api}/v1/llm-calls?limit=1000`);
    const ids = new Set<string>(ledger.body.llmCalls.map((c: any) => c.traceId));
    expect(ids.size).toBe(2);
    const traceId = [...ids][0]!;
    beforeRoot = await getJson(`${server.api}/v1/traces/${traceId}`);
    [withUser, control] = await Promise.all([pending, pendingControl]);
    after = await waitForTrace(server.api, withUser.traceId, (b) => b?.summary?.pending === false && b.summary.spanCount === 3, 60_000);
    afterControl = await waitForTrace(server.api, control.traceId, (b) => b?.summary?.pending === false && b.summary.spanCount === 3, 60_000);
    const subjectRef = after?.llmCalls?.[0]?.subjectRef;
    perUser = (await getJson(`${server.api}/v1/llm-calls?subjectRef=${subjectRef}&limit=100`)).body;
    // Let ingest finish moving the content, then stop: the checks below open the data dir directly.
    await new Promise((r) => setTimeout(r, 1500));
    await server.stop();
  }, ROOT_DELAY_MS + 150_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('did not decide the trace while its root was running, although the decision wait had passed', () => {
    expect(withUser.rootEndedAtMs - withUser.childrenExportedAtMs).toBeGreaterThanOrEqual(ROOT_DELAY_MS);
    expect(beforeRoot.status).toBe(200);
    expect(beforeRoot.body.summary.pending).toBe(true);
    expect(beforeRoot.body.llmCalls).toHaveLength(2);
    // Before the root arrived nobody knew the end user.
    expect(beforeRoot.body.llmCalls.map((c: any) => c.subjectRef)).toEqual(['', '']);
  });

  it('decided the trace whole, with its root: slow_root keeps the 30 s agent run', () => {
    expect(after, `trace ${withUser.traceId} not decided in time`).not.toBeNull();
    expect(after.summary.rootName).toBe('invoke_agent travel-planner');
    expect(after.summary.sampling).toMatchObject({ decision: 'kept', policy: 'slow_root', withoutRoot: false, early: false });
    expect(after.summary.durationMs).toBeGreaterThan(ROOT_DELAY_MS);
  });

  it('gave every LLM call of the trace the end user found on the root', () => {
    const refs = after.llmCalls.map((c: any) => c.subjectRef);
    expect(refs).toHaveLength(2);
    expect(refs[0]).toMatch(/^psn_[0-9a-f]{32}$/);
    expect(refs[1]).toBe(refs[0]);
    expect(new Set(perUser.llmCalls.map((c: any) => c.spanId))).toEqual(new Set(withUser.llmSpanIds));
    // The root span keeps the same pseudonym (redaction), never the raw id.
    expect(after.spans[0].attributes['enduser.id']).toBe(refs[0]);
    expect(JSON.stringify(after)).not.toContain(END_USER);
  });

  it('moved the content stored before the end user was known under that user\'s key: shredding the user reaches all of it', async () => {
    const logger = pino({ level: 'silent' });
    const keyring = createKeyring({ logger }, { dir: path.join(server.dataDir, 'keys') });
    await keyring.start();
    const store = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(server.dataDir, 'content') } });
    await store.start();
    try {
      const subjectRef: string = after.llmCalls[0].subjectRef;
      const refs: string[] = after.llmCalls.flatMap((c: any) => [c.content.input.ref, c.content.output.ref]);
      const controlRefs: string[] = afterControl.llmCalls.flatMap((c: any) => [c.content.input.ref, c.content.output.ref]);
      expect(refs.every((r) => r.startsWith('thref:v1:'))).toBe(true);
      for (const ref of [...refs, ...controlRefs]) expect(await store.get('default', ref), ref).not.toBeNull();
      for (const ref of refs) expect((await store.get('default', ref))!.subjectRef, `${ref} is not under the end user's key`).toBe(subjectRef);
      for (const ref of controlRefs) expect((await store.get('default', ref))!.subjectRef).toBeUndefined();

      const destroyed = await store.destroySubjectKey('default', subjectRef, async () => true);
      expect(destroyed).toBeTruthy();
      for (const ref of refs) await expect(store.get('default', ref)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_KEY_DESTROYED' });
      // Negative control: the run without an end user is untouched by the shredding.
      for (const ref of controlRefs) expect(await store.get('default', ref)).not.toBeNull();
    } finally {
      await store.shutdown();
      await keyring.shutdown();
    }
  });
});
