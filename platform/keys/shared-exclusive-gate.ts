/**
 * Shared/exclusive gate: any number of `shared` runs at once, or one `exclusive` run alone. A waiting
 * exclusive run stops new shared runs from starting, so a master key rotation is not starved.
 * Do not nest a shared run inside another: it would wait behind a waiting exclusive run forever.
 */
export interface SharedExclusiveGate {
  shared<T>(fn: () => Promise<T>): Promise<T>;
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
}

export function createSharedExclusiveGate(): SharedExclusiveGate {
  let active = 0;
  let exclusiveRun: Promise<void> | null = null;
  let onDrained: (() => void) | null = null;
  return {
    async shared(fn) {
      while (exclusiveRun) await exclusiveRun;
      active += 1;
      try {
        return await fn();
      } finally {
        active -= 1;
        if (active === 0 && onDrained) onDrained();
      }
    },
    async exclusive(fn) {
      while (exclusiveRun) await exclusiveRun;
      let release!: () => void;
      exclusiveRun = new Promise<void>((resolve) => (release = resolve));
      try {
        if (active > 0) await new Promise<void>((resolve) => (onDrained = resolve));
        onDrained = null;
        return await fn();
      } finally {
        exclusiveRun = null;
        release();
      }
    },
  };
}
