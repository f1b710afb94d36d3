import { describe, expect, it } from 'vitest';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });
const found = (text: string) => engine.findEntities(text).map((f) => [f.type, text.slice(f.start, f.end)]);

describe('tables written as text: cells under a header naming a personal field', () => {
  it('masks the cells of the named columns in CSV, TSV, semicolon CSV, Markdown and psql tables', () => {
    expect(found('ticket_id,plate,zone,amount\nPK-88213,7LMB926,Z4,45.00')).toEqual([['LICENSE_PLATE', '7LMB926']]);
    expect(found('id\tVorname\tNachname\tPLZ\n17\tJürgen\tKlee\t10115\n')).toEqual([['PERSON_NAME', 'Jürgen'], ['PERSON_NAME', 'Klee'], ['LOCATION', '10115']]);
    expect(found('nom;prénom;téléphone;ville\nMartin;Léa;01 23 45 67 89;Lyon')).toEqual([['PERSON_NAME', 'Martin'], ['PERSON_NAME', 'Léa'], ['PHONE', '01 23 45 67 89']]);
    expect(found('Found 2:\n| First Name | Last Name | Plan |\n|---|---|---|\n| Jane | Doe | pro |\n| Li | Wei | free |\n\nAnything else?')).toEqual([
      ['PERSON_NAME', 'Jane'], ['PERSON_NAME', 'Doe'], ['PERSON_NAME', 'Li'], ['PERSON_NAME', 'Wei'],
    ]);
    expect(found(' id | full_name     | dob\n----+---------------+------------\n  1 | Ada Lovelace  | 1815-12-10\n(1 row)')).toEqual([
      ['PERSON_NAME', 'Ada Lovelace'], ['BIRTH_DATE', '1815-12-10'],
    ]);
    // A quoted cell may hold the delimiter; CRLF line ends.
    expect(found('customer_name,city\r\n"Smith, Anna",Leeds\r\n')).toEqual([['PERSON_NAME', 'Smith, Anna']]);
  });

  it('leaves tables without a personal column, placeholders, statements and the line after the table', () => {
    expect(found('name,version\nreact,18.2.0\nvite,5.4.1')).toEqual([]);
    expect(found('first_name,plan\nNULL,pro\n-,free')).toEqual([]);
    expect(found('SELECT first_name, email\nFROM users u, orgs o')).toEqual([]);
    expect(found('last_name,plan\nDoe,pro\n\nsee notes, thanks')).toEqual([['PERSON_NAME', 'Doe']]);
  });

  it('negative control: with PERSON_NAME off the names stay', () => {
    const off = createPiiEngine({ rules: { PERSON_NAME: { enabled: false, mode: 'mask' } } });
    expect(off.redactString('first_name,plan\nJane,pro').text).toBe('first_name,plan\nJane,pro');
  });
});
