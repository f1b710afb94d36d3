-- Checkpoint v2 (retention/audit/merkle.ts): a checkpoint also signs the RFC 9162 Merkle root of the
-- tenant's entries 1..seq, so that single entries can be proven covered (inclusion proofs). Rows written
-- before this migration read as version 1 with no root, and stay verifiable as v1.
ALTER TABLE ${db}.audit_checkpoints ADD COLUMN IF NOT EXISTS version UInt8 DEFAULT 1;
ALTER TABLE ${db}.audit_checkpoints ADD COLUMN IF NOT EXISTS root String DEFAULT '';
