import { describe, expect, it } from 'vitest';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: { USER: { enabled: true, mode: 'mask' } } });
const redact = (text: string, key?: string) => engine.redactString(text, key === undefined ? undefined : { key }).text;
const U = '[REDACTED:USER]';

describe('a name joined into an identifier (detect-identifier-name.ts)', () => {
  it('masks a given name and a surname joined by _, . or - in one case, or glued in title case; the rest of the identifier stays', () => {
    expect(redact('s3://hr-docs/contracts/2024/Sophie_Martin_2024-03.pdf')).toBe(`s3://hr-docs/contracts/2024/${U}_2024-03.pdf`);
    expect(redact('/users/kwame.asante/avatar.png')).toBe(`/users/${U}/avatar.png`);
    expect(redact('lena-hoffmann-macbook.local')).toBe(`${U}-macbook.local`);
    expect(redact('uploads/ChloeTremblay@2x.png')).toBe(`uploads/${U}@2x.png`);
    expect(redact('portfolio/marie-claire-dubois/')).toBe(`portfolio/${U}/`);
    expect(redact('exports/anstallningsavtal_Linnea_Bergstrom.pdf')).toBe(`exports/anstallningsavtal_${U}.pdf`);
  });

  it('leaves words that only look like it: everyday words, code, hosts, domains, keys and prose double-barrelled names', () => {
    for (const text of [
      'grace-period max-age will-change rose-gold config.get julia-lang hugo.toml',
      'meta_value ora-fin-01 dev-env mark_read ivy_pool',
      'https://untidy-horst.com/calculus',
      'withdrawal at Armstrong, Parker-Casper and Trantow',
      'gpt-4o-mini com.example.OrderService checkout-api-7d9f8c6b5-x2lqp',
      // A review's finds: Java packages and Maven coordinates, platforms, packages, code tokens, places, brands.
      'at com.fasterxml.jackson.databind.ObjectMapper._readMapAndClose(ObjectMapper.java:4825) io.netty:netty-codec-http',
      'platform=darwin-amd64 vega-util@1.17.0 param-str ParamDefs RandUtil tuesday-standup',
      'tz=America/Costa_Rica cities/santa-clara/stores monte-carlo rio_branco',
      'Mercedes-Benz announced; vendor: "Parker-Casper"; calvin-klein',
    ]) {
      expect(redact(text), text).toBe(text);
    }
    // An attribute key is code's name: its dotted words are namespaces.
    expect(engine.redactKey('graphql.param.minTotal', {})).toBe('graphql.param.minTotal');
    expect(engine.redactKey('db.cassandra.keyspace', {})).toBe('db.cassandra.keyspace');
  });

  it('is a login (USER, pseudonymized by default), so a login rule and this one agree on a username', () => {
    const pseudonymizing = createPiiEngine({ rules: { USER: { enabled: true, mode: 'pseudonymize' } }, pseudonymize: (type, value) => `psn_${type}_${value.length}` });
    expect(pseudonymizing.redactString('PWD=/home/kofi.boateng').text).toBe('PWD=/home/psn_USER_12');
    expect(pseudonymizing.redactString('uploads/2024/kofi.boateng/cv.pdf').text).toBe('uploads/2024/psn_USER_12/cv.pdf');
  });
});
