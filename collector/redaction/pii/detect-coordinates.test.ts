import { describe, expect, it } from 'vitest';
import { scanFeatures, type DetectMode, type Finding } from './detector.ts';
import { createCoordinatesDetector } from './detect-coordinates.ts';
import { createPiiEngine } from './pii-engine.ts';

const MODE: DetectMode = { headerDump: false, queryString: false, key: '' };
const detector = createCoordinatesDetector();

function finds(text: string): string[] {
  const features = scanFeatures(text);
  if (!detector.mayMatch(features, MODE)) return [];
  const out: Finding[] = [];
  detector.detect(text, out, MODE, features);
  expect(out.every((f) => f.type === 'LOCATION')).toBe(true);
  return out.map((f) => text.slice(f.start, f.end));
}

describe('coordinates in text (LOCATION)', () => {
  it('finds a latitude and longitude in the forms people and links write them', () => {
    const cases: [string, string][] = [
      ["I'm at 37.7749, -122.4194, please hurry", '37.7749, -122.4194'],
      ['pickup: -33.8688,151.2093', '-33.8688,151.2093'],
      ['https://www.google.com/maps/@40.7484,-73.9857,17z', '40.7484,-73.9857'],
      ['geo:48.8584,2.2945', '48.8584,2.2945'],
      ['GPS coordinates 52.52, 13.40', '52.52, 13.40'],
      ['The house is at 51.5007° N, 0.1246° W.', '51.5007° N, 0.1246° W'],
      ['position N 35.6586, E 139.7454', 'N 35.6586, E 139.7454'],
      ['found at 37°46′29.6″N 122°25′09.8″W', '37°46′29.6″N 122°25′09.8″W'],
      ["meet me at 40°44'54.3\"N 73°59'08.4\"W", "40°44'54.3\"N 73°59'08.4\"W"],
      ['lat 48.8566 long 2.3522', '48.8566 long 2.3522'],
      ['{"latitude":-26.204103,"longitude":28.047305}', '-26.204103,"longitude":28.047305'],
      ['Współrzędne auta: szer. 52.23112, dł. 21.00654', '52.23112, dł. 21.00654'],
      ['現在地：緯度35.68950 経度139.69171', '35.68950 経度139.69171'],
      ['Standort laut Tracker: 48,20849 / 16,37208 (Akku 12 %)', '48,20849 / 16,37208'],
      ['gps fix: 40.71427 -74.00597 hdop 0.9', '40.71427 -74.00597'],
      ['"coordinates":[-122.41857,37.77512]', '-122.41857,37.77512'],
      ['maps/place/x/data=!4m7!3m6!8m2!3d45.07031!4d7.68655!16s', '45.07031!4d7.68655'],
      ["ST_GeomFromText('POINT(-58.38375 -34.60368)', 4326)", '-58.38375 -34.60368'],
      ['$GPRMC,201507.00,A,4807.0381,N,01131.0002,E,0.02,,051226', '4807.0381,N,01131.0002,E'],
      ['Meet me at 8FVC9G8F+6X, the blue van', '8FVC9G8F+6X'],
      ['GPS Position : 48 deg 51\' 29.17" N, 2 deg 20\' 11.40" E', '48 deg 51\' 29.17" N, 2 deg 20\' 11.40" E'],
      ['position 36°08.412N 005°21.077W, taking on water', '36°08.412N 005°21.077W'],
      ['en 40° 25\' 08" N, 3° 42\' 13" O, cerca del parque', '40° 25\' 08" N, 3° 42\' 13" O'],
    ];
    for (const [text, value] of cases) expect(finds(text), text).toEqual([value]);
  });
  it('leaves number pairs that are not a place: lists, scores, prices, versions, out-of-range values', () => {
    const negatives = [
      'embedding [0.0123, -0.0456, 0.7891, 0.1122]',
      'precision/recall 0.8123, 0.7345',
      'latency 12.3456, 13.9876, 14.0012 ms',
      'EUR/USD 1.0845, 1.0851, 1.0839',
      'totals 12.50, 7.25', // two decimals without a location word
      'point 95.1234, 10.5678', // latitude over 90
      'point 45.1234, 190.5678', // longitude over 180
      'versions 1.2.3, 4.5.6',
      'ts 1733480000.1234, 1733480001.5678',
      'latitude and longitude are required fields',
      'Sector 7G, 12:30:45 N',
      'ratio 48,20849 / 16,37208', // decimal commas without a location word
      'values 40.71427 -74.00597', // a blank between, without a location word
      'sum of 1.2345 + 2.3456',
      'robot position 12.3456 23.4567 34.5678', // a vector with blanks, after a location word
    ];
    for (const text of negatives) expect(finds(text), text).toEqual([]);
  });
  it('is masked by the engine by default, and stays with the LOCATION rule off (negative control)', () => {
    const text = 'driver, I am at 37.7749, -122.4194';
    expect(createPiiEngine({ rules: {} }).redactString(text).text).toBe('driver, I am at [REDACTED:LOCATION]');
    expect(createPiiEngine({ rules: { LOCATION: { enabled: false, mode: 'mask' } } }).redactString(text).text).toBe(text);
  });
});
