import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

const emptyDir = () => mkdtempSync(path.join(os.tmpdir(), 'th-config-'));

describe('loadConfig', () => {
  it('uses safe defaults: loopback, standard OTLP ports, data under ./.tracehold', () => {
    const dir = emptyDir();
    const c = loadConfig({}, dir);
    expect(c.bind).toBe('127.0.0.1');
    expect(c.otlpGrpcPort).toBe(4317);
    expect(c.otlpHttpPort).toBe(4318);
    expect(c.apiPort).toBe(8080);
    expect(c.dataDir).toBe(path.join(dir, '.tracehold'));
    expect(c.limits.maxBodyBytes).toBe(20 * 1024 * 1024);
    expect(c.content.extract).toBe(true);
  });

  it('lets environment variables override the YAML file', () => {
    const dir = emptyDir();
    writeFileSync(path.join(dir, 'tracehold.yaml'), 'apiPort: 9000\notlpHttpPort: 5000\n');
    const c = loadConfig({ TRACEHOLD_API_PORT: '9100' }, dir);
    expect(c.apiPort).toBe(9100);
    expect(c.otlpHttpPort).toBe(5000);
  });

  it('parses ingest tokens from the environment', () => {
    const c = loadConfig({ TRACEHOLD_INGEST_TOKENS: 'acme=aaaaaaaaaaaaaaaaaaaa,beta=bbbbbbbbbbbbbbbbbbbb' }, emptyDir());
    expect(c.ingestTokens).toEqual([
      { tenant: 'acme', token: 'aaaaaaaaaaaaaaaaaaaa' },
      { tenant: 'beta', token: 'bbbbbbbbbbbbbbbbbbbb' },
    ]);
  });

  it('writes the newest bus payload version unless told to write version 1, and no other', () => {
    expect(loadConfig({}, emptyDir()).bus.payloadVersion).toBe(2);
    expect(loadConfig({ TRACEHOLD_BUS_PAYLOAD_VERSION: '1' }, emptyDir()).bus.payloadVersion).toBe(1);
    expect(() => loadConfig({ TRACEHOLD_BUS_PAYLOAD_VERSION: '3' }, emptyDir())).toThrow(/bus\.payloadVersion/);
  });

  it('logs exports slower than 1 s by default; another threshold or 0 (off) from the environment', () => {
    expect(loadConfig({}, emptyDir()).collector.slowExportMs).toBe(1000);
    expect(loadConfig({ TRACEHOLD_COLLECTOR_SLOW_EXPORT_MS: '250' }, emptyDir()).collector.slowExportMs).toBe(250);
    expect(loadConfig({ TRACEHOLD_COLLECTOR_SLOW_EXPORT_MS: '0' }, emptyDir()).collector.slowExportMs).toBe(0);
    expect(() => loadConfig({ TRACEHOLD_COLLECTOR_SLOW_EXPORT_MS: '-1' }, emptyDir())).toThrow(/TRACEHOLD_COLLECTOR_SLOW_EXPORT_MS/);
  });

  it('rejects a bad port with a message naming the setting', () => {
    expect(() => loadConfig({ TRACEHOLD_API_PORT: 'eighty' }, emptyDir())).toThrow(/TRACEHOLD_API_PORT must be a non-negative integer/);
    expect(() => loadConfig({ TRACEHOLD_API_PORT: '70000' }, emptyDir())).toThrow(/apiPort/);
  });

  it('rejects unknown YAML keys and invalid YAML', () => {
    const dir = emptyDir();
    writeFileSync(path.join(dir, 'tracehold.yaml'), 'apiPortt: 1\n');
    expect(() => loadConfig({}, dir)).toThrow(ConfigError);
    writeFileSync(path.join(dir, 'tracehold.yaml'), 'a: [\n');
    expect(() => loadConfig({}, dir)).toThrow(/not valid YAML/);
  });

  it('refuses a non-loopback bind without ingest tokens', () => {
    expect(() => loadConfig({ TRACEHOLD_BIND: '0.0.0.0' }, emptyDir())).toThrow(/not a loopback address/);
    expect(loadConfig({ TRACEHOLD_BIND: '0.0.0.0', TRACEHOLD_INGEST_TOKENS: 'acme=aaaaaaaaaaaaaaaaaaaa' }, emptyDir()).bind).toBe('0.0.0.0');
  });

  it('reads price files from YAML and the environment, resolved against the working directory', () => {
    const dir = emptyDir();
    writeFileSync(path.join(dir, 'tracehold.yaml'), 'prices:\n  tenants:\n    acme: prices/acme.yaml\n');
    expect(loadConfig({}, dir).prices).toEqual({ tenants: { acme: path.join(dir, 'prices/acme.yaml') } });
    const c = loadConfig({ TRACEHOLD_PRICES_FILE: 'p.yaml', TRACEHOLD_TENANT_PRICES: 'beta=/abs/beta.yaml' }, dir);
    expect(c.prices).toEqual({ file: path.join(dir, 'p.yaml'), tenants: { beta: '/abs/beta.yaml' } });
    expect(() => loadConfig({ TRACEHOLD_TENANT_PRICES: 'beta' }, dir)).toThrow(/TRACEHOLD_TENANT_PRICES entry 1 must look like tenant=path/);
    expect(() => loadConfig({ TRACEHOLD_TENANT_PRICES: 'Bad Tenant=x.yaml' }, dir)).toThrow(/prices\.tenants/);
  });

  it('never echoes a secret value in its errors', () => {
    const secret = 'short-secret';
    let message = '';
    try {
      loadConfig({ TRACEHOLD_ADMIN_TOKEN: secret }, emptyDir());
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/adminToken/);
    expect(message).not.toContain(secret);
  });
});
