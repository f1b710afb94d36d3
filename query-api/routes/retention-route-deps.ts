import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RetentionActor, RetentionRequests } from '../../retention/requests/retention-requests.ts';
import { RetentionRequestError } from '../../retention/requests/retention-request-error.ts';
import type { RetentionState } from '../../retention/state/retention-state.ts';
import { ApiError } from '../api-errors.ts';
import { codeOf } from '../../platform/errors/tracehold-error.ts';

/**
 * What the retention routes (holds, deletion requests, policies) share: the request side, the state for
 * reads, the pseudonymizer for raw subject ids, and the worker's pass where this process runs one.
 * Contract: everything is scoped by the caller's tenant (`req.principal.tenant`), never by a body field.
 */
export interface RetentionRouteDeps {
  requests: RetentionRequests;
  state: RetentionState;
  /** The collector's keyed pseudonym of a raw end-user id (the content store's); the raw id goes nowhere else. */
  pseudonymize(tenant: string, rawId: string): Promise<string>;
  /** One full retention pass now (the worker's runOnce); absent in a process without the worker. */
  runPass?(): Promise<unknown>;
  /** Tenant whose admins may run a pass (it spans every tenant, and so does its report). */
  operatorTenant: string;
}

/** The caller as the request side records it (the token id; never the token). */
export function actorOf(req: FastifyRequest): RetentionActor {
  return { tokenId: req.principal!.tokenId, kind: 'token' };
}

/** A body or query parsed by `schema`; a bad one is a 400 naming the path and the rule, never the value. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError('TH_ERR_API_BAD_REQUEST', `invalid ${what}: ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim());
}

/** The pseudonym of a raw subject id, trimmed as the collector trims it; the raw id is in no message. */
export async function pseudonymOf(deps: RetentionRouteDeps, tenant: string, rawId: string): Promise<string> {
  const trimmed = rawId.trim();
  if (trimmed === '') throw new ApiError('TH_ERR_API_BAD_REQUEST', 'invalid body: a subject id is empty');
  try {
    return await deps.pseudonymize(tenant, trimmed);
  } catch {
    throw new ApiError('TH_ERR_API_STORAGE_UNAVAILABLE', 'the tenant key needed to pseudonymize the subject is unavailable; retry');
  }
}

/** Runs a request-side call, mapping its known failures to API errors (an audit failure refuses the request). */
export async function callRequests<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof RetentionRequestError) {
      if (err.code === 'TH_ERR_RETENTION_HOLD_NOT_FOUND') throw new ApiError('TH_ERR_API_HOLD_NOT_FOUND');
      throw new ApiError('TH_ERR_API_HOLD_RELEASED');
    }
    if (codeOf(err)?.startsWith('TH_ERR_AUDIT_')) {
      throw new ApiError('TH_ERR_API_AUDIT_UNAVAILABLE', 'the audit log cannot be written; the request was not confirmed, retry');
    }
    throw err;
  }
}

/** ISO 8601 of epoch milliseconds, or null. */
export function isoOf(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
