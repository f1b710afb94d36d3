/**
 * The measuring both VIN / MAC address / coordinates sets share (hardware-location-held-out.test.ts,
 * hardware-location-second-set.test.ts): per type, a positive counts when every character of its value that matters —
 * letters and digits of a VIN, hex digits of a MAC address, digits of coordinates (both numbers) — is inside a finding
 * of any type; a negative when the engine changes nothing.
 */
import type { PiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { measureWrittenSet, type WrittenSetResult } from './held-out-families.ts';

export type HardwareLocationType = 'VIN' | 'MAC_ADDRESS' | 'LOCATION';
interface Positive {
  text: string;
  value: string;
  family: string;
}

const COUNTS: Record<HardwareLocationType, (ch: string) => boolean> = {
  VIN: (ch) => /[A-Za-z0-9]/.test(ch),
  MAC_ADDRESS: (ch) => /[0-9A-Fa-f]/.test(ch),
  LOCATION: (ch) => /[0-9]/.test(ch),
};

export interface HardwareLocationResults {
  byType: Map<HardwareLocationType, WrittenSetResult>;
  /** Negatives the engine changed at all. */
  changed: string[];
  /** The table: found per type and family, what was missed, which negatives changed. */
  report: string;
}

export function measureHardwareLocation(
  engine: PiiEngine,
  positives: Record<HardwareLocationType, readonly Positive[]>,
  negatives: readonly { text: string }[],
): HardwareLocationResults {
  const byType = new Map<HardwareLocationType, WrittenSetResult>();
  for (const type of Object.keys(COUNTS) as HardwareLocationType[]) {
    byType.set(type, measureWrittenSet(engine, positives[type], negatives, (c) => c.family, COUNTS[type]));
  }
  const changed = byType.get('VIN')!.changed;
  const lines = [...byType].map(
    ([type, r]) =>
      `${type}: ${r.found}/${positives[type].length} masked\n` +
      [...r.perGroup].map(([family, [ok, n]]) => `${family} ${ok}/${n}`).join(', ') +
      `\nnot masked:\n  ${r.misses.join('\n  ')}`,
  );
  lines.push(`negatives changed: ${changed.length}/${negatives.length}\n  ${changed.join('\n  ')}`);
  return { byType, changed, report: lines.join('\n') };
}
