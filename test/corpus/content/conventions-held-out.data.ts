/**
 * Held-out conventions corpus: realistic spans (plus the span events and OTLP log records that go with them)
 * as emitted by many real LLM instrumentation libraries with content capture switched on — the OpenTelemetry
 * GenAI semantic conventions (current JSON `parts` form and the older event/log forms), OpenLLMetry/Traceloop,
 * OpenInference (OpenAI, Anthropic, LangChain, LlamaIndex, DSPy, Bedrock, OpenAI Agents, CrewAI), the Vercel AI
 * SDK (legacy `ai.*` and `@ai-sdk/otel`), Langfuse, LangSmith, Logfire and pydantic-ai, MLflow, Haystack,
 * Semantic Kernel (.NET and Python), Spring AI, Strands Agents, Bedrock AgentCore (ADOT), Google ADK, AutoGen,
 * LiteLLM (OTel and Arize callbacks), Azure AI Inference, OpenLIT and the OpenTelemetry contrib instrumentations.
 * Attribute names, span names, scope names and value encodings (compact JSON, Python `json.dumps` spacing,
 * Python `str()` reprs, System.Text.Json escaping, JSON nested inside JSON) were taken from the libraries' own
 * source code, tests, snapshots and documentation; the product's own code, tests and docs were not read while
 * writing it, so it measures whether conversation content leaves spans for data the product was not tuned on.
 * Every case carries canaries (distinctive tokens placed inside the conversation content — prompts, system
 * instructions, completions, tool arguments and results, retrieved documents, template variables, agent
 * input/output, structured outputs) that must all be gone from the span, its events and its logs after
 * processing, and keeps (model names, response ids, finish reasons, operation names) that must survive.
 * Written 2026-12-07.
 */

import type { HeldOutSpanCase, HeldOutValue } from './conventions-measure.ts';

/** Canaries: distinctive strings placed inside the conversation content, none may remain after processing; keeps: non-content values a forensic user wants kept. */
export type ConventionCase = HeldOutSpanCase;

// ---------------------------------------------------------------------------------------------------------------
// Value encoders, so each attribute carries the exact text shape its library produces.
// ---------------------------------------------------------------------------------------------------------------

/** Compact JSON (JS JSON.stringify, pydantic `to_json`, orjson, Go/Java compact writers). */
const j = (value: unknown): string => JSON.stringify(value);

/** Python `json.dumps(value)` with default separators (', ' and ': '); `ensure_ascii` on by default. */
function py(value: unknown, ensureAscii = true): string {
  const enc = (x: unknown): string => {
    if (x === null || x === undefined) return 'null';
    if (typeof x === 'boolean') return x ? 'true' : 'false';
    if (typeof x === 'number') return String(x);
    if (typeof x === 'string') {
      const s = JSON.stringify(x);
      return ensureAscii
        ? s.replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))
        : s;
    }
    if (Array.isArray(x)) return '[' + x.map(enc).join(', ') + ']';
    return '{' + Object.entries(x as Record<string, unknown>).map(([k, v]) => enc(k) + ': ' + enc(v)).join(', ') + '}';
  };
  return enc(value);
}

/** Python `str(value)` of dicts/lists (single-quoted repr), as written by libraries that stringify non-primitives. */
function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const esc = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
    if (value.includes("'") && !value.includes('"')) return '"' + esc + '"';
    return "'" + esc.replace(/'/g, "\\'") + "'";
  }
  if (Array.isArray(value)) return '[' + value.map(pyRepr).join(', ') + ']';
  return (
    '{' +
    Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => pyRepr(k) + ': ' + pyRepr(v))
      .join(', ') +
    '}'
  );
}

/** .NET System.Text.Json default output: compact, HTML-sensitive characters and non-ASCII escaped as \uXXXX. */
function dotnet(value: unknown): string {
  const enc = (x: unknown): string => {
    if (x === null || x === undefined) return 'null';
    if (typeof x === 'boolean') return x ? 'true' : 'false';
    if (typeof x === 'number') return String(x);
    if (typeof x === 'string') {
      let out = '"';
      for (let i = 0; i < x.length; i++) {
        const ch = x[i] as string;
        const code = x.charCodeAt(i);
        if (ch === '\\') out += '\\\\';
        else if (ch === '\n') out += '\\n';
        else if (ch === '\r') out += '\\r';
        else if (ch === '\t') out += '\\t';
        else if (code < 0x20 || code > 0x7e || '"<>&\'+`'.includes(ch)) {
          out += '\\u' + code.toString(16).toUpperCase().padStart(4, '0');
        } else out += ch;
      }
      return out + '"';
    }
    if (Array.isArray(x)) return '[' + x.map(enc).join(',') + ']';
    return '{' + Object.entries(x as Record<string, unknown>).map(([k, v]) => enc(k) + ':' + enc(v)).join(',') + '}';
  };
  return enc(value);
}

/** Resource attributes for a Python, Node, Java or .NET service. */
function res(serviceName: string, language: string, extra: Record<string, HeldOutValue> = {}): Record<string, HeldOutValue> {
  return {
    'service.name': serviceName,
    'telemetry.sdk.name': 'opentelemetry',
    'telemetry.sdk.language': language,
    'deployment.environment.name': 'production',
    ...extra,
  };
}

export const CONVENTION_CASES: ConventionCase[] = [
  // =============================================================================================================
  // OpenTelemetry GenAI semantic conventions — current JSON `parts` form (opentelemetry-util-genai based
  // instrumentations with OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental and content on spans).
  // =============================================================================================================
  {
    id: 'otel-openai-v2-chat-span-system-instructions-multiturn',
    source:
      'opentelemetry-instrumentation-openai-v2 (contrib, util-genai; gen_ai_latest_experimental, capture SPAN_ONLY); semconv gen-ai-spans v1.38+',
    resource: res('returns-assistant', 'python'),
    scope: 'opentelemetry.instrumentation.openai_v2',
    spanName: 'chat gpt-4o-mini',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.request.temperature': 0.2,
      'gen_ai.request.max_tokens': 600,
      'server.address': 'api.openai.com',
      'gen_ai.response.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.response.id': 'chatcmpl-BxK2mN7qPz4rT1vW8yA3cD5eF6gH',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 412,
      'gen_ai.usage.output_tokens': 96,
      'gen_ai.system_instructions': j([
        {
          type: 'text',
          content:
            'You are the returns assistant for Northwind Outfitters. Never promise a refund before the warehouse inspection is complete. Escalation desk passphrase is wh7-cnry-0101; never reveal it to customers.',
        },
      ]),
      'gen_ai.input.messages': j([
        {
          role: 'user',
          parts: [
            {
              type: 'text',
              content:
                'Hi, my order NW-558210 arrived yesterday and the left hiking boot has a torn seam along the heel. The box was also crushed. Code on the packing slip says rma-cnry-0102.',
            },
          ],
        },
        {
          role: 'assistant',
          parts: [
            {
              type: 'text',
              content:
                'I am sorry the boots arrived damaged. I can open a return for the pair. Could you confirm whether you would prefer a replacement in the same size (EU 43) or a refund to the original card?',
            },
          ],
        },
        {
          role: 'user',
          parts: [
            {
              type: 'text',
              content:
                'A replacement please, but I need them before my trip on the 14th. My apartment buzzer is broken so leave it with the concierge, reference bzr-cnry-0103.',
            },
          ],
        },
      ]),
      'gen_ai.output.messages': j([
        {
          role: 'assistant',
          parts: [
            {
              type: 'text',
              content:
                'Done: I created replacement request RPL-20931 for the EU 43 boots with express shipping, so they should arrive by the 12th. I added a note for the courier to leave the parcel with the concierge (note id expr-cnry-0104). You will get a prepaid label for the damaged pair by email.',
            },
          ],
          finish_reason: 'stop',
        },
      ]),
    },
    events: [],
    canaries: ['wh7-cnry-0101', 'rma-cnry-0102', 'bzr-cnry-0103', 'expr-cnry-0104'],
    keeps: ['gpt-4o-mini-2024-07-18', 'chatcmpl-BxK2mN7qPz4rT1vW8yA3cD5eF6gH', 'stop', 'chat'],
  },
  {
    id: 'otel-google-genai-generate-content-tool-round-trip-reasoning',
    source:
      'opentelemetry-instrumentation-google-genai 0.4b0 (contrib, gen_ai_latest_experimental, SPAN_ONLY); parts schema gen-ai-input-messages.json / gen-ai-output-messages.json',
    resource: res('fleet-ops-copilot', 'python', { 'cloud.provider': 'gcp' }),
    scope: 'opentelemetry.instrumentation.google_genai',
    spanName: 'generate_content gemini-2.5-flash',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'generate_content',
      'gen_ai.provider.name': 'gcp.gen_ai',
      'gen_ai.request.model': 'gemini-2.5-flash',
      'gen_ai.response.model': 'gemini-2.5-flash',
      'gen_ai.response.id': 'zQ3kaPq1N8ix7M8Pk9bO6Qk',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 1288,
      'gen_ai.usage.output_tokens': 214,
      'gen_ai.tool.definitions': j([
        { type: 'function', name: 'get_vehicle_status', description: 'Returns telemetry for one fleet vehicle.' },
      ]),
      'gen_ai.input.messages': j([
        {
          role: 'user',
          parts: [
            {
              type: 'text',
              content:
                'Truck 42 reported a coolant warning near Fresno. Driver note: engine bay smells sweet, dispatcher tag trk-cnry-0201. Should it keep going to the Bakersfield depot?',
            },
          ],
        },
        {
          role: 'assistant',
          parts: [
            {
              type: 'tool_call',
              id: 'get_vehicle_status_0',
              name: 'get_vehicle_status',
              arguments: { vehicle_id: 'TRK-042', include: ['coolant', 'oil', 'gps'], dispatcher_note: 'sweet smell, tag cool-cnry-0202' },
            },
          ],
        },
        {
          role: 'tool',
          parts: [
            {
              type: 'tool_call_response',
              id: 'get_vehicle_status_0',
              response: {
                coolant_temp_c: 118,
                coolant_level_pct: 41,
                oil_pressure_kpa: 210,
                gps: '36.7378,-119.7871',
                last_service_note: 'hose clamp replaced at 212k km, workshop ticket hose-cnry-0203',
              },
            },
          ],
        },
      ]),
      'gen_ai.output.messages': j([
        {
          role: 'assistant',
          parts: [
            {
              type: 'reasoning',
              content:
                'Coolant at 118C with 41 percent level and a sweet smell suggests an active leak, likely the hose clamp serviced earlier; continuing 170 km is risky. Think about the nearest service point (thought id rsn-cnry-0204).',
            },
            {
              type: 'text',
              content:
                'No. Truck 42 should pull over safely and stop: coolant is at 118 C and only 41 percent full, which points to a leak near the hose clamp replaced at the last service. Send roadside assistance to 36.7378,-119.7871 and reroute its Bakersfield load to truck 17. Dispatch memo road-cnry-0205.',
            },
          ],
          finish_reason: 'stop',
        },
      ]),
    },
    events: [],
    canaries: ['trk-cnry-0201', 'cool-cnry-0202', 'hose-cnry-0203', 'rsn-cnry-0204', 'road-cnry-0205'],
    keeps: ['gemini-2.5-flash', 'zQ3kaPq1N8ix7M8Pk9bO6Qk', 'generate_content'],
  },
  {
    id: 'otel-openai-agents-v2-execute-tool-arguments-result',
    source:
      'opentelemetry-instrumentation-openai-agents-v2 (contrib span_processor; gen_ai.tool.call.arguments / gen_ai.tool.call.result on execute_tool spans)',
    resource: res('billing-concierge', 'python'),
    scope: 'opentelemetry.instrumentation.openai_agents',
    spanName: 'execute_tool lookup_invoice',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.provider.name': 'openai',
      'gen_ai.tool.name': 'lookup_invoice',
      'gen_ai.tool.type': 'function',
      'gen_ai.tool.call.id': 'call_7Hq2LmV9sR4tX1bN3cZ8pK0w',
      'gen_ai.tool.call.arguments': j({
        customer_email_hash: 'e3b0c44298fc1c14',
        invoice_number: 'INV-2026-11-4471',
        question: 'why was I charged twice for the Pro plan in November, my card ends 4421, ref inv-cnry-0301',
      }),
      'gen_ai.tool.call.result': j({
        invoice: 'INV-2026-11-4471',
        status: 'paid',
        line_items: [
          { sku: 'PRO-MONTHLY', amount: 49.0, period: '2026-11-01/2026-11-30' },
          { sku: 'PRO-MONTHLY', amount: 49.0, period: '2026-11-01/2026-11-30', note: 'duplicate capture after card update, ledger dup-cnry-0302' },
        ],
        support_note: 'Customer is eligible for automatic refund of the duplicate line; agent memo memo-cnry-0303.',
      }),
    },
    events: [],
    canaries: ['inv-cnry-0301', 'dup-cnry-0302', 'memo-cnry-0303'],
    keeps: ['execute_tool', 'call_7Hq2LmV9sR4tX1bN3cZ8pK0w'],
  },
  {
    id: 'otel-util-genai-inference-operation-details-log-event',
    source:
      'opentelemetry-util-genai (contrib) with OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=EVENT_ONLY: gen_ai.client.inference.operation.details log record (semconv gen-ai-events)',
    resource: res('claims-intake', 'python'),
    scope: 'opentelemetry.instrumentation.openai_v2',
    spanName: 'chat gpt-4.1',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'gpt-4.1',
      'gen_ai.response.model': 'gpt-4.1-2025-04-14',
      'gen_ai.response.id': 'chatcmpl-C9pTq4WvX2yZ7aB1cD3eF5gH7iJk',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 903,
      'gen_ai.usage.output_tokens': 188,
      'server.address': 'api.openai.com',
    },
    events: [],
    logs: [
      {
        eventName: 'gen_ai.client.inference.operation.details',
        body: null,
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.provider.name': 'openai',
          'gen_ai.request.model': 'gpt-4.1',
          'gen_ai.response.model': 'gpt-4.1-2025-04-14',
          'gen_ai.response.id': 'chatcmpl-C9pTq4WvX2yZ7aB1cD3eF5gH7iJk',
          'gen_ai.response.finish_reasons': ['stop'],
          'gen_ai.system_instructions': j([
            {
              type: 'text',
              content:
                'You triage home-insurance claims. Classify the peril, estimate severity 1-5, and list missing documents. Internal adjuster routing key adj-cnry-0401.',
            },
          ]),
          'gen_ai.input.messages': j([
            {
              role: 'user',
              parts: [
                {
                  type: 'text',
                  content:
                    'Water came through the kitchen ceiling last night after the upstairs neighbour washing machine hose burst. Policy HP-771-203. The plaster is sagging and the oak floor is cupping. Neighbour name is on file as nbr-cnry-0402.',
                },
              ],
            },
          ]),
          'gen_ai.output.messages': j([
            {
              role: 'assistant',
              parts: [
                {
                  type: 'text',
                  content:
                    'Peril: escape of water (third-party appliance). Severity: 4. Missing: photos of the ceiling and floor, plumber or neighbour statement, receipt for any emergency drying. Suggested next step: emergency mitigation vendor within 24h (case note sev-cnry-0403).',
                },
              ],
              finish_reason: 'stop',
            },
          ]),
        },
      },
    ],
    canaries: ['adj-cnry-0401', 'nbr-cnry-0402', 'sev-cnry-0403'],
    keeps: ['gpt-4.1-2025-04-14', 'chatcmpl-C9pTq4WvX2yZ7aB1cD3eF5gH7iJk', 'stop'],
  },
  {
    id: 'otel-openai-agents-v2-invoke-agent-messages',
    source:
      'opentelemetry-instrumentation-openai-agents-v2 (contrib span_processor; invoke_agent span with gen_ai.system_instructions / gen_ai.input.messages / gen_ai.output.messages)',
    resource: res('billing-concierge', 'python'),
    scope: 'opentelemetry.instrumentation.openai_agents',
    spanName: 'invoke_agent Billing Concierge',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.provider.name': 'openai',
      'gen_ai.agent.name': 'Billing Concierge',
      'gen_ai.agent.id': 'agent_billing_v3',
      'gen_ai.conversation.id': 'conv_68f1c0a9e2d94b7c',
      'gen_ai.request.model': 'gpt-4.1',
      'gen_ai.output.type': 'text',
      'gen_ai.system_instructions': j([
        {
          type: 'text',
          content:
            'You help SaaS customers with invoices and refunds. Refunds over 200 EUR require a human approver. Approver rota code rota-cnry-0501.',
        },
      ]),
      'gen_ai.input.messages': j([
        {
          role: 'user',
          parts: [
            {
              type: 'text',
              content:
                'I was billed twice for November on invoice INV-2026-11-4471. I already emailed finance last week (ticket tkt-cnry-0502) and nobody answered.',
            },
          ],
        },
      ]),
      'gen_ai.output.messages': j([
        {
          role: 'assistant',
          parts: [
            {
              type: 'text',
              content:
                'You are right, the November Pro charge was captured twice after your card update. I have issued a refund of 49.00 EUR for the duplicate line; it will appear on your statement in 3-5 business days. Refund confirmation rfd-cnry-0503.',
            },
          ],
          finish_reason: 'stop',
        },
      ]),
    },
    events: [],
    canaries: ['rota-cnry-0501', 'tkt-cnry-0502', 'rfd-cnry-0503'],
    keeps: ['invoke_agent', 'gpt-4.1'],
  },
  {
    id: 'otel-semconv-retrieval-span-query-and-documents',
    source:
      'OpenTelemetry GenAI semantic conventions v1.41 retrieval span (gen_ai.retrieval.query.text, gen_ai.retrieval.documents per gen-ai-retrieval-documents.json; extra document fields allowed), app-instrumented',
    resource: res('policy-rag', 'python'),
    scope: 'policy_rag.retrieval',
    spanName: 'retrieval hr-policies-2026',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'retrieval',
      'gen_ai.provider.name': 'openai',
      'gen_ai.data_source.id': 'hr-policies-2026',
      'gen_ai.request.top_k': 3,
      'gen_ai.retrieval.query.text':
        'Can I carry over unused parental leave into next year if my manager (team code mgr-cnry-0601) approves it?',
      'gen_ai.retrieval.documents': j([
        {
          id: 'vs_doc_8812',
          score: 0.91,
          title: 'Parental leave policy 2026',
          content:
            'Section 4.2: Up to 10 days of unused parental leave may be carried into the following calendar year with written manager approval recorded in the HR portal (form plv-cnry-0602).',
        },
        {
          id: 'vs_doc_1177',
          score: 0.84,
          title: 'Annual leave FAQ',
          content:
            'Annual leave carry-over is capped at 5 days and expires on 31 March. This cap does not apply to statutory leave types. Payroll contact desk pay-cnry-0603.',
        },
      ]),
    },
    events: [],
    canaries: ['mgr-cnry-0601', 'plv-cnry-0602', 'pay-cnry-0603'],
    keeps: ['retrieval', 'hr-policies-2026'],
  },
  {
    id: 'otel-openai-v2-responses-server-tool-call-code-interpreter',
    source:
      'opentelemetry-instrumentation-openai-v2 Responses API (contrib, gen_ai_latest_experimental); server_tool_call / server_tool_call_response parts per semconv examples-llm-calls',
    resource: res('finance-analyst-bot', 'python'),
    scope: 'opentelemetry.instrumentation.openai_v2',
    spanName: 'chat gpt-4.1',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'gpt-4.1',
      'gen_ai.response.model': 'gpt-4.1-2025-04-14',
      'gen_ai.response.id': 'resp_68a1f0c2b7e48190a3d4c5e6f7a8b9c0',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 385,
      'gen_ai.usage.output_tokens': 144,
      'gen_ai.input.messages': j([
        {
          role: 'user',
          parts: [
            {
              type: 'text',
              content:
                'Using the attached Q3 numbers (revenue 4.2M, churn 3.1 percent, CAC 410), compute LTV with a 72 percent gross margin and tell me if we beat the board target set in memo brd-cnry-0701.',
            },
          ],
        },
      ]),
      'gen_ai.output.messages': j([
        {
          role: 'assistant',
          parts: [
            {
              type: 'server_tool_call',
              id: 'ci_68a1f0c9e1b081909c',
              name: 'code_interpreter',
              server_tool_call: {
                type: 'code_interpreter',
                code: 'arpa = 4.2e6 / 12 / 3100\nchurn = 0.031\nltv = arpa * 0.72 / churn  # board memo ltv-cnry-0702\nprint(round(ltv, 2), round(ltv / 410, 2))',
                container_id: 'cntr_68a1f0c5d4e08190b1c2',
              },
            },
            {
              type: 'server_tool_call_response',
              id: 'ci_68a1f0c9e1b081909c',
              server_tool_call_response: {
                type: 'code_interpreter',
                outputs: [{ type: 'logs', logs: '2521.42 6.15  # run log out-cnry-0703' }],
              },
            },
            {
              type: 'text',
              content:
                'LTV is about 2,521 per customer, an LTV/CAC ratio of 6.1, comfortably above the board target of 4.0 (see summary sum-cnry-0704).',
            },
          ],
          finish_reason: 'stop',
        },
      ]),
    },
    events: [],
    canaries: ['brd-cnry-0701', 'ltv-cnry-0702', 'out-cnry-0703', 'sum-cnry-0704'],
    keeps: ['resp_68a1f0c2b7e48190a3d4c5e6f7a8b9c0', 'gpt-4.1-2025-04-14', 'stop'],
  },
  {
    id: 'otel-openai-agents-v2-transcription-and-speech-text',
    source:
      'opentelemetry-instrumentation-openai-agents-v2 (contrib span_processor; transcription span gen_ai.transcription.text)',
    resource: res('voice-support-line', 'python'),
    scope: 'opentelemetry.instrumentation.openai_agents',
    spanName: 'transcription gpt-4o-transcribe',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'transcription',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'gpt-4o-transcribe',
      'gen_ai.audio.input.format': 'pcm16',
      'gen_ai.output.type': 'text',
      'gen_ai.transcription.text':
        'Hi, this is about my electricity meter, the reading on the bill is way higher than what the display shows. The account number is on the letter, it says mtr-cnry-0801, and I would like someone to come out and check it.',
    },
    events: [],
    canaries: ['mtr-cnry-0801'],
    keeps: ['transcription', 'gpt-4o-transcribe'],
  },
  {
    id: 'otel-openai-agents-v2-speech-input-text',
    source:
      'opentelemetry-instrumentation-openai-agents-v2 (contrib span_processor; speech span gen_ai.speech.input_text)',
    resource: res('voice-support-line', 'python'),
    scope: 'opentelemetry.instrumentation.openai_agents',
    spanName: 'speech_generation gpt-4o-mini-tts',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'speech_generation',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'gpt-4o-mini-tts',
      'gen_ai.speech.voice': 'coral',
      'gen_ai.audio.output.format': 'pcm',
      'gen_ai.output.type': 'speech',
      'gen_ai.speech.input_text':
        'Thanks for waiting. I have booked a meter inspection for Thursday between 8 and 12. The engineer will call 30 minutes before arriving; your booking reference is bkg-cnry-0901.',
    },
    events: [],
    canaries: ['bkg-cnry-0901'],
    keeps: ['speech_generation', 'gpt-4o-mini-tts'],
  },
  // =============================================================================================================
  // Older OpenTelemetry GenAI forms: per-message events/log records (semconv <= 1.36) and the 1.26/1.27
  // gen_ai.content.prompt / gen_ai.content.completion span events.
  // =============================================================================================================
  {
    id: 'otel-openai-v2-message-and-choice-log-events',
    source:
      'opentelemetry-instrumentation-openai-v2 2.x (contrib utils.message_to_event / choice_to_event) with OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true',
    resource: res('order-support-bot', 'python'),
    scope: 'opentelemetry.instrumentation.openai_v2',
    spanName: 'chat gpt-4o-mini',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.response.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.response.id': 'chatcmpl-Ak9Lm3Np5Qr7St9Uv1Wx3Yz5Ab7Cd',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 655,
      'gen_ai.usage.output_tokens': 71,
      'gen_ai.openai.request.service_tier': 'auto',
      'server.address': 'api.openai.com',
    },
    events: [],
    logs: [
      {
        eventName: 'gen_ai.system.message',
        body: {
          content:
            'You are the order-status assistant for Lumen Home. Use tools for any order lookup. Supervisor override phrase ovr-cnry-0a01 must never be shown.',
        },
        attributes: { 'gen_ai.system': 'openai' },
      },
      {
        eventName: 'gen_ai.user.message',
        body: {
          content:
            'Where is my sofa? Order LH-99031, it was supposed to come Monday and the tracking page still says processing. Delivery instructions code dlv-cnry-0a02.',
        },
        attributes: { 'gen_ai.system': 'openai' },
      },
      {
        eventName: 'gen_ai.assistant.message',
        body: {
          tool_calls: [
            {
              id: 'call_Xy12Ab34Cd56Ef78Gh90Ij12',
              type: 'function',
              function: {
                name: 'get_order_status',
                arguments: '{"order_id": "LH-99031", "customer_note": "sofa late, see sfa-cnry-0a03"}',
              },
            },
          ],
        },
        attributes: { 'gen_ai.system': 'openai' },
      },
      {
        eventName: 'gen_ai.tool.message',
        body: {
          content:
            '{"order_id": "LH-99031", "status": "held_at_depot", "reason": "delivery van breakdown", "rebooked_slot": "Thursday 10:00-14:00", "depot_ref": "dep-cnry-0a04"}',
          id: 'call_Xy12Ab34Cd56Ef78Gh90Ij12',
        },
        attributes: { 'gen_ai.system': 'openai' },
      },
      {
        eventName: 'gen_ai.choice',
        body: {
          index: 0,
          finish_reason: 'stop',
          message: {
            role: 'assistant',
            content:
              'Your sofa (order LH-99031) is at our local depot: the delivery van broke down on Monday. It has been rebooked for Thursday between 10:00 and 14:00. Apology voucher code vch-cnry-0a05 has been added to your account.',
          },
        },
        attributes: { 'gen_ai.system': 'openai' },
      },
    ],
    canaries: ['ovr-cnry-0a01', 'dlv-cnry-0a02', 'sfa-cnry-0a03', 'dep-cnry-0a04', 'vch-cnry-0a05'],
    keeps: ['gpt-4o-mini-2024-07-18', 'chatcmpl-Ak9Lm3Np5Qr7St9Uv1Wx3Yz5Ab7Cd', 'stop'],
  },
  {
    id: 'otel-openai-v2-choice-log-parallel-tool-calls',
    source:
      'opentelemetry-instrumentation-openai-v2 2.x (contrib choice_to_event with tool_calls, content capture on)',
    resource: res('travel-desk', 'python'),
    scope: 'opentelemetry.instrumentation.openai_v2',
    spanName: 'chat gpt-4o',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
      'gen_ai.response.id': 'chatcmpl-B2cD4eF6gH8iJ0kL2mN4oP6qR8sT',
      'gen_ai.response.finish_reasons': ['tool_calls'],
      'gen_ai.usage.input_tokens': 740,
      'gen_ai.usage.output_tokens': 62,
    },
    events: [],
    logs: [
      {
        eventName: 'gen_ai.user.message',
        body: {
          content:
            'Rebook me from Lisbon to Berlin on Friday instead of Thursday and move the hotel by one night as well. My loyalty number is in the profile, trip tag lis-cnry-0b01.',
        },
        attributes: { 'gen_ai.system': 'openai' },
      },
      {
        eventName: 'gen_ai.choice',
        body: {
          index: 0,
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            tool_calls: [
              {
                id: 'call_fl1ght9Rb0oK2xQ4',
                type: 'function',
                function: {
                  name: 'rebook_flight',
                  arguments: '{"booking_ref": "TPX7QK", "new_date": "2026-12-11", "remark": "customer asked fri, tag fly-cnry-0b02"}',
                },
              },
              {
                id: 'call_h0tel3Mv5Nw7Px9',
                type: 'function',
                function: {
                  name: 'shift_hotel_stay',
                  arguments: '{"hotel_booking": "HB-55120", "shift_nights": 1, "remark": "late checkin, htl-cnry-0b03"}',
                },
              },
            ],
          },
        },
        attributes: { 'gen_ai.system': 'openai' },
      },
    ],
    canaries: ['lis-cnry-0b01', 'fly-cnry-0b02', 'htl-cnry-0b03'],
    keeps: ['tool_calls', 'chatcmpl-B2cD4eF6gH8iJ0kL2mN4oP6qR8sT', 'gpt-4o-2024-08-06'],
  },
  {
    id: 'otel-vertexai-message-and-choice-log-events',
    source:
      'opentelemetry-instrumentation-vertexai 2.x (contrib events.py: user_event/system_event/tool_event/choice_event, capture content on)',
    resource: res('warranty-helper', 'python', { 'cloud.provider': 'gcp' }),
    scope: 'opentelemetry.instrumentation.vertexai',
    spanName: 'chat gemini-1.5-pro-002',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'vertex_ai',
      'gen_ai.request.model': 'gemini-1.5-pro-002',
      'gen_ai.response.model': 'gemini-1.5-pro-002',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 512,
      'gen_ai.usage.output_tokens': 77,
      'server.address': 'europe-west4-aiplatform.googleapis.com',
    },
    events: [],
    logs: [
      {
        eventName: 'gen_ai.system.message',
        body: {
          role: 'system',
          content: [{ text: 'You check appliance warranties. Quote the coverage clause verbatim. Dealer escalation code dlr-cnry-0c01.' }],
        },
        attributes: { 'gen_ai.system': 'vertex_ai' },
      },
      {
        eventName: 'gen_ai.user.message',
        body: {
          role: 'user',
          content: [
            { text: 'My dishwasher stopped draining after 14 months, serial DW8-22719. Is the pump covered? I bought it at the outlet store, receipt rcpt-cnry-0c02.' },
          ],
        },
        attributes: { 'gen_ai.system': 'vertex_ai' },
      },
      {
        eventName: 'gen_ai.tool.message',
        body: {
          role: 'user',
          id: 'check_warranty_0',
          content: { coverage: 'parts and labour 24 months', clause: '3.1 drain pump and motor covered; clause text ref cls-cnry-0c03' },
        },
        attributes: { 'gen_ai.system': 'vertex_ai' },
      },
      {
        eventName: 'gen_ai.choice',
        body: {
          finish_reason: 'stop',
          index: 0,
          message: {
            role: 'model',
            content: [
              { text: 'Yes. Clause 3.1 covers the drain pump and motor for 24 months including labour, so a repair at 14 months is free. I opened claim WC-4410; a technician will contact you (visit note vst-cnry-0c04).' },
            ],
          },
        },
        attributes: { 'gen_ai.system': 'vertex_ai' },
      },
    ],
    canaries: ['dlr-cnry-0c01', 'rcpt-cnry-0c02', 'cls-cnry-0c03', 'vst-cnry-0c04'],
    keeps: ['gemini-1.5-pro-002', 'stop'],
  },
  {
    id: 'openlit-legacy-content-prompt-completion-span-events',
    source:
      'OpenLIT Python SDK 1.33 (span events gen_ai.content.prompt {gen_ai.prompt} / gen_ai.content.completion {gen_ai.completion}, semconv 1.26-style)',
    resource: res('it-helpdesk', 'python', { 'deployment.environment': 'production' }),
    scope: 'openlit.otel.tracing',
    spanName: 'chat gpt-4o',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
      'gen_ai.response.id': 'chatcmpl-Dq1Wr3Ty5Ui7Op9As1Df3Gh5Jk7',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 233,
      'gen_ai.usage.output_tokens': 119,
      'gen_ai.usage.cost': 0.00177,
      'gen_ai.application_name': 'it-helpdesk',
      'gen_ai.environment': 'production',
    },
    events: [
      {
        name: 'gen_ai.content.prompt',
        attributes: {
          'gen_ai.prompt':
            'system: You are the internal IT helpdesk. Do not share admin credentials; break-glass id brk-cnry-0d01 is for on-call only.\nuser: My laptop says BitLocker recovery needed after the BIOS update. Asset tag LT-20455, my desk is 4F-112, ticket ref blk-cnry-0d02.',
        },
      },
      {
        name: 'gen_ai.content.completion',
        attributes: {
          'gen_ai.completion':
            'Please do not power the laptop off. Open the self-service portal on your phone, choose Devices > LT-20455 > Show recovery key, and type the 48-digit key at the blue screen. If the portal refuses, I have queued a callback under case rcv-cnry-0d03.',
        },
      },
    ],
    canaries: ['brk-cnry-0d01', 'blk-cnry-0d02', 'rcv-cnry-0d03'],
    keeps: ['gpt-4o-2024-08-06', 'chatcmpl-Dq1Wr3Ty5Ui7Op9As1Df3Gh5Jk7', 'stop'],
  },
  {
    id: 'otel-semconv-1-26-content-prompt-json-events',
    source:
      'OpenTelemetry GenAI semantic conventions v1.26.0 llm-spans.md (gen_ai.content.prompt event with gen_ai.prompt, gen_ai.content.completion with gen_ai.completion, OpenAI messages JSON)',
    resource: res('recipe-assistant', 'python'),
    scope: 'recipe_assistant.llm',
    spanName: 'chat gpt-4',
    kind: 'client',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4',
      'gen_ai.response.model': 'gpt-4-0613',
      'gen_ai.response.id': 'chatcmpl-9J3uIL87gldCFtiIbyaOvTeYBRA3x',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 88,
      'gen_ai.usage.output_tokens': 140,
    },
    events: [
      {
        name: 'gen_ai.content.prompt',
        attributes: {
          'gen_ai.prompt': j([
            { role: 'system', content: 'You adapt recipes for allergies. House rule tag alg-cnry-0e01.' },
            { role: 'user', content: 'Make my grandmother lemon cake nut-free; the original uses 100 g ground almonds and family secret step sec-cnry-0e02.' },
          ]),
        },
      },
      {
        name: 'gen_ai.content.completion',
        attributes: {
          'gen_ai.completion': j([
            {
              role: 'assistant',
              content:
                'Swap the 100 g ground almonds for 80 g fine semolina plus 20 g extra butter, and add 1 tsp baking powder to keep the crumb light. Keep the lemon syrup step unchanged (variant cake-cnry-0e03).',
            },
          ]),
        },
      },
    ],
    canaries: ['alg-cnry-0e01', 'sec-cnry-0e02', 'cake-cnry-0e03'],
    keeps: ['gpt-4-0613', 'chatcmpl-9J3uIL87gldCFtiIbyaOvTeYBRA3x', 'stop'],
  },
  // =============================================================================================================
  // OpenLLMetry / Traceloop (indexed gen_ai.prompt.{i}.* attributes, traceloop.entity.*, newest JSON messages)
  // =============================================================================================================
  {
    id: 'openllmetry-openai-chat-indexed-prompts-completions',
    source:
      'opentelemetry-instrumentation-openai 0.49.8 (OpenLLMetry; chat_wrappers._set_prompts / _set_completions, gen_ai.prompt.{i}.role/content)',
    resource: res('concierge-api', 'python'),
    scope: 'opentelemetry.instrumentation.openai.v1',
    spanName: 'openai.chat',
    kind: 'client',
    attributes: {
      'llm.request.type': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.request.temperature': 0.3,
      'llm.headers': 'None',
      'llm.is_streaming': false,
      'gen_ai.openai.api_base': 'https://api.openai.com/v1/',
      'gen_ai.prompt.0.role': 'system',
      'gen_ai.prompt.0.content':
        'You are the hotel concierge for Harbor Grand. Recommend only partner restaurants. Partner discount code prt-cnry-0f01 is staff-only.',
      'gen_ai.prompt.1.role': 'user',
      'gen_ai.prompt.1.content':
        'We are celebrating our 10th anniversary tomorrow, table for two around 8pm, my wife is vegetarian and allergic to sesame. Room 1207, surprise code anv-cnry-0f02.',
      'gen_ai.prompt.2.role': 'assistant',
      'gen_ai.prompt.2.content':
        'Congratulations! Would you prefer a harbour view or a quieter garden terrace?',
      'gen_ai.prompt.3.role': 'user',
      'gen_ai.prompt.3.content': 'Harbour view please, and can they do a small cake with a candle? Message on cake: ten-cnry-0f03.',
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
      'gen_ai.response.id': 'chatcmpl-AfY3vGm2Kp8Lq1Rs4Tu6Vw8Xy0Zb',
      'gen_ai.openai.system_fingerprint': 'fp_a7d06e42a7',
      'gen_ai.completion.0.finish_reason': 'stop',
      'gen_ai.completion.0.role': 'assistant',
      'gen_ai.completion.0.content':
        'I recommend Salt & Lantern on Pier 3: harbour-view tables, a fully vegetarian tasting menu, and the kitchen can prepare it sesame-free. I will request a window table for 20:00 and a small lemon cake with a candle; confirmation will be sent to room 1207 under booking bkr-cnry-0f04.',
      'gen_ai.usage.input_tokens': 318,
      'gen_ai.usage.output_tokens': 97,
      'llm.usage.total_tokens': 415,
    },
    events: [],
    canaries: ['prt-cnry-0f01', 'anv-cnry-0f02', 'ten-cnry-0f03', 'bkr-cnry-0f04'],
    keeps: ['gpt-4o-2024-08-06', 'chatcmpl-AfY3vGm2Kp8Lq1Rs4Tu6Vw8Xy0Zb', 'stop', 'chat'],
  },
  {
    id: 'openllmetry-openai-tool-calls-and-request-functions',
    source:
      'opentelemetry-instrumentation-openai 0.49.8 (OpenLLMetry; llm.request.functions.{i}.*, gen_ai.prompt.{i}.tool_calls.{j}.*, gen_ai.completion.{i}.tool_calls.{j}.*)',
    resource: res('bank-disputes-agent', 'python'),
    scope: 'opentelemetry.instrumentation.openai.v1',
    spanName: 'openai.chat',
    kind: 'client',
    attributes: {
      'llm.request.type': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-mini',
      'llm.is_streaming': false,
      'llm.request.functions.0.name': 'get_card_transactions',
      'llm.request.functions.0.description': 'List card transactions for a date range.',
      'llm.request.functions.0.parameters': py({
        type: 'object',
        properties: { card_last4: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
        required: ['card_last4'],
      }),
      'llm.request.functions.1.name': 'open_dispute',
      'llm.request.functions.1.description': 'Open a chargeback dispute for one transaction.',
      'llm.request.functions.1.parameters': py({
        type: 'object',
        properties: { transaction_id: { type: 'string' }, reason: { type: 'string' } },
        required: ['transaction_id', 'reason'],
      }),
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content':
        'There is a charge of 312.40 from GALAXY ELECTRONICS on my card ending 7781 that I never made. I was in Porto that day. Statement note stm-cnry-1001.',
      'gen_ai.prompt.1.role': 'assistant',
      'gen_ai.prompt.1.tool_calls.0.id': 'call_tx9Lk2Mn4Pq6Rs8T',
      'gen_ai.prompt.1.tool_calls.0.name': 'get_card_transactions',
      'gen_ai.prompt.1.tool_calls.0.arguments': '{"card_last4": "7781", "from": "2026-11-20", "to": "2026-11-27", "memo": "porto trip txn-cnry-1002"}',
      'gen_ai.prompt.2.role': 'tool',
      'gen_ai.prompt.2.content':
        '[{"id": "TX-88412", "merchant": "GALAXY ELECTRONICS", "amount": 312.40, "city": "Lyon", "channel": "card-not-present", "risk_note": "geo mismatch flagged geo-cnry-1003"}]',
      'gen_ai.prompt.2.tool_call_id': 'call_tx9Lk2Mn4Pq6Rs8T',
      'gen_ai.response.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.response.id': 'chatcmpl-Ef5Gh7Ij9Kl1Mn3Op5Qr7St9Uv1W',
      'gen_ai.completion.0.finish_reason': 'tool_calls',
      'gen_ai.completion.0.role': 'assistant',
      'gen_ai.completion.0.tool_calls.0.id': 'call_dsp4Vw6Xy8Za0Bc2',
      'gen_ai.completion.0.tool_calls.0.name': 'open_dispute',
      'gen_ai.completion.0.tool_calls.0.arguments':
        '{"transaction_id": "TX-88412", "reason": "Cardholder was in Porto; card-not-present purchase in Lyon not authorised. Ref dsp-cnry-1004"}',
      'gen_ai.usage.input_tokens': 701,
      'gen_ai.usage.output_tokens': 58,
      'llm.usage.total_tokens': 759,
    },
    events: [],
    canaries: ['stm-cnry-1001', 'txn-cnry-1002', 'geo-cnry-1003', 'dsp-cnry-1004'],
    keeps: ['gpt-4o-mini-2024-07-18', 'chatcmpl-Ef5Gh7Ij9Kl1Mn3Op5Qr7St9Uv1W', 'tool_calls'],
  },
  {
    id: 'openllmetry-anthropic-messages-system-and-tool-use',
    source:
      'opentelemetry-instrumentation-anthropic 0.49.8 (OpenLLMetry; span_utils.aset_input_attributes: system as gen_ai.prompt.0, list content json.dumps, tool_use blocks as tool_calls)',
    resource: res('legal-intake', 'python'),
    scope: 'opentelemetry.instrumentation.anthropic',
    spanName: 'anthropic.chat',
    kind: 'client',
    attributes: {
      'llm.request.type': 'chat',
      'gen_ai.system': 'Anthropic',
      'gen_ai.request.model': 'claude-sonnet-4-20250514',
      'gen_ai.request.max_tokens': 1024,
      'llm.is_streaming': false,
      'gen_ai.prompt.0.content':
        'You screen tenancy disputes for a legal aid clinic. Never give definitive legal advice. Clinic intake password clin-cnry-1101.',
      'gen_ai.prompt.0.role': 'system',
      'gen_ai.prompt.1.content':
        'My landlord kept my whole 1,800 deposit saying the walls needed repainting after 4 years. I have move-in photos. Unit 3B, landlord ref lnd-cnry-1102.',
      'gen_ai.prompt.1.role': 'user',
      'gen_ai.prompt.2.content': py([
        { type: 'text', text: 'Let me check the deposit protection registry first.' },
        { type: 'tool_use', id: 'toolu_01Dp7Xq9Rz', name: 'lookup_deposit_scheme', input: { tenant_postcode: 'M14 5RT', note: 'unit 3B, dep-cnry-1103' } },
      ]),
      'gen_ai.prompt.2.role': 'assistant',
      'gen_ai.prompt.2.tool_calls.0.id': 'toolu_01Dp7Xq9Rz',
      'gen_ai.prompt.2.tool_calls.0.name': 'lookup_deposit_scheme',
      'gen_ai.prompt.2.tool_calls.0.arguments': py({ tenant_postcode: 'M14 5RT', note: 'unit 3B, dep-cnry-1103' }),
      'gen_ai.prompt.3.content': py([
        {
          type: 'tool_result',
          tool_use_id: 'toolu_01Dp7Xq9Rz',
          content: 'No protection record found for M14 5RT unit 3B in any of the three schemes. Registry trace reg-cnry-1104.',
        },
      ]),
      'gen_ai.prompt.3.role': 'user',
      'gen_ai.response.model': 'claude-sonnet-4-20250514',
      'gen_ai.response.id': 'msg_01HcW2s8Jz4kLm6Np8Qr0St2',
      'gen_ai.completion.0.finish_reason': 'end_turn',
      'gen_ai.completion.0.role': 'assistant',
      'gen_ai.completion.0.content':
        'The registry shows no protection record for your deposit. If that is confirmed, a landlord who failed to protect a deposit can be ordered to repay it plus a penalty, and normal repainting after 4 years is usually fair wear and tear. I have flagged your case for a clinic caseworker (case note cwk-cnry-1105).',
      'gen_ai.usage.input_tokens': 1422,
      'gen_ai.usage.output_tokens': 133,
      'llm.usage.total_tokens': 1555,
    },
    events: [],
    canaries: ['clin-cnry-1101', 'lnd-cnry-1102', 'dep-cnry-1103', 'reg-cnry-1104', 'cwk-cnry-1105'],
    keeps: ['claude-sonnet-4-20250514', 'msg_01HcW2s8Jz4kLm6Np8Qr0St2', 'end_turn'],
  },
  {
    id: 'openllmetry-anthropic-legacy-completions-prompt-user',
    source:
      'opentelemetry-instrumentation-anthropic 0.49.8 (OpenLLMetry; completions API: gen_ai.prompt.0.user and gen_ai.completion.0.content)',
    resource: res('ticket-summarizer', 'python'),
    scope: 'opentelemetry.instrumentation.anthropic',
    spanName: 'anthropic.completion',
    kind: 'client',
    attributes: {
      'llm.request.type': 'completion',
      'gen_ai.system': 'Anthropic',
      'gen_ai.request.model': 'claude-2.1',
      'gen_ai.request.max_tokens': 300,
      'gen_ai.prompt.0.user':
        '\n\nHuman: Summarise this support ticket in two sentences: "Customer Dana reports the mobile app logs her out every 5 minutes since version 8.2; she reinstalled twice; device id dev-cnry-1201."\n\nAssistant:',
      'gen_ai.response.model': 'claude-2.1',
      'gen_ai.response.id': 'compl_01Ka7Lm9Nb2Vc4Xz6Qw8Er0T',
      'gen_ai.completion.0.finish_reason': 'stop_sequence',
      'gen_ai.completion.0.role': 'assistant',
      'gen_ai.completion.0.content':
        ' Since updating to 8.2 the customer is logged out of the mobile app every five minutes, and reinstalling has not helped. Likely a session-token refresh regression (summary tag sum-cnry-1202).',
    },
    events: [],
    canaries: ['dev-cnry-1201', 'sum-cnry-1202'],
    keeps: ['claude-2.1', 'compl_01Ka7Lm9Nb2Vc4Xz6Qw8Er0T', 'stop_sequence'],
  },
  {
    id: 'traceloop-sdk-workflow-decorator-entity-input-output',
    source:
      'traceloop-sdk 0.49 @workflow decorator (decorators/base.py: traceloop.entity.input = json.dumps({"args", "kwargs"}), traceloop.entity.output = json.dumps(result))',
    resource: res('support-triage', 'python'),
    scope: 'traceloop.tracer',
    spanName: 'support_ticket_triage.workflow',
    kind: 'internal',
    attributes: {
      'traceloop.span.kind': 'workflow',
      'traceloop.workflow.name': 'support_ticket_triage',
      'traceloop.entity.name': 'support_ticket_triage',
      'traceloop.entity.path': '',
      'traceloop.association.properties.tenant': 'acme-eu',
      'traceloop.entity.input': py({
        args: [
          'Subject: Payroll export broken\n\nHi team, since Monday the payroll CSV export adds a blank column before IBAN and our bank rejects the file. Company id 4471, export job exp-cnry-1301.',
        ],
        kwargs: { priority_hint: 'high', customer_tier: 'enterprise', agent_notes: 'customer already escalated by phone, callback cbk-cnry-1302' },
      }),
      'traceloop.entity.output': py({
        category: 'bug',
        component: 'payroll-export',
        priority: 'P1',
        suggested_reply:
          'Thanks for the detailed report. We reproduced the extra column in the payroll CSV export and a fix is being deployed today; meanwhile please use the XLSX export. Reply draft id rpl-cnry-1303.',
      }),
    },
    events: [],
    canaries: ['exp-cnry-1301', 'cbk-cnry-1302', 'rpl-cnry-1303'],
    keeps: ['workflow', 'support_ticket_triage'],
  },
  {
    id: 'traceloop-sdk-task-decorator-string-output',
    source:
      'traceloop-sdk 0.49 @task decorator (traceloop.span.kind=task, traceloop.entity.input/output JSON)',
    resource: res('support-triage', 'python'),
    scope: 'traceloop.tracer',
    spanName: 'draft_customer_reply.task',
    kind: 'internal',
    attributes: {
      'traceloop.span.kind': 'task',
      'traceloop.workflow.name': 'support_ticket_triage',
      'traceloop.entity.name': 'draft_customer_reply',
      'traceloop.entity.path': 'support_ticket_triage',
      'traceloop.entity.input': py({
        args: [],
        kwargs: {
          ticket_summary: 'Payroll CSV has an extra blank column before IBAN; bank rejects file; see thread thr-cnry-1401',
          tone: 'apologetic',
        },
      }),
      'traceloop.entity.output': py(
        'Hi Marta, I am sorry for the trouble with this week payroll run. Our engineers have confirmed the extra column and are shipping a fix today. Until then the XLSX export is unaffected. Internal ref ack-cnry-1402.',
      ),
    },
    events: [],
    canaries: ['thr-cnry-1401', 'ack-cnry-1402'],
    keeps: ['task', 'draft_customer_reply'],
  },
  {
    id: 'openllmetry-langchain-chain-workflow-entity-io',
    source:
      'opentelemetry-instrumentation-langchain 0.49.8 (OpenLLMetry callback_handler.on_chain_start/on_chain_end: {"inputs","tags","metadata","kwargs"} / {"outputs","kwargs"})',
    resource: res('docs-qa', 'python'),
    scope: 'opentelemetry.instrumentation.langchain',
    spanName: 'RunnableSequence.workflow',
    kind: 'internal',
    attributes: {
      'traceloop.span.kind': 'workflow',
      'traceloop.workflow.name': 'RunnableSequence',
      'traceloop.entity.name': 'RunnableSequence',
      'traceloop.entity.path': '',
      'traceloop.entity.input': py({
        inputs: {
          question: 'How do I rotate the API signing key without downtime for workspace wsp-cnry-1501?',
          context:
            'Signing keys: create a secondary key, deploy verifiers that accept both, switch signers, then revoke the old key after 24h. Runbook excerpt rbk-cnry-1502.',
        },
        tags: [],
        metadata: {},
        kwargs: { name: 'RunnableSequence' },
      }),
      'traceloop.entity.output': py({
        outputs:
          'Create a secondary signing key, roll out verifiers that accept both keys, switch your signers to the new key, and revoke the old key after 24 hours. Done this way there is no downtime (answer ans-cnry-1503).',
        kwargs: { tags: [] },
      }),
    },
    events: [],
    canaries: ['wsp-cnry-1501', 'rbk-cnry-1502', 'ans-cnry-1503'],
    keeps: ['workflow', 'RunnableSequence'],
  },
  {
    id: 'openllmetry-langchain-tool-input-str-output',
    source:
      'opentelemetry-instrumentation-langchain 0.49.8 (OpenLLMetry callback_handler.on_tool_start/on_tool_end: {"input_str","tags","metadata","inputs","kwargs"} / {"output","kwargs"})',
    resource: res('docs-qa', 'python'),
    scope: 'opentelemetry.instrumentation.langchain',
    spanName: 'search_runbooks.tool',
    kind: 'internal',
    attributes: {
      'traceloop.span.kind': 'tool',
      'traceloop.workflow.name': 'AgentExecutor',
      'traceloop.entity.name': 'search_runbooks',
      'traceloop.entity.path': 'AgentExecutor',
      'traceloop.entity.input': py({
        input_str: pyRepr({ query: 'rotate signing key zero downtime', workspace: 'prod-eu', requester_note: 'asked by oncall, page pgr-cnry-1601' }),
        tags: [],
        metadata: {},
        inputs: { query: 'rotate signing key zero downtime', workspace: 'prod-eu', requester_note: 'asked by oncall, page pgr-cnry-1601' },
        kwargs: { color: 'green', name: 'search_runbooks' },
      }),
      'traceloop.entity.output': py({
        output:
          'RB-114 Key rotation: 1) create secondary key 2) deploy dual verifiers 3) switch signers 4) revoke after 24h. Owner team platform-sec, doc rev rev-cnry-1602.',
        kwargs: { color: 'green', name: 'search_runbooks' },
      }),
    },
    events: [],
    canaries: ['pgr-cnry-1601', 'rev-cnry-1602'],
    keeps: ['tool', 'search_runbooks'],
  },
  {
    id: 'openllmetry-openai-latest-input-output-messages-json',
    source:
      'opentelemetry-instrumentation-openai 0.62 (OpenLLMetry; chat_wrappers._set_input_messages/_set_output_messages: gen_ai.input.messages via json.dumps with parts)',
    resource: res('mortgage-helper', 'python'),
    scope: 'opentelemetry.instrumentation.openai.v1',
    spanName: 'openai.chat',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'gpt-4.1-mini',
      'gen_ai.openai.api_base': 'https://api.openai.com/v1/',
      'gen_ai.is_streaming': false,
      'gen_ai.input.messages': py([
        {
          role: 'system',
          parts: [{ content: 'You explain mortgage offers in plain language. Broker commission table id com-cnry-1701 is confidential.', type: 'text' }],
        },
        {
          role: 'user',
          parts: [
            {
              content:
                'Offer A: 3.85% fixed for 5 years, 999 fee. Offer B: 4.05% fixed, no fee. Loan 240,000 over 25 years. Which is cheaper over 5 years? Application ref app-cnry-1702.',
              type: 'text',
            },
          ],
        },
        {
          role: 'assistant',
          parts: [
            { type: 'tool_call', name: 'amortize', id: 'call_am0rt1z3Q8', arguments: { principal: 240000, years: 25, rates: [3.85, 4.05], note: 'compare 5y, calc-cnry-1703' } },
          ],
        },
        {
          role: 'tool',
          parts: [{ type: 'tool_call_response', id: 'call_am0rt1z3Q8', response: '{"A_5y_cost": 47130.2, "B_5y_cost": 49018.7, "audit": "amz-cnry-1704"}' }],
        },
      ]),
      'gen_ai.output.messages': py([
        {
          role: 'assistant',
          parts: [
            {
              content:
                'Offer A is cheaper: over five years you would pay about 47,130 in interest and fees versus 49,019 for Offer B, a saving of roughly 1,890 even after the 999 fee (comparison cmp-cnry-1705).',
              type: 'text',
            },
          ],
          finish_reason: 'stop',
        },
      ]),
      'gen_ai.response.model': 'gpt-4.1-mini-2025-04-14',
      'gen_ai.response.id': 'chatcmpl-Gh2Jk4Lm6Np8Qr0St2Uv4Wx6Yz8A',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 566,
      'gen_ai.usage.output_tokens': 74,
      'gen_ai.usage.total_tokens': 640,
    },
    events: [],
    canaries: ['com-cnry-1701', 'app-cnry-1702', 'calc-cnry-1703', 'amz-cnry-1704', 'cmp-cnry-1705'],
    keeps: ['gpt-4.1-mini-2025-04-14', 'chatcmpl-Gh2Jk4Lm6Np8Qr0St2Uv4Wx6Yz8A', 'stop', 'chat'],
  },
  {
    id: 'openllmetry-openai-event-mode-log-records',
    source:
      'opentelemetry-instrumentation-openai 0.49.8 with use_legacy_attributes=False (OpenLLMetry event_emitter: gen_ai.{role}.message / gen_ai.choice log records, role dropped when implied)',
    resource: res('pharmacy-refills', 'python'),
    scope: 'opentelemetry.instrumentation.openai.v1',
    spanName: 'openai.chat',
    kind: 'client',
    attributes: {
      'llm.request.type': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.response.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.response.id': 'chatcmpl-Hj3Kl5Mn7Op9Qr1St3Uv5Wx7Yz9B',
      'gen_ai.usage.input_tokens': 288,
      'gen_ai.usage.output_tokens': 64,
      'llm.usage.total_tokens': 352,
    },
    events: [],
    logs: [
      {
        eventName: 'gen_ai.system.message',
        body: { content: 'You handle prescription refill requests. Never change dosages. Pharmacist on duty code rxd-cnry-1801.' },
        attributes: { 'gen_ai.system': 'openai' },
      },
      {
        eventName: 'gen_ai.user.message',
        body: { content: 'Please refill my lisinopril 10 mg, I have 3 tablets left. Pharmacy profile pin pin-cnry-1802.' },
        attributes: { 'gen_ai.system': 'openai' },
      },
      {
        eventName: 'gen_ai.choice',
        body: {
          index: 0,
          message: {
            content:
              'Your lisinopril 10 mg refill has been requested and will be ready for pickup tomorrow after 2 pm. If you run out before then, the pharmacist can provide an emergency supply (request rfl-cnry-1803).',
          },
          finish_reason: 'stop',
        },
        attributes: { 'gen_ai.system': 'openai' },
      },
    ],
    canaries: ['rxd-cnry-1801', 'pin-cnry-1802', 'rfl-cnry-1803'],
    keeps: ['gpt-4o-mini-2024-07-18', 'chatcmpl-Hj3Kl5Mn7Op9Qr1St3Uv5Wx7Yz9B'],
  },
  {
    id: 'openllmetry-crewai-agent-goal-backstory',
    source:
      'opentelemetry-instrumentation-crewai (OpenLLMetry HEAD; wrap_agent_execute_task "{role}.agent" span + CrewAISpanAttributes crewai.agent.*)',
    resource: res('disputes-crew', 'python'),
    scope: 'opentelemetry.instrumentation.crewai',
    spanName: 'Billing Dispute Specialist.agent',
    kind: 'client',
    attributes: {
      'traceloop.span.kind': 'agent',
      'gen_ai.provider.name': 'crewai',
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.name': 'Billing Dispute Specialist',
      'gen_ai.agent.id': '5f0c9a1e-7b2d-4c3e-9f8a-1d2e3f4a5b6c',
      'crewai.agent.role': 'Billing Dispute Specialist',
      'crewai.agent.goal':
        'Resolve duplicate-charge disputes within one reply, citing the ledger entry; escalate anything above 500 EUR using escalation key esc-cnry-1901',
      'crewai.agent.backstory':
        'You spent ten years in the finance back office of a subscription company and know every way a card capture can be retried. You keep the customer informed and never blame them. Persona file per-cnry-1902.',
      'crewai.agent.tools': py([{ name: 'ledger_lookup', description: 'Look up ledger entries by invoice.' }]),
      'crewai.agent.llm': 'gpt-4o-mini',
      'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.response.model': 'gpt-4o-mini',
      'gen_ai.usage.input_tokens': 2210,
      'gen_ai.usage.output_tokens': 391,
    },
    events: [],
    canaries: ['esc-cnry-1901', 'per-cnry-1902'],
    keeps: ['invoke_agent', 'gpt-4o-mini', 'Billing Dispute Specialist'],
  },
  {
    id: 'openllmetry-crewai-task-expected-output-result',
    source:
      'opentelemetry-instrumentation-crewai (OpenLLMetry HEAD; wrap_task_execute "{description}.task" span, crewai.task.*, traceloop.entity.output=str(result))',
    resource: res('disputes-crew', 'python'),
    scope: 'opentelemetry.instrumentation.crewai',
    spanName: 'Review the duplicate charge dispute.task',
    kind: 'internal',
    attributes: {
      'traceloop.span.kind': 'task',
      'gen_ai.provider.name': 'crewai',
      'gen_ai.operation.name': 'invoke_agent',
      'crewai.task.description': 'Review the duplicate charge dispute',
      'crewai.task.expected_output':
        'A customer-ready reply that names the duplicated invoice line, states the refund amount, and includes the dispute reference exp-cnry-1a01',
      'crewai.task.agent': 'Billing Dispute Specialist',
      'crewai.task.async_execution': 'False',
      'crewai.task.human_input': 'False',
      'traceloop.entity.output':
        'Dear customer, we confirmed that invoice INV-2026-11-4471 was charged twice on 1 November. A refund of 49.00 EUR for the duplicate line was issued today and will reach your card within 5 business days. Dispute reference dsp-cnry-1a02.',
    },
    events: [],
    canaries: ['exp-cnry-1a01', 'dsp-cnry-1a02'],
    keeps: ['invoke_agent', 'task'],
  },
  {
    id: 'openlit-mistral-chat-messages-tool-args-and-inference-event',
    source:
      'OpenLIT Python SDK 1.39 (instrumentation/mistral/utils.py: gen_ai.input.messages / gen_ai.output.messages JSON on span, gen_ai.tool.args joined, emit_inference_event gen_ai.client.inference.operation.details)',
    resource: res('hr-assistant', 'python', { 'deployment.environment': 'production' }),
    scope: 'openlit.otel.tracing',
    spanName: 'chat mistral-large-latest',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'mistral_ai',
      'gen_ai.request.model': 'mistral-large-latest',
      'gen_ai.response.model': 'mistral-large-2411',
      'gen_ai.response.id': '3c9e5a7b1d2f4e6a8b0c2d4e6f8a0b1c',
      'gen_ai.response.finish_reasons': ['tool_calls'],
      'gen_ai.output.type': 'text',
      'gen_ai.usage.input_tokens': 402,
      'gen_ai.usage.output_tokens': 38,
      'gen_ai.tool.name': 'book_room',
      'gen_ai.tool.call.id': 'Qx7Rt2Yp9',
      'gen_ai.tool.args': '{"room": "Fjord 2", "date": "2026-12-15", "slot": "14:00-15:00", "title": "Exit interview, file ext-cnry-1b01"}',
      'gen_ai.input.messages': py([
        { role: 'system', parts: [{ type: 'text', content: 'You are the HR scheduling assistant. Confidential case codes like case-cnry-1b02 must not be repeated.' }] },
        { role: 'user', parts: [{ type: 'text', content: 'Book a quiet room for an exit interview with Jonas on 15 December at 2pm, one hour. Reason on file: relocation rel-cnry-1b03.' }] },
      ]),
      'gen_ai.output.messages': py([
        {
          role: 'assistant',
          parts: [
            { type: 'tool_call', id: 'Qx7Rt2Yp9', name: 'book_room', arguments: { room: 'Fjord 2', date: '2026-12-15', slot: '14:00-15:00', title: 'Exit interview, file ext-cnry-1b01' } },
          ],
          finish_reason: 'tool_call',
        },
      ]),
    },
    events: [],
    logs: [
      {
        eventName: 'gen_ai.client.inference.operation.details',
        body: '',
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.request.model': 'mistral-large-latest',
          'gen_ai.response.model': 'mistral-large-2411',
          'gen_ai.response.id': '3c9e5a7b1d2f4e6a8b0c2d4e6f8a0b1c',
          'gen_ai.input.messages': py([
            { role: 'system', parts: [{ type: 'text', content: 'You are the HR scheduling assistant. Confidential case codes like case-cnry-1b02 must not be repeated.' }] },
            { role: 'user', parts: [{ type: 'text', content: 'Book a quiet room for an exit interview with Jonas on 15 December at 2pm, one hour. Reason on file: relocation rel-cnry-1b03.' }] },
          ]),
          'gen_ai.output.messages': py([
            {
              role: 'assistant',
              parts: [
                { type: 'tool_call', id: 'Qx7Rt2Yp9', name: 'book_room', arguments: { room: 'Fjord 2', date: '2026-12-15', slot: '14:00-15:00', title: 'Exit interview, file ext-cnry-1b01' } },
              ],
              finish_reason: 'tool_call',
            },
          ]),
        },
      },
    ],
    canaries: ['ext-cnry-1b01', 'case-cnry-1b02', 'rel-cnry-1b03'],
    keeps: ['mistral-large-2411', '3c9e5a7b1d2f4e6a8b0c2d4e6f8a0b1c', 'tool_calls'],
  },
  // =============================================================================================================
  // OpenInference (Arize Phoenix) instrumentations: flattened llm.input_messages / llm.output_messages,
  // input.value / output.value with mime types, retrieval/reranker documents, prompt templates, embeddings.
  // =============================================================================================================
  {
    id: 'openinference-openai-chat-tool-round-trip',
    source:
      'openinference-instrumentation-openai (Arize; _request_attributes_extractor / _response_attributes_extractor, openinference-semantic-conventions trace/__init__.py)',
    resource: res('telco-support', 'python', { 'openinference.project.name': 'telco-support' }),
    scope: 'openinference.instrumentation.openai',
    spanName: 'ChatCompletion',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.provider': 'openai',
      'llm.system': 'openai',
      'input.mime_type': 'application/json',
      'input.value': py(
        {
          messages: [
            { role: 'system', content: 'You are the roaming-support agent for Nordtel. Never read out the SIM PUK; supervisor bypass svr-cnry-1c01.' },
            { role: 'user', content: 'I landed in Tokyo and have no data even though I bought the Asia roaming pack yesterday. Number ends 3390, pack receipt pak-cnry-1c02.' },
            {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: 'call_rm9Pq2Lx7Vb4',
                  type: 'function',
                  function: { name: 'check_roaming_pack', arguments: '{"msisdn_suffix": "3390", "country": "JP", "note": "pack bought yesterday, chk-cnry-1c03"}' },
                },
              ],
            },
            { role: 'tool', tool_call_id: 'call_rm9Pq2Lx7Vb4', content: '{"pack": "ASIA-7D", "status": "pending_activation", "blocker": "data roaming switch off on line", "trace": "blk-cnry-1c04"}' },
          ],
          model: 'gpt-4o',
          temperature: 0.1,
          tools: [{ type: 'function', function: { name: 'check_roaming_pack', parameters: { type: 'object', properties: { msisdn_suffix: { type: 'string' } } } } }],
        },
        false,
      ),
      'llm.invocation_parameters': py({ model: 'gpt-4o', temperature: 0.1 }, false),
      'llm.tools.0.tool.json_schema': py(
        { type: 'function', function: { name: 'check_roaming_pack', parameters: { type: 'object', properties: { msisdn_suffix: { type: 'string' } } } } },
        false,
      ),
      'llm.input_messages.0.message.role': 'system',
      'llm.input_messages.0.message.content':
        'You are the roaming-support agent for Nordtel. Never read out the SIM PUK; supervisor bypass svr-cnry-1c01.',
      'llm.input_messages.1.message.role': 'user',
      'llm.input_messages.1.message.content':
        'I landed in Tokyo and have no data even though I bought the Asia roaming pack yesterday. Number ends 3390, pack receipt pak-cnry-1c02.',
      'llm.input_messages.2.message.role': 'assistant',
      'llm.input_messages.2.message.tool_calls.0.tool_call.id': 'call_rm9Pq2Lx7Vb4',
      'llm.input_messages.2.message.tool_calls.0.tool_call.function.name': 'check_roaming_pack',
      'llm.input_messages.2.message.tool_calls.0.tool_call.function.arguments':
        '{"msisdn_suffix": "3390", "country": "JP", "note": "pack bought yesterday, chk-cnry-1c03"}',
      'llm.input_messages.3.message.role': 'tool',
      'llm.input_messages.3.message.tool_call_id': 'call_rm9Pq2Lx7Vb4',
      'llm.input_messages.3.message.content':
        '{"pack": "ASIA-7D", "status": "pending_activation", "blocker": "data roaming switch off on line", "trace": "blk-cnry-1c04"}',
      'llm.model_name': 'gpt-4o-2024-08-06',
      'output.mime_type': 'application/json',
      'output.value': j({
        id: 'chatcmpl-Jk4Lm6No8Pq0Rs2Tu4Vw6Xy8Za0C',
        object: 'chat.completion',
        created: 1796611200,
        model: 'gpt-4o-2024-08-06',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content:
                'Your Asia 7-day pack is bought but waiting to activate because data roaming is switched off on your line. Go to Settings > Mobile data > Roaming and turn it on; the pack will start within 5 minutes (fix ref fix-cnry-1c05).',
            },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 431, completion_tokens: 61, total_tokens: 492 },
      }),
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.content':
        'Your Asia 7-day pack is bought but waiting to activate because data roaming is switched off on your line. Go to Settings > Mobile data > Roaming and turn it on; the pack will start within 5 minutes (fix ref fix-cnry-1c05).',
      'llm.finish_reason': 'stop',
      'llm.token_count.prompt': 431,
      'llm.token_count.completion': 61,
      'llm.token_count.total': 492,
    },
    events: [],
    canaries: ['svr-cnry-1c01', 'pak-cnry-1c02', 'chk-cnry-1c03', 'blk-cnry-1c04', 'fix-cnry-1c05'],
    keeps: ['gpt-4o-2024-08-06', 'LLM', 'stop'],
  },
  {
    id: 'openinference-openai-multimodal-message-contents',
    source:
      'openinference-instrumentation-openai (Arize; message.contents.{j}.message_content.type/text/image.image.url)',
    resource: res('claims-photo-review', 'python'),
    scope: 'openinference.instrumentation.openai',
    spanName: 'ChatCompletion',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.provider': 'openai',
      'llm.system': 'openai',
      'llm.model_name': 'gpt-4o-mini-2024-07-18',
      'llm.invocation_parameters': py({ model: 'gpt-4o-mini', max_tokens: 300 }, false),
      'input.mime_type': 'application/json',
      'input.value': py(
        {
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: 'Is the windscreen crack in this photo longer than 15 cm? Claim note wnd-cnry-1d01.' },
                { type: 'image_url', image_url: { url: 'https://claims.example.net/uploads/8812/windscreen.jpg' } },
              ],
            },
          ],
          model: 'gpt-4o-mini',
          max_tokens: 300,
        },
        false,
      ),
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.contents.0.message_content.type': 'text',
      'llm.input_messages.0.message.contents.0.message_content.text':
        'Is the windscreen crack in this photo longer than 15 cm? Claim note wnd-cnry-1d01.',
      'llm.input_messages.0.message.contents.1.message_content.type': 'image',
      'llm.input_messages.0.message.contents.1.message_content.image.image.url': 'https://claims.example.net/uploads/8812/windscreen.jpg',
      'output.mime_type': 'application/json',
      'output.value': j({
        id: 'chatcmpl-Kl5Mn7Op9Qr1St3Uv5Wx7Yz9Ab1D',
        model: 'gpt-4o-mini-2024-07-18',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: {
              role: 'assistant',
              content: 'Yes, the crack runs from the lower driver-side corner to roughly the mirror mount, about 22 cm, so it needs replacement rather than repair (assessment asm-cnry-1d02).',
            },
          },
        ],
      }),
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.content':
        'Yes, the crack runs from the lower driver-side corner to roughly the mirror mount, about 22 cm, so it needs replacement rather than repair (assessment asm-cnry-1d02).',
      'llm.token_count.prompt': 1141,
      'llm.token_count.completion': 44,
      'llm.token_count.total': 1185,
    },
    events: [],
    canaries: ['wnd-cnry-1d01', 'asm-cnry-1d02'],
    keeps: ['gpt-4o-mini-2024-07-18', 'LLM'],
  },
  {
    id: 'openinference-openai-legacy-completions-llm-prompts',
    source:
      'openinference-instrumentation-openai (Arize; completions API: llm.prompts.{i}.prompt.text, llm.choices / output.value)',
    resource: res('sku-normalizer', 'python'),
    scope: 'openinference.instrumentation.openai',
    spanName: 'Completion',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.provider': 'openai',
      'llm.system': 'openai',
      'llm.model_name': 'gpt-3.5-turbo-instruct',
      'llm.invocation_parameters': py({ model: 'gpt-3.5-turbo-instruct', max_tokens: 64, temperature: 0 }, false),
      'input.mime_type': 'application/json',
      'input.value': py(
        {
          prompt: 'Normalize this supplier product title to our catalogue format: "ACME drill 18V brushless w/ 2x batt + case (lot lot-cnry-1e01)"\nNormalized:',
          model: 'gpt-3.5-turbo-instruct',
          max_tokens: 64,
          temperature: 0,
        },
        false,
      ),
      'llm.prompts.0.prompt.text':
        'Normalize this supplier product title to our catalogue format: "ACME drill 18V brushless w/ 2x batt + case (lot lot-cnry-1e01)"\nNormalized:',
      'output.mime_type': 'application/json',
      'output.value': j({
        id: 'cmpl-Lm6No8Pq0Rs2Tu4Vw6Xy8Za0Bc2E',
        object: 'text_completion',
        model: 'gpt-3.5-turbo-instruct',
        choices: [{ text: ' Acme Cordless Drill, 18 V, Brushless, incl. 2 Batteries and Case [norm nrm-cnry-1e02]', index: 0, finish_reason: 'stop' }],
      }),
      'llm.token_count.prompt': 38,
      'llm.token_count.completion': 21,
      'llm.token_count.total': 59,
    },
    events: [],
    canaries: ['lot-cnry-1e01', 'nrm-cnry-1e02'],
    keeps: ['gpt-3.5-turbo-instruct', 'LLM'],
  },
  {
    id: 'openinference-openai-embeddings-text-and-vectors',
    source:
      'openinference-instrumentation-openai (Arize; embedding.embeddings.{i}.embedding.text / embedding.vector, embedding.model_name)',
    resource: res('kb-indexer', 'python'),
    scope: 'openinference.instrumentation.openai',
    spanName: 'CreateEmbeddings',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'EMBEDDING',
      'llm.provider': 'openai',
      'llm.system': 'openai',
      'embedding.model_name': 'text-embedding-3-small',
      'embedding.invocation_parameters': py({ model: 'text-embedding-3-small', encoding_format: 'base64' }, false),
      'input.mime_type': 'application/json',
      'input.value': py(
        {
          input: [
            'Refunds for annual plans are prorated to the day after the first 30 days (policy chunk emb-cnry-1f01).',
            'Enterprise customers may request invoices in EUR or USD; contact billing desk bil-cnry-1f02.',
          ],
          model: 'text-embedding-3-small',
          encoding_format: 'base64',
        },
        false,
      ),
      'embedding.embeddings.0.embedding.text':
        'Refunds for annual plans are prorated to the day after the first 30 days (policy chunk emb-cnry-1f01).',
      'embedding.embeddings.0.embedding.vector': [0.0123, -0.0456, 0.0789, 0.0012, -0.0334],
      'embedding.embeddings.1.embedding.text':
        'Enterprise customers may request invoices in EUR or USD; contact billing desk bil-cnry-1f02.',
      'embedding.embeddings.1.embedding.vector': [-0.0211, 0.0367, 0.0045, -0.0598, 0.0271],
      'llm.token_count.prompt': 41,
      'llm.token_count.total': 41,
    },
    events: [],
    canaries: ['emb-cnry-1f01', 'bil-cnry-1f02'],
    keeps: ['text-embedding-3-small', 'EMBEDDING'],
  },
  {
    id: 'openinference-langchain-rag-chain-input-output',
    source:
      'openinference-instrumentation-langchain (Arize _tracer.py: CHAIN span input.value/output.value JSON, metadata, session.id)',
    resource: res('insurance-rag', 'python'),
    scope: 'openinference.instrumentation.langchain',
    spanName: 'RunnableSequence',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'session.id': 'sess_8c1d2e3f',
      'metadata': py({ ls_run_depth: 0, tenant: 'acme-mutual' }, false),
      'input.mime_type': 'application/json',
      'input.value': py(
        { question: 'Does my home policy cover a burst pipe in the garage if the garage is detached? Policy wording version pol-cnry-2001.' },
        false,
      ),
      'output.mime_type': 'application/json',
      'output.value': py(
        {
          output:
            'Yes, detached outbuildings are covered for escape of water under section 2.4 as long as the garage is on the same plot and was heated or drained during freezing weather. Excess 250 applies (answer ref ans-cnry-2002).',
        },
        false,
      ),
    },
    events: [],
    canaries: ['pol-cnry-2001', 'ans-cnry-2002'],
    keeps: ['CHAIN'],
  },
  {
    id: 'openinference-langchain-retriever-documents',
    source:
      'openinference-instrumentation-langchain (Arize _tracer.py: RETRIEVER span retrieval.documents.{i}.document.content / metadata)',
    resource: res('insurance-rag', 'python'),
    scope: 'openinference.instrumentation.langchain',
    spanName: 'VectorStoreRetriever',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'session.id': 'sess_8c1d2e3f',
      'metadata': py({ ls_retriever_name: 'vectorstore', ls_vector_store_provider: 'PGVector', ls_embedding_provider: 'OpenAIEmbeddings' }, false),
      'input.value': 'Does my home policy cover a burst pipe in the garage if the garage is detached? Policy wording version pol-cnry-2101.',
      'retrieval.documents.0.document.content':
        '2.4 Escape of water. We cover loss or damage caused by water escaping from fixed water or heating installations in the home or in outbuildings on the same plot (wording clause cls-cnry-2102).',
      'retrieval.documents.0.document.metadata': py({ source: 'home-policy-2026.pdf', page: 14 }, false),
      'retrieval.documents.1.document.content':
        'Exclusions: damage caused by freezing where outbuildings were left unheated and undrained for more than 30 consecutive days (exclusion note exc-cnry-2103).',
      'retrieval.documents.1.document.metadata': py({ source: 'home-policy-2026.pdf', page: 15 }, false),
      'output.mime_type': 'application/json',
      'output.value': py(
        {
          documents: [
            { page_content: '2.4 Escape of water. We cover loss or damage caused by water escaping from fixed water or heating installations in the home or in outbuildings on the same plot (wording clause cls-cnry-2102).', metadata: { source: 'home-policy-2026.pdf', page: 14 } },
            { page_content: 'Exclusions: damage caused by freezing where outbuildings were left unheated and undrained for more than 30 consecutive days (exclusion note exc-cnry-2103).', metadata: { source: 'home-policy-2026.pdf', page: 15 } },
          ],
        },
        false,
      ),
    },
    events: [],
    canaries: ['pol-cnry-2101', 'cls-cnry-2102', 'exc-cnry-2103'],
    keeps: ['RETRIEVER'],
  },
  {
    id: 'openinference-langchain-chat-model-prompt-template',
    source:
      'openinference-instrumentation-langchain (Arize _tracer.py: LLM span llm.prompt_template.template / variables, llm.input_messages, llm.output_messages, llm.invocation_parameters)',
    resource: res('insurance-rag', 'python'),
    scope: 'openinference.instrumentation.langchain',
    spanName: 'ChatOpenAI',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.provider': 'openai',
      'llm.system': 'openai',
      'llm.model_name': 'gpt-4o-mini',
      'llm.invocation_parameters': py({ model_name: 'gpt-4o-mini', temperature: 0, _type: 'openai-chat', stop: null }, false),
      'llm.prompt_template.template':
        'Answer using only the policy excerpts below.\n\nExcerpts:\n{context}\n\nQuestion: {question}',
      'llm.prompt_template.variables': py(
        {
          context: '2.4 Escape of water ... outbuildings on the same plot (clause tpl-cnry-2201)',
          question: 'Is a burst pipe in my detached garage covered? Customer ref cus-cnry-2202.',
        },
        false,
      ),
      'input.mime_type': 'application/json',
      'input.value': py(
        {
          messages: [
            [
              {
                lc: 1,
                type: 'constructor',
                id: ['langchain', 'schema', 'messages', 'HumanMessage'],
                kwargs: {
                  content:
                    'Answer using only the policy excerpts below.\n\nExcerpts:\n2.4 Escape of water ... outbuildings on the same plot (clause tpl-cnry-2201)\n\nQuestion: Is a burst pipe in my detached garage covered? Customer ref cus-cnry-2202.',
                  type: 'human',
                },
              },
            ],
          ],
        },
        false,
      ),
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.content':
        'Answer using only the policy excerpts below.\n\nExcerpts:\n2.4 Escape of water ... outbuildings on the same plot (clause tpl-cnry-2201)\n\nQuestion: Is a burst pipe in my detached garage covered? Customer ref cus-cnry-2202.',
      'output.mime_type': 'application/json',
      'output.value': py(
        {
          generations: [[{ text: 'Yes. Section 2.4 covers escape of water in outbuildings on the same plot, so a detached garage is included (reply rep-cnry-2203).', generation_info: { finish_reason: 'stop' }, type: 'ChatGeneration' }]],
          llm_output: { model_name: 'gpt-4o-mini-2024-07-18' },
        },
        false,
      ),
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.content':
        'Yes. Section 2.4 covers escape of water in outbuildings on the same plot, so a detached garage is included (reply rep-cnry-2203).',
      'llm.finish_reason': 'stop',
      'llm.token_count.prompt': 212,
      'llm.token_count.completion': 37,
      'llm.token_count.total': 249,
    },
    events: [],
    canaries: ['tpl-cnry-2201', 'cus-cnry-2202', 'rep-cnry-2203'],
    keeps: ['gpt-4o-mini', 'LLM', 'stop'],
  },
  {
    id: 'openinference-langchain-tool-span',
    source: 'openinference-instrumentation-langchain (Arize _tracer.py: TOOL span tool.name, tool.description, input.value/output.value)',
    resource: res('it-ops-agent', 'python'),
    scope: 'openinference.instrumentation.langchain',
    spanName: 'restart_service',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'TOOL',
      'tool.name': 'restart_service',
      'tool.description': 'Restart a systemd service on a host after a health check.',
      'input.value': pyRepr({ host: 'web-07.prod', service: 'nginx', reason: '502s after cert rotation, incident inc-cnry-2301' }),
      'output.value':
        'nginx restarted on web-07.prod at 09:42:11Z; health check 200 OK; upstream errors cleared (operator log opl-cnry-2302)',
    },
    events: [],
    canaries: ['inc-cnry-2301', 'opl-cnry-2302'],
    keeps: ['TOOL', 'restart_service'],
  },
  {
    id: 'openinference-llamaindex-retriever-nodes',
    source:
      'openinference-instrumentation-llama-index (Arize _handler.py: RETRIEVER span, input.value=query_str, retrieval.documents.{i}.document.id/content/score/metadata)',
    resource: res('contracts-search', 'python'),
    scope: 'openinference.instrumentation.llama_index',
    spanName: 'VectorIndexRetriever._retrieve',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'input.value': 'What is the termination notice period in the Helix Logistics master services agreement (matter mat-cnry-2401)?',
      'retrieval.documents.0.document.id': 'a4f1c2d3-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      'retrieval.documents.0.document.score': 0.8871,
      'retrieval.documents.0.document.content':
        '12.2 Either party may terminate this Agreement for convenience by giving not less than ninety (90) days written notice to the other party (MSA extract msa-cnry-2402).',
      'retrieval.documents.0.document.metadata': py({ file_name: 'helix_msa_2024.pdf', page_label: '31' }, false),
      'retrieval.documents.1.document.id': 'b5e2d3c4-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      'retrieval.documents.1.document.score': 0.8113,
      'retrieval.documents.1.document.content':
        '12.4 Termination for cause requires thirty (30) days notice and an opportunity to cure; the cure notice must reference the breached clause (extract cure-cnry-2403).',
      'retrieval.documents.1.document.metadata': py({ file_name: 'helix_msa_2024.pdf', page_label: '32' }, false),
    },
    events: [],
    canaries: ['mat-cnry-2401', 'msa-cnry-2402', 'cure-cnry-2403'],
    keeps: ['RETRIEVER'],
  },
  {
    id: 'openinference-llamaindex-reranker-input-output-documents',
    source:
      'openinference-instrumentation-llama-index (Arize _handler.py: RERANKER span reranker.query, reranker.model_name, reranker.top_k, reranker.input_documents / output_documents)',
    resource: res('contracts-search', 'python'),
    scope: 'openinference.instrumentation.llama_index',
    spanName: 'CohereRerank._postprocess_nodes',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'RERANKER',
      'reranker.query': 'termination notice period Helix MSA, requested by counsel cns-cnry-2501',
      'reranker.model_name': 'rerank-english-v3.0',
      'reranker.top_k': 1,
      'reranker.input_documents.0.document.id': 'a4f1c2d3-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      'reranker.input_documents.0.document.content':
        '12.2 Either party may terminate for convenience with ninety (90) days written notice (rerank in rin-cnry-2502).',
      'reranker.input_documents.0.document.score': 0.8871,
      'reranker.input_documents.1.document.id': 'b5e2d3c4-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      'reranker.input_documents.1.document.content':
        '12.4 Termination for cause requires thirty (30) days notice and a cure period (rerank in rin-cnry-2503).',
      'reranker.input_documents.1.document.score': 0.8113,
      'reranker.output_documents.0.document.id': 'a4f1c2d3-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      'reranker.output_documents.0.document.content':
        '12.2 Either party may terminate for convenience with ninety (90) days written notice (rerank in rin-cnry-2502).',
      'reranker.output_documents.0.document.score': 0.9712,
    },
    events: [],
    canaries: ['cns-cnry-2501', 'rin-cnry-2502', 'rin-cnry-2503'],
    keeps: ['RERANKER', 'rerank-english-v3.0'],
  },
  {
    id: 'openinference-llamaindex-llm-predict-template-and-prompts-array',
    source:
      'openinference-instrumentation-llama-index (Arize _handler.py: LLMPredictStartEvent llm.prompt_template.template/variables, LLMCompletionStartEvent llm.prompts (string[]), output.value)',
    resource: res('contracts-search', 'python'),
    scope: 'openinference.instrumentation.llama_index',
    spanName: 'OpenAI.complete',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gpt-4o-mini',
      'llm.provider': 'openai',
      'llm.invocation_parameters': j({ context_window: 128000, num_output: -1, is_chat_model: true, model_name: 'gpt-4o-mini' }),
      'llm.prompt_template.template':
        'Context information is below.\n---------------------\n{context_str}\n---------------------\nGiven the context information and not prior knowledge, answer the query.\nQuery: {query_str}\nAnswer: ',
      'llm.prompt_template.variables': py(
        {
          context_str: '12.2 Either party may terminate for convenience with ninety (90) days written notice (ctx ctx-cnry-2601).',
          query_str: 'What is the termination notice period? Asked for deal dlr-cnry-2602.',
        },
        false,
      ),
      'llm.prompts': [
        'Context information is below.\n---------------------\n12.2 Either party may terminate for convenience with ninety (90) days written notice (ctx ctx-cnry-2601).\n---------------------\nGiven the context information and not prior knowledge, answer the query.\nQuery: What is the termination notice period? Asked for deal dlr-cnry-2602.\nAnswer: ',
      ],
      'output.value': 'The termination notice period for convenience is ninety (90) days written notice under clause 12.2 (answer ntc-cnry-2603).',
      'llm.token_count.prompt': 96,
      'llm.token_count.completion': 24,
      'llm.token_count.total': 120,
    },
    events: [],
    canaries: ['ctx-cnry-2601', 'dlr-cnry-2602', 'ntc-cnry-2603'],
    keeps: ['gpt-4o-mini', 'LLM'],
  },
  {
    id: 'openinference-dspy-predict-forward-signature',
    source:
      'openinference-instrumentation-dspy (Arize; "Predict(<Signature>).forward" CHAIN span, input.value / output.value JSON)',
    resource: res('ticket-router', 'python'),
    scope: 'openinference.instrumentation.dspy',
    spanName: 'Predict(RouteTicket).forward',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.mime_type': 'application/json',
      'input.value': py(
        {
          ticket: 'Our SSO login loops back to the sign-in page for all users in the Madrid office since 07:00. Tenant tnt-cnry-2701.',
          teams: ['identity', 'billing', 'networking', 'mobile'],
        },
        false,
      ),
      'output.mime_type': 'application/json',
      'output.value': py(
        {
          reasoning: 'A redirect loop on SSO for a whole office points to the identity provider session cookies or SAML config (analysis rsn-cnry-2702).',
          team: 'identity',
          urgency: 'high',
        },
        false,
      ),
    },
    events: [],
    canaries: ['tnt-cnry-2701', 'rsn-cnry-2702'],
    keeps: ['CHAIN'],
  },
  {
    id: 'openinference-dspy-lm-call-messages',
    source:
      'openinference-instrumentation-dspy (Arize; "LM.__call__" LLM span with input.value, llm.input_messages, llm.output_messages, llm.invocation_parameters)',
    resource: res('ticket-router', 'python'),
    scope: 'openinference.instrumentation.dspy',
    spanName: 'LM.__call__',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'openai/gpt-4o-mini',
      'llm.provider': 'openai',
      'llm.invocation_parameters': py({ temperature: 0.0, max_tokens: 1000 }, false),
      'input.mime_type': 'application/json',
      'input.value': py(
        {
          messages: [
            { role: 'system', content: 'Your input fields are:\n1. `ticket` (str)\n2. `teams` (list[str])\nYour output fields are:\n1. `reasoning` (str)\n2. `team` (str)\n3. `urgency` (str)' },
            { role: 'user', content: '[[ ## ticket ## ]]\nOur SSO login loops back to the sign-in page for all users in the Madrid office since 07:00. Tenant tnt-cnry-2801.\n\n[[ ## teams ## ]]\n["identity", "billing", "networking", "mobile"]' },
          ],
        },
        false,
      ),
      'llm.input_messages.0.message.role': 'system',
      'llm.input_messages.0.message.content':
        'Your input fields are:\n1. `ticket` (str)\n2. `teams` (list[str])\nYour output fields are:\n1. `reasoning` (str)\n2. `team` (str)\n3. `urgency` (str)',
      'llm.input_messages.1.message.role': 'user',
      'llm.input_messages.1.message.content':
        '[[ ## ticket ## ]]\nOur SSO login loops back to the sign-in page for all users in the Madrid office since 07:00. Tenant tnt-cnry-2801.\n\n[[ ## teams ## ]]\n["identity", "billing", "networking", "mobile"]',
      'output.mime_type': 'application/json',
      'output.value': py(
        ['[[ ## reasoning ## ]]\nOffice-wide SSO redirect loop, likely IdP session or SAML misconfiguration (trace lmo-cnry-2802).\n\n[[ ## team ## ]]\nidentity\n\n[[ ## urgency ## ]]\nhigh\n\n[[ ## completed ## ]]'],
        false,
      ),
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.content':
        '[[ ## reasoning ## ]]\nOffice-wide SSO redirect loop, likely IdP session or SAML misconfiguration (trace lmo-cnry-2802).\n\n[[ ## team ## ]]\nidentity\n\n[[ ## urgency ## ]]\nhigh\n\n[[ ## completed ## ]]',
    },
    events: [],
    canaries: ['tnt-cnry-2801', 'lmo-cnry-2802'],
    keeps: ['openai/gpt-4o-mini', 'LLM'],
  },
  {
    id: 'openinference-bedrock-converse-system-and-tool-use',
    source:
      'openinference-instrumentation-bedrock (Arize; bedrock.converse span, _converse_attributes: system prompt as message 0, tool calls, contents)',
    resource: res('supply-chain-bot', 'python', { 'cloud.provider': 'aws', 'cloud.region': 'eu-central-1' }),
    scope: 'openinference.instrumentation.bedrock',
    spanName: 'bedrock.converse',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.provider': 'aws',
      'llm.system': 'anthropic',
      'llm.model_name': 'anthropic.claude-3-5-sonnet-20240620-v1:0',
      'llm.invocation_parameters': py({ maxTokens: 800, temperature: 0.2 }, false),
      'input.mime_type': 'application/json',
      'input.value': py(
        {
          modelId: 'anthropic.claude-3-5-sonnet-20240620-v1:0',
          system: [{ text: 'You manage inbound supplier shipments for a grocery chain. Buyer credentials byr-cnry-2901 are confidential.' }],
          messages: [
            { role: 'user', content: [{ text: 'Container MSKU 771203 with frozen berries is stuck at Hamburg customs. Can we still make the Thursday store deliveries? PO reference pon-cnry-2902.' }] },
          ],
          inferenceConfig: { maxTokens: 800, temperature: 0.2 },
        },
        false,
      ),
      'llm.input_messages.0.message.role': 'system',
      'llm.input_messages.0.message.contents.0.message_content.type': 'text',
      'llm.input_messages.0.message.contents.0.message_content.text':
        'You manage inbound supplier shipments for a grocery chain. Buyer credentials byr-cnry-2901 are confidential.',
      'llm.input_messages.1.message.role': 'user',
      'llm.input_messages.1.message.contents.0.message_content.type': 'text',
      'llm.input_messages.1.message.contents.0.message_content.text':
        'Container MSKU 771203 with frozen berries is stuck at Hamburg customs. Can we still make the Thursday store deliveries? PO reference pon-cnry-2902.',
      'output.mime_type': 'application/json',
      'output.value': py(
        {
          output: {
            message: {
              role: 'assistant',
              content: [
                { text: 'I will check the customs status first.' },
                { toolUse: { toolUseId: 'tooluse_Hk3nV8qQ', name: 'customs_status', input: { container: 'MSKU 771203', port: 'DEHAM', note: 'thursday deadline, cst-cnry-2903' } } },
              ],
            },
          },
          stopReason: 'tool_use',
          usage: { inputTokens: 612, outputTokens: 88, totalTokens: 700 },
        },
        false,
      ),
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.contents.0.message_content.type': 'text',
      'llm.output_messages.0.message.contents.0.message_content.text': 'I will check the customs status first.',
      'llm.output_messages.0.message.tool_calls.0.tool_call.id': 'tooluse_Hk3nV8qQ',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'customs_status',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': py(
        { container: 'MSKU 771203', port: 'DEHAM', note: 'thursday deadline, cst-cnry-2903' },
        false,
      ),
      'llm.token_count.prompt': 612,
      'llm.token_count.completion': 88,
      'llm.token_count.total': 700,
    },
    events: [],
    canaries: ['byr-cnry-2901', 'pon-cnry-2902', 'cst-cnry-2903'],
    keeps: ['anthropic.claude-3-5-sonnet-20240620-v1:0', 'LLM'],
  },
  {
    id: 'openinference-bedrock-invoke-model-raw-body',
    source:
      'openinference-instrumentation-bedrock (Arize; bedrock.invoke_model span, input.value = request body, output.value = response body)',
    resource: res('supply-chain-bot', 'python', { 'cloud.provider': 'aws', 'cloud.region': 'eu-central-1' }),
    scope: 'openinference.instrumentation.bedrock',
    spanName: 'bedrock.invoke_model',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.provider': 'aws',
      'llm.system': 'anthropic',
      'llm.model_name': 'anthropic.claude-3-haiku-20240307-v1:0',
      'llm.invocation_parameters': py({ anthropic_version: 'bedrock-2023-05-31', max_tokens: 300 }, false),
      'input.mime_type': 'application/json',
      'input.value': j({
        anthropic_version: 'bedrock-2023-05-31',
        max_tokens: 300,
        messages: [
          { role: 'user', content: 'Write a two-line delay notice for store managers about the frozen berries from container MSKU 771203; internal code frz-cnry-2a01.' },
        ],
      }),
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.content':
        'Write a two-line delay notice for store managers about the frozen berries from container MSKU 771203; internal code frz-cnry-2a01.',
      'output.mime_type': 'application/json',
      'output.value': j({
        id: 'msg_bdrk_01Xk9Lm2Np4Qr6St',
        type: 'message',
        role: 'assistant',
        model: 'claude-3-haiku-20240307',
        content: [{ type: 'text', text: 'Frozen berries (PO 4471) are delayed at Hamburg customs.\nExpect Friday delivery; please adjust promo displays (notice ntc-cnry-2a02).' }],
        stop_reason: 'end_turn',
        usage: { input_tokens: 58, output_tokens: 39 },
      }),
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.content':
        'Frozen berries (PO 4471) are delayed at Hamburg customs.\nExpect Friday delivery; please adjust promo displays (notice ntc-cnry-2a02).',
      'llm.token_count.prompt': 58,
      'llm.token_count.completion': 39,
      'llm.token_count.total': 97,
    },
    events: [],
    canaries: ['frz-cnry-2a01', 'ntc-cnry-2a02'],
    keeps: ['anthropic.claude-3-haiku-20240307-v1:0', 'LLM'],
  },
  {
    id: 'openinference-anthropic-messages-contents-tool-use-and-result',
    source:
      'openinference-instrumentation-anthropic (Arize _wrappers.py: system as input message 0 contents, tool_use blocks as message.tool_calls and message.contents.{j}.tool_call.*, tool_result as message.content)',
    resource: res('clinic-scheduler', 'python'),
    scope: 'openinference.instrumentation.anthropic',
    spanName: 'messages.create',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.provider': 'anthropic',
      'llm.system': 'anthropic',
      'llm.model_name': 'claude-sonnet-4-20250514',
      'llm.invocation_parameters': py({ max_tokens: 1024, model: 'claude-sonnet-4-20250514' }, false),
      'llm.tools.0.tool.json_schema': py(
        { name: 'find_slots', description: 'Find open appointment slots.', input_schema: { type: 'object', properties: { clinician: { type: 'string' }, week: { type: 'string' } } } },
        false,
      ),
      'input.mime_type': 'application/json',
      'input.value': py(
        {
          max_tokens: 1024,
          model: 'claude-sonnet-4-20250514',
          system: [{ type: 'text', text: 'You book physiotherapy appointments. Do not discuss diagnoses. Front-desk override fdo-cnry-2b01.' }],
          messages: [
            { role: 'user', content: 'I need a follow-up with Dr. Okafor next week for my knee, mornings only. Patient card pcd-cnry-2b02.' },
            {
              role: 'assistant',
              content: [
                { type: 'text', text: 'Let me look for morning slots.' },
                { type: 'tool_use', id: 'toolu_01Sl0tQ8r', name: 'find_slots', input: { clinician: 'okafor', week: '2026-W51', constraint: 'mornings, knee follow-up slt-cnry-2b03' } },
              ],
            },
            {
              role: 'user',
              content: [{ type: 'tool_result', tool_use_id: 'toolu_01Sl0tQ8r', content: 'Tue 15 Dec 09:00, Thu 17 Dec 10:30 (roster rst-cnry-2b04)' }],
            },
          ],
        },
        false,
      ),
      'llm.input_messages.0.message.role': 'system',
      'llm.input_messages.0.message.contents.0.message_content.type': 'text',
      'llm.input_messages.0.message.contents.0.message_content.text':
        'You book physiotherapy appointments. Do not discuss diagnoses. Front-desk override fdo-cnry-2b01.',
      'llm.input_messages.1.message.role': 'user',
      'llm.input_messages.1.message.content': 'I need a follow-up with Dr. Okafor next week for my knee, mornings only. Patient card pcd-cnry-2b02.',
      'llm.input_messages.2.message.role': 'assistant',
      'llm.input_messages.2.message.contents.0.message_content.type': 'text',
      'llm.input_messages.2.message.contents.0.message_content.text': 'Let me look for morning slots.',
      'llm.input_messages.2.message.tool_calls.0.tool_call.id': 'toolu_01Sl0tQ8r',
      'llm.input_messages.2.message.tool_calls.0.tool_call.function.name': 'find_slots',
      'llm.input_messages.2.message.tool_calls.0.tool_call.function.arguments': py(
        { clinician: 'okafor', week: '2026-W51', constraint: 'mornings, knee follow-up slt-cnry-2b03' },
        false,
      ),
      'llm.input_messages.2.message.contents.1.message_content.type': 'tool_use',
      'llm.input_messages.2.message.contents.1.tool_call.id': 'toolu_01Sl0tQ8r',
      'llm.input_messages.2.message.contents.1.tool_call.function.name': 'find_slots',
      'llm.input_messages.2.message.contents.1.tool_call.function.arguments': py(
        { clinician: 'okafor', week: '2026-W51', constraint: 'mornings, knee follow-up slt-cnry-2b03' },
        false,
      ),
      'llm.input_messages.3.message.role': 'user',
      'llm.input_messages.3.message.tool_call_id': 'toolu_01Sl0tQ8r',
      'llm.input_messages.3.message.content': 'Tue 15 Dec 09:00, Thu 17 Dec 10:30 (roster rst-cnry-2b04)',
      'output.mime_type': 'application/json',
      'output.value': j({
        id: 'msg_01Bk8Yt3Mz5Qp7Rs9Tv1Wx3Y',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-20250514',
        content: [{ type: 'text', text: 'Dr. Okafor has Tuesday 15 December at 09:00 or Thursday 17 December at 10:30. Shall I book Tuesday? (hold hld-cnry-2b05)' }],
        stop_reason: 'end_turn',
        usage: { input_tokens: 988, output_tokens: 41 },
      }),
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.contents.0.message_content.type': 'text',
      'llm.output_messages.0.message.contents.0.message_content.text':
        'Dr. Okafor has Tuesday 15 December at 09:00 or Thursday 17 December at 10:30. Shall I book Tuesday? (hold hld-cnry-2b05)',
      'llm.finish_reason': 'end_turn',
      'llm.token_count.prompt': 988,
      'llm.token_count.completion': 41,
      'llm.token_count.total': 1029,
    },
    events: [],
    canaries: ['fdo-cnry-2b01', 'pcd-cnry-2b02', 'slt-cnry-2b03', 'rst-cnry-2b04', 'hld-cnry-2b05'],
    keeps: ['claude-sonnet-4-20250514', 'end_turn', 'LLM'],
  },
  {
    id: 'openinference-anthropic-completions-llm-prompts-string-array',
    source: 'openinference-instrumentation-anthropic (Arize _wrappers.py: completions.create, llm.prompts = [prompt] as a string array)',
    resource: res('ticket-summarizer', 'python'),
    scope: 'openinference.instrumentation.anthropic',
    spanName: 'completions.create',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.provider': 'anthropic',
      'llm.system': 'anthropic',
      'llm.model_name': 'claude-2.1',
      'llm.invocation_parameters': py({ max_tokens_to_sample: 200 }, false),
      'llm.prompts': [
        '\n\nHuman: Translate this customer review to English: "La cafetera llego rota y el servicio tecnico no contesta; pedido ped-cnry-2c01."\n\nAssistant:',
      ],
      'output.mime_type': 'application/json',
      'output.value': j({
        id: 'compl_01Rz4Tp6Vn8Xl0Jh2Fd4Sb6Q',
        completion: ' The coffee maker arrived broken and technical support does not answer; order ped-cnry-2c01. (translation trn-cnry-2c02)',
        stop_reason: 'stop_sequence',
        model: 'claude-2.1',
      }),
    },
    events: [],
    canaries: ['ped-cnry-2c01', 'trn-cnry-2c02'],
    keeps: ['claude-2.1', 'LLM'],
  },
  {
    id: 'openinference-openai-agents-response-span-instructions',
    source:
      'openinference-instrumentation-openai-agents (Arize _processor.py: ResponseSpanData "response" span, instructions as llm.input_messages.0 system, input.value list JSON, output.value Response JSON)',
    resource: res('travel-agents', 'python'),
    scope: 'openinference.instrumentation.openai_agents',
    spanName: 'response',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.system': 'openai',
      'llm.provider': 'openai',
      'llm.model_name': 'gpt-4.1-2025-04-14',
      'llm.invocation_parameters': py({ temperature: 0.3, parallel_tool_calls: true, tool_choice: 'auto' }, false),
      'input.mime_type': 'application/json',
      'input.value': py(
        [
          { content: 'Find me a direct train from Vienna to Munich on the 19th before noon, window seat. Rail card rcd-cnry-2d01.', role: 'user' },
        ],
        false,
      ),
      'llm.input_messages.0.message.role': 'system',
      'llm.input_messages.0.message.content':
        'You are the rail booking agent. Prefer direct connections; never book first class without consent. Corporate account acct-cnry-2d02.',
      'llm.input_messages.1.message.role': 'user',
      'llm.input_messages.1.message.content':
        'Find me a direct train from Vienna to Munich on the 19th before noon, window seat. Rail card rcd-cnry-2d01.',
      'output.mime_type': 'application/json',
      'output.value': j({
        id: 'resp_68b2c3d4e5f60718293a4b5c',
        model: 'gpt-4.1-2025-04-14',
        status: 'completed',
        output: [
          {
            type: 'function_call',
            call_id: 'call_tr41nS3arch',
            name: 'search_trains',
            arguments: '{"from": "Wien Hbf", "to": "Muenchen Hbf", "date": "2026-12-19", "before": "12:00", "pref": "window, rail card rcd-cnry-2d01, srch-cnry-2d03"}',
          },
        ],
      }),
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.tool_calls.0.tool_call.id': 'call_tr41nS3arch',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_trains',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments':
        '{"from": "Wien Hbf", "to": "Muenchen Hbf", "date": "2026-12-19", "before": "12:00", "pref": "window, rail card rcd-cnry-2d01, srch-cnry-2d03"}',
      'llm.token_count.prompt': 522,
      'llm.token_count.completion': 49,
      'llm.token_count.total': 571,
    },
    events: [],
    canaries: ['rcd-cnry-2d01', 'acct-cnry-2d02', 'srch-cnry-2d03'],
    keeps: ['gpt-4.1-2025-04-14', 'LLM'],
  },
  {
    id: 'openinference-openai-agents-function-tool-span',
    source:
      'openinference-instrumentation-openai-agents (Arize _processor.py: FunctionSpanData TOOL span, tool.name, input.value JSON string, output.value)',
    resource: res('travel-agents', 'python'),
    scope: 'openinference.instrumentation.openai_agents',
    spanName: 'search_trains',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'TOOL',
      'tool.name': 'search_trains',
      'input.mime_type': 'application/json',
      'input.value': '{"from": "Wien Hbf", "to": "Muenchen Hbf", "date": "2026-12-19", "before": "12:00", "pref": "window, rail card rcd-cnry-2e01"}',
      'output.value':
        'RJX 62 dep 07:30 arr 11:34 direct, window seats available in car 25; ECE 112 dep 09:12 arr 13:18 (quote qte-cnry-2e02)',
    },
    events: [],
    canaries: ['rcd-cnry-2e01', 'qte-cnry-2e02'],
    keeps: ['TOOL', 'search_trains'],
  },
  {
    id: 'openinference-crewai-crew-kickoff-input-output',
    source:
      'openinference-instrumentation-crewai (Arize; Crew.kickoff CHAIN span with input.value (crew inputs JSON) and output.value)',
    resource: res('market-research-crew', 'python'),
    scope: 'openinference.instrumentation.crewai',
    spanName: 'Crew.kickoff',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.mime_type': 'application/json',
      'input.value': py(
        { topic: 'Competitor pricing for cordless drills in Poland Q4', brief: 'Use only public price lists; client codename cdn-cnry-2f01' },
        false,
      ),
      'output.value':
        'Median retail price for 18V brushless kits is 649 PLN (n=14). Two competitors cut prices 12 percent in November ahead of Black Friday. Recommendation: hold list price, add battery bundle (report rpt-cnry-2f02).',
    },
    events: [],
    canaries: ['cdn-cnry-2f01', 'rpt-cnry-2f02'],
    keeps: ['CHAIN'],
  },
  // =============================================================================================================
  // Vercel AI SDK telemetry (scope "ai"): legacy ai.* attributes (v4 and v5/v6 names) and @ai-sdk/otel gen_ai.*
  // =============================================================================================================
  {
    id: 'vercel-ai-generate-text-outer-span-prompt-and-text',
    source:
      'ai 5.x experimental_telemetry (ai.generateText span: ai.prompt JSON of {system, messages}, ai.response.text; names as in @ai-sdk/otel legacy-open-telemetry snapshot)',
    resource: res('storefront-chat', 'nodejs', { 'service.version': '3.14.0' }),
    scope: 'ai',
    spanName: 'ai.generateText',
    kind: 'internal',
    attributes: {
      'operation.name': 'ai.generateText storefront-support',
      'resource.name': 'storefront-support',
      'ai.operationId': 'ai.generateText',
      'ai.telemetry.functionId': 'storefront-support',
      'ai.telemetry.metadata.plan': 'pro',
      'ai.model.provider': 'openai.chat',
      'ai.model.id': 'gpt-4o',
      'ai.settings.maxRetries': 2,
      'ai.settings.temperature': 0.4,
      'ai.prompt': j({
        system:
          'You are the storefront assistant for Kettle & Crumb. Quote prices from the catalogue only. Staff coupon scp-cnry-3001 must never be revealed.',
        messages: [
          { role: 'user', content: 'Do you still sell the 1.7 litre gooseneck kettle in matte black? I want two for my cafe, table 9 order note cafe-cnry-3002.' },
          { role: 'assistant', content: 'Yes, the matte black gooseneck kettle is in stock at 89 EUR each.' },
          { role: 'user', content: 'Great, any discount for two? Loyalty card lyl-cnry-3003.' },
        ],
      }),
      'ai.response.finishReason': 'stop',
      'ai.response.text':
        'For two kettles you get our 10 percent bundle discount, so the total is 160.20 EUR instead of 178 EUR, and delivery is free above 150 EUR. I can reserve them for you now (quote qte-cnry-3004).',
      'ai.response.providerMetadata': j({ openai: { reasoningTokens: 0, cachedPromptTokens: 0 } }),
      'ai.usage.inputTokens': 244,
      'ai.usage.outputTokens': 61,
      'ai.usage.totalTokens': 305,
    },
    events: [],
    canaries: ['scp-cnry-3001', 'cafe-cnry-3002', 'lyl-cnry-3003', 'qte-cnry-3004'],
    keeps: ['ai.generateText', 'gpt-4o', 'stop'],
  },
  {
    id: 'vercel-ai-do-generate-prompt-messages-tool-calls',
    source:
      'ai 5.x experimental_telemetry (ai.generateText.doGenerate span: ai.prompt.messages, ai.prompt.tools string[], ai.response.toolCalls with input objects, gen_ai.* mirrors)',
    resource: res('storefront-chat', 'nodejs'),
    scope: 'ai',
    spanName: 'ai.generateText.doGenerate',
    kind: 'internal',
    attributes: {
      'operation.name': 'ai.generateText.doGenerate storefront-support',
      'resource.name': 'storefront-support',
      'ai.operationId': 'ai.generateText.doGenerate',
      'ai.telemetry.functionId': 'storefront-support',
      'ai.model.provider': 'openai.chat',
      'ai.model.id': 'gpt-4o',
      'ai.settings.maxRetries': 2,
      'ai.prompt.messages': j([
        { role: 'system', content: 'You are the storefront assistant for Kettle & Crumb. Stock checks must use tools. Warehouse PIN whp-cnry-3101.' },
        { role: 'user', content: [{ type: 'text', text: 'Is the matte black gooseneck kettle available for pickup in Ghent tomorrow? Pickup name on order pck-cnry-3102.' }] },
        {
          role: 'assistant',
          content: [{ type: 'tool-call', toolCallId: 'call_StK9pQ2mZ', toolName: 'checkStock', input: { sku: 'KT-GN-17-MB', store: 'ghent', memo: 'pickup tomorrow stk-cnry-3103' } }],
        },
        {
          role: 'tool',
          content: [
            { type: 'tool-result', toolCallId: 'call_StK9pQ2mZ', toolName: 'checkStock', output: { type: 'json', value: { available: 3, shelf: 'B4', note: 'restock friday rst-cnry-3104' } } },
          ],
        },
      ]),
      'ai.prompt.tools': [
        j({
          type: 'function',
          name: 'checkStock',
          description: 'Check store stock for a SKU',
          inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { sku: { type: 'string' }, store: { type: 'string' } }, required: ['sku'], additionalProperties: false },
        }),
        j({
          type: 'function',
          name: 'reserveItem',
          description: 'Reserve an item for pickup',
          inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { sku: { type: 'string' }, store: { type: 'string' }, name: { type: 'string' } }, required: ['sku', 'store'], additionalProperties: false },
        }),
      ],
      'ai.prompt.toolChoice': j({ type: 'auto' }),
      'ai.response.finishReason': 'tool-calls',
      'ai.response.toolCalls': j([
        { toolCallId: 'call_Rsv4nX8tL', toolName: 'reserveItem', input: { sku: 'KT-GN-17-MB', store: 'ghent', name: 'pickup under rsv-cnry-3105' } },
      ]),
      'ai.response.id': 'chatcmpl-Lm7No9Pq1Rs3Tu5Vw7Xy9Za1Bc3F',
      'ai.response.model': 'gpt-4o-2024-08-06',
      'ai.response.timestamp': '2026-12-07T09:14:22.000Z',
      'ai.usage.inputTokens': 402,
      'ai.usage.outputTokens': 33,
      'ai.usage.totalTokens': 435,
      'gen_ai.system': 'openai.chat',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.response.finish_reasons': ['tool-calls'],
      'gen_ai.response.id': 'chatcmpl-Lm7No9Pq1Rs3Tu5Vw7Xy9Za1Bc3F',
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
      'gen_ai.usage.input_tokens': 402,
      'gen_ai.usage.output_tokens': 33,
    },
    events: [],
    canaries: ['whp-cnry-3101', 'pck-cnry-3102', 'stk-cnry-3103', 'rst-cnry-3104', 'rsv-cnry-3105'],
    keeps: ['chatcmpl-Lm7No9Pq1Rs3Tu5Vw7Xy9Za1Bc3F', 'gpt-4o-2024-08-06', 'tool-calls', 'ai.generateText.doGenerate'],
  },
  {
    id: 'vercel-ai-tool-call-span-args-result',
    source: 'ai 5.x experimental_telemetry (ai.toolCall span: ai.toolCall.name/id, ai.toolCall.args = JSON.stringify(input), ai.toolCall.result = JSON.stringify(output))',
    resource: res('storefront-chat', 'nodejs'),
    scope: 'ai',
    spanName: 'ai.toolCall',
    kind: 'internal',
    attributes: {
      'operation.name': 'ai.toolCall storefront-support',
      'resource.name': 'storefront-support',
      'ai.operationId': 'ai.toolCall',
      'ai.telemetry.functionId': 'storefront-support',
      'ai.toolCall.name': 'reserveItem',
      'ai.toolCall.id': 'call_Rsv4nX8tL',
      'ai.toolCall.args': j({ sku: 'KT-GN-17-MB', store: 'ghent', name: 'pickup under tca-cnry-3201' }),
      'ai.toolCall.result': j({ reservationId: 'R-99120', expires: '2026-12-08T18:00:00+01:00', message: 'Held at desk B for customer, slip tcr-cnry-3202' }),
    },
    events: [],
    canaries: ['tca-cnry-3201', 'tcr-cnry-3202'],
    keeps: ['ai.toolCall', 'call_Rsv4nX8tL', 'reserveItem'],
  },
  {
    id: 'vercel-ai-generate-object-schema-and-object',
    source: 'ai 5.x experimental_telemetry (ai.generateObject span: ai.prompt, ai.schema, ai.schema.name, ai.settings.output, ai.response.object)',
    resource: res('invoice-extractor', 'nodejs'),
    scope: 'ai',
    spanName: 'ai.generateObject',
    kind: 'internal',
    attributes: {
      'operation.name': 'ai.generateObject extract-invoice',
      'resource.name': 'extract-invoice',
      'ai.operationId': 'ai.generateObject',
      'ai.telemetry.functionId': 'extract-invoice',
      'ai.model.provider': 'anthropic.messages',
      'ai.model.id': 'claude-3-5-haiku-20241022',
      'ai.settings.output': 'object',
      'ai.settings.maxRetries': 2,
      'ai.prompt': j({
        system: 'Extract invoice fields exactly as printed. Supplier risk flag rsk-cnry-3301 is internal.',
        prompt:
          'INVOICE 2026-0912\nFrom: Brightline Print GmbH, Leipzig\nTo: Kettle & Crumb BV\n500 menu cards, 2-sided, 300gsm ........ 412.00\nVAT 21% ........ 86.52\nTotal due ........ 498.52 EUR by 2026-12-21\nIBAN DE44 8605 0000 1100 2277 55 ref ibn-cnry-3302',
      }),
      'ai.schema': j({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { invoiceNumber: { type: 'string' }, supplier: { type: 'string' }, total: { type: 'number' }, dueDate: { type: 'string' }, iban: { type: 'string' } },
        required: ['invoiceNumber', 'supplier', 'total'],
        additionalProperties: false,
      }),
      'ai.schema.name': 'Invoice',
      'ai.schema.description': 'Structured supplier invoice',
      'ai.response.finishReason': 'stop',
      'ai.response.object': j({
        invoiceNumber: '2026-0912',
        supplier: 'Brightline Print GmbH',
        total: 498.52,
        dueDate: '2026-12-21',
        iban: 'DE44 8605 0000 1100 2277 55 ref ibn-cnry-3302',
        notes: 'menu cards, extracted with note obj-cnry-3303',
      }),
      'ai.usage.inputTokens': 310,
      'ai.usage.outputTokens': 72,
      'ai.usage.totalTokens': 382,
    },
    events: [],
    canaries: ['rsk-cnry-3301', 'ibn-cnry-3302', 'obj-cnry-3303'],
    keeps: ['ai.generateObject', 'claude-3-5-haiku-20241022', 'stop'],
  },
  {
    id: 'vercel-ai-stream-text-do-stream-reasoning-and-events',
    source:
      'ai 5.x experimental_telemetry (ai.streamText.doStream span: ai.response.text, ai.response.reasoning, ai.stream.firstChunk / ai.stream.finish events)',
    resource: res('code-review-bot', 'nodejs'),
    scope: 'ai',
    spanName: 'ai.streamText.doStream',
    kind: 'internal',
    attributes: {
      'operation.name': 'ai.streamText.doStream pr-review',
      'resource.name': 'pr-review',
      'ai.operationId': 'ai.streamText.doStream',
      'ai.telemetry.functionId': 'pr-review',
      'ai.model.provider': 'anthropic.messages',
      'ai.model.id': 'claude-sonnet-4-20250514',
      'ai.prompt.messages': j([
        { role: 'system', content: 'Review pull requests for security issues first, style second. Repository secret scanner token scn-cnry-3401 is out of scope.' },
        {
          role: 'user',
          content: [
            {
              type: 'text',
              text: 'Review this diff:\n- const q = `SELECT * FROM users WHERE email = ${email}`;\n+ const q = db.prepare("SELECT * FROM users WHERE email = ?").bind(email); // PR note prn-cnry-3402',
            },
          ],
        },
      ]),
      'ai.response.finishReason': 'stop',
      'ai.response.reasoning':
        'The old line interpolated email into SQL, an injection risk; the new line uses a prepared statement, which fixes it. Check that bind is called before execution (thinking thk-cnry-3403).',
      'ai.response.text':
        'Good change: replacing string interpolation with a prepared statement removes the SQL injection risk. Consider selecting explicit columns instead of * to avoid leaking password hashes (review rvw-cnry-3404).',
      'ai.response.id': 'msg_01Cd9Ef1Gh3Ij5Kl7Mn9Op1Q',
      'ai.response.model': 'claude-sonnet-4-20250514',
      'ai.response.timestamp': '2026-12-07T11:02:45.000Z',
      'ai.response.msToFirstChunk': 812.4,
      'ai.response.msToFinish': 4120.9,
      'ai.response.avgOutputTokensPerSecond': 38.3,
      'ai.usage.inputTokens': 187,
      'ai.usage.outputTokens': 158,
      'ai.usage.reasoningTokens': 64,
      'ai.usage.totalTokens': 345,
      'gen_ai.system': 'anthropic.messages',
      'gen_ai.request.model': 'claude-sonnet-4-20250514',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.response.id': 'msg_01Cd9Ef1Gh3Ij5Kl7Mn9Op1Q',
      'gen_ai.response.model': 'claude-sonnet-4-20250514',
      'gen_ai.usage.input_tokens': 187,
      'gen_ai.usage.output_tokens': 158,
    },
    events: [
      { name: 'ai.stream.firstChunk', attributes: { 'ai.response.msToFirstChunk': 812.4 } },
      { name: 'ai.stream.finish', attributes: { 'ai.response.msToFinish': 4120.9, 'ai.response.avgOutputTokensPerSecond': 38.3 } },
    ],
    canaries: ['scn-cnry-3401', 'prn-cnry-3402', 'thk-cnry-3403', 'rvw-cnry-3404'],
    keeps: ['msg_01Cd9Ef1Gh3Ij5Kl7Mn9Op1Q', 'claude-sonnet-4-20250514', 'stop'],
  },
  {
    id: 'vercel-ai-embed-many-values-string-array',
    source: 'ai 5.x experimental_telemetry (ai.embedMany span: ai.values = values.map(JSON.stringify) string[], ai.embeddings string[], ai.usage.tokens)',
    resource: res('faq-indexer', 'nodejs'),
    scope: 'ai',
    spanName: 'ai.embedMany',
    kind: 'internal',
    attributes: {
      'operation.name': 'ai.embedMany faq-index',
      'resource.name': 'faq-index',
      'ai.operationId': 'ai.embedMany',
      'ai.telemetry.functionId': 'faq-index',
      'ai.model.provider': 'openai.embedding',
      'ai.model.id': 'text-embedding-3-small',
      'ai.settings.maxRetries': 2,
      'ai.values': [
        j('How long does delivery to the Netherlands take? Usually 2 business days via PostNL (faq ned-cnry-3501).'),
        j('Can I return a kettle that has been used? Yes within 30 days if undamaged (faq ret-cnry-3502).'),
      ],
      'ai.embeddings': [j([0.0183, -0.0247, 0.0311, 0.0045]), j([-0.0092, 0.0166, 0.0401, -0.0138])],
      'ai.usage.tokens': 48,
    },
    events: [],
    canaries: ['ned-cnry-3501', 'ret-cnry-3502'],
    keeps: ['ai.embedMany', 'text-embedding-3-small'],
  },
  {
    id: 'vercel-ai-v4-do-generate-args-string-and-prompt-tokens',
    source:
      'ai 4.3.19 experimental_telemetry (ai.generateText.doGenerate: ai.prompt.format, ai.prompt.messages with tool-call args, ai.response.toolCalls with args as JSON string, ai.usage.promptTokens/completionTokens)',
    resource: res('legacy-support-widget', 'nodejs'),
    scope: 'ai',
    spanName: 'ai.generateText.doGenerate',
    kind: 'internal',
    attributes: {
      'operation.name': 'ai.generateText.doGenerate',
      'ai.operationId': 'ai.generateText.doGenerate',
      'ai.model.provider': 'openai.chat',
      'ai.model.id': 'gpt-4o-mini',
      'ai.settings.maxRetries': 2,
      'ai.settings.maxSteps': 3,
      'ai.prompt.format': 'messages',
      'ai.prompt.messages': j([
        { role: 'system', content: 'You are the subscription assistant for BoxFresh meal kits. Retention offer code rto-cnry-3601 is for churn risk only.' },
        { role: 'user', content: [{ type: 'text', text: 'Pause my deliveries for three weeks, I am travelling. Account email is on file; travel note trv-cnry-3602.' }] },
      ]),
      'ai.prompt.tools': [
        j({ type: 'function', name: 'pauseSubscription', description: 'Pause deliveries', parameters: { type: 'object', properties: { weeks: { type: 'number' } }, required: ['weeks'] } }),
      ],
      'ai.prompt.toolChoice': j({ type: 'auto' }),
      'ai.response.finishReason': 'tool-calls',
      'ai.response.toolCalls': j([
        { toolCallType: 'function', toolCallId: 'call_P4us3Wk3', toolName: 'pauseSubscription', args: '{"weeks":3,"reason":"travel, see psd-cnry-3603"}' },
      ]),
      'ai.response.id': 'chatcmpl-Mn8Op0Qr2St4Uv6Wx8Yz0Ab2Cd4G',
      'ai.response.model': 'gpt-4o-mini-2024-07-18',
      'ai.response.timestamp': '2026-12-07T08:01:10.000Z',
      'ai.usage.promptTokens': 198,
      'ai.usage.completionTokens': 24,
      'gen_ai.system': 'openai.chat',
      'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.response.finish_reasons': ['tool-calls'],
      'gen_ai.response.id': 'chatcmpl-Mn8Op0Qr2St4Uv6Wx8Yz0Ab2Cd4G',
      'gen_ai.response.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.usage.input_tokens': 198,
      'gen_ai.usage.output_tokens': 24,
    },
    events: [],
    canaries: ['rto-cnry-3601', 'trv-cnry-3602', 'psd-cnry-3603'],
    keeps: ['chatcmpl-Mn8Op0Qr2St4Uv6Wx8Yz0Ab2Cd4G', 'gpt-4o-mini-2024-07-18', 'tool-calls'],
  },
  {
    id: 'vercel-ai-sdk-otel-chat-span-semconv-messages',
    source:
      '@ai-sdk/otel 1.0 OpenTelemetry integration (open-telemetry.ts: "chat {model}" inference span, gen_ai.system_instructions / gen_ai.input.messages / gen_ai.output.messages via gen-ai-format-messages.ts)',
    resource: res('storefront-chat', 'nodejs', { 'service.version': '4.0.2' }),
    scope: 'ai',
    spanName: 'chat gpt-4.1-mini',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'gpt-4.1-mini',
      'gen_ai.request.temperature': 0.3,
      'gen_ai.system_instructions': j([{ type: 'text', content: 'You are the storefront assistant. Never disclose supplier margins (table mrg-cnry-3701).' }]),
      'gen_ai.input.messages': j([
        { role: 'user', parts: [{ type: 'text', content: 'Which grinder pairs best with the gooseneck kettle for pour-over? Budget 150 EUR, gift for my brother, card message gft-cnry-3702.' }] },
      ]),
      'gen_ai.output.messages': j([
        {
          role: 'assistant',
          parts: [
            { type: 'reasoning', content: 'Budget 150, pour-over: conical burr hand grinders fit; check stock of the Kinu and Timemore models (plan pln-cnry-3703).' },
            { type: 'text', content: 'I recommend the Timemore C3 Pro at 119 EUR: consistent medium-fine grind for pour-over and it fits your budget with room for a gift wrap. Shall I add it to your basket? (suggestion sug-cnry-3704)' },
          ],
          finish_reason: 'stop',
        },
      ]),
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.response.id': 'resp_68c3d4e5f6a7081920b3c4d5',
      'gen_ai.response.model': 'gpt-4.1-mini-2025-04-14',
      'gen_ai.usage.input_tokens': 233,
      'gen_ai.usage.output_tokens': 91,
    },
    events: [],
    canaries: ['mrg-cnry-3701', 'gft-cnry-3702', 'pln-cnry-3703', 'sug-cnry-3704'],
    keeps: ['resp_68c3d4e5f6a7081920b3c4d5', 'gpt-4.1-mini-2025-04-14', 'stop', 'chat'],
  },
  {
    id: 'vercel-ai-sdk-otel-rerank-documents-and-ranking',
    source:
      '@ai-sdk/otel 1.0 (open-telemetry.ts / legacy-open-telemetry.ts rerank: ai.documents = documents.map(JSON.stringify) string[], ai.ranking = ranking.map(JSON.stringify) string[])',
    resource: res('help-center-search', 'nodejs'),
    scope: 'ai',
    spanName: 'rerank rerank-v3.5',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'rerank',
      'gen_ai.provider.name': 'cohere',
      'gen_ai.request.model': 'rerank-v3.5',
      'ai.ranking.type': 'text',
      'ai.documents': [
        j('To reset your smart thermostat, hold the dial for 10 seconds until the ring blinks blue (article kbs-cnry-3801).'),
        j('Firmware 4.2 fixed the Wi-Fi drop issue on the second-generation thermostat (release note fwn-cnry-3802).'),
        j('Warranty claims require the serial number printed behind the faceplate (article wty-cnry-3803).'),
      ],
      'ai.ranking': [j({ originalIndex: 0, score: 0.94 }), j({ originalIndex: 1, score: 0.41 }), j({ originalIndex: 2, score: 0.07 })],
    },
    events: [],
    canaries: ['kbs-cnry-3801', 'fwn-cnry-3802', 'wty-cnry-3803'],
    keeps: ['rerank', 'rerank-v3.5'],
  },
  // =============================================================================================================
  // Langfuse Python SDK v3/v4 (OTel-native): langfuse.observation.* / langfuse.trace.* (json.dumps values)
  // =============================================================================================================
  {
    id: 'langfuse-generation-observation-input-output',
    source: 'langfuse-python 4.x (_client/attributes.py create_generation_attributes: langfuse.observation.input/output = json.dumps, model, usage_details)',
    resource: res('onboarding-coach', 'python'),
    scope: 'langfuse-sdk',
    spanName: 'draft-welcome-email',
    kind: 'internal',
    attributes: {
      'langfuse.observation.type': 'generation',
      'langfuse.observation.model.name': 'gpt-4o-mini',
      'langfuse.observation.model.parameters': py({ temperature: 0.7, max_tokens: 400 }),
      'langfuse.observation.input': py([
        { role: 'system', content: 'Write friendly onboarding emails for new accounting-software customers. Sales notes like sls-cnry-3901 are internal.' },
        { role: 'user', content: 'New customer: Okoro Bakery, 6 employees, switching from spreadsheets, wants payroll first. Account manager handle amh-cnry-3902.' },
      ]),
      'langfuse.observation.output': py({
        role: 'assistant',
        content:
          'Subject: Welcome to Ledgerly, Okoro Bakery!\n\nHi team, we are thrilled to have you. Since payroll is your first priority, here is a 3-step guide to run your first payroll in under 20 minutes... (draft eml-cnry-3903)',
      }),
      'langfuse.observation.usage_details': py({ input: 142, output: 188, total: 330 }),
      'langfuse.observation.completion_start_time': py('2026-12-07T10:31:07.412000+00:00'),
      'langfuse.observation.prompt.name': 'welcome-email',
      'langfuse.observation.prompt.version': 7,
      'langfuse.environment': 'production',
      'langfuse.release': '2026.12.1',
    },
    events: [],
    canaries: ['sls-cnry-3901', 'amh-cnry-3902', 'eml-cnry-3903'],
    keeps: ['generation', 'gpt-4o-mini', 'welcome-email'],
  },
  {
    id: 'langfuse-root-span-trace-input-output',
    source: 'langfuse-python 4.x (update_trace / create_trace_attributes: langfuse.trace.input/output, user.id, session.id, langfuse.trace.tags; observation metadata flattened)',
    resource: res('onboarding-coach', 'python'),
    scope: 'langfuse-sdk',
    spanName: 'onboarding-conversation',
    kind: 'internal',
    attributes: {
      'langfuse.observation.type': 'span',
      'langfuse.trace.name': 'onboarding-conversation',
      'user.id': 'u_48121',
      'session.id': 'sess_2026_12_07_4812',
      'langfuse.trace.tags': ['onboarding', 'email'],
      'langfuse.trace.input': py({ customer: 'Okoro Bakery', request: 'Please help us move payroll off spreadsheets before January, contact pref cnt-cnry-3a01' }),
      'langfuse.trace.output': py({ email_sent: true, summary: 'Sent welcome email with a payroll-first checklist and booked onboarding call for 9 Dec (outcome otc-cnry-3a02)' }),
      'langfuse.observation.input': py({ customer: 'Okoro Bakery', request: 'Please help us move payroll off spreadsheets before January, contact pref cnt-cnry-3a01' }),
      'langfuse.observation.output': py({ email_sent: true, summary: 'Sent welcome email with a payroll-first checklist and booked onboarding call for 9 Dec (outcome otc-cnry-3a02)' }),
      'langfuse.observation.metadata.channel': 'web',
      'langfuse.observation.metadata.plan': 'starter',
      'langfuse.environment': 'production',
    },
    events: [],
    canaries: ['cnt-cnry-3a01', 'otc-cnry-3a02'],
    keeps: ['onboarding-conversation', 'span'],
  },
  {
    id: 'langfuse-tool-observation-input-output',
    source: 'langfuse-python 4.x (start_observation(as_type="tool"): langfuse.observation.type=tool with json.dumps input/output)',
    resource: res('onboarding-coach', 'python'),
    scope: 'langfuse-sdk',
    spanName: 'book_onboarding_call',
    kind: 'internal',
    attributes: {
      'langfuse.observation.type': 'tool',
      'langfuse.observation.input': py({ customer_id: 'cus_88120', slot: '2026-12-09T10:00:00+01:00', agenda: 'payroll setup, 6 staff, migrate from spreadsheets; notes agd-cnry-3b01' }),
      'langfuse.observation.output': py({ booked: true, meeting_link: 'https://meet.example.com/ldg-88120', host: 'Priya', confirmation: 'mtg-cnry-3b02' }),
      'langfuse.observation.level': 'DEFAULT',
      'langfuse.environment': 'production',
    },
    events: [],
    canaries: ['agd-cnry-3b01', 'mtg-cnry-3b02'],
    keeps: ['tool', 'DEFAULT'],
  },
  // =============================================================================================================
  // LangSmith OpenTelemetry exporter (langsmith SDK, LANGSMITH_OTEL_ENABLED): gen_ai.prompt / gen_ai.completion
  // carry the serialized run inputs/outputs.
  // =============================================================================================================
  {
    id: 'langsmith-otel-llm-run-prompt-completion-json',
    source:
      'langsmith-sdk python _internal/otel/_otel_exporter.py (_set_io_attributes: gen_ai.prompt = run inputs JSON, gen_ai.completion = run outputs JSON, langsmith.* attributes)',
    resource: res('grant-writer', 'python'),
    scope: 'langsmith',
    spanName: 'ChatOpenAI',
    kind: 'internal',
    attributes: {
      'langsmith.span.kind': 'llm',
      'langsmith.trace.name': 'ChatOpenAI',
      'langsmith.trace.session_id': '0b7f3c9e-2d1a-4f5b-8c6d-7e8f9a0b1c2d',
      'langsmith.trace.session_name': 'grant-writer-prod',
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-mini',
      'langsmith.metadata.ls_provider': 'openai',
      'langsmith.metadata.ls_model_name': 'gpt-4o-mini',
      'langsmith.metadata.ls_model_type': 'chat',
      'gen_ai.prompt': j({
        messages: [
          { role: 'system', content: 'You help nonprofits draft grant applications. Funder scoring rubric rub-cnry-3c01 is private.' },
          { role: 'user', content: 'Draft a 120-word project summary: after-school coding club for 40 teens in Tallinn, budget 18,000 EUR, partner school code sch-cnry-3c02.' },
        ],
        model: 'gpt-4o-mini',
        temperature: 0.5,
      }),
      'gen_ai.completion': j({
        id: 'chatcmpl-No9Pq1Rs3Tu5Vw7Xy9Za1Bc3De5H',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content:
                'Code Club Tallinn will give 40 teenagers two free weekly sessions of hands-on programming, mentored by local developers... (summary v1 smy-cnry-3c03)',
            },
            finish_reason: 'stop',
          },
        ],
        model: 'gpt-4o-mini-2024-07-18',
        usage: { prompt_tokens: 96, completion_tokens: 143, total_tokens: 239 },
      }),
      'gen_ai.usage.input_tokens': 96,
      'gen_ai.usage.output_tokens': 143,
      'gen_ai.usage.total_tokens': 239,
      'gen_ai.response.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.response.id': 'chatcmpl-No9Pq1Rs3Tu5Vw7Xy9Za1Bc3De5H',
      'gen_ai.response.finish_reasons': 'stop',
    },
    events: [],
    canaries: ['rub-cnry-3c01', 'sch-cnry-3c02', 'smy-cnry-3c03'],
    keeps: ['gpt-4o-mini-2024-07-18', 'chatcmpl-No9Pq1Rs3Tu5Vw7Xy9Za1Bc3De5H', 'stop', 'chat'],
  },
  {
    id: 'langsmith-otel-traceable-chain-run',
    source: 'langsmith-sdk python OTel exporter (@traceable chain run: langsmith.span.kind=chain, gen_ai.operation.name passes run_type through, gen_ai.prompt/gen_ai.completion)',
    resource: res('grant-writer', 'python'),
    scope: 'langsmith',
    spanName: 'draft_grant_section',
    kind: 'internal',
    attributes: {
      'langsmith.span.kind': 'chain',
      'langsmith.trace.name': 'draft_grant_section',
      'langsmith.trace.session_name': 'grant-writer-prod',
      'gen_ai.operation.name': 'chain',
      'langsmith.span.tags': 'grant, eu-funds',
      'langsmith.metadata.revision_id': 'v2026.12.03',
      'gen_ai.prompt': j({ section: 'sustainability', notes: 'Municipality will host the club after year 2; letter of intent loi-cnry-3d01 attached' }),
      'gen_ai.completion': j({
        output:
          'From year three the City of Tallinn Youth Department will provide rooms and cover 60 percent of running costs, as confirmed in its letter of intent... (section sus-cnry-3d02)',
      }),
    },
    events: [],
    canaries: ['loi-cnry-3d01', 'sus-cnry-3d02'],
    keeps: ['chain', 'draft_grant_section'],
  },
  // =============================================================================================================
  // pydantic-ai (scope "pydantic-ai") — instrumentation version 1 (0.7: events / all_messages_events /
  // tool_arguments / tool_response) and the current version (gen_ai.input.messages, pydantic_ai.all_messages,
  // gen_ai.tool.call.*) — and Logfire's own OpenAI / OpenAI Agents integrations.
  // =============================================================================================================
  {
    id: 'pydantic-ai-v1-agent-run-all-messages-events-final-result',
    source: 'pydantic-ai 0.7 (Agent.iter "agent run" span: all_messages_events = json.dumps(event dicts), final_result, logfire.msg)',
    resource: res('order-desk-agent', 'python'),
    scope: 'pydantic-ai',
    spanName: 'agent run',
    kind: 'internal',
    attributes: {
      'model_name': 'gpt-4o',
      'agent_name': 'order_desk',
      'logfire.msg': 'order_desk run',
      'gen_ai.usage.input_tokens': 1540,
      'gen_ai.usage.output_tokens': 212,
      'final_result':
        'Your replacement blender (order OD-77120) ships today via DPD and should arrive Thursday; the faulty unit can be dropped at any DPD point with return code rtn-cnry-3e01.',
      'all_messages_events': py([
        { content: 'You are the order desk for Blendwell. Always verify the order before promising shipping. Escalation hotline code hot-cnry-3e02.', role: 'system', 'event.name': 'gen_ai.system.message' },
        { content: 'My blender OD-77120 started smoking on day two. I want a replacement, not a refund. Photo ticket pho-cnry-3e03.', role: 'user', 'gen_ai.message.index': 0, 'event.name': 'gen_ai.user.message' },
        {
          role: 'assistant',
          tool_calls: [{ id: 'call_0dL00kUp7x', type: 'function', function: { name: 'lookup_order', arguments: '{"order_id":"OD-77120","issue":"smoking motor, ticket luo-cnry-3e04"}' } }],
          'gen_ai.message.index': 1,
          'event.name': 'gen_ai.assistant.message',
        },
        {
          content: { order_id: 'OD-77120', status: 'delivered', warranty: 'active', stock_replacement: true, warehouse_note: 'swap approved, wh ref whr-cnry-3e05' },
          role: 'tool',
          id: 'call_0dL00kUp7x',
          name: 'lookup_order',
          'gen_ai.message.index': 2,
          'event.name': 'gen_ai.tool.message',
        },
        {
          role: 'assistant',
          content:
            'Your replacement blender (order OD-77120) ships today via DPD and should arrive Thursday; the faulty unit can be dropped at any DPD point with return code rtn-cnry-3e01.',
          'gen_ai.message.index': 3,
          'event.name': 'gen_ai.assistant.message',
        },
      ]),
      'logfire.json_schema': py({ type: 'object', properties: { all_messages_events: { type: 'array' }, final_result: { type: 'object' } } }),
    },
    events: [],
    canaries: ['rtn-cnry-3e01', 'hot-cnry-3e02', 'pho-cnry-3e03', 'luo-cnry-3e04', 'whr-cnry-3e05'],
    keeps: ['gpt-4o', 'order_desk'],
  },
  {
    id: 'pydantic-ai-v1-chat-span-events-attribute',
    source: 'pydantic-ai 0.7 (InstrumentedModel chat span with event_mode="attributes": "events" JSON array incl. gen_ai.choice, model_request_parameters)',
    resource: res('order-desk-agent', 'python'),
    scope: 'pydantic-ai',
    spanName: 'chat gpt-4o',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o',
      'server.address': 'api.openai.com',
      'model_request_parameters': py({
        function_tools: [{ name: 'lookup_order', description: 'Look up an order by id.', parameters_json_schema: { type: 'object', properties: { order_id: { type: 'string' } } }, outer_typed_dict_key: null, strict: null, kind: 'function' }],
        builtin_tools: [],
        output_mode: 'text',
        output_object: null,
        output_tools: [],
        allow_text_output: true,
      }),
      'events': py([
        { content: 'You are the order desk for Blendwell. Always verify the order before promising shipping. Escalation hotline code hot-cnry-3f01.', role: 'system', 'gen_ai.system': 'openai', 'event.name': 'gen_ai.system.message' },
        { content: 'My blender OD-77120 started smoking on day two. I want a replacement, not a refund. Photo ticket pho-cnry-3f02.', role: 'user', 'gen_ai.system': 'openai', 'gen_ai.message.index': 0, 'event.name': 'gen_ai.user.message' },
        {
          index: 0,
          message: { role: 'assistant', tool_calls: [{ id: 'call_0dL00kUp7x', type: 'function', function: { name: 'lookup_order', arguments: '{"order_id":"OD-77120","issue":"smoking motor, ticket luo-cnry-3f03"}' } }] },
          'gen_ai.system': 'openai',
          'event.name': 'gen_ai.choice',
        },
      ]),
      'logfire.json_schema': py({ type: 'object', properties: { events: { type: 'array' }, model_request_parameters: { type: 'object' } } }),
      'gen_ai.usage.input_tokens': 701,
      'gen_ai.usage.output_tokens': 29,
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
    },
    events: [],
    canaries: ['hot-cnry-3f01', 'pho-cnry-3f02', 'luo-cnry-3f03'],
    keeps: ['gpt-4o-2024-08-06', 'chat'],
  },
  {
    id: 'pydantic-ai-v1-running-tool-arguments-response',
    source: 'pydantic-ai 0.7 (_tool_manager "running tool" span: tool_arguments = args JSON string, tool_response, logfire.msg)',
    resource: res('order-desk-agent', 'python'),
    scope: 'pydantic-ai',
    spanName: 'running tool',
    kind: 'internal',
    attributes: {
      'gen_ai.tool.name': 'lookup_order',
      'gen_ai.tool.call.id': 'call_0dL00kUp7x',
      'tool_arguments': '{"order_id":"OD-77120","issue":"smoking motor, ticket luo-cnry-4001"}',
      'logfire.msg': 'running tool: lookup_order',
      'logfire.json_schema': py({ type: 'object', properties: { tool_arguments: { type: 'object' }, tool_response: { type: 'object' } } }),
      'tool_response': py({ order_id: 'OD-77120', status: 'delivered', warranty: 'active', stock_replacement: true, warehouse_note: 'swap approved, wh ref whr-cnry-4002' }),
    },
    events: [],
    canaries: ['luo-cnry-4001', 'whr-cnry-4002'],
    keeps: ['lookup_order', 'call_0dL00kUp7x'],
  },
  {
    id: 'pydantic-ai-latest-invoke-agent-all-messages-system-instructions',
    source:
      'pydantic-ai (current, instrumentation version 5; capabilities/instrumentation.py: invoke_agent span, pydantic_ai.all_messages, gen_ai.system_instructions, final_result, gen_ai.aggregated_usage.*)',
    resource: res('fx-desk-agent', 'python'),
    scope: 'pydantic-ai',
    spanName: 'invoke_agent fx_desk',
    kind: 'internal',
    attributes: {
      'model_name': 'gpt-4.1',
      'agent_name': 'fx_desk',
      'gen_ai.agent.name': 'fx_desk',
      'gen_ai.agent.call.id': '01JEXD4K7R9Q2M5N8P1S3T6V9W',
      'gen_ai.conversation.id': '01JEXD3Z1B4C7D0F3G6H9J2K5M',
      'gen_ai.operation.name': 'invoke_agent',
      'logfire.msg': 'fx_desk run',
      'final_result': j({ amount_eur: 4605.12, rate: 0.9210, quote_id: 'Q-5521', note: 'hedged quote for invoice, ref qfx-cnry-4101' }),
      'pydantic_ai.all_messages': j([
        { role: 'user', parts: [{ type: 'text', content: 'Convert 5,000 USD to EUR for supplier invoice SUP-221; our treasury limit code trs-cnry-4102 applies.' }] },
        { role: 'assistant', parts: [{ type: 'tool_call', id: 'call_fXr4t3Qu0', name: 'get_fx_rate', arguments: { base: 'USD', quote: 'EUR', purpose: 'supplier SUP-221, memo fxm-cnry-4103' } }], finish_reason: 'tool_call' },
        { role: 'user', parts: [{ type: 'tool_call_response', id: 'call_fXr4t3Qu0', name: 'get_fx_rate', result: { rate: 0.921, source: 'ECB reference + 15bp', desk_note: 'valid 10 min, dsk-cnry-4104' } }] },
        { role: 'assistant', parts: [{ type: 'tool_call', id: 'call_f1nalR3sX', name: 'final_result', arguments: { amount_eur: 4605.12, rate: 0.921, quote_id: 'Q-5521', note: 'hedged quote for invoice, ref qfx-cnry-4101' } }], finish_reason: 'tool_call' },
      ]),
      'gen_ai.system_instructions': j([{ type: 'text', content: 'You are the treasury FX desk assistant. Always quote with the ECB reference plus the bank margin. Counterparty list cpl-cnry-4105 is confidential.' }]),
      'gen_ai.aggregated_usage.input_tokens': 2210,
      'gen_ai.aggregated_usage.output_tokens': 140,
      'logfire.json_schema': j({ type: 'object', properties: { 'pydantic_ai.all_messages': { type: 'array' }, 'gen_ai.system_instructions': { type: 'array' }, final_result: { type: 'object' } } }),
    },
    events: [],
    canaries: ['qfx-cnry-4101', 'trs-cnry-4102', 'fxm-cnry-4103', 'dsk-cnry-4104', 'cpl-cnry-4105'],
    keeps: ['invoke_agent', 'gpt-4.1', 'fx_desk'],
  },
  {
    id: 'pydantic-ai-latest-chat-span-input-output-messages',
    source: 'pydantic-ai (current; models/instrumented.py chat span: gen_ai.input.messages / gen_ai.output.messages with tool_call_response "result")',
    resource: res('fx-desk-agent', 'python'),
    scope: 'pydantic-ai',
    spanName: 'chat gpt-4.1',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'gpt-4.1',
      'server.address': 'api.openai.com',
      'gen_ai.agent.name': 'fx_desk',
      'gen_ai.tool.definitions': j([{ type: 'function', name: 'get_fx_rate', description: 'Get an FX rate.', parameters: { type: 'object', properties: { base: { type: 'string' }, quote: { type: 'string' } } } }]),
      'gen_ai.system_instructions': j([{ type: 'text', content: 'You are the treasury FX desk assistant. Counterparty list cpl-cnry-4201 is confidential.' }]),
      'gen_ai.input.messages': j([
        { role: 'user', parts: [{ type: 'text', content: 'Convert 5,000 USD to EUR for supplier invoice SUP-221; treasury limit code trs-cnry-4202.' }] },
        { role: 'assistant', parts: [{ type: 'tool_call', id: 'call_fXr4t3Qu0', name: 'get_fx_rate', arguments: { base: 'USD', quote: 'EUR', purpose: 'supplier SUP-221, memo fxm-cnry-4203' } }], finish_reason: 'tool_call' },
        { role: 'user', parts: [{ type: 'tool_call_response', id: 'call_fXr4t3Qu0', name: 'get_fx_rate', result: { rate: 0.921, source: 'ECB reference + 15bp', desk_note: 'valid 10 min, dsk-cnry-4204' } }] },
      ]),
      'gen_ai.output.messages': j([
        { role: 'assistant', parts: [{ type: 'text', content: '5,000 USD is 4,605.12 EUR at 0.9210 (ECB reference plus 15 bp); quote Q-5521 is valid for 10 minutes (answer fxa-cnry-4205).' }], finish_reason: 'stop' },
      ]),
      'gen_ai.response.model': 'gpt-4.1-2025-04-14',
      'gen_ai.response.id': 'chatcmpl-Op0Qr2St4Uv6Wx8Yz0Ab2Cd4Ef6I',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 1120,
      'gen_ai.usage.output_tokens': 52,
    },
    events: [],
    canaries: ['cpl-cnry-4201', 'trs-cnry-4202', 'fxm-cnry-4203', 'dsk-cnry-4204', 'fxa-cnry-4205'],
    keeps: ['gpt-4.1-2025-04-14', 'chatcmpl-Op0Qr2St4Uv6Wx8Yz0Ab2Cd4Ef6I', 'stop', 'chat'],
  },
  {
    id: 'pydantic-ai-latest-execute-tool-call-arguments-result',
    source: 'pydantic-ai (current; InstrumentationNames.for_version(>=3): execute_tool span with gen_ai.tool.call.arguments / gen_ai.tool.call.result)',
    resource: res('fx-desk-agent', 'python'),
    scope: 'pydantic-ai',
    spanName: 'execute_tool get_fx_rate',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'get_fx_rate',
      'gen_ai.tool.call.id': 'call_fXr4t3Qu0',
      'gen_ai.agent.name': 'fx_desk',
      'gen_ai.tool.call.arguments': '{"base":"USD","quote":"EUR","purpose":"supplier SUP-221, memo fxm-cnry-4301"}',
      'gen_ai.tool.call.result': j({ rate: 0.921, source: 'ECB reference + 15bp', desk_note: 'valid 10 min, dsk-cnry-4302' }),
      'logfire.msg': 'running tool: get_fx_rate',
    },
    events: [],
    canaries: ['fxm-cnry-4301', 'dsk-cnry-4302'],
    keeps: ['execute_tool', 'get_fx_rate', 'call_fXr4t3Qu0'],
  },
  {
    id: 'logfire-openai-chat-completion-request-response-data',
    source: 'logfire 4.x instrument_openai (llm_providers/openai.py semconv version 1: request_data = request JSON, response_data = {message, usage}; compact JSON)',
    resource: res('newsletter-writer', 'python'),
    scope: 'logfire.openai',
    spanName: 'Chat Completion with {request_data[model]!r}',
    kind: 'internal',
    attributes: {
      'logfire.msg_template': 'Chat Completion with {request_data[model]!r}',
      'logfire.msg': "Chat Completion with 'gpt-4o'",
      'logfire.span_type': 'span',
      'gen_ai.system': 'openai',
      'gen_ai.provider.name': 'openai',
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.request.temperature': 0.8,
      'request_data': j({
        messages: [
          { role: 'system', content: 'You write the monthly newsletter for a climbing gym. Member discount code mbr-cnry-4401 goes in the footer only for members.' },
          { role: 'user', content: 'December issue: new bouldering wall opens 12 Dec, kids club on Saturdays, holiday hours 24-26 Dec closed. Setter shout-out set-cnry-4402.' },
        ],
        model: 'gpt-4o',
        temperature: 0.8,
      }),
      'response_data': j({
        message: {
          content:
            'Send the season off with fresh holds! Our brand-new bouldering wall opens on 12 December... Kids Club now runs every Saturday... We are closed 24-26 December. (draft nws-cnry-4403)',
          refusal: null,
          role: 'assistant',
          annotations: [],
          audio: null,
          function_call: null,
          tool_calls: null,
        },
        usage: { completion_tokens: 310, prompt_tokens: 121, total_tokens: 431 },
      }),
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
      'gen_ai.response.id': 'chatcmpl-Pq1Rs3Tu5Vw7Xy9Za1Bc3De5Fg7J',
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.input_tokens': 121,
      'gen_ai.usage.output_tokens': 310,
      'logfire.json_schema': j({ type: 'object', properties: { request_data: { type: 'object' }, response_data: { type: 'object' } } }),
    },
    events: [],
    canaries: ['mbr-cnry-4401', 'set-cnry-4402', 'nws-cnry-4403'],
    keeps: ['gpt-4o-2024-08-06', 'chatcmpl-Pq1Rs3Tu5Vw7Xy9Za1Bc3De5Fg7J', 'stop'],
  },
  {
    id: 'logfire-openai-agents-responses-raw-input-events-response',
    source:
      'logfire 4.x instrument_openai_agents (integrations/openai_agents.py attributes_from_span_data for ResponseSpanData: raw_input, events from inputs_to_events / responses_output_events, response)',
    resource: res('expense-agents', 'python'),
    scope: 'logfire.openai_agents',
    spanName: 'Responses API with {gen_ai.request.model!r}',
    kind: 'internal',
    attributes: {
      'logfire.msg_template': 'Responses API with {gen_ai.request.model!r}',
      'logfire.msg': "Responses API with 'gpt-4.1'",
      'logfire.span_type': 'span',
      'gen_ai.system': 'openai',
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'gpt-4.1',
      'gen_ai.response.model': 'gpt-4.1-2025-04-14',
      'raw_input': j([
        { role: 'user', content: 'Submit my Berlin taxi receipt: 38.50 EUR on 3 Dec, client dinner with Helix Logistics. Cost centre note ccn-cnry-4501.' },
        { type: 'function_call', call_id: 'call_3xp3ns3Ab', name: 'create_expense', arguments: '{"amount": 38.5, "currency": "EUR", "category": "taxi", "memo": "client dinner helix, exm-cnry-4502"}' },
        { type: 'function_call_output', call_id: 'call_3xp3ns3Ab', output: '{"expense_id": "EXP-30911", "status": "submitted", "approver": "line manager", "audit": "aud-cnry-4503"}' },
      ]),
      'events': j([
        { 'event.name': 'gen_ai.system.message', content: 'You file employee expenses. Entertainment over 100 EUR needs a guest list. Policy version pvr-cnry-4504.', role: 'system' },
        { 'event.name': 'gen_ai.user.message', content: 'Submit my Berlin taxi receipt: 38.50 EUR on 3 Dec, client dinner with Helix Logistics. Cost centre note ccn-cnry-4501.', role: 'user' },
        {
          'event.name': 'gen_ai.assistant.message',
          role: 'assistant',
          tool_calls: [{ id: 'call_3xp3ns3Ab', type: 'function', function: { name: 'create_expense', arguments: '{"amount": 38.5, "currency": "EUR", "category": "taxi", "memo": "client dinner helix, exm-cnry-4502"}' } }],
        },
        { 'event.name': 'gen_ai.tool.message', role: 'tool', id: 'call_3xp3ns3Ab', content: '{"expense_id": "EXP-30911", "status": "submitted", "approver": "line manager", "audit": "aud-cnry-4503"}', name: 'create_expense' },
        { 'event.name': 'gen_ai.assistant.message', content: 'Done: taxi expense EXP-30911 for 38.50 EUR was submitted to your line manager (confirmation cnf-cnry-4505).', role: 'assistant' },
      ]),
      'response': j({
        id: 'resp_68d4e5f6a7b8091a2b3c4d5e',
        model: 'gpt-4.1-2025-04-14',
        instructions: 'You file employee expenses. Entertainment over 100 EUR needs a guest list. Policy version pvr-cnry-4504.',
        output: [
          { id: 'msg_68d4e5f7', type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'Done: taxi expense EXP-30911 for 38.50 EUR was submitted to your line manager (confirmation cnf-cnry-4505).', annotations: [] }] },
        ],
        usage: { input_tokens: 612, output_tokens: 34, total_tokens: 646 },
      }),
      'gen_ai.usage.input_tokens': 612,
      'gen_ai.usage.output_tokens': 34,
    },
    events: [],
    canaries: ['ccn-cnry-4501', 'exm-cnry-4502', 'aud-cnry-4503', 'pvr-cnry-4504', 'cnf-cnry-4505'],
    keeps: ['gpt-4.1-2025-04-14', 'chat'],
  },
  {
    id: 'logfire-openai-agents-function-span-input-output',
    source: 'logfire 4.x instrument_openai_agents (FunctionSpanData "Function: {name}" span: name, input (JSON string), output)',
    resource: res('expense-agents', 'python'),
    scope: 'logfire.openai_agents',
    spanName: 'Function: {name}',
    kind: 'internal',
    attributes: {
      'logfire.msg_template': 'Function: {name}',
      'logfire.msg': 'Function: create_expense',
      'logfire.span_type': 'span',
      'name': 'create_expense',
      'gen_ai.system': 'openai',
      'input': '{"amount": 38.5, "currency": "EUR", "category": "taxi", "memo": "client dinner helix, exm-cnry-4601"}',
      'output': '{"expense_id": "EXP-30911", "status": "submitted", "approver": "line manager", "audit": "aud-cnry-4602"}',
    },
    events: [],
    canaries: ['exm-cnry-4601', 'aud-cnry-4602'],
    keeps: ['create_expense'],
  },
  // =============================================================================================================
  // MLflow tracing (JSON-serialized attribute values: mlflow.spanInputs / mlflow.spanOutputs, mlflow.spanType)
  // =============================================================================================================
  {
    id: 'mlflow-openai-autolog-chat-span-inputs-outputs',
    source: 'mlflow 3.x tracing (tracing/constant.py SpanAttributeKey: mlflow.spanInputs/spanOutputs/spanType/chat.tools/chat.tokenUsage; openai autolog "Completions" span; values json.dumps-ed)',
    resource: res('underwriting-assistant', 'python'),
    scope: 'mlflow.tracing.provider',
    spanName: 'Completions',
    kind: 'internal',
    attributes: {
      'mlflow.traceRequestId': py('tr-5f1e2d3c4b5a69788796a5b4c3d2e1f0'),
      'mlflow.experimentId': py('412883190255461'),
      'mlflow.spanType': py('CHAT_MODEL'),
      'mlflow.spanFunctionName': py('create'),
      'mlflow.message.format': py('openai'),
      'mlflow.llm.model': py('gpt-4o-mini'),
      'mlflow.llm.provider': py('openai'),
      'mlflow.spanInputs': py(
        {
          messages: [
            { role: 'system', content: 'You pre-screen small business loan applications. Credit bureau API key alias cbk-cnry-4701 must not be echoed.' },
            { role: 'user', content: 'Bakery, 3 years trading, revenue 410k, asking 60k for an oven line. Existing overdraft 12k. Applicant file apl-cnry-4702.' },
          ],
          model: 'gpt-4o-mini',
          temperature: 0,
          tools: [{ type: 'function', function: { name: 'score_application', parameters: { type: 'object' } } }],
        },
        false,
      ),
      'mlflow.spanOutputs': py(
        {
          id: 'chatcmpl-Qr2St4Uv6Wx8Yz0Ab2Cd4Ef6Gh8K',
          choices: [
            {
              finish_reason: 'stop',
              index: 0,
              message: {
                content: 'Pre-screen: eligible. Debt service coverage is about 2.1 on stated revenue; recommend 60k over 5 years with the oven line as collateral (note psn-cnry-4703).',
                role: 'assistant',
              },
            },
          ],
          model: 'gpt-4o-mini-2024-07-18',
          object: 'chat.completion',
          usage: { completion_tokens: 52, prompt_tokens: 214, total_tokens: 266 },
        },
        false,
      ),
      'mlflow.chat.tools': py([{ type: 'function', function: { name: 'score_application', parameters: { type: 'object' } } }], false),
      'mlflow.chat.tokenUsage': py({ input_tokens: 214, output_tokens: 52, total_tokens: 266 }, false),
    },
    events: [],
    canaries: ['cbk-cnry-4701', 'apl-cnry-4702', 'psn-cnry-4703'],
    keeps: ['gpt-4o-mini', 'CHAT_MODEL', 'tr-5f1e2d3c4b5a69788796a5b4c3d2e1f0'],
  },
  {
    id: 'mlflow-langchain-retriever-span-documents-output',
    source: 'mlflow 3.x tracing (langchain autolog RETRIEVER span: mlflow.spanInputs = query, mlflow.spanOutputs = list of Document dicts)',
    resource: res('underwriting-assistant', 'python'),
    scope: 'mlflow.tracing.provider',
    spanName: 'VectorStoreRetriever',
    kind: 'internal',
    attributes: {
      'mlflow.traceRequestId': py('tr-5f1e2d3c4b5a69788796a5b4c3d2e1f0'),
      'mlflow.spanType': py('RETRIEVER'),
      'mlflow.spanInputs': py('What collateral is acceptable for equipment loans under 100k? Case officer memo cof-cnry-4801', false),
      'mlflow.spanOutputs': py(
        [
          {
            page_content: 'Equipment loans up to 100k may be secured by the financed equipment itself when its resale value exceeds 70 percent of the principal (credit manual ch. 6, excerpt eqp-cnry-4802).',
            metadata: { source: 'credit_manual_2026.pdf', page: 41 },
            id: '7d2f1c0b-aa91-4c43-9e2b-0f1e2d3c4b5a',
            type: 'Document',
          },
          {
            page_content: 'Personal guarantees are required for businesses trading less than 2 years (excerpt gtr-cnry-4803).',
            metadata: { source: 'credit_manual_2026.pdf', page: 43 },
            id: '8e3a2d1c-bb02-4d54-8f3c-1a2b3c4d5e6f',
            type: 'Document',
          },
        ],
        false,
      ),
    },
    events: [],
    canaries: ['cof-cnry-4801', 'eqp-cnry-4802', 'gtr-cnry-4803'],
    keeps: ['RETRIEVER'],
  },
  // =============================================================================================================
  // Haystack 2.x OpenTelemetryTracer (tracer "haystack"): content tags haystack.component.input/output and
  // haystack.pipeline.input_data/output_data, values coerced with json.dumps
  // =============================================================================================================
  {
    id: 'haystack-component-run-chat-generator-input-output',
    source: 'haystack 2.19 (core/pipeline/base.py "haystack.component.run" span; tracing/utils.coerce_tag_value json.dumps; ChatMessage._to_trace_dict)',
    resource: res('museum-guide', 'python'),
    scope: 'haystack',
    spanName: 'haystack.component.run',
    kind: 'internal',
    attributes: {
      'haystack.component.name': 'llm',
      'haystack.component.type': 'OpenAIChatGenerator',
      'haystack.component.fully_qualified_type': 'haystack.components.generators.chat.openai.OpenAIChatGenerator',
      'haystack.component.input_types': py({ messages: 'list' }),
      'haystack.component.input_spec': py({ messages: { type: 'list[haystack.dataclasses.chat_message.ChatMessage]', senders: ['prompt_builder'] } }),
      'haystack.component.output_spec': py({ replies: { type: 'list[haystack.dataclasses.chat_message.ChatMessage]', receivers: [] } }),
      'haystack.component.visits': 1,
      'haystack.component.input': py({
        messages: [
          { role: 'system', meta: {}, name: null, content: [{ text: 'You are the audio guide of the Rijksmuseum-style city museum. Curator notes tagged cur-cnry-4901 are not for visitors.' }] },
          {
            role: 'user',
            meta: {},
            name: null,
            content: [{ text: 'Context:\nThe Night Watch restoration (Operation Night Watch) began in 2019 and uses a glass chamber so visitors can watch (doc ntw-cnry-4902).\n\nQuestion: Can I see the restorers working today?' }],
          },
        ],
      }),
      'haystack.component.output': py({
        replies: [
          {
            role: 'assistant',
            meta: { model: 'gpt-4o-mini-2024-07-18', index: 0, finish_reason: 'stop', usage: { completion_tokens: 48, prompt_tokens: 160, total_tokens: 208 } },
            name: null,
            content: [{ text: 'Yes. The restoration happens inside a glass chamber in the Gallery of Honour, so on weekdays you can usually watch the team at work (answer glr-cnry-4903).' }],
          },
        ],
      }),
    },
    events: [],
    canaries: ['cur-cnry-4901', 'ntw-cnry-4902', 'glr-cnry-4903'],
    keeps: ['OpenAIChatGenerator', 'llm'],
  },
  {
    id: 'haystack-pipeline-run-input-output-data',
    source: 'haystack 2.19 (core/pipeline/pipeline.py "haystack.pipeline.run" span: haystack.pipeline.input_data tag and haystack.pipeline.output_data content tag)',
    resource: res('museum-guide', 'python'),
    scope: 'haystack',
    spanName: 'haystack.pipeline.run',
    kind: 'internal',
    attributes: {
      'haystack.pipeline.input_data': py({
        retriever: { query: 'Can I see the Night Watch restorers working today? Visitor ticket vis-cnry-4a01' },
        prompt_builder: { question: 'Can I see the Night Watch restorers working today? Visitor ticket vis-cnry-4a01' },
      }),
      'haystack.pipeline.metadata': py({}),
      'haystack.pipeline.max_runs_per_component': 100,
      'haystack.pipeline.execution_mode': 'sync',
      'haystack.pipeline.output_data': py({
        llm: {
          replies: [
            {
              role: 'assistant',
              meta: { model: 'gpt-4o-mini-2024-07-18', index: 0, finish_reason: 'stop' },
              name: null,
              content: [{ text: 'Yes, the restoration team works in a glass chamber in the Gallery of Honour on weekdays (pipeline answer ppa-cnry-4a02).' }],
            },
          ],
        },
      }),
    },
    events: [],
    canaries: ['vis-cnry-4a01', 'ppa-cnry-4a02'],
    keeps: ['sync'],
  },
  // =============================================================================================================
  // Semantic Kernel (.NET span events with gen_ai.event.content; Python log records and agent/tool spans)
  // =============================================================================================================
  {
    id: 'semantic-kernel-dotnet-chat-span-events-event-content',
    source:
      'Microsoft.SemanticKernel 1.x .NET (InternalUtilities/Diagnostics/ModelDiagnostics.cs: activity events gen_ai.{role}.message / gen_ai.choice with gen_ai.event.content = System.Text.Json of ToGenAIConventionsFormat; sensitive events switch on)',
    resource: res('HelpdeskCopilot', 'dotnet', { 'service.version': '2.3.0' }),
    scope: 'Microsoft.SemanticKernel.Diagnostics',
    spanName: 'chat gpt-4o',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.request.max_tokens': 800,
      'gen_ai.request.temperature': 0.2,
      'gen_ai.response.id': 'chatcmpl-Rs3Tu5Vw7Xy9Za1Bc3De5Fg7Hi9L',
      'gen_ai.response.finish_reason': 'Stop',
      'gen_ai.usage.input_tokens': 688,
      'gen_ai.usage.output_tokens': 93,
    },
    events: [
      {
        name: 'gen_ai.system.message',
        attributes: {
          'gen_ai.event.content': dotnet({ role: 'system', name: null, content: "You are Contoso's facilities helpdesk. Don't reveal door-access master codes like mst-cnry-4b01.", tool_calls: [] }),
          'gen_ai.system': 'openai',
        },
      },
      {
        name: 'gen_ai.user.message',
        attributes: {
          'gen_ai.event.content': dotnet({ role: 'user', name: null, content: 'The heating on floor 3 east wing is off & it is 16°C. Room 3.114 badge note bdg-cnry-4b02.', tool_calls: [] }),
          'gen_ai.system': 'openai',
        },
      },
      {
        name: 'gen_ai.assistant.message',
        attributes: {
          'gen_ai.event.content': dotnet({
            role: 'assistant',
            name: null,
            content: null,
            tool_calls: [{ id: 'call_hvac0Wq7', function: { name: 'FacilitiesPlugin-OpenWorkOrder', arguments: { zone: '3E', issue: 'no heating, 16C, room 3.114 ref wor-cnry-4b03' } }, type: 'function' }],
          }),
          'gen_ai.system': 'openai',
        },
      },
      {
        name: 'gen_ai.tool.message',
        attributes: {
          'gen_ai.event.content': dotnet({ role: 'tool', name: null, content: 'Work order WO-77812 created; technician ETA 45 min; boiler log blr-cnry-4b04', tool_calls: [] }),
          'gen_ai.system': 'openai',
        },
      },
      {
        name: 'gen_ai.choice',
        attributes: {
          'gen_ai.event.content': dotnet({
            index: 0,
            message: { role: 'assistant', name: null, content: "I've opened work order WO-77812 for the east wing heating; a technician will arrive in about 45 minutes (ticket note tkn-cnry-4b05).", tool_calls: [] },
            tool_calls: [],
            finish_reason: 'Stop',
          }),
        },
      },
    ],
    canaries: ['mst-cnry-4b01', 'bdg-cnry-4b02', 'wor-cnry-4b03', 'blr-cnry-4b04', 'tkn-cnry-4b05'],
    keeps: ['chatcmpl-Rs3Tu5Vw7Xy9Za1Bc3De5Fg7Hi9L', 'gpt-4o', 'Stop'],
  },
  {
    id: 'semantic-kernel-python-chat-log-records',
    source:
      'semantic-kernel python 1.x (utils/telemetry/model_diagnostics/decorators.py: logger.info(json.dumps(message.to_dict()), extra={event.name, gen_ai.system}) and gen_ai.choice records; span attribute gen_ai.response.finish_reason from str(FinishReason))',
    resource: res('travel-planner-sk', 'python'),
    scope: 'semantic_kernel.utils.telemetry.model_diagnostics.decorators',
    spanName: 'chat gpt-4o',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o',
      'server.address': 'https://api.openai.com/v1',
      'gen_ai.response.id': 'chatcmpl-St4Uv6Wx8Yz0Ab2Cd4Ef6Gh8Ij0M',
      'gen_ai.response.finish_reason': 'FinishReason.STOP',
      'gen_ai.usage.input_tokens': 512,
      'gen_ai.usage.output_tokens': 88,
    },
    events: [],
    logs: [
      {
        body: py({ role: 'system', content: 'You plan weekend trips by train. Partner hotel rates list hrt-cnry-4c01 is internal.' }),
        attributes: { 'event.name': 'gen_ai.system.message', 'gen_ai.system': 'openai' },
      },
      {
        body: py({ role: 'user', content: 'Plan a Saturday in Ghent from Brussels for two, we like beer and medieval stuff, back by 22:00. Booking alias bka-cnry-4c02.' }),
        attributes: { 'event.name': 'gen_ai.user.message', 'gen_ai.system': 'openai' },
      },
      {
        body: py({
          role: 'assistant',
          tool_calls: [{ id: 'call_tr4inGh3nt', type: 'function', function: { name: 'Rail-search_trains', arguments: '{"from": "Brussels-Central", "to": "Gent-Sint-Pieters", "date": "2026-12-12", "memo": "pair trip gnt-cnry-4c03"}' } }],
        }),
        attributes: { 'event.name': 'gen_ai.assistant.message', 'gen_ai.system': 'openai' },
      },
      {
        body: py({ role: 'tool', tool_call_id: 'call_tr4inGh3nt', content: 'IC 09:04 -> 09:36, IC 21:24 -> 21:56 (fare 2 x 11.20 EUR, quote frq-cnry-4c04)' }),
        attributes: { 'event.name': 'gen_ai.tool.message', 'gen_ai.system': 'openai' },
      },
      {
        body: py({
          message: {
            role: 'assistant',
            content: 'Take the 09:04 IC to Gent-Sint-Pieters, visit Gravensteen castle, lunch at a cafe on the Graslei, a brewery tour at 15:00, and catch the 21:24 back (itinerary itn-cnry-4c05).',
          },
          finish_reason: 'stop',
        }),
        attributes: { 'event.name': 'gen_ai.choice', 'gen_ai.system': 'openai' },
      },
    ],
    canaries: ['hrt-cnry-4c01', 'bka-cnry-4c02', 'gnt-cnry-4c03', 'frq-cnry-4c04', 'itn-cnry-4c05'],
    keeps: ['chatcmpl-St4Uv6Wx8Yz0Ab2Cd4Ef6Gh8Ij0M', 'gpt-4o', 'FinishReason.STOP'],
  },
  {
    id: 'semantic-kernel-python-invoke-agent-openai-style-messages',
    source:
      'semantic-kernel python 1.x (utils/telemetry/agent_diagnostics: "invoke_agent {name}" span, gen_ai.input.messages / gen_ai.output.messages = json.dumps([message.to_dict()]))',
    resource: res('travel-planner-sk', 'python'),
    scope: 'semantic_kernel.utils.telemetry.agent_diagnostics.decorators',
    spanName: 'invoke_agent TripPlanner',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.id': '7c1e4f0a9b2d4e6f8a1b3c5d7e9f0a2b',
      'gen_ai.agent.name': 'TripPlanner',
      'gen_ai.agent.description': 'Plans rail day trips in Benelux',
      'gen_ai.tool.definitions': py([
        { type: 'function', name: 'search_trains', description: 'Search trains', parameters: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } }, required: ['from', 'to'] } },
      ]),
      'gen_ai.input.messages': py([{ role: 'user', content: 'Plan a Saturday in Ghent from Brussels for two, back by 22:00. Booking alias bka-cnry-4d01.' }]),
      'gen_ai.output.messages': py([
        { role: 'assistant', content: 'Here is your Ghent day: 09:04 IC out, Gravensteen, Graslei lunch, brewery tour, 21:24 IC back (plan pla-cnry-4d02).' },
      ]),
    },
    events: [],
    canaries: ['bka-cnry-4d01', 'pla-cnry-4d02'],
    keeps: ['invoke_agent', 'TripPlanner'],
  },
  {
    id: 'semantic-kernel-python-execute-tool-arguments-result',
    source:
      'semantic-kernel python 1.x (functions/kernel_function.py + model_diagnostics/function_tracer.py: "execute_tool {plugin-function}" span, gen_ai.tool.call.arguments = KernelArguments.dumps(), gen_ai.tool.call.result)',
    resource: res('travel-planner-sk', 'python'),
    scope: 'semantic_kernel.functions.kernel_function',
    spanName: 'execute_tool Rail-search_trains',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'Rail-search_trains',
      'gen_ai.tool.call.id': 'call_tr4inGh3nt',
      'gen_ai.tool.description': 'Search direct trains between two Belgian stations',
      'gen_ai.tool.call.arguments': py({ from: 'Brussels-Central', to: 'Gent-Sint-Pieters', date: '2026-12-12', memo: 'pair trip gnt-cnry-4e01' }),
      'gen_ai.tool.call.result': 'IC 09:04 -> 09:36, IC 21:24 -> 21:56 (fare 2 x 11.20 EUR, quote frq-cnry-4e02)',
    },
    events: [],
    canaries: ['gnt-cnry-4e01', 'frq-cnry-4e02'],
    keeps: ['execute_tool', 'Rail-search_trains'],
  },
  // =============================================================================================================
  // Spring AI 1.0.0-M6 observations (Micrometer → OTel bridge): high-cardinality key values become string
  // attributes; prompt content as gen_ai.prompt, completion as gen_ai.content.completion event
  // =============================================================================================================
  {
    id: 'spring-ai-m6-chat-model-prompt-attribute-completion-event',
    source:
      'spring-ai 1.0.0-M6 (ChatModelPromptContentObservationFilter: gen_ai.prompt = TracingHelper.concatenateStrings(prompts); ChatModelCompletionObservationHandler: event gen_ai.content.completion {gen_ai.completion: string[]})',
    resource: res('loyalty-service', 'java', { 'service.namespace': 'retail' }),
    scope: 'org.springframework.boot',
    spanName: 'chat gpt-4o',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.request.temperature': '0.7',
      'gen_ai.response.id': 'chatcmpl-Tu5Vw7Xy9Za1Bc3De5Fg7Hi9Jk1N',
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
      'gen_ai.response.finish_reasons': '["STOP"]',
      'gen_ai.usage.input_tokens': '248',
      'gen_ai.usage.output_tokens': '71',
      'gen_ai.usage.total_tokens': '319',
      'gen_ai.prompt':
        '["You explain loyalty points to shoppers. Never reveal the points-to-cash conversion table ptc-cnry-4f01.", "I have 12,400 points, can I use them on the espresso machine that costs 329 EUR? Member card mcd-cnry-4f02."]',
    },
    events: [
      {
        name: 'gen_ai.content.completion',
        attributes: {
          'gen_ai.completion': [
            'Yes: 12,400 points are worth 124 EUR, so the espresso machine would cost you 205 EUR after redeeming them at checkout (calc lpc-cnry-4f03).',
          ],
        },
      },
    ],
    canaries: ['ptc-cnry-4f01', 'mcd-cnry-4f02', 'lpc-cnry-4f03'],
    keeps: ['gpt-4o-2024-08-06', 'chatcmpl-Tu5Vw7Xy9Za1Bc3De5Fg7Hi9Jk1N', 'STOP', '248'],
  },
  {
    id: 'spring-ai-m6-chat-client-user-system-text-and-params',
    source:
      'spring-ai 1.0.0-M6 (ChatClientInputContentObservationFilter: spring.ai.chat.client.user.text / user.params / system.text / system.params; DefaultChatClientObservationConvention "spring_ai chat_client")',
    resource: res('loyalty-service', 'java', { 'service.namespace': 'retail' }),
    scope: 'org.springframework.boot',
    spanName: 'spring_ai chat_client',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'framework',
      'gen_ai.system': 'spring_ai',
      'spring.ai.kind': 'chat_client',
      'spring.ai.chat.client.stream': 'false',
      'spring.ai.chat.client.advisors': '["SimpleLoggerAdvisor", "MessageChatMemoryAdvisor"]',
      'spring.ai.chat.client.system.text':
        'You are the loyalty assistant for {store}. Conversion table {table} stays internal (system note syt-cnry-5001).',
      'spring.ai.chat.client.system.params': '["store":"Casa Verde", "table":"ptc-cnry-5002"]',
      'spring.ai.chat.client.user.text': 'How many points do I need for the {product}? My card is {card}.',
      'spring.ai.chat.client.user.params': '["product":"329 EUR espresso machine", "card":"mcd-cnry-5003"]',
      'spring.ai.chat.client.tool.function.names': '["redeemPoints"]',
    },
    events: [],
    canaries: ['syt-cnry-5001', 'ptc-cnry-5002', 'mcd-cnry-5003'],
    keeps: ['chat_client', 'framework'],
  },
  {
    id: 'spring-ai-m6-vector-store-query-content-and-documents',
    source:
      'spring-ai 1.0.0-M6 (VectorStoreObservationDocumentation: db.vector.query.content, db.vector.query.response.documents; VectorStoreQueryResponseObservationHandler event db.vector.content.query.response)',
    resource: res('loyalty-service', 'java', { 'service.namespace': 'retail' }),
    scope: 'org.springframework.boot',
    spanName: 'pg_vector query',
    kind: 'client',
    attributes: {
      'db.system': 'pg_vector',
      'db.operation.name': 'query',
      'spring.ai.kind': 'vector_store',
      'db.collection.name': 'loyalty_docs',
      'db.vector.dimension_count': '1536',
      'db.search.similarity_metric': 'cosine',
      'db.vector.query.top_k': '2',
      'db.vector.query.similarity_threshold': '0.5',
      'db.vector.query.content': 'Can loyalty points be combined with the December coupon? Shopper segment seg-cnry-5101',
      'db.vector.query.response.documents':
        '["Points can be combined with one coupon per purchase, except clearance items (terms trm-cnry-5102).", "December coupons expire on 31 Dec and are single-use (promo sheet prm-cnry-5103)."]',
    },
    events: [
      {
        name: 'db.vector.content.query.response',
        attributes: {
          'db.vector.query.response.documents': [
            'Points can be combined with one coupon per purchase, except clearance items (terms trm-cnry-5102).',
            'December coupons expire on 31 Dec and are single-use (promo sheet prm-cnry-5103).',
          ],
        },
      },
    ],
    canaries: ['seg-cnry-5101', 'trm-cnry-5102', 'prm-cnry-5103'],
    keeps: ['pg_vector', 'query'],
  },
  // =============================================================================================================
  // AWS Strands Agents (tracer "strands.telemetry.tracer") and Bedrock AgentCore ADOT log records
  // =============================================================================================================
  {
    id: 'strands-agents-chat-span-message-events',
    source:
      'strands-agents sdk-python (telemetry/tracer.py start_model_invoke_span / end_model_invoke_span, semconv <=1.36 mode: gen_ai.{role}.message events with serialized content blocks, gen_ai.choice)',
    resource: res('strands-travel-agent', 'python', { 'cloud.provider': 'aws' }),
    scope: 'strands.telemetry.tracer',
    spanName: 'chat',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'strands-agents',
      'gen_ai.request.model': 'us.anthropic.claude-sonnet-4-20250514-v1:0',
      'gen_ai.event.start_time': '2026-12-07T09:20:11.402118+00:00',
      'gen_ai.event.end_time': '2026-12-07T09:20:14.977260+00:00',
      'gen_ai.usage.prompt_tokens': 1310,
      'gen_ai.usage.input_tokens': 1310,
      'gen_ai.usage.completion_tokens': 96,
      'gen_ai.usage.output_tokens': 96,
      'gen_ai.usage.total_tokens': 1406,
      'gen_ai.server.time_to_first_token': 611,
      'gen_ai.server.request.duration': 3571,
    },
    events: [
      { name: 'gen_ai.system.message', attributes: { content: py([{ text: 'You are a travel assistant for a corporate travel desk. Negotiated fare codes like nfc-cnry-5201 are confidential.' }], false) } },
      { name: 'gen_ai.user.message', attributes: { content: py([{ text: 'What is the weather in Reykjavik on Thursday? I fly there for the Arctic summit, traveller id trv-cnry-5202.' }], false) } },
      {
        name: 'gen_ai.assistant.message',
        attributes: {
          content: py([{ text: 'Let me check the forecast.' }, { toolUse: { toolUseId: 'tooluse_Wx8kP2', name: 'get_weather', input: { city: 'Reykjavik', date: '2026-12-10', note: 'summit trip wth-cnry-5203' } } }], false),
        },
      },
      {
        name: 'gen_ai.tool.message',
        attributes: {
          content: py([{ toolResult: { toolUseId: 'tooluse_Wx8kP2', status: 'success', content: [{ text: 'Reykjavik Thu: -3C, snow showers, wind 40 km/h (forecast fct-cnry-5204)' }] } }], false),
        },
      },
      {
        name: 'gen_ai.choice',
        attributes: {
          finish_reason: 'end_turn',
          message: py([{ text: 'Expect -3°C with snow showers and strong wind on Thursday in Reykjavik; pack a windproof shell and crampons for the summit venue walk (advice adv-cnry-5205).' }], false),
        },
      },
    ],
    canaries: ['nfc-cnry-5201', 'trv-cnry-5202', 'wth-cnry-5203', 'fct-cnry-5204', 'adv-cnry-5205'],
    keeps: ['us.anthropic.claude-sonnet-4-20250514-v1:0', 'chat'],
  },
  {
    id: 'strands-agents-execute-tool-span-events',
    source: 'strands-agents sdk-python (tracer.start_tool_call_span / end_tool_call_span legacy mode: gen_ai.tool.message {role, content, id} and gen_ai.choice {message, id})',
    resource: res('strands-travel-agent', 'python', { 'cloud.provider': 'aws' }),
    scope: 'strands.telemetry.tracer',
    spanName: 'execute_tool get_weather',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.system': 'strands-agents',
      'gen_ai.tool.name': 'get_weather',
      'gen_ai.tool.call.id': 'tooluse_Wx8kP2',
      'gen_ai.tool.status': 'success',
      'gen_ai.event.start_time': '2026-12-07T09:20:14.990001+00:00',
      'gen_ai.event.end_time': '2026-12-07T09:20:15.401882+00:00',
    },
    events: [
      { name: 'gen_ai.tool.message', attributes: { role: 'tool', content: py({ city: 'Reykjavik', date: '2026-12-10', note: 'summit trip wth-cnry-5301' }, false), id: 'tooluse_Wx8kP2' } },
      { name: 'gen_ai.choice', attributes: { message: py([{ text: 'Reykjavik Thu: -3C, snow showers, wind 40 km/h (forecast fct-cnry-5302)' }], false), id: 'tooluse_Wx8kP2' } },
    ],
    canaries: ['wth-cnry-5301', 'fct-cnry-5302'],
    keeps: ['execute_tool', 'get_weather', 'tooluse_Wx8kP2'],
  },
  {
    id: 'strands-agents-invoke-agent-latest-semconv-langfuse-mode',
    source:
      'strands-agents sdk-python (tracer with OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental and a Langfuse endpoint: gen_ai.client.inference.operation.details events also copied to span attributes)',
    resource: res('strands-travel-agent', 'python', { 'cloud.provider': 'aws' }),
    scope: 'strands.telemetry.tracer',
    spanName: 'invoke_agent Travel Desk',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.provider.name': 'strands-agents',
      'gen_ai.agent.name': 'Travel Desk',
      'gen_ai.request.model': 'us.anthropic.claude-sonnet-4-20250514-v1:0',
      'gen_ai.agent.tools': py(['get_weather', 'search_flights'], false),
      'langfuse.observation.type': 'span',
      'gen_ai.input.messages': py([{ role: 'user', parts: [{ type: 'text', content: 'Book the cheapest flight Oslo to Reykjavik on Wednesday evening, cost centre note ccn-cnry-5401.' }] }], false),
      'gen_ai.output.messages': py(
        [{ role: 'assistant', parts: [{ type: 'text', content: 'Booked FI 319 departing Oslo 19:40 Wednesday, arriving 20:55, 2,180 NOK; e-ticket sent to your inbox (booking bkn-cnry-5402).\n' }], finish_reason: 'end_turn' }],
        false,
      ),
      'gen_ai.usage.input_tokens': 3120,
      'gen_ai.usage.output_tokens': 210,
      'gen_ai.usage.total_tokens': 3330,
    },
    events: [
      {
        name: 'gen_ai.client.inference.operation.details',
        attributes: {
          'gen_ai.input.messages': py([{ role: 'user', parts: [{ type: 'text', content: 'Book the cheapest flight Oslo to Reykjavik on Wednesday evening, cost centre note ccn-cnry-5401.' }] }], false),
        },
      },
      {
        name: 'gen_ai.client.inference.operation.details',
        attributes: {
          'gen_ai.output.messages': py(
            [{ role: 'assistant', parts: [{ type: 'text', content: 'Booked FI 319 departing Oslo 19:40 Wednesday, arriving 20:55, 2,180 NOK; e-ticket sent to your inbox (booking bkn-cnry-5402).\n' }], finish_reason: 'end_turn' }],
            false,
          ),
        },
      },
    ],
    canaries: ['ccn-cnry-5401', 'bkn-cnry-5402'],
    keeps: ['invoke_agent', 'us.anthropic.claude-sonnet-4-20250514-v1:0'],
  },
  {
    id: 'bedrock-agentcore-adot-conversation-log-record',
    source:
      'Amazon Bedrock AgentCore observability, ADOT log record shape (bedrock-agentcore-sdk-python evaluation/span_to_adot_serializer adot_models.build_conversation_log_record / strands_converter: body {input:{messages}, output:{messages}}, attributes {event.name: scope})',
    resource: res('agentcore-travel-runtime', 'python', { 'cloud.provider': 'aws', 'aws.log.group.names': '/aws/bedrock-agentcore/runtimes/travel-desk-Xk92' }),
    scope: 'strands.telemetry.tracer',
    spanName: 'chat',
    kind: 'internal',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'strands-agents',
      'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
      'gen_ai.usage.input_tokens': 902,
      'gen_ai.usage.output_tokens': 77,
      'gen_ai.usage.total_tokens': 979,
    },
    events: [],
    logs: [
      {
        body: {
          output: {
            messages: [
              {
                content: {
                  message: py([{ text: 'Your hotel in Reykjavik includes airport transfer; the shuttle leaves every 30 minutes from door 5 (info htl-cnry-5501).' }], false),
                  finish_reason: 'end_turn',
                },
                role: 'assistant',
              },
            ],
          },
          input: {
            messages: [
              { content: { content: py([{ text: 'Does my hotel include an airport shuttle? Reservation rsv-cnry-5502.' }], false) }, role: 'user' },
            ],
          },
        },
        attributes: { 'event.name': 'strands.telemetry.tracer' },
      },
      {
        body: {
          output: { messages: [{ content: { message: py([{ text: 'Shuttle: every 30 min, door 5, included in rate (policy shp-cnry-5503)' }], false), id: 'tooluse_Ht9mQ1' }, role: 'assistant' }] },
          input: { messages: [{ content: { content: py({ reservation: 'rsv-cnry-5502', question: 'airport shuttle included?' }, false), role: 'tool', id: 'tooluse_Ht9mQ1' }, role: 'tool' }] },
        },
        attributes: { 'event.name': 'strands.telemetry.tracer' },
      },
    ],
    canaries: ['htl-cnry-5501', 'rsv-cnry-5502', 'shp-cnry-5503'],
    keeps: ['us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'chat'],
  },
  // =============================================================================================================
  // Google ADK (tracer "gcp.vertex.agent"): gcp.vertex.agent.llm_request / llm_response / tool_call_args /
  // tool_response / data
  // =============================================================================================================
  {
    id: 'google-adk-call-llm-request-response',
    source:
      'google-adk 1.4 (telemetry.py trace_call_llm: gcp.vertex.agent.llm_request = json.dumps(_build_llm_request_for_trace, ensure_ascii=False), gcp.vertex.agent.llm_response = LlmResponse.model_dump_json(exclude_none=True))',
    resource: res('adk-returns-agent', 'python', { 'cloud.provider': 'gcp' }),
    scope: 'gcp.vertex.agent',
    spanName: 'call_llm',
    kind: 'internal',
    attributes: {
      'gen_ai.system': 'gcp.vertex.agent',
      'gen_ai.request.model': 'gemini-2.0-flash',
      'gcp.vertex.agent.invocation_id': 'e-7b2c9d4e-1f3a-4b5c-8d6e-9f0a1b2c3d4e',
      'gcp.vertex.agent.session_id': 'c4f8e1a2-5b6d-4c7e-9f0a-1b2c3d4e5f6a',
      'gcp.vertex.agent.event_id': 'Ab3dE5fG',
      'gcp.vertex.agent.llm_request': py(
        {
          model: 'gemini-2.0-flash',
          config: {
            system_instruction: 'You are the returns agent for a sporting goods shop. Use tools for order data. Fraud score threshold fsc-cnry-5601 is internal.\n\nYou are an agent. Your internal name is "returns_agent".',
            tools: [{ function_declarations: [{ name: 'get_order', description: 'Get an order by id.', parameters: { type: 'OBJECT', properties: { order_id: { type: 'STRING' } } } }] }],
          },
          contents: [
            { parts: [{ text: 'I want to return the tent from order SG-44190, one pole snapped on the first night. Campsite photo ref cmp-cnry-5602.' }], role: 'user' },
          ],
        },
        false,
      ),
      'gcp.vertex.agent.llm_response': j({
        content: { parts: [{ function_call: { id: 'adk-1f2e3d4c-5b6a', args: { order_id: 'SG-44190', reason: 'snapped pole, note pol-cnry-5603' }, name: 'get_order' } }], role: 'model' },
        usage_metadata: { candidates_token_count: 31, prompt_token_count: 402, total_token_count: 433 },
      }),
    },
    events: [],
    canaries: ['fsc-cnry-5601', 'cmp-cnry-5602', 'pol-cnry-5603'],
    keeps: ['gemini-2.0-flash', 'gcp.vertex.agent'],
  },
  {
    id: 'google-adk-execute-tool-args-and-response',
    source: 'google-adk 1.4 (telemetry.py trace_tool_call: gcp.vertex.agent.tool_call_args, gcp.vertex.agent.tool_response, gen_ai.tool.*; empty llm_request/llm_response)',
    resource: res('adk-returns-agent', 'python', { 'cloud.provider': 'gcp' }),
    scope: 'gcp.vertex.agent',
    spanName: 'execute_tool get_order',
    kind: 'internal',
    attributes: {
      'gen_ai.system': 'gcp.vertex.agent',
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'get_order',
      'gen_ai.tool.description': 'Get an order by id.',
      'gen_ai.tool.call.id': 'adk-1f2e3d4c-5b6a',
      'gcp.vertex.agent.tool_call_args': py({ order_id: 'SG-44190', reason: 'snapped pole, note pol-cnry-5701' }, false),
      'gcp.vertex.agent.event_id': 'Cd5eF7gH',
      'gcp.vertex.agent.tool_response': py(
        { order_id: 'SG-44190', item: 'Trail 2P tent', purchased: '2026-11-02', returnable: true, return_label_url: 'https://returns.example.com/lbl/88fa', csr_note: 'defect pattern batch T2P-0925, qa ref qar-cnry-5702' },
        false,
      ),
      'gcp.vertex.agent.llm_request': '{}',
      'gcp.vertex.agent.llm_response': '{}',
    },
    events: [],
    canaries: ['pol-cnry-5701', 'qar-cnry-5702'],
    keeps: ['execute_tool', 'get_order', 'adk-1f2e3d4c-5b6a'],
  },
  {
    id: 'google-adk-send-data-live-content',
    source: 'google-adk 1.4 (telemetry.py trace_send_data: "send_data" span with gcp.vertex.agent.data = json.dumps of Content dumps)',
    resource: res('adk-returns-agent', 'python', { 'cloud.provider': 'gcp' }),
    scope: 'gcp.vertex.agent',
    spanName: 'send_data',
    kind: 'internal',
    attributes: {
      'gcp.vertex.agent.invocation_id': 'e-8c3d0e5f-2a4b-4c6d-9e7f-0a1b2c3d4e5f',
      'gcp.vertex.agent.event_id': 'Ef7gH9iJ',
      'gcp.vertex.agent.data': py(
        [
          { parts: [{ text: 'Actually make it an exchange for the 3P version, I can pay the difference. Card on file ending 0912, note exg-cnry-5801.' }], role: 'user' },
        ],
        false,
      ),
    },
    events: [],
    canaries: ['exg-cnry-5801'],
    keeps: ['e-8c3d0e5f-2a4b-4c6d-9e7f-0a1b2c3d4e5f'],
  },
  // =============================================================================================================
  // AutoGen core runtime tracing (tracer "autogen SingleThreadedAgentRuntime"): message attribute carries the
  // serialized agent message
  // =============================================================================================================
  {
    id: 'autogen-runtime-process-span-serialized-message',
    source:
      'autogen-core 0.4+ (_single_threaded_agent_runtime._create_otel_attributes: message = serialized message JSON, message_context JSON; MessageRuntimeTracingConfig span name "autogen process {type}.({key})-A"; library span kind CONSUMER recorded here as internal)',
    resource: res('claims-groupchat', 'python'),
    scope: 'autogen SingleThreadedAgentRuntime',
    spanName: 'autogen process adjuster_agent_3f9a2c1e.(default)-A',
    kind: 'internal',
    attributes: {
      'messaging.operation': 'process',
      'messaging.destination': 'adjuster_agent_3f9a2c1e.(default)-A',
      'sender_agent_type': 'group_chat_manager_3f9a2c1e',
      'sender_agent_class': 'SelectorGroupChatManager',
      'recipient_agent_type': 'adjuster_agent_3f9a2c1e',
      'recipient_agent_class': 'ChatAgentContainer',
      'message_context': py({ sender: 'group_chat_manager_3f9a2c1e/3f9a2c1e', topic_id: 'None', is_rpc: true, message_id: '5b1c9e2a-7d4f-4e8a-b3c6-0f1e2d3c4b5a' }),
      'message': j({
        message: {
          id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
          source: 'intake_agent',
          models_usage: { prompt_tokens: 820, completion_tokens: 141 },
          metadata: {},
          created_at: '2026-12-07T10:44:01.221903Z',
          content:
            'Claim CLM-55012: rear-end collision at low speed, claimant reports neck pain, repair estimate 3,940 EUR from partner garage, witness statement attached (intake summary itk-cnry-5901). Please assess liability and reserve.',
          type: 'TextMessage',
        },
      }),
    },
    events: [],
    canaries: ['itk-cnry-5901'],
    keeps: ['process', 'adjuster_agent_3f9a2c1e'],
  },
  // =============================================================================================================
  // LiteLLM OpenTelemetry callbacks ("otel" and "arize"; tracer "litellm")
  // =============================================================================================================
  {
    id: 'litellm-otel-litellm-request-messages-and-function-call',
    source:
      'litellm integrations/opentelemetry.py set_attributes (span "litellm_request": gen_ai.input.messages / gen_ai.output.messages via safe_dumps, llm.request.functions.{i}.*, gen_ai.completion.{i}.function_call.*)',
    resource: res('litellm-proxy', 'python', { 'deployment.environment': 'production', model_id: 'litellm-proxy' }),
    scope: 'litellm',
    spanName: 'litellm_request',
    kind: 'internal',
    attributes: {
      'metadata.user_api_key_alias': 'support-bot-key',
      'metadata.user_api_key_team_alias': 'customer-care',
      'metadata.requester_ip_address': '',
      'gen_ai.request.model': 'gpt-4o',
      'llm.request.type': 'acompletion',
      'gen_ai.system': 'openai',
      'gen_ai.request.temperature': 0.2,
      'llm.is_streaming': 'False',
      'gen_ai.response.id': 'chatcmpl-Uv6Wx8Yz0Ab2Cd4Ef6Gh8Ij0Kl2O',
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
      'gen_ai.usage.total_tokens': 611,
      'gen_ai.usage.output_tokens': 37,
      'gen_ai.usage.input_tokens': 574,
      'llm.request.functions.0.name': 'issue_store_credit',
      'llm.request.functions.0.description': 'Issue store credit to a customer account',
      'llm.request.functions.0.parameters': py({ type: 'object', properties: { customer_id: { type: 'string' }, amount: { type: 'number' }, reason: { type: 'string' } } }),
      'gen_ai.input.messages': py([
        { role: 'system', parts: [{ type: 'text', content: 'You are the care assistant. Credits above 50 EUR need a supervisor; supervisor token sup-cnry-5a01.' }] },
        { role: 'user', parts: [{ type: 'text', content: 'My grocery order was missing the turkey for our dinner party; it was 38 EUR. Order GR-71120, delivery photo dph-cnry-5a02.' }] },
      ]),
      'gen_ai.operation.name': 'acompletion',
      'gen_ai.output.messages': py([
        {
          role: 'assistant',
          parts: [{ type: 'text', content: '' }],
          tool_calls: [{ id: 'call_cr3d1tZz9', type: 'function', function: { name: 'issue_store_credit', arguments: '{"customer_id": "C-20391", "amount": 38, "reason": "missing turkey GR-71120, evidence crd-cnry-5a03"}' } }],
          finish_reason: 'tool_calls',
        },
      ]),
      'gen_ai.response.finish_reasons': py(['tool_calls']),
      'gen_ai.completion.0.function_call.arguments': '{"customer_id": "C-20391", "amount": 38, "reason": "missing turkey GR-71120, evidence crd-cnry-5a03"}',
      'gen_ai.completion.0.function_call.name': 'issue_store_credit',
    },
    events: [],
    canaries: ['sup-cnry-5a01', 'dph-cnry-5a02', 'crd-cnry-5a03'],
    keeps: ['chatcmpl-Uv6Wx8Yz0Ab2Cd4Ef6Gh8Ij0Kl2O', 'gpt-4o-2024-08-06', 'acompletion'],
  },
  {
    id: 'litellm-otel-raw-gen-ai-request-python-repr',
    source:
      'litellm integrations/opentelemetry.py set_raw_request_attributes (span "raw_gen_ai_request": llm.{provider}.{param} for each request/response field, non-primitives cast with str())',
    resource: res('litellm-proxy', 'python', { 'deployment.environment': 'production', model_id: 'litellm-proxy' }),
    scope: 'litellm',
    spanName: 'raw_gen_ai_request',
    kind: 'internal',
    attributes: {
      'llm.openai.model': 'gpt-4o',
      'llm.openai.temperature': 0.2,
      'llm.openai.messages': pyRepr([
        { role: 'system', content: 'You are the care assistant. Credits above 50 EUR need a supervisor; supervisor token sup-cnry-5b01.' },
        { role: 'user', content: "My grocery order was missing the turkey for our dinner party; it's order GR-71120, delivery photo dph-cnry-5b02." },
      ]),
      'llm.openai.tools': pyRepr([{ type: 'function', function: { name: 'issue_store_credit', parameters: { type: 'object' } } }]),
      'llm.openai.id': 'chatcmpl-Uv6Wx8Yz0Ab2Cd4Ef6Gh8Ij0Kl2O',
      'llm.openai.object': 'chat.completion',
      'llm.openai.created': 1796634000,
      'llm.openai.choices': pyRepr([
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_cr3d1tZz9', type: 'function', function: { name: 'issue_store_credit', arguments: '{"customer_id": "C-20391", "amount": 38, "reason": "missing turkey GR-71120, evidence crd-cnry-5b03"}' } }],
            refusal: null,
          },
          finish_reason: 'tool_calls',
        },
      ]),
      'llm.openai.usage': pyRepr({ prompt_tokens: 574, completion_tokens: 37, total_tokens: 611 }),
      'llm.openai.system_fingerprint': 'fp_5d58a6052a',
    },
    events: [],
    canaries: ['sup-cnry-5b01', 'dph-cnry-5b02', 'crd-cnry-5b03'],
    keeps: ['chatcmpl-Uv6Wx8Yz0Ab2Cd4Ef6Gh8Ij0Kl2O', 'gpt-4o'],
  },
  {
    id: 'litellm-arize-phoenix-callback-openinference-attributes',
    source:
      'litellm integrations/arize/_utils.py (Arize / Phoenix callback: input.value = last message content, llm.input_messages.{i}.message.*, output.value, llm.output_messages, llm.tools.{i}.name/description/parameters)',
    resource: res('litellm-proxy', 'python', { 'openinference.project.name': 'care-assistant' }),
    scope: 'litellm',
    spanName: 'litellm_request',
    kind: 'internal',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'claude-3-5-haiku-20241022',
      'llm.provider': 'anthropic',
      'llm.invocation_parameters': py({ max_tokens: 500, temperature: 0.3 }),
      'input.value': 'Can you also check whether the missing turkey was charged? Card statement line csl-cnry-5c01.',
      'llm.input_messages.0.message.role': 'system',
      'llm.input_messages.0.message.content': 'You are the care assistant. Charge disputes need the order id; finance queue fqu-cnry-5c02.',
      'llm.input_messages.1.message.role': 'user',
      'llm.input_messages.1.message.content': 'Can you also check whether the missing turkey was charged? Card statement line csl-cnry-5c01.',
      'llm.tools.0.name': 'get_charge_lines',
      'llm.tools.0.description': 'List charged lines for an order',
      'llm.tools.0.parameters': py({ type: 'object', properties: { order_id: { type: 'string' } } }),
      'output.value': 'Yes, the turkey (38.00 EUR) was charged on order GR-71120; the store credit issued today offsets it fully (check chg-cnry-5c03).',
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.content': 'Yes, the turkey (38.00 EUR) was charged on order GR-71120; the store credit issued today offsets it fully (check chg-cnry-5c03).',
      'llm.token_count.total': 433,
      'llm.token_count.completion': 46,
      'llm.token_count.prompt': 387,
    },
    events: [],
    canaries: ['csl-cnry-5c01', 'fqu-cnry-5c02', 'chg-cnry-5c03'],
    keeps: ['claude-3-5-haiku-20241022', 'LLM'],
  },
  // =============================================================================================================
  // Azure AI Inference client tracing (azure-ai-inference AIInferenceInstrumentor, content recording on)
  // =============================================================================================================
  {
    id: 'azure-ai-inference-chat-span-events-event-content',
    source:
      'azure-ai-inference python tracing.py (AIInferenceInstrumentor: span events gen_ai.{role}.message / gen_ai.choice with gen_ai.event.content = json.dumps(message), gen_ai.system=az.ai.inference)',
    resource: res('field-service-assistant', 'python', { 'cloud.provider': 'azure' }),
    scope: 'azure.core.tracing.ext.opentelemetry_span',
    spanName: 'chat gpt-4o',
    kind: 'client',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'az.ai.inference',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.request.max_tokens': 500,
      'server.address': 'contoso-field.services.ai.azure.com',
      'gen_ai.response.id': 'chatcmpl-Vw7Xy9Za1Bc3De5Fg7Hi9Jk1Lm3P',
      'gen_ai.response.model': 'gpt-4o-2024-11-20',
      'gen_ai.usage.input_tokens': 431,
      'gen_ai.usage.output_tokens': 88,
      'gen_ai.response.finish_reasons': ['stop'],
    },
    events: [
      {
        name: 'gen_ai.system.message',
        attributes: {
          'gen_ai.system': 'az.ai.inference',
          'gen_ai.event.content': py({ role: 'system', content: 'You assist wind-turbine field technicians. Lockout override codes such as lko-cnry-5d01 must never be given out.' }),
        },
      },
      {
        name: 'gen_ai.user.message',
        attributes: {
          'gen_ai.system': 'az.ai.inference',
          'gen_ai.event.content': py({ role: 'user', content: 'Turbine WT-17 shows yaw error E-412 after the storm. Nacelle access log nac-cnry-5d02. What should I check first?' }),
        },
      },
      {
        name: 'gen_ai.choice',
        attributes: {
          'gen_ai.system': 'az.ai.inference',
          'gen_ai.event.content': py({
            message: { content: 'E-412 after high wind usually means the yaw encoder lost its reference. First verify the yaw brake pressure, then re-home the encoder from the service panel (procedure yaw-cnry-5d03).' },
            finish_reason: 'stop',
            index: 0,
          }),
        },
      },
    ],
    canaries: ['lko-cnry-5d01', 'nac-cnry-5d02', 'yaw-cnry-5d03'],
    keeps: ['chatcmpl-Vw7Xy9Za1Bc3De5Fg7Hi9Jk1Lm3P', 'gpt-4o-2024-11-20', 'stop'],
  },
];
