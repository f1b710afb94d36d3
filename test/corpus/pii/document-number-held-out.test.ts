/**
 * Held-out measurement of the document-number detector (collector/redaction/pii/detect-document-number.ts):
 * sentences written after the detector and run once as written, through the whole engine; seeded, 200 per family.
 * - Positives: travel-booking chats, KYC and onboarding notes, car-rental forms, border and visa e-mails, in English,
 *   German, French, Spanish, Korean and Chinese, with passport and driving-licence numbers of the shapes countries
 *   issue (9 digits; a letter and 7–8 digits; two letters and 7 digits; 9 alphanumerics; grouped licence numbers).
 * - Negatives: text about passports and licences with other numbers (fees, photo sizes, office hours, dates, flight
 *   numbers, software licences and versions, counts).
 * Its first run (2026-12-05) found en booking chat 199/200 (a number starting with "NR" lost those letters, read as
 * "Nr."), es reserva 0/200 ("número de pasaporte es …": "es" not allowed between) and zh 0/200 ("护照号码是…": "是"),
 * the 7 other families 200/200, and changed no negative. Those three were fixed (the cases are in
 * detect-document-number.test.ts), so these families are not held out any more; the figures below are the bar.
 */
import { describe, expect, test } from 'vitest';
import { createPiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { countFamilies, lcg as rng } from './held-out-families.ts';

const engine = createPiiEngine({ rules: {} });
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const d = (r: () => number, n: number) => Array.from({ length: n }, () => String(Math.floor(r() * 10))).join('');
const l = (r: () => number, n: number) => Array.from({ length: n }, () => LETTERS[Math.floor(r() * LETTERS.length)]).join('');
const an = (r: () => number, n: number) => Array.from({ length: n }, () => (r() < 0.5 ? l(r, 1) : d(r, 1))).join('');

function passport(r: () => number): string {
  switch (Math.floor(r() * 4)) {
    case 0: return d(r, 9);
    case 1: return `${l(r, 1)}${d(r, 8)}`;
    case 2: return `${l(r, 2)}${d(r, 7)}`;
    default: return `${l(r, 1)}${d(r, 2)}${an(r, 4)}${d(r, 2)}`;
  }
}
function licence(r: () => number): string {
  switch (Math.floor(r() * 3)) {
    case 0: return `${l(r, 1)}${d(r, 3)}-${d(r, 4)}-${d(r, 4)}`;
    case 1: return `${l(r, 1)}${d(r, 7)}`;
    default: return d(r, 9);
  }
}

type Family = (r: () => number) => { text: string; value: string };
const positives: Record<string, Family> = {
  'en booking chat': (r) => { const v = passport(r); return { text: `Hi! Booking for two adults. My passport number is ${v}, expiry next year.`, value: v }; },
  'en KYC note': (r) => { const v = passport(r); return { text: `KYC: document=passport; Passport No: ${v}; nationality checked.`, value: v }; },
  'en car rental': (r) => { const v = licence(r); return { text: `Renter's driver's license #${v} (class B), pickup 9am.`, value: v }; },
  'en visa mail': (r) => { const v = passport(r); return { text: `Please find attached the scan of passport ${v} for the visa application.`, value: v }; },
  'de Buchung': (r) => { const v = passport(r); return { text: `Reisepassnummer: ${v}, gültig bis 2031.`, value: v }; },
  'de Mietwagen': (r) => { const v = licence(r); return { text: `Führerscheinnummer ${v} liegt vor.`, value: v }; },
  'fr réservation': (r) => { const v = passport(r); return { text: `Numéro de passeport : ${v}. Merci de vérifier.`, value: v }; },
  'es reserva': (r) => { const v = passport(r); return { text: `Mi número de pasaporte es ${v} y viajo el lunes.`, value: v }; },
  'ko 예약': (r) => { const v = passport(r); return { text: `여권번호 ${v} 로 예약 부탁드립니다`, value: v }; },
  'zh 预订': (r) => { const v = passport(r); return { text: `我的护照号码是${v}，谢谢。`, value: v }; },
};
const negatives: Record<string, (r: () => number) => string> = {
  'fees and sizes': (r) => `Passport fee is $${100 + Math.floor(r() * 100)}; passport photo 35x45 mm, ${Math.floor(r() * 9) + 1} copies.`,
  'office hours and dates': (r) => `The passport office is open 9-17; renew your passport by 20${20 + Math.floor(r() * 9)}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}.`,
  'flights and counts': (r) => `Passport control for flight LH${d(r, 4)} took ${Math.floor(r() * 90)} minutes; ${d(r, 3)} passports checked.`,
  'software licences': (r) => `Released under the MIT license; license server v${Math.floor(r() * 9)}.${Math.floor(r() * 9)}.${Math.floor(r() * 99)} on port ${d(r, 4)}.`,
  'licence rules': (r) => `A driver's license is required for drivers over ${18 + Math.floor(r() * 8)}; fine up to €${d(r, 3)}.`,
  'passport libraries': (r) => `npm install passport@0.${Math.floor(r() * 9)}.${Math.floor(r() * 9)} passport-local@1.0.0 (${d(r, 5)} downloads)`,
};

describe('document-number detector, held out', () => {
  test('passport and licence numbers after their label: measured as written', () => {
    const r = rng(1205);
    const found = countFamilies(positives, r, 200, ({ text, value }) => engine.redactString(text).text === text.replace(value, '[REDACTED:NATIONAL_ID]'));
    const changed = countFamilies(negatives, r, 200, (text) => engine.redactString(text).text !== text);
    console.log(`[document numbers] positives: ${found.lines.join(', ')}; negatives changed: ${changed.lines.join(', ')}`);
    expect(found.total).toBe(200 * Object.keys(positives).length);
    expect(changed.total).toBe(0);
  });
});
