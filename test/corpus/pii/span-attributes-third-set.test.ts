/**
 * A third held-out set of span attributes (`span-attributes-third-set.data.ts`), written on 2026-12-07 (session 42) by a
 * helper that had read neither the detectors nor other test data (nor the first two sets) and did not run the engine,
 * told to favour shapes the first two sets did not have: 92 cases — MCP tool calls and resources, SaaS tool results (CRM,
 * e-mail, calendar, payments, identity, e-signature, HR), SMS webhooks' form bodies, call transcripts, OCR of identity
 * documents and invoices (a passport's machine-readable zone among them), OpenTelemetry's `user.*`, `url.*`, `http.*`
 * headers, messaging, gRPC, GraphQL variables, exceptions of seven languages, feature-flag contexts, analytics, search
 * DSL, object-storage keys, geo; Arabic, Hebrew, Hindi, Thai, Russian, Greek, Vietnamese, Swahili, Brazilian Portuguese,
 * Nordic, Japanese, Polish and Romanian text; 181 personal values and 195 other strings.
 *
 * As written, on the code of the day before any change made after reading it (107d868): **139 of 181 (77 %)**, 179 of 195
 * other strings kept. After the class fixes it and the second log-record set prompted (28c1f1a … 418b94d): **163**, 179
 * kept — a bare `name` beside a field of a person's record or under a person's role, a name's parts under `name` (FHIR,
 * SCIM, a résumé parser's `raw`), a field's value under the field (`{"cnp": {"value": …}}`, SQS's `StringValue`, a
 * change's `from`/`to`), capitalized name–value lists, personal-field keys in Thai, Arabic, Hebrew, Hindi, Cyrillic,
 * Greek, Vietnamese and Nordic languages, a form body's `+` as a blank, names in scripts without case after a cue that
 * says "name", XML elements by tag, a passport's machine-readable zone, a Thai citizen id as printed. One kept string
 * lost (a department's display name under Graph's `emailAddress`), one won back (an EC2 instance id read as a VIN).
 * Since GraphQL documents are sanitized as statements are (session 44, sql/sanitize-graphql.ts), two more go by design:
 * a string literal inside a document (`gid://shopify/MailingAddress/8812039`) and a variable's value
 * (`pediatric-cardiology`) — every literal of an operation becomes `?`, as every literal of a SQL statement does: 177.
 * Left (18): role mailboxes and server IP addresses (masked by design, counted as lost), names in file and object names,
 * a name after a Polish or Arabic role label, RFC 2047 encoded words, a Norwegian id under `pid`, Devanagari digits, a
 * Vietnamese CCCD, a Swahili "from …", a name split across a Python repr's continuation lines.
 */
import { describe, expect, test } from 'vitest';
import { describeResult, measureSpanAttributes } from './span-attributes-measure.ts';
import { SPAN_ATTRIBUTE_THIRD_SET } from './span-attributes-third-set.data.ts';

const measure = (enabled: boolean) => measureSpanAttributes(SPAN_ATTRIBUTE_THIRD_SET, enabled);

describe('span attributes of LLM applications: third held-out set', () => {
  test('masks at least 163 of the 181 personal values and keeps 177 of the 195 other strings counted (prints the misses)', async () => {
    const r = await measure(true);
    console.log(describeResult('span attributes, third set', r));
    expect([SPAN_ATTRIBUTE_THIRD_SET.length, r.canaries, r.keeps]).toEqual([92, 181, 195]);
    expect(r.masked).toBeGreaterThanOrEqual(163);
    expect(r.kept).toBeGreaterThanOrEqual(177);
  });

  test('negative control: with redaction off every personal value is still there', async () => {
    expect((await measure(false)).masked).toBe(0);
  });
});
