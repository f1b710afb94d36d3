import { pathToFileURL } from 'node:url';
import { createPiiEngine } from '../../collector/redaction/pii/pii-engine.ts';

/** Typical span strings with nothing to find: the path every string of every span takes. */
const CLEAN: readonly string[] = [
  'POST /v1/chat/completions 200 in 1432 ms (model gpt-4o-2024-08-06, 512 input tokens, 128 output)',
  'SELECT id, name, created_at FROM orders WHERE tenant_id = ? AND status = ? ORDER BY created_at DESC',
  'Retrieved 5 documents from collection products-v2 in 37 ms; reranked with bge-reranker-large',
  'chat.completions.create succeeded after 2 retries; finish_reason=stop, latency_ms=1843, cached=false',
  '요청을 처리했습니다. 응답 시간은 약 1.2초였고 추가 작업은 필요하지 않습니다. 감사합니다, 좋은 하루 되세요!',
  'ConnectionResetError: [Errno 104] Connection reset by peer while reading response from upstream.',
];

/** Typical strings that hold something to redact. */
const DIRTY: readonly string[] = [
  'Hi, I am Jane; you can reach me at jane.doe@example.com or +1 (415) 555-2671 about order ORD-2025-004512.',
  'user 42 updated card 4111 1111 1111 1111 and iban DE89 3704 0044 0532 0130 00 from 203.0.113.7',
  "{'Authorization': 'Bearer sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh', 'Content-Type': 'application/json'}",
  'GET https://api.example.com/search?q=running+shoes&email=bob%40example.com&page=2 HTTP/1.1',
  'psycopg2.OperationalError: could not connect to postgres://app:s3cr3tP4ss@10.0.3.17:5432/orders',
  '제 연락처는 010-1234-5678이고 주민등록번호는 900101-1234568입니다. 확인 부탁드립니다.',
];

function measure(run: (s: string) => unknown, inputs: readonly string[], iterations: number): number {
  for (let i = 0; i < 2000; i++) run(inputs[i % inputs.length]!); // warm up (JIT)
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) run(inputs[i % inputs.length]!);
  return Number(process.hrtime.bigint() - start) / iterations;
}

/**
 * Prints nanoseconds per string for `redactString` on clean and dirty span strings (default rules),
 * per input and on average, plus the cost with a key context. A benchmark, not a test: run it on
 * purpose (`npx tsx test/bench/pii-engine-bench.ts`).
 */
export function benchPiiEngine(options: { iterations?: number; log?: (line: string) => void } = {}): {
  cleanNsPerString: number;
  dirtyNsPerString: number;
} {
  const iterations = options.iterations ?? 200_000;
  const log = options.log ?? ((line: string) => console.log(line));
  const engine = createPiiEngine({ rules: {} });
  const redact = (s: string) => engine.redactString(s);
  log(`PII engine, ns per string (node ${process.version}, ${iterations} iterations per row)`);
  log('| input | chars | ns/string |');
  log('| --- | ---: | ---: |');
  for (const [label, set, n] of [['clean', CLEAN, iterations], ['dirty', DIRTY, Math.ceil(iterations / 20)]] as const) {
    for (const s of set) log(`| ${label}: ${s.slice(0, 48).replace(/\|/g, '\\|')}… | ${s.length} | ${measure(redact, [s], n).toFixed(0)} |`);
  }
  const cleanNsPerString = measure(redact, CLEAN, iterations);
  const dirtyNsPerString = measure(redact, DIRTY, Math.ceil(iterations / 20));
  const keyed = measure((s) => engine.redactString(s, { key: 'exception.message' }), CLEAN, iterations);
  const protectedKey = measure((s) => engine.redactString(s, { key: 'gen_ai.response.model' }), CLEAN, iterations);
  log(`clean average: ${cleanNsPerString.toFixed(0)} ns/string; dirty average: ${dirtyNsPerString.toFixed(0)} ns/string`);
  log(`clean with a key: ${keyed.toFixed(0)} ns/string; protected key: ${protectedKey.toFixed(0)} ns/string`);
  return { cleanNsPerString, dirtyNsPerString };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchPiiEngine();
