/**
 * The keyed pseudonym of an end-user id: `psn_` + the first 32 hex digits of HMAC-SHA-256(tenant reference
 * key, "pseudonym\0" + id as UTF-8). One derivation for the whole product — the ledger's `subject_ref`, the
 * content store's `pseudonymize` and subject key names, the collector's redaction of end-user ids and the
 * query API's end-user search all call this — so one id gives one pseudonym wherever it is written, and
 * investigators can join on it. Stable within a tenant, unrelated across tenants, and not reversible or
 * confirmable by hashing a guess without the tenant key. The format is stored (ledger rows, object headers,
 * key file names, erasure requests): changing a byte of it orphans every stored pseudonym.
 */
import { createHmac } from 'node:crypto';
import { SUBJECT_REF_RE } from '../../schemas/subject-ref.ts';

/**
 * True when `value` is a pseudonym (`psn_` and 32 lowercase hex digits, `SUBJECT_REF_RE` of
 * schemas/subject-ref.ts, which the stored contracts validate with), e.g. to refuse a raw id where a
 * subject_ref is expected. Never true for a raw end-user id.
 */
export function isPseudonym(value: unknown): value is string {
  return typeof value === 'string' && SUBJECT_REF_RE.test(value);
}

/** The pseudonym of `id` under the tenant's reference key (the keyring's `tenantKeys(t).refKey`). Pure. */
export function derivePseudonym(tenantRefKey: Buffer, id: string): string {
  return 'psn_' + createHmac('sha256', tenantRefKey).update('pseudonym\0').update(id, 'utf8').digest('hex').slice(0, 32);
}
