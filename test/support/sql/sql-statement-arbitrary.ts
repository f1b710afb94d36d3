/**
 * fast-check generator of SQL statements from a small grammar, per dialect, with random literals
 * (strings holding quotes, backslashes, comment markers, unicode; numbers in every notation) and
 * random comments. Each case carries what a correct sanitizer must produce, computed from the
 * grammar — not from the lexer under test:
 * - `expectedTokens`: the statement's code tokens with every literal replaced by `?`, literal-only
 *   IN lists collapsed to `IN ( ? )`, comments removed;
 * - `secrets`: literal values (strings ≥ 3 characters, numbers with ≥ 2 digits, in raw and rendered
 *   form) that must not appear in the output.
 */
import fc from 'fast-check';
import type { SqlDialect } from '../../../collector/redaction/sql/sql-dialect.ts';

export interface GeneratedStatement {
  sql: string;
  expectedTokens: string[];
  secrets: string[];
  /** True when some string holds `\` right before a quote: the sanitizer may then fail closed. */
  backslashQuote: boolean;
}

/** One generated token (or literal, or comment), before separators are chosen. */
interface Atom {
  text: string;
  /** Token text expected in the output; null for comments. */
  expected: string | null;
  secrets: string[];
}

interface Part {
  atoms: Atom[];
}

const code = (text: string): Atom => ({ text, expected: text, secrets: [] });

/** Characters chosen to stress lexers: quotes, escapes, comment markers, markers, unicode. */
const TRICKY = [
  "'", "'", '"', '\\', '\\', '-', '--', '/', '*', '/*', '*/', '#', '$', '$$', ';', '%', '?', ':', '@', '`',
  '[', ']', '{', '}', '(', ')', ',', ' ', '\n', '\t', 'é', '漢', '😀', 'ß', '\u00a0', 'password=hunter2',
];
const PLAIN = 'abcdefghxyzABCXYZ0123456789_ '.split('');

const stringContent = fc
  .array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...PLAIN) }, { weight: 2, arbitrary: fc.constantFrom(...TRICKY) }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2 }) }), {
    maxLength: 24,
  })
  .map((a) => a.join(''));

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength: min, maxLength: max }).map((a) => a.join(''));
const hexDigits = fc.array(fc.constantFrom(...'0123456789abcdefABCDEF'.split('')), { minLength: 1, maxLength: 12 }).map((a) => a.join(''));

function secretsOf(...values: string[]): string[] {
  return values.filter((v) => v.replace(/\s+/g, '').length >= 3);
}

function numberSecrets(text: string): string[] {
  return (text.match(/\d/g) ?? []).length >= 2 ? [text] : [];
}

interface Literal {
  atom: Atom;
  backslashQuote: boolean;
}

function stringLiteral(text: string, content: string): Literal {
  const body = text.slice(text.indexOf("'") >= 0 ? text.indexOf("'") + 1 : 0, -1);
  return {
    atom: { text, expected: '?', secrets: secretsOf(content, text, body) },
    backslashQuote: /\\['"`]/.test(text),
  };
}

const doubled = (s: string, q: string) => s.split(q).join(q + q);

function dollarQuoted(content: string, tags: string[]): fc.Arbitrary<Literal | null> {
  return fc.constantFrom(...tags).map((tag) => {
    const d = `$${tag}$`;
    // The body must end exactly where the closing delimiter starts, as a server would read it.
    if ((content + d).indexOf(d) !== content.length) return null;
    return stringLiteral(d + content + d, content);
  });
}

/** `content` in triple quotes `q`, where `dialect` reads them (null elsewhere). */
function triple(dialect: SqlDialect, q: string, content: string): Literal | null {
  if (dialect !== 'googlesql' && !(dialect === 'query' && !content.includes(q))) return null;
  const body = content.replace(/\\/g, '\\\\').replace(new RegExp(q, 'g'), `\\${q}`);
  return stringLiteral(`${q}${q}${q}${body}${q}${q}${q}`, content);
}

/** A string literal rendered the way a client of `dialect` would write `content`. */
function stringLiteralArb(dialect: SqlDialect): fc.Arbitrary<Literal> {
  return stringContent.chain((content): fc.Arbitrary<Literal> => {
    const standard = fc.constant(stringLiteral(`'${doubled(content, "'")}'`, content));
    const backslashEscaped = fc
      .boolean()
      .map((doubleQuotes) =>
        stringLiteral(`'${content.replace(/\\/g, '\\\\').replace(/'/g, doubleQuotes ? "''" : "\\'")}'`, content),
      );
    switch (dialect) {
      case 'postgresql':
        return fc.oneof(
          standard,
          fc.constant(stringLiteral(`E'${content.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`, content)),
          fc.constant(stringLiteral(`U&'${doubled(content, "'")}'`, content)),
          dollarQuoted(content, ['', 'x', 'body', 'fn_1']).filter((l): l is Literal => l !== null),
        );
      case 'mysql':
        return fc.oneof(
          backslashEscaped,
          fc.constant(stringLiteral(`"${content.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`, content)),
          fc.constant(stringLiteral(`N'${content.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`, content)),
        );
      case 'googlesql':
      case 'sparksql':
      case 'query':
      case 'script':
      case 'promql': {
        // Query languages and GoogleSQL: both quotes with backslash escapes, and triple quotes around either; in
        // JavaScript-like filters and PromQL, backticks too.
        const escaped = (q: string) => content.replace(/\\/g, '\\\\').replace(new RegExp(q, 'g'), `\\${q}`);
        // Quotes are escaped with a backslash only: `'''` opens a triple-quoted string there, never `''` then a quote.
        return fc.oneof(
          fc.constant(stringLiteral(`'${escaped("'")}'`, content)),
          fc.constant(stringLiteral(`"${escaped('"')}"`, content)),
          // Triple quotes where they are strings: GoogleSQL always, the query languages when they hold no quote of
          // their kind (with one, the query dialect fails closed: some of its languages read `''` and a quote).
          fc.constant(triple(dialect, "'", content) ?? stringLiteral(`'${escaped("'")}'`, content)),
          fc.constant(triple(dialect, '"', content) ?? stringLiteral(`"${escaped('"')}"`, content)),
          // JavaScript's template strings with a substitution are summarized (where they end is not certain): none here.
          fc.constant(
            dialect === 'script' || dialect === 'promql'
              ? stringLiteral(`\`${escaped('`').replace(/\$\{/g, '$ {')}\``, content.replace(/\$\{/g, '$ {'))
              : stringLiteral(`'${escaped("'")}'`, content),
          ),
        );
      }
      case 'clickhouse':
        // ClickHouse heredoc tags are anything up to the next `$`, blanks and quotes included.
        return fc.oneof(backslashEscaped, dollarQuoted(content, ['', 'heredoc', "h d'"]).filter((l): l is Literal => l !== null));
      case 'mssql':
        return fc.oneof(standard, fc.constant(stringLiteral(`N'${doubled(content, "'")}'`, content)));
      case 'oracle': {
        const q = (open: string, close: string) =>
          content.includes(close + "'") || content.endsWith(close) ? null : stringLiteral(`q'${open}${content}${close}'`, content);
        return fc.oneof(
          standard,
          fc.constant(stringLiteral(`N'${doubled(content, "'")}'`, content)),
          fc.constantFrom(['[', ']'], ['{', '}'], ['(', ')'], ['<', '>'], ['!', '!']).map(([o, c]) => q(o!, c!) ?? stringLiteral(`'${doubled(content, "'")}'`, content)),
        );
      }
      case 'sqlite':
      case 'generic':
        return dialect === 'generic'
          ? fc.oneof(standard, dollarQuoted(content, ['', 'q']).filter((l): l is Literal => l !== null))
          : standard;
    }
  });
}

function numberLiteralArb(dialect: SqlDialect): fc.Arbitrary<Literal> {
  const forms: fc.Arbitrary<string>[] = [
    digits(1, 10).map((d) => d.replace(/^0+(?=\d)/, '')),
    fc.tuple(digits(1, 6), digits(1, 6)).map(([a, b]) => `${a}.${b}`),
    fc.tuple(digits(1, 3), digits(1, 4), fc.constantFrom('e', 'E', 'e-', 'E+', 'e+'), digits(1, 3)).map(([a, b, e, x]) => `${a}.${b}${e}${x}`),
    digits(1, 6).map((d) => `.${d}`),
    hexDigits.map((h) => `0x${h}`),
  ];
  if (dialect === 'mssql') forms.push(fc.tuple(digits(1, 5), digits(2, 2)).map(([a, b]) => `$${a}.${b}`));
  if (dialect === 'oracle') forms.push(fc.tuple(digits(1, 4), digits(1, 3), fc.constantFrom('f', 'd')).map(([a, b, s]) => `${a}.${b}${s}`));
  if (dialect === 'mysql' || dialect === 'clickhouse') forms.push(fc.array(fc.constantFrom('0', '1'), { minLength: 1, maxLength: 16 }).map((b) => `0b${b.join('')}`));
  return fc.oneof(...forms).map((text) => ({ atom: { text, expected: '?', secrets: numberSecrets(text) }, backslashQuote: false }));
}

function binaryStringArb(dialect: SqlDialect): fc.Arbitrary<Literal> {
  const hex = hexDigits.map((h) => (h.length % 2 === 0 ? h : h + '0'));
  const forms = [hex.map((h) => `X'${h}'`)];
  if (dialect === 'postgresql' || dialect === 'mysql' || dialect === 'clickhouse') {
    forms.push(fc.array(fc.constantFrom('0', '1'), { minLength: 1, maxLength: 16 }).map((b) => `B'${b.join('')}'`));
  }
  return fc.oneof(...forms).map((text) => ({ atom: { text, expected: '?', secrets: secretsOf(text.slice(2, -1)) }, backslashQuote: false }));
}

function literalArb(dialect: SqlDialect): fc.Arbitrary<Literal> {
  return fc.oneof(
    { weight: 5, arbitrary: stringLiteralArb(dialect) },
    { weight: 4, arbitrary: numberLiteralArb(dialect) },
    { weight: 1, arbitrary: binaryStringArb(dialect) },
    { weight: 1, arbitrary: fc.constantFrom('TRUE', 'false', 'True').map((t) => ({ atom: { text: t, expected: '?', secrets: [] }, backslashQuote: false })) },
  );
}

const COLUMNS = ['id', 'name', 't1', 'col_2', 'created_at', 'amount', 'email', 'status', 'x9'];
const TABLES = ['orders', 'users', 't1', 'order_items', 'events_2024'];

/** A bare name of `names` mostly, a quoted one sometimes where the dialect quotes names (`script` does not). */
function namesArb(names: string[], dialect: SqlDialect): fc.Arbitrary<string> {
  const quoted = quotedIdentifiers(dialect);
  const bare = fc.constantFrom(...names);
  return quoted.length === 0 ? bare : fc.oneof({ weight: 4, arbitrary: bare }, { weight: 1, arbitrary: fc.constantFrom(...quoted) });
}

function quotedIdentifiers(dialect: SqlDialect): string[] {
  switch (dialect) {
    case 'mysql':
      return ['`order`', '`user name`', '`a``b`'];
    case 'mssql':
      return ['[first name]', '[order]', '"Order Items"', '[a]]b]'];
    case 'sqlite':
      return ['"Order Items"', '[first name]', '`order`'];
    case 'clickhouse':
      return ['"Order Items"', '`order`', '"a\\"b"'];
    case 'query':
    case 'googlesql':
    case 'sparksql':
      return ['`order`', '`user name`', '`a``b`'];
    case 'script':
    case 'promql':
      return [];
    default:
      return ['"Order Items"', '"user"', '"a""b"'];
  }
}

function paramMarkers(dialect: SqlDialect): string[] {
  switch (dialect) {
    case 'postgresql':
      return ['$1', '$2', '$10', '%s', '%(user_id)s'];
    case 'mysql':
      return ['?', '@user_id', '%s'];
    case 'sqlite':
      // Tcl-style variables: `::` runs and a `(…)` suffix are part of the name.
      return ['?', '?1', ':name', '@p', '$v', '$::i', '$a::b', ':c::d', '@e(f)', '#g', '$row(k)'];
    case 'mssql':
      return ['@p1', '@name', '?'];
    case 'clickhouse':
      return ['{id:UInt64}', '{names:Array(String)}', '?'];
    case 'oracle':
      return [':1', ':name', ':user_id'];
    case 'googlesql':
    case 'sparksql':
      return ['@p', '?'];
    case 'query':
    case 'script':
    case 'promql':
      return ['$name', '$1', '@p', '?'];
    case 'generic':
      return ['?', '$1', ':name', '%s', '%(name)s'];
  }
}

function commentArb(dialect: SqlDialect): fc.Arbitrary<Atom> {
  // No `*/` or `/*` inside, and no `/` at the end (it would form `/*` with the closing `*/`).
  const body = stringContent.map((s) => s.replace(/\*\//g, '* /').replace(/\/\*/g, '/ *').replace(/\/$/, '/ '));
  const line = stringContent.map((s) => s.replace(/[\r\n]/g, ' '));
  // MySQL runs `/*!…*/` and hints `/*+…*/` are not ours to generate: bodies never start with ! or +.
  // MySQL reads `--` as a comment only before a blank or control character (`10--5` is arithmetic),
  // and an unknown system cannot tell `--x` apart when x opens a quote: give those a blank.
  // Languages that are not SQL fail closed on a line comment holding a quote or a comment mark (it may be code there):
  // their comments hold neither, and `--` is followed by a blank (`-->` is an edge in Cypher).
  const guarded = dialect === 'query' || dialect === 'script' || dialect === 'promql';
  const dashes = dialect === 'mysql' || dialect === 'generic' || guarded ? fc.constantFrom('-- ', '--\t', '-- ') : fc.constantFrom('--', '-- ');
  const lineText = guarded ? line.map((l) => l.replace(/['"`$]|\/\*|\*\//g, ' ')) : line;
  const forms: fc.Arbitrary<string>[] = [
    body.map((b) => `/*${b.replace(/^[!+]/, ' ').replace(/^M!/, 'M ')}*/`),
    fc.tuple(dashes, lineText).map(([d, l]) => `${d}${l}\n`),
  ];
  if (dialect === 'mysql') forms.push(line.map((l) => `#${l}\n`));
  if (dialect === 'clickhouse') forms.push(line.map((l) => `# ${l}\n`));
  if (guarded) forms.push(lineText.map((l) => `#${l}\n`), lineText.map((l) => `//${l}\n`));
  if (dialect === 'googlesql' || dialect === 'sparksql') forms.push(line.map((l) => `#${l}\n`));
  return fc.oneof(...forms).map((text) => ({ text, expected: null, secrets: [] }));
}

/** A value: literal, parameter marker, negative number, or DATE/TIMESTAMP literal. */
function valueArb(dialect: SqlDialect): fc.Arbitrary<{ atoms: Atom[]; literal: boolean; bq: boolean }> {
  return fc.oneof(
    { weight: 6, arbitrary: literalArb(dialect).map((l) => ({ atoms: [l.atom], literal: true, bq: l.backslashQuote })) },
    { weight: 2, arbitrary: fc.constantFrom(...paramMarkers(dialect)).map((p) => ({ atoms: [code(p)], literal: false, bq: false })) },
    {
      weight: 1,
      arbitrary: numberLiteralArb(dialect).map((l) => ({ atoms: [code('-'), l.atom], literal: true, bq: false })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('DATE', 'TIMESTAMP'), fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }))
        .map(([kw, d]) => {
          const text = `'${d.toISOString().slice(0, kw === 'DATE' ? 10 : 19).replace('T', ' ')}'`;
          return { atoms: [code(kw), { text, expected: '?', secrets: [text, text.slice(1, -1)] }], literal: false, bq: false };
        }),
    },
  );
}

function columnArb(dialect: SqlDialect): fc.Arbitrary<Atom> {
  return namesArb(COLUMNS, dialect).map(code);
}

function conditionArb(dialect: SqlDialect): fc.Arbitrary<Part & { bq: boolean }> {
  const v = valueArb(dialect);
  const col = columnArb(dialect);
  const forms: fc.Arbitrary<Part & { bq: boolean }>[] = [
    fc.tuple(col, fc.constantFrom('=', '<>', '<', '>=', '!='), v).map(([c, op, val]) => ({ atoms: [c, code(op), ...val.atoms], bq: val.bq })),
    fc.tuple(col, fc.array(v, { minLength: 1, maxLength: 5 }), fc.boolean()).map(([c, vals, not]) => {
      const atoms: Atom[] = [c, ...(not ? [code('NOT')] : []), code('IN'), code('(')];
      vals.forEach((val, i) => {
        if (i > 0) atoms.push(code(','));
        atoms.push(...val.atoms);
      });
      atoms.push(code(')'));
      // A list made only of (signed) literals collapses to `( ? )`; its atoms expect nothing.
      const collapses = vals.every((val) => val.literal);
      if (collapses) {
        const start = atoms.findIndex((a) => a.text === '(');
        for (let i = start + 1; i < atoms.length - 1; i++) atoms[i] = { ...atoms[i]!, expected: i === start + 1 ? '?' : null };
      }
      return { atoms, bq: vals.some((val) => val.bq) };
    }),
    fc.tuple(col, fc.constantFrom('LIKE', 'NOT LIKE'), stringLiteralArb(dialect)).map(([c, op, l]) => ({
      atoms: [c, ...op.split(' ').map(code), l.atom],
      bq: l.backslashQuote,
    })),
    fc.tuple(col, v, v).map(([c, a, b]) => ({ atoms: [c, code('BETWEEN'), ...a.atoms, code('AND'), ...b.atoms], bq: a.bq || b.bq })),
    col.map((c) => ({ atoms: [c, code('IS'), code('NULL')], bq: false })),
  ];
  if (dialect === 'postgresql') {
    forms.push(
      fc.tuple(col, fc.constantFrom('->>', '->', '#>>', '@>', '?|'), stringLiteralArb(dialect), v).map(([c, op, key, val]) => ({
        atoms: [c, ...op.split('').map(code), key.atom, code('='), ...val.atoms],
        bq: key.backslashQuote || val.bq,
      })),
      fc.tuple(v, col).map(([val, c]) => ({ atoms: [...val.atoms, code('::'), code('text'), code('='), c], bq: val.bq })),
    );
  }
  if (dialect === 'mysql') {
    // MySQL: `--` before a non-blank is two minus signs (`b--5` is b minus -5), not a comment.
    forms.push(
      fc.tuple(col, col, numberLiteralArb(dialect)).map(([a, b, n]) => ({
        atoms: [a, code('='), b, { text: `--${n.atom.text}`, expected: '- - ?', secrets: n.atom.secrets }],
        bq: false,
      })),
    );
  }
  if (dialect === 'clickhouse') {
    forms.push(
      fc.tuple(stringLiteralArb(dialect), v).map(([key, val]) => ({
        atoms: [code('attrs'), code('['), key.atom, code(']'), code('='), ...val.atoms],
        bq: key.backslashQuote || val.bq,
      })),
    );
  }
  return fc.oneof(...forms);
}

function conditionsArb(dialect: SqlDialect): fc.Arbitrary<Part & { bq: boolean }> {
  return fc.tuple(fc.array(conditionArb(dialect), { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom('AND', 'OR'), { minLength: 3, maxLength: 3 })).map(([conds, ops]) => {
    const atoms: Atom[] = [];
    conds.forEach((c, i) => {
      if (i > 0) atoms.push(code(ops[i - 1]!));
      atoms.push(...c.atoms);
    });
    return { atoms, bq: conds.some((c) => c.bq) };
  });
}

function statementArb(dialect: SqlDialect): fc.Arbitrary<Part & { bq: boolean }> {
  const table = namesArb(TABLES, dialect).map(code);
  const col = columnArb(dialect);
  const v = valueArb(dialect);
  const where = conditionsArb(dialect);
  const select = fc
    .tuple(fc.array(col, { minLength: 1, maxLength: 3 }), table, where, fc.option(numberLiteralArb(dialect)), fc.option(numberLiteralArb(dialect)))
    .map(([cols, t, w, limit, threads]) => {
      const atoms: Atom[] = [code('SELECT')];
      cols.forEach((c, i) => {
        if (i > 0) atoms.push(code(','));
        atoms.push(c);
      });
      atoms.push(code('FROM'), t, code('WHERE'), ...w.atoms);
      if (limit !== null && dialect !== 'mssql' && dialect !== 'oracle') atoms.push(code('LIMIT'), limit.atom);
      if (threads !== null && dialect === 'clickhouse') atoms.push(code('SETTINGS'), code('max_threads'), code('='), threads.atom);
      return { atoms, bq: w.bq };
    });
  const insert = fc.tuple(table, fc.array(fc.tuple(v, v), { minLength: 1, maxLength: 3 })).map(([t, rows]) => {
    const atoms: Atom[] = [code('INSERT'), code('INTO'), t, code('('), code('id'), code(','), code('name'), code(')'), code('VALUES')];
    rows.forEach(([a, b], i) => {
      if (i > 0) atoms.push(code(','));
      atoms.push(code('('), ...a.atoms, code(','), ...b.atoms, code(')'));
    });
    return { atoms, bq: rows.some(([a, b]) => a.bq || b.bq) };
  });
  const update = fc.tuple(table, col, v, where).map(([t, c, val, w]) => ({
    atoms: [code('UPDATE'), t, code('SET'), c, code('='), ...val.atoms, code('WHERE'), ...w.atoms],
    bq: val.bq || w.bq,
  }));
  const del = fc.tuple(table, where).map(([t, w]) => ({ atoms: [code('DELETE'), code('FROM'), t, code('WHERE'), ...w.atoms], bq: w.bq }));
  const call = fc.tuple(v, v).map(([a, b]) => {
    if (dialect === 'mssql') {
      return { atoms: [code('EXEC'), code('usp_touch'), code('@a'), code('='), ...a.atoms, code(','), code('@b'), code('='), ...b.atoms], bq: a.bq || b.bq };
    }
    const verb = dialect === 'clickhouse' ? 'SELECT' : 'CALL';
    return { atoms: [code(verb), code('touch_user'), code('('), ...a.atoms, code(','), ...b.atoms, code(')')], bq: a.bq || b.bq };
  });
  return fc.oneof({ weight: 4, arbitrary: select }, { weight: 2, arbitrary: insert }, { weight: 2, arbitrary: update }, { weight: 1, arbitrary: del }, { weight: 1, arbitrary: call });
}

/** Separators: always a blank between tokens, except optionally none around ( ) , */
const SEPARATORS = [' ', ' ', '\n', '\t', '  ', ' \r\n '];
/** ClickHouse also skips Unicode blanks between tokens (NBSP, em space, ideographic space). */
const CLICKHOUSE_SEPARATORS = [...SEPARATORS, '\u00a0', '\u2003', ' \u3000'];
const SELF_DELIMITING = new Set(['(', ')', ',']);

/** A batch of 1–3 generated statements with random comments, for `dialect`. */
export function sqlStatementArb(dialect: SqlDialect): fc.Arbitrary<GeneratedStatement> {
  const separators = dialect === 'clickhouse' ? CLICKHOUSE_SEPARATORS : SEPARATORS;
  return fc
    .tuple(
      fc.array(statementArb(dialect), { minLength: 1, maxLength: 3 }),
      fc.infiniteStream(fc.tuple(fc.nat(99), fc.nat(separators.length - 1), commentArb(dialect))),
    )
    .map(([statements, stream]) => {
      const atoms: Atom[] = [];
      statements.forEach((st, i) => {
        if (i > 0) atoms.push(code(';'));
        atoms.push(...st.atoms);
      });
      const it = stream[Symbol.iterator]();
      let sql = '';
      const expectedTokens: string[] = [];
      const secrets: string[] = [];
      atoms.forEach((atom, i) => {
        const [roll, sepIndex, comment] = it.next().value as [number, number, Atom];
        if (i > 0) {
          const prev = atoms[i - 1]!;
          const tight = roll < 20 && (SELF_DELIMITING.has(prev.text) || SELF_DELIMITING.has(atom.text));
          sql += prev.text.endsWith('\n') ? '' : tight ? '' : separators[sepIndex]!;
        }
        sql += atom.text;
        if (atom.expected !== null) expectedTokens.push(atom.expected);
        secrets.push(...atom.secrets);
        if (roll >= 88) {
          // A comment after this token; line comments carry their own newline.
          sql += separators[sepIndex]! + comment.text;
        }
      });
      return { sql, expectedTokens, secrets, backslashQuote: statements.some((s) => s.bq) };
    });
}
