/**
 * Cell schemas and conversions shared by the table files. Rows are read with `FORMAT JSONEachRow` and
 * `output_format_json_quote_64bit_integers = 1` (see create-clickhouse.ts): 64-bit integers (nanosecond
 * times, UInt64 counts, Int64 token counts) arrive as decimal strings, smaller integers and floats as JSON
 * numbers. A cell schema accepts both spellings of a number where a server setting could change it, so the
 * embedded engine and a server read alike.
 */
import { z } from 'zod';
import { StoreError } from './store-error.ts';

/** A (U)Int64 cell: a quoted decimal (the configured output), or a number (a server without the setting). */
export const int64Cell = z.union([z.string().regex(/^-?\d+$/), z.number().int()]);

/** A small integer cell (UInt8/UInt16/UInt32): always a JSON number. */
export const smallIntCell = z.number().int().nonnegative();

/** A Decimal cell: a number by default, a string when decimals are quoted. */
export const decimalCell = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);

/** A number of a nullable numeric cell, or null (unknown stays unknown, never 0). */
export function numberOrNull(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** A 64-bit integer as the domain carries it: a number when exact, its decimal string beyond 2^53. */
export function exactInteger(v: number | string): number | string {
  if (typeof v === 'number') return v;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
}

/** Validates one row read back from `table`; the error names the column, never the value. */
export function parseRow<S extends z.ZodType>(schema: S, table: string, row: unknown): z.infer<S> {
  const parsed = schema.safeParse(row);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new StoreError('TH_ERR_STORE_BAD_ROW', `${table} row: column ${issue?.path.join('.') || '(row)'} ${issue?.code ?? 'invalid'}`);
}

/** The service name of a span, log record or metric point (resource attribute `service.name`). */
export function serviceNameOf(item: { resource: { attributes: Record<string, unknown> } }): string {
  const v = item.resource.attributes['service.name'];
  return typeof v === 'string' ? v : '';
}

// JSON of resources and scopes, by object: the records of one bus record share them (bus payload version 2), so
// a batch of rows serializes each once. Ingest never edits a resource or scope after decoding.
const originJsonCache = new WeakMap<object, string>();

/** `JSON.stringify` of a span's, log record's or point's resource or scope, once per object. */
export function originJson(origin: object): string {
  let json = originJsonCache.get(origin);
  if (json === undefined) {
    json = JSON.stringify(origin);
    originJsonCache.set(origin, json);
  }
  return json;
}
