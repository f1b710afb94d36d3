/**
 * Held-out measurement of VINs, device MAC addresses and coordinates in text (VIN, MAC_ADDRESS, LOCATION;
 * collector/redaction/pii/detect-hardware-ids.ts, detect-coordinates.ts), through the whole engine:
 * `hardware-location-held-out.data.ts`, written on 2026-12-06 by a helper that had read neither the detectors nor their
 * tests and did not run the engine — 76 VINs, 52 MAC addresses, 63 coordinates in chats, logs, JSON, links and OCR'd
 * documents in several languages, and 180 negatives (hashes, ids, fingerprints, byte dumps, times, versions,
 * embeddings, score pairs, prices, bounding boxes, decimal pairs that are not places, the words without a value).
 * A positive counts when every character of its value that matters (letters and digits of a VIN, hex digits of a MAC,
 * digits of coordinates: both numbers) is inside a finding of any type; a negative when the engine changes nothing.
 *
 * First run, before any change made after reading the set: VIN 54 of 76, MAC_ADDRESS 52 of 52, LOCATION 54 of 63; 16 of
 * 180 negatives changed (7 fingerprints, byte dumps and IEEE identifiers taken for IPv6 addresses by the IP detector
 * since before these detectors, and 9 decimal pairs that are not places). The changes that followed, each a class: the
 * VIN detector's precondition (a letter right before a digit, not a mixed run: `WVWZZZAUZHP518273` has no digit before
 * a letter), a word naming the VIN anywhere up to 48 characters before it on its line and more such words (vehicle,
 * chassis, Fahrzeug-Identifizierungsnummer, frame no., alvázszám, field E of a registration certificate); coordinates
 * before a sentence's full stop, labelled latitude and longitude (`lat … long …`, JSON keys, `lat=…&lng=…`), a slash
 * between a pair after a location word, degrees and decimal minutes, and — for a pair with no location word — both values
 * 1 or more, not in brackets or parentheses and not after a label naming two things (`EUR/USD`, `bid/ask`); and an IPv6
 * run that goes on with a ninth group is no address. So this set is no longer held out: VIN 75 of 76, MAC_ADDRESS 52,
 * LOCATION 62 of 63, 2 negatives changed — an EUI-64 interface identifier and a Zigbee IEEE address, eight hex groups
 * that are device identifiers too, masked as IP. `hardware-location-second-set.test.ts` measures a set written after
 * these changes; after its own fixes (there) this set gives LOCATION 63 (a blank between a pair after "pin"), the bar
 * below. Left: a VIN whose word is more than 48 characters before it.
 */
import { describe, expect, test } from 'vitest';
import { createPiiEngine, type PiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { COORDINATE_POSITIVES, MAC_POSITIVES, NEGATIVES, VIN_POSITIVES } from './hardware-location-held-out.data.ts';
import { measureHardwareLocation } from './hardware-location-measure.ts';

const measureAll = (engine: PiiEngine) => measureHardwareLocation(engine, { VIN: VIN_POSITIVES, MAC_ADDRESS: MAC_POSITIVES, LOCATION: COORDINATE_POSITIVES }, NEGATIVES);

describe('VINs, MAC addresses and coordinates in text: held-out set', () => {
  test('masks 75 of 76 VINs, all 52 MAC addresses, all 63 coordinates, and changes at most 2 of 180 negatives (prints the table)', () => {
    const { byType: results, changed, report } = measureAll(createPiiEngine({ rules: {} }));
    console.log(report);
    expect([VIN_POSITIVES.length, MAC_POSITIVES.length, COORDINATE_POSITIVES.length, NEGATIVES.length]).toEqual([76, 52, 63, 180]);
    expect(results.get('VIN')!.found).toBeGreaterThanOrEqual(75);
    expect(results.get('MAC_ADDRESS')!.found).toBe(52);
    expect(results.get('LOCATION')!.found).toBe(63);
    expect(changed.length).toBeLessThanOrEqual(2);
  });

  test('negative control: with VIN, MAC_ADDRESS and LOCATION off, almost every value passes in clear', () => {
    const off = { enabled: false, mode: 'mask' as const };
    const results = measureAll(createPiiEngine({ rules: { VIN: off, MAC_ADDRESS: off, LOCATION: off } })).byType;
    // What other rules take anyway: 4 VINs after "number:" labels (NATIONAL_ID), 5 pairs in URL query values (URL_QUERY).
    expect(results.get('VIN')!.found).toBeLessThanOrEqual(4);
    expect(results.get('MAC_ADDRESS')!.found).toBe(0);
    expect(results.get('LOCATION')!.found).toBeLessThanOrEqual(5);
  });
});
