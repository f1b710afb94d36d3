/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), or null for anything else. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}
