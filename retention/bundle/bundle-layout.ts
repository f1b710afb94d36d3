/**
 * The bundle's fixed names and signing prefix, shared by the writer and the verifier (format
 * `tracehold-bundle/v1`; changing any of these needs a new format version).
 */
import { createHash } from 'node:crypto';

export const FIXED_MEMBERS = { manifest: 'manifest.json', signature: 'manifest.sig', publicKey: 'public-key.pem' } as const;

/** manifest.sig = base64(Ed25519(UTF-8(BUNDLE_SIGNATURE_PREFIX) ‖ manifest.json bytes)), domain-separated from audit checkpoints. */
export const BUNDLE_SIGNATURE_PREFIX = 'tracehold-bundle-manifest/v1\n';

/** content/<SHA-256 hex of the reference>.json: references may hold characters a file name should not. */
export function contentFileName(ref: string): string {
  return `content/${createHash('sha256').update(ref, 'utf8').digest('hex')}.json`;
}
