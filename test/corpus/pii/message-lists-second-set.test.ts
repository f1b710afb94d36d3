/**
 * A second held-out set of chat message lists inside span attributes (`message-lists-second-set.data.ts`), written on
 * 2026-12-07 after the first set's fixes by another helper that had read neither the detectors nor other test data (nor
 * the first set) and did not run the engine: 60 cases in 21 shapes (Bedrock Converse, Gemini, Cohere, Haystack, Semantic
 * Kernel in Python and .NET, Rasa tracker events, Dialogflow CX, OpenAI Agents items, Google ADK, LangChain dumpd /
 * messages_to_dict / role-content, AutoGen, LlamaIndex chat engines, OpenInference, apps' own shapes) and 12 languages;
 * 91 personal values answered bare (17 of 45 positive cases late), 172 other strings.
 *
 * Before message lists in structured values were read as message lists (5434e0f): 38 of 91 masked, 172 kept. **The code
 * as it stood when the set was written, before I looked at it: 71 of 91 (78 %), 171 of 172** (Cohere's, Haystack's,
 * Semantic Kernel's and Rasa's shapes were added while it was being written, before I saw it: I had named them in its brief). After the class
 * fixes it prompted: 88 and 172 — an element that is no message (a Rasa slot or action event, an OpenAI Agents function
 * call) leaves the question open; a question back that names the field among others ("where is it on the ID card?");
 * an app's own message shape (one member whose value is a role word: `{"r": "bot", "t": …}`, `{"author": "client",
 * "body": …}`, Dialogflow's `participantRole`); an array attribute of JSON strings, one message each; a question back
 * ("а зачем?") is no name; a refusal is no value in any answer (`REFUSAL_RE`, now also Russian, Turkish, Indonesian,
 * Vietnamese, Hindi, Swedish, Arabic); words: Portuguese "telemóvel", "cédula", "NPWP", Swiss "AVS", Argentine "CBU",
 * "нужен", Indonesian "kode posnya", Hindi "गाड़ी का नंबर". Left (3): "What would you like the new one to be?" (a new
 * username named only by "one"), "¿A qué cuenta te lo deposito?" (an account without its number's word), and an
 * address's second line sent as a message of its own ("4050-174 Porto").
 */
import { describe, expect, test } from 'vitest';
import { describeResult, measureSpanAttributes } from './span-attributes-measure.ts';
import { MESSAGE_LISTS_SECOND_SET } from './message-lists-second-set.data.ts';

const measure = (enabled: boolean) => measureSpanAttributes(MESSAGE_LISTS_SECOND_SET, enabled);

describe('message lists inside span attributes: second held-out set', () => {
  test('masks at least 88 of the 91 personal values answered bare and keeps all 172 other strings (prints the misses)', async () => {
    const r = await measure(true);
    console.log(describeResult('message lists, second set', r));
    expect([MESSAGE_LISTS_SECOND_SET.length, r.canaries, r.keeps]).toEqual([60, 91, 172]);
    expect(r.masked).toBeGreaterThanOrEqual(88);
    expect(r.kept).toBe(172);
  });

  test('negative control: with redaction off every personal value is still there', async () => {
    expect((await measure(false)).masked).toBe(0);
  });
});
