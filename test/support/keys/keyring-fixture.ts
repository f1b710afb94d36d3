/**
 * Test helper for the keyring's tests: a fresh key directory per test (`<tmp>/data/keys`), keyrings on it
 * that log into `logLines` and are shut down after the test, and the subjects and paths the tests share.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, expect } from 'vitest';
import { createKeyring } from '../../../platform/keys/keyring.ts';
import type { Keyring, KeyringConfig } from '../../../platform/keys/keyring.ts';

export const ALICE = `psn_${'a1'.repeat(16)}`;
export const BOB = `psn_${'b2'.repeat(16)}`;
export const allow = async () => true;

/** The current test's directories and log; valid inside a test (set by `beforeEach`). */
export interface KeyringFixture {
  readonly root: string;
  readonly keysDir: string;
  readonly logLines: string[];
  makeKeyring(overrides?: Partial<KeyringConfig>): Keyring;
  startKeyring(overrides?: Partial<KeyringConfig>): Promise<Keyring>;
  subjectFile(tenant: string, subjectRef: string): string;
  readMasterKeyFile(): Promise<Buffer>;
}

/** Registers the per-test setup and teardown in the calling test file. */
export function useKeyringFixture(): KeyringFixture {
  let root = '';
  let keysDir = '';
  let logLines: string[] = [];
  const started: Keyring[] = [];

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'th-keyring-'));
    keysDir = path.join(root, 'data', 'keys');
    logLines = [];
  });

  afterEach(async () => {
    await Promise.all(started.splice(0).map((k) => k.shutdown()));
    await rm(root, { recursive: true, force: true });
  });

  function makeKeyring(overrides: Partial<KeyringConfig> = {}): Keyring {
    const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
    const keyring = createKeyring({ logger }, { dir: keysDir, ...overrides });
    started.push(keyring);
    return keyring;
  }

  return {
    get root() {
      return root;
    },
    get keysDir() {
      return keysDir;
    },
    get logLines() {
      return logLines;
    },
    makeKeyring,
    async startKeyring(overrides: Partial<KeyringConfig> = {}): Promise<Keyring> {
      const keyring = makeKeyring(overrides);
      await keyring.start();
      return keyring;
    },
    subjectFile(tenant: string, subjectRef: string): string {
      return path.join(keysDir, 'subjects', tenant, `${subjectRef}.json`);
    },
    async readMasterKeyFile(): Promise<Buffer> {
      return Buffer.from((await readFile(path.join(keysDir, 'master.key'), 'utf8')).trim(), 'base64');
    },
  };
}

export function expectedFingerprint(key: Buffer): string {
  return createHash('sha256').update('tracehold/master-key-id/v1\0').update(key).digest('hex').slice(0, 8);
}

/** Asserts that `raw` (a key file's bytes) holds none of `keys`, raw, in base64 or in hex. */
export function expectNoKeyMaterial(raw: Buffer, keys: Buffer[]): void {
  for (const key of keys) {
    expect(raw.includes(key)).toBe(false);
    expect(raw.includes(Buffer.from(key.toString('base64')))).toBe(false);
    expect(raw.includes(Buffer.from(key.toString('hex')))).toBe(false);
  }
}
