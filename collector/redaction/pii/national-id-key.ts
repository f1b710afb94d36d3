import type { DetectMode } from './detector.ts';

// The name or label of a national-id field right before a value (`cnpj=`, `"nhs_number": "`, `주민번호 `,
// `CPF nº `): letters may follow the keyword (`nhs_number`, `주민등록번호`), then punctuation only, so that
// "NHS phone: 0300 …" still reads as a phone number. `pan` is a card word and is not here.
const ID_FIELD_BEFORE_RE = new RegExp(
  String.raw`(?:(?<![a-z])(?:cpf|cnpj|nhs|bsn|sin|ssn|rrn|nino|nir|dni|nie|nif|curp|idnr|uid)(?![a-z])|aadhaa?r|steuer|my[ _-]?number|` +
    String.raw`social[ _-]?(?:security|insurance)|national[ _-]?insurance|insee|個人番号|マイナンバー|身份证|주민|외국인\s*등록)` +
    String.raw`[\p{L}\w.-]*["']?\s*[:=#]?\s*(?:n[º°o]\.?\s*)?["']?$`,
  'iu',
);

/**
 * Whether the value at `start` is introduced as a national id — by the field name or label just before it,
 * or by the attribute key. Such a value is not a card or a phone number, whatever its digits pass.
 */
export function isNationalIdField(text: string, start: number, mode: DetectMode): boolean {
  return ID_FIELD_BEFORE_RE.test(text.slice(Math.max(0, start - 32), start)) || (mode.key !== '' && ID_FIELD_BEFORE_RE.test(mode.key));
}
