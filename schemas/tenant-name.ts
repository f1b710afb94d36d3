/**
 * A tenant's name: lowercase letters, digits, `-` and `_`, starting with a letter or digit, at most 63
 * characters. One definition for every place that names a tenant — config, tokens, the tenant list, key and
 * content folders, audit and retention rows — because the name becomes a folder name and a ClickHouse value.
 */
export const TENANT_NAME_RE = /^[a-z0-9][a-z0-9_-]{0,62}$/;

/** The words a refusal uses. */
export const TENANT_NAME_RULE = 'tenant names are lowercase letters, digits, "-" and "_" (max 63)';
