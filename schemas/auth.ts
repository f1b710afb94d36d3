/** Scopes a query token can hold, and the roles that grant them (DESIGN.md, "Security model"). */
export const SCOPES = [
  'traces:read',
  'content:read:redacted',
  'content:read:raw',
  'replays:run',
  'holds:write',
  'deletions:write',
  'exports:write',
  'audit:read',
  'admin',
] as const;
export type Scope = (typeof SCOPES)[number];

export const ROLES = {
  viewer: ['traces:read'],
  investigator: ['traces:read', 'content:read:redacted', 'replays:run'],
  privileged_investigator: ['traces:read', 'content:read:redacted', 'content:read:raw', 'replays:run'],
  legal: ['traces:read', 'holds:write', 'deletions:write', 'exports:write', 'audit:read'],
  auditor: ['audit:read'],
  admin: [...SCOPES],
} as const satisfies Record<string, readonly Scope[]>;
export type Role = keyof typeof ROLES;

export function scopesOf(roles: readonly Role[]): Set<Scope> {
  return new Set(roles.flatMap((r) => ROLES[r] ?? []));
}
