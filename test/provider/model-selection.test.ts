/**
 * Model-driven scenario selection (for clients that cannot add headers, such as a replay that re-sends exactly
 * what was recorded), dated snapshots accepted as request models, and model_not_found for unknown models.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProvider, type FakeProvider } from './fake-provider.ts';
import { PLAIN_TEXT } from './scenarios.ts';

let provider: FakeProvider;
let base = '';

beforeAll(async () => {
  provider = createFakeProvider({
    scenarios: { shout: { reply: () => ({ kind: 'text', text: 'SELECTED BY MODEL', finishReason: 'stop' }) } },
    modelScenarios: { 'fake-chat-large-2025-04-14': 'shout', 'fake-chat-small': 'length' },
  });
  base = (await provider.start()).baseUrl;
});

afterAll(async () => {
  await provider.shutdown();
});

const messages = [{ role: 'user', content: 'Where is my parcel?' }];

async function chat(model: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ model, messages }) });
  return { status: res.status, body: await res.json() };
}

describe('model selection', () => {
  it('accepts a dated snapshot as the request model and answers with that snapshot', async () => {
    const { status, body } = await chat('fake-chat-small-2025-06-01', { 'x-fake-scenario': 'plain' });
    expect(status).toBe(200);
    expect(body.model).toBe('fake-chat-small-2025-06-01');
    expect(body.choices[0].message.content).toBe(PLAIN_TEXT);
  });

  it('picks the scenario from modelScenarios when no header is given: exact snapshot first, then the alias', async () => {
    const bySnapshot = await chat('fake-chat-large-2025-04-14');
    expect(bySnapshot.body.choices[0].message.content).toBe('SELECTED BY MODEL');
    // The alias fake-chat-large is not mapped: plain (negative control for the exact-name lookup).
    const byAlias = await chat('fake-chat-large');
    expect(byAlias.body.choices[0].message.content).toBe(PLAIN_TEXT);
    // fake-chat-small is mapped by alias, so its snapshot selects it too.
    const viaAlias = await chat('fake-chat-small-2025-06-01');
    expect(viaAlias.body.choices[0].finish_reason).toBe('length');
    const records = provider.requests().slice(-3);
    expect(records.map((r) => r.scenario)).toEqual(['shout', 'plain', 'length']);
  });

  it('lets the header win over modelScenarios', async () => {
    const { body } = await chat('fake-chat-large-2025-04-14', { 'x-fake-scenario': 'plain' });
    expect(body.choices[0].message.content).toBe(PLAIN_TEXT);
  });

  it('answers 404 model_not_found in the OpenAI error shape for an unknown or retired model', async () => {
    for (const model of ['fake-retired-2024-01-01', 'fake-chat-small-2099-01-01']) {
      const { status, body } = await chat(model);
      expect(status).toBe(404);
      expect(body).toEqual({ error: { message: `The model \`${model}\` does not exist or you do not have access to it.`, type: 'invalid_request_error', param: null, code: 'model_not_found' } });
    }
  });

  it('fails fast on a modelScenarios entry naming an unknown scenario', () => {
    expect(() => createFakeProvider({ modelScenarios: { 'fake-chat-small': 'no_such_scenario' } })).toThrow(/unknown scenario/);
  });
});
