import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { loadPriceBook, readPriceTable, DEFAULT_PRICES_FILE } from './load-price-book.ts';
import { PriceTableError } from './price-table-error.ts';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'th-prices-'));
const ns = (iso: string) => `${BigInt(Date.parse(iso)) * 1_000_000n}`;

const OVERRIDE = `
version: acme-negotiated-2025
providers:
  openai:
    names: [openai]
    input_includes_cached: true
    output_includes_reasoning: true
    models:
      - id: gpt-4o-mini
        dated_snapshots: true
        prices:
          - { effective_from: 2025-01-01, input: 0.10, output: 0.40 }
`;

describe('the default price table', () => {
  it('is valid, versioned with its date, and prices every model it lists', () => {
    const t = readPriceTable(DEFAULT_PRICES_FILE);
    expect(t.version).toMatch(/^default-\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(t.providers).sort()).toEqual(['anthropic', 'google', 'openai']);
    for (const p of Object.values(t.providers)) for (const m of p.models) expect(m.prices.length).toBeGreaterThan(0);
  });
});

describe('loadPriceBook', () => {
  it('applies a tenant override first and falls through to the default for what it does not price', () => {
    const d = dir();
    writeFileSync(path.join(d, 'acme.yaml'), OVERRIDE);
    const book = loadPriceBook({ tenants: { acme: 'acme.yaml' } }, d);
    const mini = { provider: 'openai', requestModel: 'gpt-4o-mini', responseModel: 'gpt-4o-mini-2024-07-18', startTimeUnixNano: ns('2025-03-01T00:00:00Z'), inputTokens: 1_000_000, outputTokens: 1_000_000 };
    expect(book.costOf(ledgerRecord({ ...mini, tenant: 'acme' }))).toEqual({ usd: 0.5, priceVersion: 'acme-negotiated-2025:openai/gpt-4o-mini@2025-01-01' });
    // Negative control: another tenant gets the default price of the same call.
    expect(book.costOf(ledgerRecord({ ...mini, tenant: 'beta' }))?.usd).toBe(0.75);
    expect(book.costOf(ledgerRecord({ ...mini, tenant: 'beta' }))?.priceVersion).toMatch(/^default-.*:openai\/gpt-4o-mini@2024-07-18$/);
    // A model the override does not list: the default prices it for acme too.
    const gpt41 = book.costOf(ledgerRecord({ ...mini, tenant: 'acme', requestModel: 'gpt-4.1', responseModel: 'gpt-4.1-2025-04-14', startTimeUnixNano: ns('2025-05-01T00:00:00Z') }));
    expect(gpt41?.priceVersion).toMatch(/^default-.*:openai\/gpt-4\.1@2025-04-14$/);
    expect(book.versions().tenants).toEqual({ acme: 'acme-negotiated-2025' });
  });

  it('fails with TH_ERR_PRICES_INVALID, naming the file and field, for a bad or missing file', () => {
    const d = dir();
    writeFileSync(path.join(d, 'bad.yaml'), OVERRIDE.replace('input: 0.10', 'input: -1'));
    writeFileSync(path.join(d, 'notyaml.yaml'), 'version: [\n');
    const codeOf = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return { code: (err as PriceTableError).code, message: (err as Error).message, isPriceError: err instanceof PriceTableError };
      }
      return null;
    };
    const bad = codeOf(() => loadPriceBook({ tenants: { acme: 'bad.yaml' } }, d));
    expect(bad).toMatchObject({ code: 'TH_ERR_PRICES_INVALID', isPriceError: true });
    expect(bad!.message).toContain('bad.yaml');
    expect(bad!.message).toContain('providers.openai.models.0.prices.0.input');
    expect(codeOf(() => loadPriceBook({ file: 'notyaml.yaml' }, d))?.message).toMatch(/not valid YAML/);
    expect(codeOf(() => loadPriceBook({ file: 'missing.yaml' }, d))?.message).toMatch(/cannot be read \(ENOENT\)/);
  });

  it('rejects a row whose effective_to is not after its effective_from', () => {
    const d = dir();
    writeFileSync(path.join(d, 'dates.yaml'), OVERRIDE.replace('effective_from: 2025-01-01,', 'effective_from: 2025-01-01, effective_to: 2024-01-01,'));
    expect(() => loadPriceBook({ file: 'dates.yaml' }, d)).toThrow(/effective_to must be after effective_from/);
  });
});
