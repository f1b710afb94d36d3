/**
 * A field with a value of the wrong type or range, thrown inside the OTLP decoders: it refuses the record
 * (span, log record, data point) it belongs to, or the whole request outside records. Internal to
 * collector/otlp; never escapes a decoder.
 */
export class InvalidField extends Error {
  constructor(
    /** Path relative to the enclosing record or request element; '' for the element itself. */
    readonly field: string,
    /** Safe to return to the client: names the rule, never the value. */
    readonly problem: string,
  ) {
    super(problem);
  }

  /** The message with the path of the element the field belongs to. */
  describe(elementPath: string): string {
    const path = [elementPath, this.field].filter((part) => part !== '').join('.');
    return `${path || 'request'}: ${this.problem}`;
  }
}
