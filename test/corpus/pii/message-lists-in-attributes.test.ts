/**
 * A held-out set of chat message lists inside span attributes (`message-lists-in-attributes.data.ts`), written on
 * 2026-12-07 by a helper that had read neither the detectors nor other test data and did not run the engine: 60 cases
 * in 11 shapes (OpenInference `input.value` / `output.value`, LangChain `messages_to_dict` and role/content, LlamaIndex
 * chat history, AutoGen agentchat, OpenAI content parts, Anthropic content blocks, lists with tool messages between,
 * agent memory, a history beside the new message) and 11 languages; 80 personal values answered bare to an earlier
 * question (16 of 45 positive cases one or two messages late), 159 other strings (15 cases only negatives: non-personal
 * bare answers, refusals).
 *
 * Before message lists in structured values were read as message lists (5434e0f): 44 of 80 masked, 159 of 159 kept.
 * The rule as written, before I looked at the set: **76** and 158. After the class fixes it prompted: 80 and 159 — a
 * chat call's new message beside its history (`{"message": …, "chat_history": […]}`) is the history's next user message;
 * a refusal ("wolałbym nie podawać") closes the question instead of putting it off, and so does the asker's question
 * about something else; "whose name", "op wiens naam", 名義 ask for a name, パスポート and 運転免許 for an id.
 * A second set written after these fixes measures them on data they were not tuned on
 * (message-lists-second-set.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { describeResult, measureSpanAttributes } from './span-attributes-measure.ts';
import { MESSAGE_LISTS_IN_ATTRIBUTES } from './message-lists-in-attributes.data.ts';

const measure = (enabled: boolean) => measureSpanAttributes(MESSAGE_LISTS_IN_ATTRIBUTES, enabled);

describe('message lists inside span attributes: held-out set', () => {
  test('masks all 80 personal values answered bare and keeps all 159 other strings (prints the misses)', async () => {
    const r = await measure(true);
    console.log(describeResult('message lists in attributes', r));
    expect([MESSAGE_LISTS_IN_ATTRIBUTES.length, r.canaries, r.keeps]).toEqual([60, 80, 159]);
    expect(r.masked).toBe(80);
    expect(r.kept).toBe(159);
  });

  test('negative control: with redaction off every personal value is still there', async () => {
    expect((await measure(false)).masked).toBe(0);
  });
});
