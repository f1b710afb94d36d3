/** PLACEHOLDER by U1 for the skeleton — U2 owns and overwrites this file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- placeholder contract
export function HoldsPanel(_props: { traceId: string; subjectRef: string | null; retention: any | null; onChanged(): void }) {
  return <div className="muted">Holds (coming)</div>;
}
