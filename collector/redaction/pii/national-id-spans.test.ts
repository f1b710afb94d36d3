import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRedaction } from '../redaction.ts';
import { spanWithEveryField } from '../../../test/factories/span.ts';
import { RedactionConfigSchema } from '../../../schemas/redaction.ts';
import type { SpanRecord } from '../../../schemas/span.ts';

// End to end through the real redaction entry point, on SpanRecords as the collector holds them: national
// ids in their keyword-free written forms in every place a span carries strings.
const SSN_SPACED = '674 58 2925';
const SSN_DOTTED = '536.90.4399';
const RRN_UNDASHED = '9001011234568';
const RRN_AS_INT = 8506152234565;
const CN_RIC = '11010519491231002X';
const CPF = '390.533.447-05';
const CF = 'RCCMNL83S18D969H';
const NHS = '943 476 5870';
const NIE = 'X2482300W';
const MY_NUMBER = '6214 9832 0257';
const NINO = 'AB 12 34 56 C';
const NIR = '2 95 10 99 126 111 93';
const BSN_BY_KEY = '111222333';
const CURP_FULL_WIDTH = '\uff22\uff2f\uff38\uff37\uff13\uff11\uff10\uff18\uff12\uff10\uff28\uff2e\uff25\uff32\uff38\uff2e\uff10\uff19';
const IDS = [SSN_SPACED, SSN_DOTTED, RRN_UNDASHED, String(RRN_AS_INT), CN_RIC, CPF, CF, NHS, NIE, MY_NUMBER, NINO, NIR, BSN_BY_KEY, CURP_FULL_WIDTH];
// Look-alikes that must come through unchanged.
const KEPT = ['1748736000000', 'order 39053344705', '4bf92f3577b34da6a3ce929d0e0e4736'];

function spanWithIds(): SpanRecord {
  const span = spanWithEveryField({
    tenant: 'acme',
    status: { code: 2, message: `applicant ${NIE} rejected, ssn ${SSN_SPACED}` },
    events: [
      {
        timeUnixNano: '1',
        name: 'exception',
        attributes: { 'exception.type': 'LookupError', 'exception.message': `no record for ${RRN_UNDASHED} (${CN_RIC})`, 'exception.stacktrace': `LookupError: ${CPF}\n  at find (app.js:1:1)` },
        droppedAttributesCount: 0,
      },
    ],
    links: [{ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceState: '', attributes: { 'link.note': `same person as ${MY_NUMBER}`, refs: [NINO] }, droppedAttributesCount: 0, flags: 0 }],
  });
  span.attributes = {
    ...span.attributes,
    'app.note': `verified ${SSN_DOTTED} at ${KEPT[0]}, ${KEPT[1]}, trace ${KEPT[2]}`,
    'app.documents': [CF, `fr: ${NIR}`],
    'app.customer': { profile: { document: NHS, 'residentNo': RRN_AS_INT, nested: [{ curp: CURP_FULL_WIDTH }] } },
    'patient.bsn': BSN_BY_KEY,
  };
  span.resource.attributes['deploy.note'] = `owner id ${CF}`;
  return span;
}

async function redact(config: unknown): Promise<string> {
  const refKey = randomBytes(32);
  const run = createRedaction({ tenantRefKey: async () => refKey }, RedactionConfigSchema.parse(config)).redactSpans;
  const out = await run('acme', { spans: [spanWithIds()], ledger: [], contentObjects: [] });
  return JSON.stringify(out.spans);
}

describe('national ids through the span redaction', () => {
  it('masks every written form in attributes, arrays, nested kvlists, exception events, status message, links and resource', async () => {
    const text = await redact({});
    for (const id of IDS) expect(text, id).not.toContain(id);
    expect(text).toContain('[REDACTED:NATIONAL_ID]');
    expect(text).toContain('[REDACTED:SSN]');
    expect(text).toContain('[REDACTED:RRN]');
    for (const kept of KEPT) expect(text, kept).toContain(kept);
  });

  it('negative control: with redaction disabled every number is there', async () => {
    const text = await redact({ enabled: false });
    for (const id of IDS) expect(text, id).toContain(id);
  });

  it('follows the NATIONAL_ID rule: disabled, the NATIONAL_ID numbers stay and SSN/RRN still go', async () => {
    const text = await redact({ rules: { NATIONAL_ID: { enabled: false } } });
    for (const id of [CN_RIC, CPF, CF, NIE, MY_NUMBER]) expect(text, id).toContain(id);
    for (const id of [SSN_SPACED, RRN_UNDASHED]) expect(text, id).not.toContain(id);
  });
});
