/**
 * Operators' settings for redaction at the collector: which rules run, and in which mode, per tenant.
 * Defaults are safe: every rule on. `mask` replaces a finding with `[REDACTED:TYPE]`; `pseudonymize` with
 * a keyed token (`psn_…`, HMAC under the tenant's key: stable within a tenant, unrelated across
 * tenants); `drop` removes the whole attribute.
 *
 * ```yaml
 * redaction:
 *   rules:                      # defaults for every tenant
 *     EMAIL: { mode: pseudonymize }
 *     IP: { enabled: false }
 *   tenants:
 *     acme:
 *       rules:
 *         PHONE: { mode: drop }
 * ```
 */
import { z } from 'zod';

export const REDACTION_ENTITY_TYPES = [
  'EMAIL', 'PHONE', 'CARD', 'IBAN', 'CRYPTO_ADDRESS', 'SSN', 'RRN', 'NATIONAL_ID', 'BANK_ACCOUNT', 'VIN', 'LICENSE_PLATE', 'SOCIAL_HANDLE', 'IP', 'MAC_ADDRESS', 'JWT', 'BEARER', 'API_KEY', 'SECRET',
  'URL_CREDENTIALS', 'URL_QUERY', 'HEADER', 'LOCATION', 'PERSON_NAME', 'BIRTH_DATE', 'ADDRESS', 'USER', 'SQL_LITERAL',
] as const;

const RuleSchema = z.strictObject({
  enabled: z.boolean().optional(),
  mode: z.enum(['mask', 'pseudonymize', 'drop']).optional(),
});

const RulesSchema = z.partialRecord(z.enum(REDACTION_ENTITY_TYPES), RuleSchema).default({});

export const RedactionConfigSchema = z.strictObject({
  /**
   * Redact span strings at the collector. Switching it off is for the test suite's negative controls
   * only: personal data and SQL literals then reach ClickHouse and the bus.
   */
  enabled: z.boolean().default(true),
  rules: RulesSchema,
  tenants: z.record(z.string(), z.strictObject({ rules: RulesSchema })).default({}),
  /** Attribute keys that hold database statements, sanitized by the SQL/NoSQL lexer. */
  statementKeys: z
    .array(z.string().min(1))
    .default(['db.query.text', 'db.statement', 'db.query', 'sql.query', 'db.sql.query']),
});

export type RedactionConfig = z.infer<typeof RedactionConfigSchema>;
export type RedactionRuleOverride = z.infer<typeof RuleSchema>;

/**
 * Built-in modes where `mask` would lose what investigators need: an end-user id is pseudonymized by
 * default, with the same keyed pseudonym the ledger stores as `subject_ref`, so "every call of this user"
 * stays answerable without the id itself.
 */
export const DEFAULT_RULE_MODES: Partial<Record<(typeof REDACTION_ENTITY_TYPES)[number], 'mask' | 'pseudonymize' | 'drop'>> = {
  USER: 'pseudonymize',
};
