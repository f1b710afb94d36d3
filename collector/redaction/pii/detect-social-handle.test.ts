import { describe, expect, it } from 'vitest';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });
const handles = (text: string) => engine.findEntities(text).filter((f) => f.type === 'SOCIAL_HANDLE').map((f) => text.slice(f.start, f.end));

describe('social handles (SOCIAL_HANDLE)', () => {
  it('finds a handle where the text says it is one', () => {
    const cases: [string, string][] = [
      ['follow me on twitter @jane_doe_88', '@jane_doe_88'],
      ['my insta is @sarah.k.miller', '@sarah.k.miller'],
      ["it's @beatriz_lobo on instagram", '@beatriz_lobo'],
      ['Snapchat: jaydenw2007', 'jaydenw2007'],
      ['add him on Discord, username lukas_brenner, please', 'lukas_brenner'],
      ['LINEのIDは mai.suzuki0707 です', 'mai.suzuki0707'],
      ['我的IG是 @wang.jiayi_ ，可以私信我', '@wang.jiayi_'],
      ['profile: https://www.instagram.com/lena.kraus_93/', 'lena.kraus_93'],
      ['see tiktok.com/@jay.w for the video', '@jay.w'],
      ['I posted as u/danny_mcguire88 on r/legaladvice', 'u/danny_mcguire88'],
      ['discord: wolfie#4821', 'wolfie#4821'],
    ];
    for (const [text, value] of cases) expect(handles(text), text).toEqual([value]);
  });

  it('a fediverse handle holds an address-shaped part: the EMAIL rule takes it, and all of it is masked', () => {
    expect(engine.redactString('find me at @olga_p@mastodon.social').text).toBe('find me at @[REDACTED:EMAIL]');
    expect(handles('mastodon: @olga_p@fosstodon.org or bsky @olga.bsky.social')).toEqual(['@olga.bsky.social']);
  });

  it('leaves code, e-mail addresses, repository links, pages and words after a platform that are not names', () => {
    for (const text of [
      '@Override\npublic String toString()',
      'npm i @types/node react@18.2.0',
      'SELECT * FROM Users WHERE Id = @userId AND TenantId = @tenantId',
      'You can use @ts-ignore, but @ts-expect-error is safer',
      'mail jane@example.com',
      'contact jane @example.com',
      '/u/Amaya_Denesik2%40hotmail%2Ecom/x',
      'https://github.com/example-org/wallet-service/commit/629e2ed',
      'https://x.com/settings and instagram.com/explore/',
      'order line: sku=LNVG20XW00B7US2A4 qty=2',
      'Host=pg;Port=5432;Username=hangfire;Database=jobs',
      'my instagram is private',
      'tY/kRApXfYpCva3P+u/ceXqlXXYQyDHQbxlc2',
      'Mention someone with @username to notify them.',
    ]) {
      expect(handles(text), text).toEqual([]);
    }
  });

  it('negative control: with SOCIAL_HANDLE off the handle stays', () => {
    const off = createPiiEngine({ rules: { SOCIAL_HANDLE: { enabled: false, mode: 'mask' } } });
    expect(off.redactString('follow me on twitter @jane_doe_88').text).toBe('follow me on twitter @jane_doe_88');
  });
});
