/**
 * Held-out measurement of the birth-date detector (collector/redaction/pii/detect-birth-date.ts): sentences written
 * after the detector, not used to change it, through the whole engine. Seeded; it prints its figures.
 * - Positives: records and prose of the kind LLM applications see (intake forms, support chats, KYC notes, patient
 *   summaries) in English, German, French, Spanish and Korean, each with a date of birth after its label, in the
 *   formats the locale writes.
 * - Negatives: the same sentences with other dates (admission, order, expiry, creation, release, a birthday party
 *   booking) and look-alike words (Adobe, Osborne, newborn, stubborn, Dobbs), and birth labels followed by no date.
 */
import { describe, expect, test } from 'vitest';
import { createPiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { countFamilies, lcg as rng } from './held-out-families.ts';


const engine = createPiiEngine({ rules: {}, now: () => Date.parse('2026-12-05T00:00:00Z') });
const pad = (n: number) => String(n).padStart(2, '0');
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

interface Day { y: number; m: number; d: number }
function day(r: () => number, from = 1935, to = 2008): Day {
  return { y: from + Math.floor(r() * (to - from)), m: 1 + Math.floor(r() * 12), d: 1 + Math.floor(r() * 28) };
}

type Family = (r: () => number) => { text: string; date: string };
const positives: Record<string, Family> = {
  'en intake form': (r) => { const t = day(r); const date = `${pad(t.m)}/${pad(t.d)}/${t.y}`; return { text: `Name: [patient]\nDOB: ${date}\nMRN on file. Allergies: none reported.`, date }; },
  'en chat': (r) => { const t = day(r); const date = `${EN_MONTHS[t.m - 1]} ${t.d}, ${t.y}`; return { text: `Sure, my date of birth is ${date} if you need it for the account.`, date }; },
  'en KYC note': (r) => { const t = day(r); const date = `${t.y}-${pad(t.m)}-${pad(t.d)}`; return { text: `KYC check passed; customer birth date ${date}; document verified 2026-11-30.`, date }; },
  'en prose': (r) => { const t = day(r); const date = `${t.d} ${EN_MONTHS[t.m - 1]} ${t.y}`; return { text: `The applicant was born ${date} and has lived at the address for six years.`, date }; },
  'de Formular': (r) => { const t = day(r); const date = `${pad(t.d)}.${pad(t.m)}.${t.y}`; return { text: `Versicherter: siehe Akte, Geburtsdatum: ${date}, Kasse AOK.`, date }; },
  'de Prosa': (r) => { const t = day(r); const date = `${t.d}. ${DE_MONTHS[t.m - 1]} ${t.y}`; return { text: `Die Kundin ist geboren am ${date} und bittet um Rückruf.`, date }; },
  'fr fiche': (r) => { const t = day(r); const date = `${pad(t.d)}/${pad(t.m)}/${t.y}`; return { text: `Date de naissance : ${date} — dossier complet.`, date }; },
  'fr prose': (r) => { const t = day(r); const date = `${t.d} ${FR_MONTHS[t.m - 1]} ${t.y}`; return { text: `Le client, né le ${date}, demande la clôture du compte.`, date }; },
  'es ficha': (r) => { const t = day(r); const date = `${t.d} de ${ES_MONTHS[t.m - 1]} de ${t.y}`; return { text: `Fecha de nacimiento: ${date}. Sin antecedentes.`, date }; },
  'ko 양식': (r) => { const t = day(r); const date = `${t.y}.${pad(t.m)}.${pad(t.d)}`; return { text: `고객 정보 — 생년월일: ${date}, 연락처는 별도 보관`, date }; },
};
const negatives: Record<string, (r: () => number) => string> = {
  'admission and order dates': (r) => { const t = day(r, 2015, 2026); return `Admission date: ${pad(t.m)}/${pad(t.d)}/${t.y}; order date ${t.y}-${pad(t.m)}-${pad(t.d)}.`; },
  'expiry and creation': (r) => { const t = day(r, 2015, 2026); return `Card expires ${pad(t.m)}/${t.y}, account created ${t.d} ${EN_MONTHS[t.m - 1]} ${t.y}.`; },
  'release notes': (r) => { const t = day(r, 2015, 2026); return `Release 4.${Math.floor(r() * 9)} shipped on ${EN_MONTHS[t.m - 1]} ${t.d}, ${t.y}.`; },
  'birthday party booking': (r) => { const t = day(r, 2015, 2026); return `Book the birthday party room for ${t.y}-${pad(t.m)}-${pad(t.d)} at 4 pm.`; },
  'look-alike words': (r) => { const t = day(r); const d = `${t.y}-${pad(t.m)}-${pad(t.d)}`; return [`Adobe invoice ${d}`, `Osborne joined ${d}`, `newborn screening ${d}`, `stubborn bug since ${d}`, `Dobbs v. Jackson, decided ${d}`][Math.floor(r() * 5)]!; },
  'label without a date': (r) => { const t = day(r, 2015, 2026); return `Date of birth not provided; ticket opened ${t.y}-${pad(t.m)}-${pad(t.d)}.`; },
  'de/fr/es other dates': (r) => { const t = day(r, 2015, 2026); return [`Aufnahmedatum: ${pad(t.d)}.${pad(t.m)}.${t.y}`, `Date d'admission : ${pad(t.d)}/${pad(t.m)}/${t.y}`, `Fecha de ingreso: ${t.d} de ${ES_MONTHS[t.m - 1]} de ${t.y}`][Math.floor(r() * 3)]!; },
};

// Written after the first run above passed and after the probe forms of detect-birth-date.test.ts were added; run once
// as written: what it prints is the measurement.
const positivesRound2: Record<string, Family> = {
  'it prosa': (r) => { const t = day(r); const date = `${pad(t.d)}/${pad(t.m)}/${t.y}`; return { text: `Il paziente, nato il ${date}, è in lista d'attesa.`, date }; },
  'nl formulier': (r) => { const t = day(r); const date = `${pad(t.d)}-${pad(t.m)}-${t.y}`; return { text: `Geboortedatum: ${date}; polisnummer volgt.`, date }; },
  'pt ficha': (r) => { const t = day(r); const date = `${pad(t.d)}/${pad(t.m)}/${t.y}`; return { text: `Data de nascimento: ${date}. Cliente desde 2019.`, date }; },
  'log line': (r) => { const t = day(r); const date = `${t.y}-${pad(t.m)}-${pad(t.d)}`; return { text: `verify_identity ok user=u-${Math.floor(r() * 1e6)} dob=${date} score=0.97`, date }; },
  'json in prose': (r) => { const t = day(r); const date = `${t.y}-${pad(t.m)}-${pad(t.d)}`; return { text: `tool returned {"status": "found", "date_of_birth": "${date}", "plan": "gold"} for the lookup`, date }; },
  'clinical short year': (r) => { const t = day(r, 1935, 1999); const date = `${t.m}/${t.d}/${String(t.y).slice(2)}`; return { text: `Pt seen today. DOB ${date}. BP 120/80, HR 72.`, date }; },
  'en birthday': (r) => { const t = day(r); const date = `${EN_MONTHS[t.m - 1]} ${t.d}, ${t.y}`; return { text: `Birthday: ${date} (send a card)`, date }; },
};
const negativesRound2: Record<string, (r: () => number) => string> = {
  'vitals and ratios': (r) => `DOB on chart. BP ${100 + Math.floor(r() * 60)}/${60 + Math.floor(r() * 30)}, ratio ${Math.floor(r() * 9) + 1}/${Math.floor(r() * 9) + 1}/${Math.floor(r() * 90) + 10}`,
  'verification dates': (r) => { const t = day(r, 2015, 2026); return `Date of birth verification completed ${t.y}-${pad(t.m)}-${pad(t.d)}.`; },
  'born-on product dates': (r) => { const t = day(r, 2015, 2026); return `Beer born-on dating: best before ${pad(t.d)}.${pad(t.m)}.${t.y}`; },
  'birth-rate statistics': (r) => { const t = day(r, 2015, 2026); return `Birth rate fell to ${(r() * 2).toFixed(2)} per woman (report of ${t.y}-${pad(t.m)}-${pad(t.d)}).`; },
};

const redactsDate = ({ text, date }: { text: string; date: string }) => engine.redactString(text).text === text.replace(date, '[REDACTED:BIRTH_DATE]');
const changes = (text: string) => engine.redactString(text).text !== text;

describe('birth-date detector, held out', () => {
  test('dates of birth after their label: found, only the date replaced', () => {
    const { lines, total } = countFamilies(positives, rng(20261205), 200, redactsDate);
    console.log(`[birth date] positives: ${lines.join(', ')}`);
    expect(total).toBe(200 * Object.keys(positives).length);
  });

  test('other dates and look-alike words: unchanged', () => {
    const { lines, total } = countFamilies(negatives, rng(5121202), 200, changes);
    console.log(`[birth date] negatives changed: ${lines.join(', ')}`);
    expect(total).toBe(0);
  });

  test('round 2 (written after the detector was changed once): measured as written', () => {
    const r = rng(777);
    const found = countFamilies(positivesRound2, r, 200, redactsDate);
    const changed = countFamilies(negativesRound2, r, 200, changes);
    console.log(`[birth date] round 2 positives: ${found.lines.join(', ')}; negatives changed: ${changed.lines.join(', ')}`);
    // As measured on its first run (2026-12-05): every positive found, no negative changed; now the bar.
    expect(found.total).toBe(200 * Object.keys(positivesRound2).length);
    expect(changed.total).toBe(0);
  });
});
