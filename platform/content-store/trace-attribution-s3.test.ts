import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureS3, S3_UP_TIMEOUT_MS } from '../../test/support/s3.ts';
import type { S3Endpoint } from '../../test/support/s3.ts';
import { createKeyring, type Keyring } from '../keys/keyring.ts';
import type { BlobBackend } from './blob-backend.ts';
import { createEncryptedContentStore, type EncryptedContentStore } from './encrypted-content-store.ts';
import { parseV3, tryUnwrapV3 } from '../../test/support/content-store/object-v3.ts';
import { createS3BlobBackend, type S3BlobBackend } from './s3-backend.ts';

// The store's trace attribution over the S3 backend, against the shared real SeaweedFS (scripts/s3/s3-up.sh).
const RUN_ID = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
const TRACE = 'c0ffee'.repeat(5) + '01';

describe('trace attribution over S3 (SeaweedFS)', () => {
  let s3: S3Endpoint;
  let raw: S3Client;
  let root: string;
  let keyring: Keyring;
  const buckets: string[] = [];
  const stoppers: { shutdown(): Promise<void> }[] = [];

  async function openStore(options: { versioned?: boolean; wrap?: (inner: S3BlobBackend) => BlobBackend } = {}): Promise<{ store: EncryptedContentStore; bucket: string }> {
    const bucket = `th-attr-${RUN_ID}-${buckets.length}`;
    buckets.push(bucket);
    const logger = pino({ level: 'silent' });
    const s3Backend = createS3BlobBackend({ logger }, { endpoint: s3.endpoint, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, bucket });
    await s3Backend.start();
    if (options.versioned) await raw.send(new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } }));
    const backend = options.wrap ? options.wrap(s3Backend) : s3Backend;
    const store = createEncryptedContentStore({ logger, keyring, backend });
    await store.start();
    stoppers.push(s3Backend, store);
    return { store, bucket };
  }

  async function rawObject(bucket: string, ref: string, tenant = 'acme'): Promise<Buffer> {
    const hex = ref.split(':')[3]!;
    const out = await raw.send(new GetObjectCommand({ Bucket: bucket, Key: `${tenant}/${hex.slice(0, 2)}/${hex}.obj` }));
    const chunks: Buffer[] = [];
    for await (const chunk of out.Body as Readable) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  beforeAll(async () => {
    s3 = await ensureS3();
    raw = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    root = await mkdtemp(path.join(os.tmpdir(), 'th-attr-s3-'));
    keyring = createKeyring({ logger: pino({ level: 'silent' }) }, { dir: path.join(root, 'keys') });
    await keyring.start();
  }, S3_UP_TIMEOUT_MS);

  afterAll(async () => {
    for (const s of stoppers.reverse()) await s.shutdown();
    await keyring?.shutdown();
    if (raw) {
      for (const bucket of buckets) {
        const versions = await raw.send(new ListObjectVersionsCommand({ Bucket: bucket }));
        for (const v of [...(versions.Versions ?? []), ...(versions.DeleteMarkers ?? [])]) {
          await raw.send(new DeleteObjectCommand({ Bucket: bucket, Key: v.Key!, VersionId: v.VersionId! }));
        }
        const objects = await raw.send(new ListObjectsV2Command({ Bucket: bucket }));
        for (const o of objects.Contents ?? []) await raw.send(new DeleteObjectCommand({ Bucket: bucket, Key: o.Key! }));
        await raw.send(new DeleteBucketCommand({ Bucket: bucket }));
      }
      raw.destroy();
    }
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('moves a pending object under the subject key in place: same ref, tenant DEK opens nothing, shredding reaches it', async () => {
    const { store, bucket } = await openStore();
    const bytes = Buffer.from('{"content":"alice asked about her overdraft"}');
    const [put] = await store.putMany('acme', [{ bytes, contentType: 'application/json', traceScope: TRACE }]);
    const alice = await store.pseudonymize('acme', `alice-${RUN_ID}`);
    const { dek } = await keyring.tenantKeys('acme');
    // Control: before the move the tenant DEK opens the stored object's wrap.
    expect(tryUnwrapV3(await rawObject(bucket, put!.ref), dek, 'acme', put!.ref)).not.toBeNull();

    expect(await store.attributeToSubject('acme', put!.ref, alice, TRACE)).toEqual({ status: 'moved' });

    const stored = await rawObject(bucket, put!.ref);
    expect(parseV3(stored)).toMatchObject({ traceId: TRACE, kind: 'subject', subjectRef: alice });
    expect(tryUnwrapV3(stored, dek, 'acme', put!.ref)).toBeNull();
    const object = await store.get('acme', put!.ref);
    expect(object).toMatchObject({ subjectRef: alice, keyScope: 'subject' });
    expect(object!.bytes.equals(bytes)).toBe(true);
    expect(await store.attributeToSubject('acme', put!.ref, alice, TRACE)).toEqual({ status: 'already' });

    await store.destroySubjectKey('acme', alice, async () => true);
    await expect(store.get('acme', put!.ref)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_KEY_DESTROYED' });
  });

  it('attributes a trace of 40 objects in one call, leaving tenant-wide objects alone', async () => {
    const { store } = await openStore();
    const bob = await store.pseudonymize('acme', `bob-${RUN_ID}`);
    const parts = await store.putMany(
      'acme',
      Array.from({ length: 40 }, (_, i) => ({ bytes: randomBytes(4096), contentType: `application/octet-stream; part=${i}`, traceScope: TRACE })),
    );
    const shared = await store.put('acme', Buffer.from('shared system prompt'), 'text/plain');

    const results = await store.attributeManyToSubject('acme', bob, TRACE, [...parts.map((p) => p.ref), shared.ref]);

    expect(results.map((r) => r.status)).toEqual([...Array<string>(40).fill('moved'), 'not_pending']);
    for (const p of parts) expect((await store.get('acme', p.ref))!.subjectRef).toBe(bob);
    expect((await store.get('acme', shared.ref))!.keyScope).toBe('tenant');
  });

  it('an exporter retry of the same pending object during the move finds it present and writes nothing', async () => {
    const item = { bytes: Buffer.from(`retried ${RUN_ID}`), contentType: 'text/plain', traceScope: TRACE };
    const retried: { existed: boolean }[] = [];
    let storeRef: EncryptedContentStore | null = null;
    const { store, bucket } = await openStore({
      wrap: (inner) => ({
        ...inner,
        // Just before and just after the overwrite, the collector retries the export.
        replace: async (key, bytes) => {
          retried.push(...(await storeRef!.putMany('acme', [item])));
          await inner.replace(key, bytes);
          retried.push(...(await storeRef!.putMany('acme', [item])));
        },
      }),
    });
    storeRef = store;
    const [put] = await store.putMany('acme', [item]);
    const carol = await store.pseudonymize('acme', `carol-${RUN_ID}`);

    expect(await store.attributeToSubject('acme', put!.ref, carol, TRACE)).toEqual({ status: 'moved' });

    expect(retried.map((r) => r.existed)).toEqual([true, true]);
    const stored = await rawObject(bucket, put!.ref);
    expect(parseV3(stored)).toMatchObject({ kind: 'subject', subjectRef: carol });
    expect(tryUnwrapV3(stored, (await keyring.tenantKeys('acme')).dek, 'acme', put!.ref)).toBeNull();
  });

  it('with bucket versioning on, the replaced tenant-wrapped bytes survive as a noncurrent version (why start() warns)', async () => {
    const { store, bucket } = await openStore({ versioned: true });
    const [put] = await store.putMany('acme', [{ bytes: Buffer.from('versioned'), contentType: 'text/plain', traceScope: TRACE }]);
    const dave = await store.pseudonymize('acme', `dave-${RUN_ID}`);

    await store.attributeToSubject('acme', put!.ref, dave, TRACE);

    const hex = put!.ref.split(':')[3]!;
    const listed = await raw.send(new ListObjectVersionsCommand({ Bucket: bucket, Prefix: `acme/${hex.slice(0, 2)}/${hex}.obj` }));
    expect(listed.Versions?.length).toBe(2);
  });
});
