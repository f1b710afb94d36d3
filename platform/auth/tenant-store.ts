import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codeOf, TraceholdError } from '../errors/tracehold-error.ts';
import { TENANT_NAME_RE } from '../../schemas/tenant-name.ts';

export interface TenantInfo {
  name: string;
  label: string;
  createdAtMs: number;
}

/**
 * The tenants this deployment knows, in `<dataDir>/auth/tenants.json` (0600). Tokens can only be created
 * for a known tenant; the default tenant is registered at first start.
 */
export interface TenantStore {
  list(): Promise<TenantInfo[]>;
  /** Creates a tenant; `existed: true` when it was already there (idempotent). */
  create(name: string, label?: string): Promise<{ tenant: TenantInfo; existed: boolean }>;
  exists(name: string): Promise<boolean>;
}


export class TenantStoreError extends TraceholdError<'TH_ERR_TENANT_BAD_NAME'> {
  constructor(message: string) {
    super('TH_ERR_TENANT_BAD_NAME', message);
    this.name = 'TenantStoreError';
  }
}

export function createTenantStore(config: { dataDir: string }): TenantStore {
  const dir = path.join(config.dataDir, 'auth');
  const file = path.join(dir, 'tenants.json');
  let chain: Promise<unknown> = Promise.resolve();

  async function load(): Promise<TenantInfo[]> {
    try {
      return (JSON.parse(await readFile(file, 'utf8')) as { tenants: TenantInfo[] }).tenants;
    } catch (err) {
      if (codeOf(err) === 'ENOENT') return [];
      throw err;
    }
  }

  async function save(tenants: TenantInfo[]): Promise<void> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, JSON.stringify({ tenants }, null, 2), { mode: 0o600 });
    const fh = await open(tmp, 'r');
    await fh.sync();
    await fh.close();
    await rename(tmp, file);
  }

  return {
    list: load,
    async exists(name) {
      return (await load()).some((t) => t.name === name);
    },
    create(name, label = '') {
      if (!TENANT_NAME_RE.test(name)) return Promise.reject(new TenantStoreError('tenant names are lowercase letters, digits, "-" and "_" (max 63)'));
      const run = chain.then(async () => {
        const tenants = await load();
        const found = tenants.find((t) => t.name === name);
        if (found) return { tenant: found, existed: true };
        const tenant = { name, label: label.slice(0, 200), createdAtMs: Date.now() };
        await save([...tenants, tenant]);
        return { tenant, existed: false };
      });
      chain = run.catch(() => undefined);
      return run;
    },
  };
}
