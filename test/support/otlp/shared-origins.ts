/**
 * The decoders' sharing rule (collector/otlp/protobuf-values.ts `createShared`), asserted the same way for every
 * signal and encoding: records decoded from one ResourceSpans (ResourceLogs, ResourceMetrics) share its resource
 * object, those of one ScopeSpans (…) its scope object; records of other groups never share either.
 */
import { expect } from 'vitest';

type Origins = { resource: object; scope: object };

/**
 * `records` decoded from a body of four, in this order: a and b under one resource and scope, c under the same
 * resource and another scope, d under another resource (the test encoders group equal resources and scopes).
 */
export function expectOriginsSharedPerGroup(records: Origins[]): void {
  expect(records).toHaveLength(4);
  const [a, b, c, d] = records as [Origins, Origins, Origins, Origins];
  expect(b.resource).toBe(a.resource);
  expect(c.resource).toBe(a.resource);
  expect(b.scope).toBe(a.scope);
  expect(c.scope).not.toBe(a.scope);
  expect(d.resource).not.toBe(a.resource);
  expect(d.scope).not.toBe(a.scope);
  expect(d.scope).not.toBe(c.scope);
}
