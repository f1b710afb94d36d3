import { openBenchClickHouse } from './generate-lookup-data.ts';
import { readFileSync } from 'node:fs';
const dir = process.argv[2]!;
const ch = openBenchClickHouse(dir);
const exps = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as Array<{ name: string; sql: string; params?: Record<string, unknown>; runs?: number; settings?: Record<string, unknown>; show?: boolean }>;
for (const e of exps) {
  const t: number[] = []; let n = 0; let last: unknown[] = [];
  for (let i = 0; i < (e.runs ?? 5) + 1; i++) {
    const t0 = performance.now();
    try {
      const rs = await ch.client.query({ query: e.sql.replaceAll('DB.', 'tracehold.'), query_params: e.params ?? {}, format: 'JSONEachRow', clickhouse_settings: e.settings as never });
      last = await rs.json(); n = last.length;
    } catch (err) { console.log(e.name, 'ERR', (err as Error).message.slice(0, 400)); break; }
    if (i > 0) t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  console.log(`${e.name.padEnd(50)} med ${t[Math.floor(t.length / 2)]?.toFixed(1)} min ${t[0]?.toFixed(1)} max ${t.at(-1)?.toFixed(1)} rows ${n}`);
  if (e.show) console.log(JSON.stringify(last).slice(0, 30000));
}
await ch.close();
