import type { EntityType } from '../../../collector/redaction/pii/entity-type.ts';

/** Kinds of hard negatives: look-alikes that must not be found. */
export type NegativeKind =
  | 'TRACE_ID'
  | 'SPAN_ID'
  | 'UUID'
  | 'LUHN_FAIL'
  | 'ORDER_ID'
  | 'TIMESTAMP'
  | 'DATE'
  | 'VERSION'
  | 'HASH'
  | 'BUILD_NUMBER'
  | 'PRICE'
  | 'COORDINATES'
  | 'PORT'
  | 'INVALID_IBAN'
  | 'INVALID_SSN'
  | 'INVALID_RRN'
  | 'INVALID_NATIONAL_ID'
  | 'NUMERIC_ID'
  | 'INVALID_IP'
  | 'MAC'
  | 'PLACEHOLDER'
  | 'CREDENTIAL_WORDS'
  | 'SLUG'
  | 'MODEL_NAME'
  | 'RESPONSE_ID'
  | 'COUNTER'
  | 'MASKED_CARD'
  | 'FAKE_JWT'
  | 'BASE64_DATA'
  | 'REGISTRY_NUMBER';

export type CorpusLocale = 'en' | 'ko' | 'de' | 'fr' | 'ja';
export type CorpusShape = 'log' | 'exception' | 'json' | 'sql' | 'url' | 'headers' | 'chat';

export interface LabelledSpan {
  type: EntityType;
  start: number;
  end: number;
}

export interface NegativeSpan {
  kind: NegativeKind;
  start: number;
  end: number;
}

/** One string as a span attribute would carry it, with its ground truth. */
export interface CorpusItem {
  id: string;
  locale: CorpusLocale;
  shape: CorpusShape;
  /** The attribute key to pass as context (`llm.headers`, `url.query`), when the shape has one. */
  key?: string;
  text: string;
  /** Every sensitive span in `text`; anything found outside them is a false positive. */
  labels: LabelledSpan[];
  /** Look-alikes deliberately placed in `text`, for per-kind false-positive reporting. */
  negatives: NegativeSpan[];
}

/** Appends text while recording where labelled and negative spans land. */
export interface TextBuilder {
  text(s: string): TextBuilder;
  entity(type: EntityType, value: string): TextBuilder;
  negative(kind: NegativeKind, value: string): TextBuilder;
  build(meta: { id: string; locale: CorpusLocale; shape: CorpusShape; key?: string }): CorpusItem;
}

export function createTextBuilder(): TextBuilder {
  let out = '';
  const labels: LabelledSpan[] = [];
  const negatives: NegativeSpan[] = [];
  const builder: TextBuilder = {
    text(s) {
      out += s;
      return builder;
    },
    entity(type, value) {
      labels.push({ type, start: out.length, end: out.length + value.length });
      out += value;
      return builder;
    },
    negative(kind, value) {
      negatives.push({ kind, start: out.length, end: out.length + value.length });
      out += value;
      return builder;
    },
    build(meta) {
      return { ...meta, text: out, labels: [...labels], negatives: [...negatives] };
    },
  };
  return builder;
}
