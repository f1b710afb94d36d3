/**
 * Test helper: reads every wrap in a key directory and unwraps it independently of the keyring, from
 * the documented format (AES-256-GCM, AAD `tracehold/key-wrap/v1\0tenant\0purpose\0id\0masterKeyId`).
 * Used to prove which master key opens which file, and to find raw key material in byte scans.
 */
import { createDecipheriv } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface FoundWrap {
  file: string;
  tenant: string;
  purpose: string;
  id: string;
  masterKeyId: string;
  nonce: string;
  tag: string;
  wrapped: string;
}

interface RawVersion {
  id: string;
  masterKeyId: string;
  nonce: string;
  tag: string;
  wrapped: string;
  rewraps?: { masterKeyId: string; nonce: string; tag: string; wrapped: string }[];
}

export async function listWraps(keysDir: string): Promise<FoundWrap[]> {
  const out: FoundWrap[] = [];
  const add = (file: string, tenant: string, purpose: string, v: RawVersion) => {
    for (const w of [v, ...(v.rewraps ?? [])]) {
      out.push({ file, tenant, purpose, id: v.id, masterKeyId: w.masterKeyId, nonce: w.nonce, tag: w.tag, wrapped: w.wrapped });
    }
  };
  const tenantsDir = path.join(keysDir, 'tenants');
  for (const name of (await readdir(tenantsDir)).filter((n) => n.endsWith('.json'))) {
    const file = path.join(tenantsDir, name);
    const parsed = JSON.parse(await readFile(file, 'utf8'));
    for (const purpose of ['dek', 'ref']) for (const v of parsed.keys[purpose].versions) add(file, parsed.tenant, purpose, v);
  }
  const subjectsDir = path.join(keysDir, 'subjects');
  for (const tenant of await readdir(subjectsDir).catch(() => [] as string[])) {
    for (const name of (await readdir(path.join(subjectsDir, tenant))).filter((n) => n.endsWith('.json'))) {
      const file = path.join(subjectsDir, tenant, name);
      const parsed = JSON.parse(await readFile(file, 'utf8'));
      add(file, parsed.tenant, `subject:${parsed.subject}`, parsed.key);
    }
  }
  return out;
}

/**
 * The unwrapped key, or null when `master` does not open the wrap. Tries the AAD naming the wrap's own
 * master key id and, when given, `otherMasterKeyId`, so a failure cannot come from the AAD alone.
 */
export function tryUnwrap(master: Buffer, wrap: FoundWrap, otherMasterKeyId?: string): Buffer | null {
  for (const masterKeyId of [wrap.masterKeyId, ...(otherMasterKeyId ? [otherMasterKeyId] : [])]) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', master, Buffer.from(wrap.nonce, 'base64'));
      decipher.setAAD(Buffer.from(`tracehold/key-wrap/v1\0${wrap.tenant}\0${wrap.purpose}\0${wrap.id}\0${masterKeyId}`));
      decipher.setAuthTag(Buffer.from(wrap.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(wrap.wrapped, 'base64')), decipher.final()]);
    } catch {
      // try the next AAD
    }
  }
  return null;
}
