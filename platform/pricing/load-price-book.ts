/**
 * Reads and validates the price files named by the configuration (`prices`) and builds the price book.
 * Called once at start; throws PriceTableError (TH_ERR_PRICES_INVALID) so a bad file stops the start.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../repo-root.ts';
import { parse as parseYaml } from 'yaml';
import { PriceTableSchema, type PriceTable } from '../../schemas/price-table.ts';
import { createPriceBook, type PriceBook } from './price-book.ts';
import { PriceTableError } from './price-table-error.ts';
import { codeOf } from '../errors/tracehold-error.ts';

/** The price table shipped with Tracehold (a dated snapshot: see the file's header). */
export const DEFAULT_PRICES_FILE = repoPath('schemas', 'prices', 'default-prices.yaml');

/** Reads one price file; every problem is reported with the file and the field path. */
export function readPriceTable(file: string): PriceTable {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new PriceTableError('TH_ERR_PRICES_INVALID', `${file}: cannot be read (${codeOf(err) ?? 'error'})`, { cause: err });
  }
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (err) {
    throw new PriceTableError('TH_ERR_PRICES_INVALID', `${file}: not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
  const parsed = PriceTableSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 10).map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`);
    throw new PriceTableError('TH_ERR_PRICES_INVALID', `${file}: ${issues.join('; ')}`);
  }
  return parsed.data;
}

/**
 * The price book of `prices` (config): `file` replaces the default table, `tenants` maps a tenant to its override
 * file. Relative paths resolve against `cwd`.
 */
export function loadPriceBook(prices: { file?: string; tenants?: Record<string, string> }, cwd: string = process.cwd()): PriceBook {
  const base = readPriceTable(prices.file ? path.resolve(cwd, prices.file) : DEFAULT_PRICES_FILE);
  const tenants: Record<string, PriceTable> = {};
  for (const [tenant, file] of Object.entries(prices.tenants ?? {})) tenants[tenant] = readPriceTable(path.resolve(cwd, file));
  return createPriceBook(base, tenants);
}
