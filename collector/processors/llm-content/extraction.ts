/**
 * The two entry points of content extraction over one store and configuration: a batch of spans (ledger records
 * included), and carriers built from GenAI content log events. Each plans every span (plan.ts), stores the
 * objects (store.ts), and turns the plans into spans and results.
 */
import type { ContentPart, ContentPartRef, LedgerRecord } from '../../../schemas/ledger.ts';
import type { SpanRecord } from '../../../schemas/span.ts';
import { DEFAULT_SUBJECT_ATTRIBUTES } from '../../../schemas/config.ts';
import { buildLedgerRecord } from '../build-ledger-record.ts';
import { CAPTURE_ATTRIBUTE_PREFIX, isLlmCall } from '../llm-conventions.ts';
import type { CarrierResult, ExtractCarrierContent, ExtractLlmContent, ExtractResult, ExtractLlmContentConfig, ExtractLlmContentDeps } from './api.ts';
import { codedError } from './coded-error.ts';
import { isObject } from './json.ts';
import { allParts, LLM_PARTS, llmPartRefs, notCaptured, planSpan } from './plan.ts';
import { storePlans, type PlanStore } from './store.ts';
import { batchSubjects, compileSubjectKeys, pseudonymCache, readSubject } from './subjects.ts';

export function createExtractLlmContent(
  deps: ExtractLlmContentDeps,
  config: ExtractLlmContentConfig,
): ExtractLlmContent {
  return createContentExtraction(deps, config).extractSpans;
}

/** Both entry points over one store and configuration. */
export function createContentExtraction(
  deps: ExtractLlmContentDeps,
  config: ExtractLlmContentConfig,
): { extractSpans: ExtractLlmContent; extractCarriers: ExtractCarrierContent } {
  const store = deps.contentStore;
  const target: PlanStore = { store, nowMs: deps.nowMs ?? Date.now };
  const subjectKeys = compileSubjectKeys(config.subjectAttributes?.length ? config.subjectAttributes : DEFAULT_SUBJECT_ATTRIBUTES);
  const readEndUserId = (span: SpanRecord) => readSubject(span, subjectKeys);

  const extractSpans: ExtractLlmContent = async function extractLlmContent(tenant, spans, options) {
    for (const span of spans) {
      if (span.tenant !== '' && span.tenant !== tenant) {
        throw codedError('TH_ERR_TENANT_MISMATCH', 'a span of another tenant reached content extraction');
      }
    }
    const { subjectIdOf, subjectRefOf, subjectsOf } = batchSubjects(spans, readEndUserId, pseudonymCache(store, tenant));

    if (!config.enabled) {
      const ledger: LedgerRecord[] = [];
      for (const span of spans) {
        if (!isLlmCall(span.attributes)) continue;
        const record = buildLedgerRecord(span, allParts(notCaptured('extraction_disabled')), await subjectRefOf(span));
        record.tenant = tenant;
        ledger.push(record);
      }
      return { spans, ledger, contentObjects: [], subjects: await subjectsOf() };
    }

    const plans = spans.map(planSpan);
    const pendingWrites: Promise<unknown>[] = [];
    const contentObjects = await storePlans(target, tenant, plans, subjectIdOf, subjectRefOf, options?.deferDurability === true ? pendingWrites : undefined);

    const outSpans: SpanRecord[] = [];
    const ledger: LedgerRecord[] = [];
    for (const plan of plans) {
      if (!plan.changed) {
        outSpans.push(plan.span);
        continue;
      }
      const attributes = plan.attributes;
      let parts: Record<ContentPart, ContentPartRef> | null = null;
      if (plan.isLlm) {
        parts = llmPartRefs(plan);
        for (const part of LLM_PARTS) attributes[`${CAPTURE_ATTRIBUTE_PREFIX}${part}`] = parts[part].state;
      }
      const span: SpanRecord = { ...plan.span, attributes, events: plan.events };
      outSpans.push(span);
      if (parts !== null) {
        const record = buildLedgerRecord(span, parts, await subjectRefOf(span));
        record.tenant = tenant;
        ledger.push(record);
      }
    }
    const result: ExtractResult = { spans: outSpans, ledger, contentObjects, subjects: await subjectsOf() };
    if (pendingWrites.length > 0) result.pendingWrites = pendingWrites;
    return result;
  };

  const extractCarriers: ExtractCarrierContent = async (tenant, carriers, subjectRefOfTrace) => {
    if (!config.enabled) {
      return {
        results: carriers.map((span) => ({ span, parts: allParts(notCaptured('extraction_disabled')), sources: {}, objects: [], outputFinishReasons: null })),
        contentObjects: [],
        extracted: false,
      };
    }
    const plans = carriers.map(planSpan);
    // Log records rarely name the end user: their content is scoped to the trace until ingest learns it
    // from the trace's spans (then moves it under the subject's key). The pseudonym alone cannot encrypt.
    const contentObjects = await storePlans(target, tenant, plans, () => '', async (span) => subjectRefOfTrace(span.traceId));
    const results: CarrierResult[] = plans.map((plan) => {
      const parts = llmPartRefs(plan);
      const sources: Partial<Record<ContentPart, string>> = {};
      for (const part of LLM_PARTS) {
        const chosen = plan.chosen[part];
        if (chosen !== undefined && parts[part].state === 'stored') sources[part] = chosen.source;
      }
      const output = plan.chosen.output?.data;
      const outputFinishReasons = Array.isArray(output)
        ? output.flatMap((m) => (isObject(m) && typeof m['finish_reason'] === 'string' ? [m['finish_reason']] : []))
        : null;
      return {
        span: { ...plan.span, attributes: plan.attributes, events: plan.events },
        parts,
        sources,
        objects: plan.objects.map((o) => ({ part: o.part, refAttribute: o.refAttribute, ref: o.ref, sizeBytes: o.sizeBytes })),
        outputFinishReasons,
      };
    });
    return { results, contentObjects, extracted: true };
  };

  return { extractSpans, extractCarriers };
}
