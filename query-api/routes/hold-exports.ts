import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HoldExportInputSchema } from '../../schemas/hold-export.ts';
import type { HoldExportJobs } from '../../retention/bundle/hold-export-jobs.ts';
import { ApiError, errorBody } from '../api-errors.ts';
import type { AuditSink } from '../audit-sink.ts';
import { requireScope } from '../auth/authenticate.ts';

const HoldParams = z.strictObject({ holdId: z.string().regex(/^hold_[0-9a-f]{16}$/) });
const ExportParams = z.strictObject({ holdId: z.string().regex(/^hold_[0-9a-f]{16}$/), exportId: z.string().regex(/^exp_[0-9a-f]{16}$/) });

/**
 * Legal-hold bundle exports (issue 10), all under scope exports:write:
 * - POST /v1/holds/:holdId/exports {reason, includeContent?} → 202 {exportId, state}. Content (the default)
 *   also needs content:read:raw; without it the request is refused 403 (and audited) unless it says
 *   includeContent: false. One export runs at a time per process: more → 429 with Retry-After.
 * - GET /v1/holds/:holdId/exports → the hold's exports, newest first.
 * - GET /v1/holds/:holdId/exports/:exportId → the job (state, progress, sha256 and bytes when done).
 * - GET /v1/holds/:holdId/exports/:exportId/download → the tar.gz (audited `export.download`; a bundle with
 *   content needs content:read:raw to download too).
 */
export function holdExportRoutes(deps: { jobs: HoldExportJobs; audit: AuditSink }) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/v1/holds/:holdId/exports', { preHandler: requireScope('exports:write') }, async (req, reply) => {
      const principal = req.principal!;
      const params = HoldParams.safeParse(req.params);
      if (!params.success) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'holdId is hold_ + 16 lowercase hex characters');
      const body = HoldExportInputSchema.safeParse(req.body ?? {});
      if (!body.success) {
        const issue = body.error.issues[0];
        if (issue?.path[0] === 'reason') throw new ApiError('TH_ERR_API_REASON_REQUIRED', 'an export needs a reason (a matter or ticket id, or free text)');
        throw new ApiError('TH_ERR_API_BAD_REQUEST', `invalid body: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
      }
      const includeContent = body.data.includeContent ?? true;
      if (includeContent && !principal.scopes.has('content:read:raw')) {
        await auditOrFail(deps.audit, {
          tenant: principal.tenant,
          actor: { tokenId: principal.tokenId, kind: 'token' },
          action: 'export.create',
          target: { holdId: params.data.holdId },
          reason: body.data.reason,
          outcome: 'denied',
          details: { detail: 'missing_scope', includeContent },
        });
        throw new ApiError('TH_ERR_API_FORBIDDEN', 'an export with content needs the content:read:raw scope; or ask for includeContent: false');
      }
      const outcome = await deps.jobs.start({ tenant: principal.tenant, holdId: params.data.holdId, principal, reason: body.data.reason, includeContent });
      if (outcome.status === 'hold_not_found') throw new ApiError('TH_ERR_API_EXPORT_HOLD_NOT_FOUND');
      if (outcome.status === 'busy') return reply.code(429).header('retry-after', String(outcome.retryAfterSeconds)).send(errorBody('TH_ERR_API_EXPORT_BUSY'));
      return reply.code(202).send({ exportId: outcome.job.exportId, holdId: outcome.job.holdId, state: outcome.job.state });
    });

    app.get('/v1/holds/:holdId/exports', { preHandler: requireScope('exports:write') }, async (req) => {
      const params = HoldParams.safeParse(req.params);
      if (!params.success) throw new ApiError('TH_ERR_API_EXPORT_HOLD_NOT_FOUND');
      const jobs = await deps.jobs.listOfHold(req.principal!.tenant, params.data.holdId);
      return { exports: jobs.map(({ tenant: _tenant, version: _version, ...view }) => view) };
    });

    app.get('/v1/holds/:holdId/exports/:exportId', { preHandler: requireScope('exports:write') }, async (req) => {
      const params = ExportParams.safeParse(req.params);
      if (!params.success) throw new ApiError('TH_ERR_API_EXPORT_NOT_FOUND');
      const job = await deps.jobs.get(req.principal!.tenant, params.data.exportId);
      if (!job || job.holdId !== params.data.holdId) throw new ApiError('TH_ERR_API_EXPORT_NOT_FOUND');
      const { tenant: _tenant, version: _version, ...view } = job;
      return view;
    });

    app.get('/v1/holds/:holdId/exports/:exportId/download', { preHandler: requireScope('exports:write') }, async (req, reply) => {
      const principal = req.principal!;
      const params = ExportParams.safeParse(req.params);
      if (!params.success) throw new ApiError('TH_ERR_API_EXPORT_NOT_FOUND');
      const job = await deps.jobs.get(principal.tenant, params.data.exportId);
      if (!job || job.holdId !== params.data.holdId) throw new ApiError('TH_ERR_API_EXPORT_NOT_FOUND');
      if (job.includeContent && !principal.scopes.has('content:read:raw')) throw new ApiError('TH_ERR_API_FORBIDDEN', 'this bundle holds raw content: downloading it needs the content:read:raw scope');
      const file = await deps.jobs.fileOf(job);
      if (!file) throw new ApiError('TH_ERR_API_EXPORT_NOT_READY');
      await auditOrFail(deps.audit, {
        tenant: principal.tenant,
        actor: { tokenId: principal.tokenId, kind: 'token' },
        action: 'export.download',
        target: { holdId: job.holdId, exportId: job.exportId },
        reason: job.reason,
        outcome: 'granted',
        details: { bytes: file.bytes, sha256: job.sha256 },
      });
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', String(file.bytes))
        .header('content-disposition', `attachment; filename="${job.exportId}.tar.gz"`)
        .header('cache-control', 'no-store')
        .header('x-content-sha256', job.sha256)
        .send(createReadStream(file.path));
    });
  };
}

async function auditOrFail(audit: AuditSink, entry: Parameters<AuditSink['append']>[0]): Promise<void> {
  try {
    await audit.append(entry);
  } catch {
    throw new ApiError('TH_ERR_API_AUDIT_UNAVAILABLE');
  }
}
