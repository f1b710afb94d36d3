import { describe, expect, it } from 'vitest';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });
const names = (text: string) => engine.findEntities(text).filter((f) => f.type === 'PERSON_NAME').map((f) => text.slice(f.start, f.end));

describe('names without a cue (detect-unmarked-name.ts)', () => {
  it("reads a name after an opening single quote, not a word after an apostrophe glued to a letter", () => {
    expect(names("Could not find customer with name 'Sarah Connor'")).toEqual(['Sarah Connor']);
    expect(names("lookup failed: 'Oliver Grant' has no account")).toEqual(['Oliver Grant']);
    // Negative control: "O'Connor Sarah" is one surname then a word, "it'Sarah" is no quote.
    expect(names("O'Connor Sarah signed")).toEqual([]);
    expect(names("it'Sarah Connor")).toEqual([]);
  });

  it('finds a known given name before a surname, with initials, middle names, particles and compounds; the possessive stays', () => {
    expect(names('Remind Oliver Grant about the 3pm call')).toEqual(['Oliver Grant']);
    expect(names('Diego A. Herrera flagged a mismatch')).toEqual(['Diego A. Herrera']);
    expect(names('ask Mary Ann Smith about the lease')).toEqual(['Mary Ann Smith']);
    expect(names('Hannah van der Berg signed the form')).toEqual(['Hannah van der Berg']);
    expect(names('Secondo le note, Alessandro De Luca ha rifiutato.')).toEqual(['Alessandro De Luca']);
    expect(names("Sofia Marino's booking moved to Friday")).toEqual(['Sofia Marino']);
    expect(names('Rocío Abellán Ferrández canceló la reserva')).toEqual(['Rocío Abellán Ferrández']);
    expect(names('transfer 250 to Bogdan Lupu tomorrow')).toEqual(['Bogdan Lupu']);
  });

  it('reads a first word no list knows only before a surname the lists know, and East Asian names in both orders', () => {
    expect(names('Make sure Xqzvor Nakamura gets the revised SOW')).toEqual(['Xqzvor Nakamura']);
    expect(names('Make sure Xqzvor Blorptang gets the revised SOW')).toEqual([]);
    expect(names('Order #88120 was split because Zhou Xiaoming asked for two addresses.')).toEqual(['Zhou Xiaoming']);
    expect(names('Escalating: Vũ Hoàng Diệp has been charged twice.')).toEqual(['Vũ Hoàng Diệp']);
    expect(names('Action items: Park Seo-yeon to finalize the shortlist')).toEqual(['Park Seo-yeon']);
    // German's articles before a capitalized noun are no particles after a word no list knows (Feld is a surname too);
    // "de" still is one.
    expect(names("Bitte das Feld 'Land' auf 'Österreich' setzen und danach auf Update klicken.")).toEqual([]);
    expect(names('Make sure Xqzvor de Souza gets the revised SOW')).toEqual(['Xqzvor de Souza']);
  });

  it('reads names in capitals and in lower-case chat with the lists only', () => {
    expect(names('URGENT - CALL BACK JAMES PARKER RE: BURST PIPE')).toEqual(['JAMES PARKER']);
    expect(names('lol did jake morrison ever give back the projector')).toEqual(['jake morrison']);
    expect(names('ERROR: CONNECTION RESET BY PEER AFTER 3 RETRIES')).toEqual([]);
    expect(names('retrying the job with max backoff and will mark it done')).toEqual([]);
  });

  it('leaves common words, places, products, headings and code alone', () => {
    for (const text of [
      'Victoria Station is closed', 'Grace period is 14 days', 'Will the deploy finish tonight?', 'Mark Complete', 'Claude Sonnet answered',
      'Austin Texas office', 'Morgan Stanley account', 'Charlotte Douglas Airport', 'Julia Language docs', 'Amber Alert issued',
      'Summer Sale Starts Now', 'Will Kubernetes scale?', 'Jordan Serializer failed', 'Out of office: Christmas Day', 'Wir sind Unter den Linden spaziert.',
      'bis Ende Mai gesperrt', 'at Object.Oliver (x.js)', 'Oliver.Grant(config)', 'Meeting Notes From Oliver Grant Review', 'Korek na alei Jana Pawła II',
      'Summarize how the Mary Rose was raised', 'Dress code on Queen Mary 2', 'Karl Johans gate var stengt', 'the Hunter Green paint',
    ]) expect(names(text), text).toEqual([]);
  });

  it('negative control: with PERSON_NAME off nothing is found', () => {
    const off = createPiiEngine({ rules: { PERSON_NAME: { enabled: false, mode: 'mask' } } });
    expect(off.findEntities('Remind Oliver Grant about the 3pm call')).toEqual([]);
  });
});
