/**
 * Names of content objects: the reference format (`thref:v1:<refKeyId>:<64 hex>`), the blob key derived
 * from it (`<tenant>/<2 hex>/<64 hex>.obj`), and validation of the identifiers callers name objects with
 * (tenant, trace id, subject pseudonym). Validation happens here, before anything reaches a path or a key.
 */
import { isPseudonym } from '../keys/pseudonym.ts';
import { ContentStoreError } from './content-store-error.ts';
import { isTenantName, TENANT_NAME_WORDS } from '../../schemas/tenant-name.ts';

const TRACE_ID = /^[0-9a-f]{32}$/;
const INVALID_TRACE_ID = '0'.repeat(32);
const REF = /^thref:v1:([A-Za-z0-9_-]{1,32}):([0-9a-f]{64})$/;

export interface ParsedRef {
  refKeyId: string;
  hex: string;
}

export function parseRef(ref: string): ParsedRef {
  const m = typeof ref === 'string' ? REF.exec(ref) : null;
  if (!m) throw new ContentStoreError('TH_ERR_CONTENT_BAD_REF', 'content references look like thref:v1:<keyId>:<64 lowercase hex>');
  return { refKeyId: m[1]!, hex: m[2]! };
}

export function formatRef(refKeyId: string, hex: string): string {
  return `thref:v1:${refKeyId}:${hex}`;
}

export function blobKeyOf(tenant: string, hex: string): string {
  return `${tenant}/${hex.slice(0, 2)}/${hex}.obj`;
}

export function assertTenant(tenant: string): void {
  if (!isTenantName(tenant)) throw new ContentStoreError('TH_ERR_CONTENT_BAD_TENANT', TENANT_NAME_WORDS);
}

/** A trace id as OTLP carries it, in lowercase hex: 16 bytes, not all zero (the invalid trace id). */
export function assertTraceId(traceId: string): void {
  if (typeof traceId !== 'string' || !TRACE_ID.test(traceId) || traceId === INVALID_TRACE_ID) {
    throw new ContentStoreError('TH_ERR_CONTENT_BAD_TRACE_ID', 'a trace scope is a trace id: 32 lowercase hex digits, not all zero');
  }
}

/** A subject's pseudonym (`psn_<32 hex>`, as in the ledger's subject_ref), never a raw end-user id. */
export function assertSubjectRef(subjectRef: string): void {
  if (!isPseudonym(subjectRef)) {
    throw new ContentStoreError('TH_ERR_CONTENT_BAD_SUBJECT', 'a subject reference is a pseudonym: psn_ followed by 32 lowercase hex');
  }
}
