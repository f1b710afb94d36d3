/**
 * The audit log as retention transitions use it: every state change (hold placed or released, policy or
 * quota changed, deletion received … done, content purged) is appended and then covered by a signed
 * checkpoint before the caller goes on, so no transition ever sits after the tenant's last checkpoint
 * (where it could be cut off undetected).
 */
import type { AuditLog } from '../audit/audit-log.ts';
import type { TransitionAudit } from './retention-context.ts';

export function createTransitionAudit(audit: Pick<AuditLog, 'append' | 'checkpoint'>): TransitionAudit {
  return {
    async record(entry) {
      const stored = await audit.append(entry);
      await audit.checkpoint(stored.tenant);
      return stored;
    },
  };
}
