/**
 * The all-in-one with its content store on a real S3-compatible server (SeaweedFS): content is written
 * there encrypted and read back through the audited endpoint; while S3 is down the collector answers 503
 * with Retry-After (nothing accepted is lost), and once S3 is back the same export is accepted.
 */
import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { destroyS3, ensureS3, pickPrivateS3Port, stopS3 } from '../support/s3.ts';
import { ADMIN_TOKEN, getJson, scanDirFor, startAllInOne, waitForTrace } from '../support/all-in-one-process.ts';

describe('content store on S3', () => {
  it('stores content encrypted in S3, answers 503 while S3 is down, and accepts the retry afterwards', async () => {
    const port = pickPrivateS3Port();
    const s3 = await ensureS3({ port });
    const bucket = `tracehold-${randomBytes(4).toString('hex')}`;
    const env = {
      TRACEHOLD_CONTENT_BACKEND: 's3',
      TRACEHOLD_S3_ENDPOINT: s3.endpoint,
      TRACEHOLD_S3_REGION: s3.region,
      TRACEHOLD_S3_BUCKET: bucket,
      TRACEHOLD_S3_ACCESS_KEY_ID: s3.accessKeyId,
      TRACEHOLD_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    const server = await startAllInOne({ env, yaml: 'tailSampling:\n  policies:\n    - { name: keep_all, type: always }\n' });
    try {
      const marker = `S3CANARY${randomBytes(8).toString('hex')}`;
      const first = generateTrace({ spans: 4, contentBytes: 512 }, marker);
      const post = (spans = first.spans) =>
        fetch(`${server.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body: encodeProtobufTraces(spans) });
      expect((await post()).status).toBe(200);
      const body = await waitForTrace(server.api, first.traceId, (b) => b?.llmCalls?.length === 1);
      const ref = body.llmCalls[0].content.input.ref as string;

      // In S3, encrypted; nowhere on the local disk.
      const client = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      expect((listed.Contents ?? []).length).toBeGreaterThanOrEqual(3);
      for (const o of listed.Contents ?? []) {
        const obj = await client.send(new GetObjectCommand({ Bucket: bucket, Key: o.Key! }));
        expect(Buffer.from(await obj.Body!.transformToByteArray()).includes(Buffer.from(marker))).toBe(false);
      }
      client.destroy();
      expect(scanDirFor(server.dataDir, marker)).toEqual([]);
      const read = await getJson(`${server.api}/v1/content/${encodeURIComponent(ref)}?traceId=${first.traceId}&view=raw&reason=s3-test`, ADMIN_TOKEN);
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body.content)).toContain(marker);

      // S3 down: the export is refused with a retryable status, not acknowledged and lost.
      await stopS3({ port });
      const second = generateTrace({ spans: 4, contentBytes: 512 });
      const refused = await post(second.spans);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      await ensureS3({ port });
      let accepted = 0;
      for (let i = 0; i < 60 && accepted !== 200; i++) {
        accepted = (await post(second.spans)).status;
        if (accepted !== 200) await new Promise((r) => setTimeout(r, 1000));
      }
      expect(accepted).toBe(200);
      const again = await waitForTrace(server.api, second.traceId, (b) => b?.llmCalls?.length === 1);
      expect(again.llmCalls[0].content.input.state).toBe('stored');
    } finally {
      await server.stop();
      await destroyS3({ port });
    }
  }, 900_000);
});
