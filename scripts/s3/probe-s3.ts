/**
 * Readiness probe used by s3-up.sh: a PUT/GET/DELETE round trip through the S3 API with the instance's
 * credentials (argv[2]: credentials.json), in the bucket `tracehold-readiness` (created when missing).
 * An open port is not enough: SeaweedFS's gateway answers before the volume server has registered, and
 * the first write to a bucket waits for its volumes to be allocated. Retries until argv[3] ms have passed,
 * and stops early when the server process (argv[4], a pid) has exited. Exits 0 with one line on stdout,
 * or 1 with one line on stderr saying why (never the secret).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

const BUCKET = 'tracehold-readiness';

interface Credentials {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

async function roundTrip(client: S3Client): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: BUCKET }));
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
    await client.send(new CreateBucketCommand({ Bucket: BUCKET })).catch((e: unknown) => {
      if ((e as Error).name !== 'BucketAlreadyOwnedByYou' && (e as Error).name !== 'BucketAlreadyExists') throw e;
    });
  }
  const key = `probe/${randomBytes(8).toString('hex')}`;
  const body = randomBytes(64);
  await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));
  const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  const bytes = Buffer.from(await got.Body!.transformToByteArray());
  if (!bytes.equals(body)) throw new Error('read back different bytes');
  await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function describe(error: unknown): string {
  const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  return status ? `${e.name ?? 'Error'} (HTTP ${status})` : `${e.name ?? 'Error'}: ${e.message ?? String(error)}`;
}

const credentials = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Credentials;
const timeoutMs = Number(process.argv[3] ?? 60_000);
const pid = Number(process.argv[4] ?? 0);
const client = new S3Client({
  endpoint: credentials.endpoint,
  region: credentials.region,
  forcePathStyle: true,
  credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
  maxAttempts: 1,
  requestHandler: { connectionTimeout: 1000, requestTimeout: 15_000, throwOnRequestTimeout: true },
});
const started = Date.now();
let lastError = 'no attempt made';
for (;;) {
  try {
    await roundTrip(client);
    process.stdout.write(`S3 write/read round trip ok after ${Date.now() - started} ms\n`);
    process.exit(0);
  } catch (error) {
    lastError = describe(error);
    // Wrong credentials will not get better by waiting.
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 403) break;
  }
  if (pid > 0 && !isAlive(pid)) {
    lastError = `server process ${pid} exited; last probe: ${lastError}`;
    break;
  }
  if (Date.now() - started > timeoutMs) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
process.stderr.write(`probe: ${lastError}\n`);
process.exit(1);
