import { afterEach, describe, expect, test } from 'vitest';
import { pickPrivateS3Port, portsOfInstance } from './s3.ts';

const SHARED = new Set(portsOfInstance(8333));
const poolId = process.env.VITEST_POOL_ID;

afterEach(() => {
  if (poolId === undefined) delete process.env.VITEST_POOL_ID;
  else process.env.VITEST_POOL_ID = poolId;
});

describe('pickPrivateS3Port', () => {
  test('the shared instance binds 19353 (the port a private pick of 18353 once found taken): the control for the rule below', () => {
    expect(SHARED.has(19353)).toBe(true);
    expect(portsOfInstance(18353)).toContain(19353);
  });

  test('never shares a port with the shared instance or an earlier pick, and stays below the ephemeral range', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const ports = portsOfInstance(pickPrivateS3Port());
      for (const p of ports) {
        expect(SHARED.has(p)).toBe(false);
        expect(seen.has(p)).toBe(false);
        expect(p).toBeLessThan(32768);
      }
      for (const p of ports) seen.add(p);
    }
  });

  test('workers with different pool ids pick different last digits, so their instances cannot collide', () => {
    const digits = [1, 2, 3, 4].map((id) => {
      process.env.VITEST_POOL_ID = String(id);
      return pickPrivateS3Port() % 10;
    });
    expect(new Set(digits).size).toBe(4);
  });
});
