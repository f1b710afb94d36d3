/**
 * The stored form of an end user: a keyed pseudonym, `psn_` and 32 lowercase hex digits (the derivation is
 * `platform/keys/pseudonym.ts`). One definition for every contract that carries one — ledger rows, bus
 * batches, erasure requests, API filters, key file names — so a raw end-user id is refused everywhere alike.
 */
export const SUBJECT_REF_RE = /^psn_[0-9a-f]{32}$/;
