/**
 * Test helper, run as its own process (`node --import tsx <this file> <keysDir> <goFile> <count>`, master
 * key in TRACEHOLD_MASTER_KEY): starts a keyring on `keysDir`, signals `<goFile>.ready.<pid>`, waits for
 * `goFile` (it holds a start time in ms), then at that time asks for the keys of `count` subjects at once
 * (the same subjects in every process) and prints one JSON line: how many subject keys this process
 * created, and per subject the key id and a SHA-256 of its data key. Both processes find every subject
 * absent (a creation takes an fsync, far longer than the start skew), so both try to create each one;
 * whichever links its file second must end up with the first one's key.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { pino } from 'pino';
import { createKeyring } from '../../../platform/keys/keyring.ts';

const [keysDir, goFile, countText] = process.argv.slice(2) as [string, string, string];
const lines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
const keyring = createKeyring({ logger }, { dir: keysDir, masterKeyBase64: process.env.TRACEHOLD_MASTER_KEY! });
await keyring.start();
await keyring.tenantKeys('acme');
const subjects = Array.from({ length: Number(countText) }, (_, i) => `psn_${createHash('sha256').update(`subject ${i}`).digest('hex').slice(0, 32)}`);
await writeFile(`${goFile}.ready.${process.pid}`, '');
let startAtMs = 0;
for (;;) {
  const text = await readFile(goFile, 'utf8').catch(() => '');
  if (text !== '') {
    startAtMs = Number(text);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1));
}
// Both processes start at the same announced moment (spinning the last stretch), so that they reach each
// subject at about the same time: both try to create it, and the loser must end with the winner's key.
while (Date.now() < startAtMs) {
  // spin
}
const all = await Promise.all(subjects.map((s) => keyring.subjectKeys('acme', s)));
const keys: Record<string, string> = {};
for (const k of all) keys[k.subjectRef] = `${k.keyId}:${createHash('sha256').update(k.dek).digest('hex')}`;
const created = lines.filter((l) => l.includes('"msg":"subject key created"')).length;
process.stdout.write(`${JSON.stringify({ created, keys })}\n`);
await keyring.shutdown();
