import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import {
  DeleteBucketCommand,
  DeleteObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyS3, ensureS3, pickPrivateS3Port, S3_UP_TIMEOUT_MS, startS3, stopS3 } from '../../test/support/s3.ts';
import type { S3Endpoint } from '../../test/support/s3.ts';
import { createS3BlobBackend } from './s3-backend.ts';
import type { S3BlobBackend } from './s3-backend.ts';
import type { S3BlobBackendConfig } from './s3-backend-config.ts';

// Real SeaweedFS servers started by scripts/s3/s3-up.sh: the shared one (8333) and, for the test that stops
// its server, a private instance (removed afterwards), so that other suites using the shared one are not disturbed.
const FAULT_PORT = pickPrivateS3Port();
const RUN_ID = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

function capturingLogger(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

function blobKey(tenant = 'acme'): string {
  const hex = randomBytes(32).toString('hex');
  return `${tenant}/${hex.slice(0, 2)}/${hex}.obj`;
}

function rawClient(s3: S3Endpoint): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

async function removeBucket(client: S3Client, bucket: string): Promise<void> {
  for (;;) {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    for (const object of page.Contents ?? []) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key! }));
    if (!page.IsTruncated) break;
  }
  // A bucket that had versioning on keeps noncurrent versions and delete markers: remove them too.
  for (;;) {
    const page = await client.send(new ListObjectVersionsCommand({ Bucket: bucket }));
    const entries = [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])];
    for (const v of entries) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: v.Key!, VersionId: v.VersionId! }));
    if (!page.IsTruncated || entries.length === 0) break;
  }
  await client.send(new DeleteBucketCommand({ Bucket: bucket }));
}

async function bucketStatus(client: S3Client, bucket: string): Promise<number> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return 200;
  } catch (error) {
    return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? -1;
  }
}

async function caught(promise: Promise<unknown>): Promise<Error & { code?: string; retryable?: boolean }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string; retryable?: boolean };
  }
  throw new Error('expected the call to throw');
}

describe('S3 blob backend against a real S3 server (SeaweedFS)', () => {
  let s3: S3Endpoint;
  let raw: S3Client;
  const buckets: string[] = [];
  const backends: S3BlobBackend[] = [];

  function newBucket(): string {
    const bucket = `th-test-${RUN_ID}-${buckets.length}`;
    buckets.push(bucket);
    return bucket;
  }

  function backendFor(config: Partial<S3BlobBackendConfig>, logger = capturingLogger().logger): S3BlobBackend {
    const backend = createS3BlobBackend(
      { logger },
      {
        endpoint: s3.endpoint,
        region: s3.region,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        bucket: buckets[0]!,
        ...config,
      },
    );
    backends.push(backend);
    return backend;
  }

  let backend: S3BlobBackend;

  beforeAll(async () => {
    s3 = await ensureS3();
    raw = rawClient(s3);
    backend = backendFor({ bucket: newBucket() });
    await backend.start();
  }, S3_UP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(backends.map((b) => b.shutdown()));
    await destroyS3({ port: FAULT_PORT }); // idempotent; the shared instance stays up for other suites
    if (raw) {
      for (const bucket of buckets) {
        if ((await bucketStatus(raw, bucket)) === 200) await removeBucket(raw, bucket);
      }
      raw.destroy();
    }
  });

  it('start() creates a missing bucket and accepts an existing one', async () => {
    const bucket = newBucket();
    expect(await bucketStatus(raw, bucket)).toBe(404);

    await backendFor({ bucket }).start();
    expect(await bucketStatus(raw, bucket)).toBe(200);

    await backendFor({ bucket }).start(); // the bucket exists now: no error
  });

  it('round-trips bytes unchanged, small and 5 MiB', async () => {
    for (const size of [1, 1000, 5 * 1024 * 1024]) {
      const key = blobKey();
      const bytes = randomBytes(size);

      const put = await backend.putIfAbsent(key, bytes);
      const got = await backend.get(key);

      expect(put).toEqual({ existed: false });
      expect(got).not.toBeNull();
      expect(got!.length).toBe(size);
      expect(createHash('sha256').update(got!).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(await backend.exists(key)).toBe(true);
    }
  });

  it('putIfAbsent never overwrites: the second put reports existed and the first bytes stay', async () => {
    const key = blobKey();
    const first = randomBytes(4096);
    const second = randomBytes(4096);

    const a = await backend.putIfAbsent(key, first);
    const b = await backend.putIfAbsent(key, second);

    expect(a).toEqual({ existed: false });
    expect(b).toEqual({ existed: true });
    expect((await backend.get(key))!.equals(first)).toBe(true);
    expect(backend.stats().conditionalPutSupported).toBe(true);

    // Negative control: an unconditional PUT to this server does replace an object, so the check above can fail.
    const controlKey = blobKey();
    await raw.send(new PutObjectCommand({ Bucket: buckets[0]!, Key: controlKey, Body: first }));
    await raw.send(new PutObjectCommand({ Bucket: buckets[0]!, Key: controlKey, Body: second }));
    expect((await backend.get(controlKey))!.equals(second)).toBe(true);
  });

  it('replace overwrites an object (readers see one whole version at a time) and creates an absent one', async () => {
    const key = blobKey();
    const versions = Array.from({ length: 11 }, () => randomBytes(256 * 1024));
    await backend.putIfAbsent(key, versions[0]!);
    let done = false;
    const reads: Buffer[] = [];
    const reader = (async () => {
      while (!done) reads.push((await backend.get(key))!);
    })();

    for (const v of versions.slice(1)) await backend.replace(key, v);
    done = true;
    await reader;
    const absent = blobKey();
    await backend.replace(absent, Buffer.from('created'));

    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) expect(versions.some((v) => v.equals(r))).toBe(true);
    expect((await backend.get(key))!.equals(versions[10]!)).toBe(true);
    expect((await backend.get(absent))!.toString()).toBe('created');
  });

  it('replace refuses objects above maxObjectBytes, leaving the old object', async () => {
    const small = backendFor({ maxObjectBytes: 1024 });
    await small.start();
    const key = blobKey();
    await small.putIfAbsent(key, Buffer.from('old'));

    const error = await caught(small.replace(key, randomBytes(1025)));

    expect(error.code).toBe('TH_ERR_S3_TOO_LARGE');
    expect((await small.get(key))!.toString()).toBe('old');
  });

  it('reports the bucket versioning state, and warns at start when versioning keeps replaced objects', async () => {
    expect(backend.stats().bucketVersioning).toBe('off');
    const bucket = newBucket();
    await backendFor({ bucket }).start();
    await raw.send(new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } }));
    const { logger, lines } = capturingLogger();
    const versioned = backendFor({ bucket }, logger);

    await versioned.start();

    expect(versioned.stats().bucketVersioning).toBe('Enabled');
    expect(lines.filter((l) => l.includes('bucket versioning is on'))).toHaveLength(1);
    // What the warning is about: the replaced bytes stay as a noncurrent version.
    const key = blobKey();
    await versioned.putIfAbsent(key, Buffer.from('first'));
    await versioned.replace(key, Buffer.from('second'));
    const listed = await raw.send(new ListObjectVersionsCommand({ Bucket: bucket, Prefix: key }));
    expect(listed.Versions?.length).toBe(2);
  });

  it('concurrent puts of one key, in one process and from two: exactly one writes', async () => {
    const other = backendFor({ bucket: buckets[0]! }); // another collector instance
    await other.start();
    const key = blobKey();
    const first = randomBytes(64 * 1024);
    const second = randomBytes(64 * 1024);

    // The second process sends different bytes only to tell the writers apart (real keys are content addresses).
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => backend.putIfAbsent(key, first)),
      ...Array.from({ length: 4 }, () => other.putIfAbsent(key, second)),
    ]);

    const writers = results.flatMap((r, i) => (r.existed ? [] : [i < 4 ? first : second]));
    expect(writers).toHaveLength(1);
    expect((await backend.get(key))!.equals(writers[0]!)).toBe(true);
  });

  it('a missing object is null / does not exist', async () => {
    const key = blobKey();

    expect(await backend.get(key)).toBeNull();
    expect(await backend.exists(key)).toBe(false);
  });

  it('delete removes the object; deleting an absent object is not an error', async () => {
    const key = blobKey();
    await backend.putIfAbsent(key, randomBytes(100));
    expect(await backend.exists(key)).toBe(true);

    await backend.delete(key);

    expect(await backend.exists(key)).toBe(false);
    expect(await backend.get(key)).toBeNull();
    await backend.delete(key);
    // A deleted key can be written again.
    expect(await backend.putIfAbsent(key, randomBytes(100))).toEqual({ existed: false });
  });

  it('the server checks the Content-MD5 that every PUT carries (corruption in transit is refused)', async () => {
    const key = blobKey();
    const wrongMd5 = createHash('md5').update('other bytes').digest('base64');

    const error = await caught(
      raw.send(new PutObjectCommand({ Bucket: buckets[0]!, Key: key, Body: randomBytes(1000), ContentMD5: wrongMd5 })),
    );

    expect(error.name).toBe('BadDigest');
    expect(await backend.exists(key)).toBe(false);
  });

  it('bytes corrupted in transit are refused by the server: retryable error, nothing stored', async () => {
    // A TCP proxy in front of the real server that flips one bit of the request body.
    const target = new URL(s3.endpoint);
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      // The connection is kept alive across requests: find the first PUT in the stream, flip body byte 100.
      let stream = Buffer.alloc(0);
      let flipped = false;
      client.on('data', (chunk: Buffer) => {
        const start = stream.length;
        stream = Buffer.concat([stream, chunk]);
        const put = flipped ? -1 : stream.indexOf('PUT /');
        const headerEnd = put >= 0 ? stream.indexOf('\r\n\r\n', put) : -1;
        const flipAt = headerEnd >= 0 ? headerEnd + 4 + 100 : -1;
        let data = chunk;
        if (flipAt >= start && flipAt < stream.length) {
          data = Buffer.from(chunk);
          data[flipAt - start] = data[flipAt - start]! ^ 0x01;
          flipped = true;
        }
        upstream.write(data);
      });
      upstream.on('data', (chunk: Buffer) => client.write(chunk));
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const viaProxy = backendFor({ endpoint: `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`, maxAttempts: 1 });
      await viaProxy.start();
      const key = blobKey();

      const error = await caught(viaProxy.putIfAbsent(key, randomBytes(64 * 1024)));

      expect(error.code).toBe('TH_ERR_S3_UNAVAILABLE');
      expect(error.retryable).toBe(true);
      expect(error.message).toMatch(/BadDigest|XAmzContentSHA256Mismatch/);
      expect(await backend.exists(key)).toBe(false);
    } finally {
      proxy.close();
    }
  });

  it('a bucket removed behind its back is an error, not an absent object', async () => {
    const bucket = newBucket();
    const orphan = backendFor({ bucket });
    await orphan.start();
    await raw.send(new DeleteBucketCommand({ Bucket: bucket }));

    const error = await caught(orphan.get(blobKey()));

    expect(error.code).toBe('TH_ERR_S3_FAILED');
    expect(error.message).toContain('NoSuchBucket');
  });

  it('a wrong secret fails start() with TH_ERR_S3_AUTH, and the secret appears in no message or log', async () => {
    const { logger, lines } = capturingLogger();
    const wrongSecret = `wrong-${randomBytes(16).toString('hex')}`;
    const wrong = backendFor({ bucket: buckets[0]!, secretAccessKey: wrongSecret }, logger);

    const error = await caught(wrong.start());

    expect(error.code).toBe('TH_ERR_S3_AUTH');
    expect(error.retryable).toBe(false);
    expect(error.message).not.toContain(wrongSecret);
    expect(lines.join('')).not.toContain(wrongSecret);
    expect(lines.join('')).not.toContain(s3.secretAccessKey);
    // The wrong backend is not started: it refuses calls instead of sending unsigned ones.
    expect((await caught(wrong.get(blobKey()))).code).toBe('TH_ERR_S3_NOT_STARTED');
  });

  it('a wrong access key id fails start() with TH_ERR_S3_AUTH', async () => {
    const error = await caught(backendFor({ accessKeyId: 'THDEVNOSUCHKEY000000' }).start());

    expect(error.code).toBe('TH_ERR_S3_AUTH');
  });

  it('rejects keys that do not match BLOB_KEY_PATTERN, on every call', async () => {
    const hex = 'a'.repeat(64);
    const badKeys = [
      '',
      `acme/aa/${hex}`, // no .obj
      `Acme/aa/${hex}.obj`, // uppercase tenant
      `acme/aa/${'A'.repeat(64)}.obj`, // uppercase hex
      `../aa/${hex}.obj`,
      `acme/aa/${hex}.obj/../../other`,
      `acme/${hex}.obj`,
    ];
    for (const key of badKeys) {
      expect((await caught(backend.putIfAbsent(key, Buffer.from('x')))).code).toBe('TH_ERR_S3_BAD_KEY');
      expect((await caught(backend.get(key))).code).toBe('TH_ERR_S3_BAD_KEY');
      expect((await caught(backend.exists(key))).code).toBe('TH_ERR_S3_BAD_KEY');
      expect((await caught(backend.delete(key))).code).toBe('TH_ERR_S3_BAD_KEY');
      expect((await caught(backend.replace(key, Buffer.from('x')))).code).toBe('TH_ERR_S3_BAD_KEY');
    }
    // Control: a well-formed key of the same shape is accepted.
    expect(await backend.putIfAbsent(`acme/aa/${hex}.obj`, Buffer.from('x'))).toEqual({ existed: false });
  });

  it('refuses objects above maxObjectBytes without writing anything', async () => {
    const small = backendFor({ maxObjectBytes: 1024 });
    await small.start();
    const tooBig = blobKey();
    const justRight = blobKey();

    const error = await caught(small.putIfAbsent(tooBig, randomBytes(1025)));

    expect(error.code).toBe('TH_ERR_S3_TOO_LARGE');
    expect(error.retryable).toBe(false);
    expect(await small.exists(tooBig)).toBe(false);
    expect(await small.putIfAbsent(justRight, randomBytes(1024))).toEqual({ existed: false });
  });

  it('bounds concurrency: beyond maxInFlight + maxQueued, calls fail at once with a retryable TH_ERR_S3_OVERLOADED', async () => {
    const bounded = backendFor({ maxInFlight: 2, maxQueued: 2 });
    await bounded.start();
    const key = blobKey();
    await bounded.putIfAbsent(key, randomBytes(10));

    const settled = await Promise.allSettled(Array.from({ length: 10 }, () => bounded.get(key)));

    const ok = settled.filter((s) => s.status === 'fulfilled');
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as Error & { code: string; retryable: boolean }] : []));
    expect(ok).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const error of refused) {
      expect(error.code).toBe('TH_ERR_S3_OVERLOADED');
      expect(error.retryable).toBe(true);
    }
    expect(bounded.stats()).toMatchObject({ inFlight: 0, queued: 0, overloadedTotal: 6 });
  });

  it('a server that accepts connections but never answers fails start() within requestTimeoutMs, retryable', async () => {
    const sockets = new Set<net.Socket>();
    const blackHole = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const port = (blackHole.address() as net.AddressInfo).port;
    try {
      const hung = backendFor({ endpoint: `http://127.0.0.1:${port}`, requestTimeoutMs: 1500 });
      const startedAt = Date.now();

      const error = await caught(hung.start());

      expect(error.code).toBe('TH_ERR_S3_UNAVAILABLE');
      expect(error.retryable).toBe(true);
      expect(Date.now() - startedAt).toBeLessThan(1500 + 500);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => blackHole.close(resolve));
    }
  });

  it('server down: calls fail retryable within requestTimeoutMs; after restart they succeed and nothing is lost', async () => {
    const fault = await ensureS3({ port: FAULT_PORT });
    const { logger, lines } = capturingLogger();
    const bucket = `th-fault-${RUN_ID}`;
    const requestTimeoutMs = 2000;
    const faultBackend = createS3BlobBackend(
      { logger },
      { ...fault, bucket, requestTimeoutMs, maxAttempts: 3 },
    );
    backends.push(faultBackend);
    await faultBackend.start();
    const before = Array.from({ length: 5 }, () => ({ key: blobKey('tenant-b'), bytes: randomBytes(10_000) }));
    for (const o of before) await faultBackend.putIfAbsent(o.key, o.bytes);
    const during = { key: blobKey('tenant-b'), bytes: randomBytes(10_000) };

    try {
      await stopS3({ port: FAULT_PORT });

      for (const call of [
        () => faultBackend.putIfAbsent(during.key, during.bytes),
        () => faultBackend.get(before[0]!.key),
        () => faultBackend.exists(before[1]!.key),
        () => faultBackend.delete(before[2]!.key),
        () => faultBackend.replace(before[3]!.key, randomBytes(10)),
      ]) {
        const startedAt = Date.now();
        const error = await caught(call());
        const elapsedMs = Date.now() - startedAt;

        expect(error.code).toBe('TH_ERR_S3_UNAVAILABLE');
        expect(error.retryable).toBe(true);
        expect(elapsedMs).toBeLessThanOrEqual(requestTimeoutMs + 500);
      }
    } finally {
      await startS3({ port: FAULT_PORT });
    }

    expect(await faultBackend.putIfAbsent(during.key, during.bytes)).toEqual({ existed: false });
    for (const o of [...before, during]) expect((await faultBackend.get(o.key))!.equals(o.bytes)).toBe(true);
    // One warning when the failures began and one line when calls succeeded again — no object key, no tenant.
    const log = lines.join('');
    expect(lines.filter((l) => l.includes('calls are failing'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('calls succeed again'))).toHaveLength(1);
    expect(log).toContain('TH_ERR_S3_UNAVAILABLE');
    expect(log).not.toContain('tenant-b');
    for (const o of [...before, during]) expect(log).not.toContain(o.key.split('/')[2]!.slice(0, 64));

  }, 120_000);
});
