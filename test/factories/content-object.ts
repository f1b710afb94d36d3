/**
 * One factory per record (test material lives under test/): the metadata row of one content object
 * (ContentObjectMeta, table `content_objects`) that ingest writes for a span's stored content part.
 */
import type { ContentObjectMeta } from '../../schemas/content-object.ts';

/** A valid row: the input messages of `span()`'s call, under the tenant's key; `over` replaces fields. */
export function contentObject(over: Partial<ContentObjectMeta> = {}): ContentObjectMeta {
  return {
    tenant: 'acme',
    ref: `thref:v1:k1:${'5e'.repeat(32)}`,
    part: 'input',
    sizeBytes: 512,
    contentType: 'application/json',
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    spanId: 'b7ad6b7169203331',
    createdAtMs: 1_700_000_000_005,
    keyScope: 'tenant',
    subjectRef: '',
    ...over,
  };
}
