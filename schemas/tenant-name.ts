/**
 * A tenant's name: lowercase letters, digits, `-` and `_`, starting with a letter or digit, at most 63
 * characters. One definition for every place that names a tenant — config, tokens, the tenant list, key and
 * content folders, audit and retention rows — because the name becomes a folder name and a ClickHouse value.
 */
export const TENANT_NAME_RE = /^[a-z0-9][a-z0-9_-]{0,62}$/;

/** The words a refusal uses. */
export const TENANT_NAME_RULE = 'tenant names are lowercase letters, digits, "-" and "_" (max 63)';

/** The rule in the words the keyring's and the content store's refusals use. */
export const TENANT_NAME_WORDS = 'tenant names are 1-63 characters: lowercase letters, digits, "-" and "_", starting with a letter or digit';

export function isTenantName(value: unknown): value is string {
  return typeof value === 'string' && TENANT_NAME_RE.test(value);
}
