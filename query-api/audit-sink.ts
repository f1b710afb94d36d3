/**
 * What the query API needs from the audit log: append one entry, durably, before the audited action's
 * answer is sent (retention/audit implements it). If `append` rejects, the action fails.
 */
export interface AuditSink {
  append(entry: {
    tenant: string;
    actor: { tokenId: string; kind: 'token' | 'cli' | 'system' };
    action: string;
    target: Record<string, string>;
    reason: string;
    outcome: 'granted' | 'denied' | 'ok' | 'failed';
    details?: Record<string, unknown>;
  }): Promise<unknown>;
}
