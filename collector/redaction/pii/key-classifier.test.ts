import { describe, expect, it } from 'vitest';
import { classifyKey, isProtectedKey } from './key-classifier.ts';

describe('classifyKey', () => {
  it('maps keys that hold personal data by definition', () => {
    expect(classifyKey('enduser.id')).toBe('USER');
    expect(classifyKey('enduser.pseudo.id')).toBe('USER');
    expect(classifyKey('user.full_name')).toBe('USER');
    expect(classifyKey('user.email')).toBe('EMAIL');
    expect(classifyKey('user.phone')).toBe('PHONE');
    expect(classifyKey('client.address')).toBe('IP');
    expect(classifyKey('net.peer.ip')).toBe('IP');
  });

  it('classifies header attributes by header name', () => {
    expect(classifyKey('http.request.header.authorization')).toBe('HEADER');
    expect(classifyKey('http.request.header.cookie')).toBe('HEADER');
    expect(classifyKey('http.response.header.set-cookie')).toBe('HEADER');
    expect(classifyKey('http.request.header.x-api-key')).toBe('HEADER');
    expect(classifyKey('http.request.header.x-forwarded-for')).toBe('IP');
    expect(classifyKey('http.request.header.content-type')).toBeNull();
    expect(classifyKey('http.response.header.x-ratelimit-remaining-tokens')).toBeNull();
  });

  it('says nothing about ordinary keys', () => {
    for (const k of ['server.address', 'url.full', 'exception.message', 'gen_ai.request.model', 'user.roles']) expect(classifyKey(k), k).toBeNull();
  });
});

describe('isProtectedKey', () => {
  it('protects trace structure, model names, usage, references, durations and Tracehold keys', () => {
    for (const k of [
      'trace_id', 'span_id', 'gen_ai.request.model', 'gen_ai.response.model', 'gen_ai.response.id', 'gen_ai.usage.input_tokens',
      'gen_ai.input.messages_ref', 'tracehold.capture.state', 'http.response.status_code', 'db.system.name', 'llm.token_count.prompt',
      'http.server.request.duration', 'latency_ms',
    ]) {
      expect(isProtectedKey(k), k).toBe(true);
    }
  });

  it('does not protect content or personal keys', () => {
    for (const k of ['gen_ai.input.messages', 'exception.message', 'enduser.id', 'url.full', 'llm.headers', 'db.query.text']) expect(isProtectedKey(k), k).toBe(false);
  });
});
