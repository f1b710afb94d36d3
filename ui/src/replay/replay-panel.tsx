/** PLACEHOLDER by U1 for the skeleton — U2 owns and overwrites this file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- placeholder contract
export function ReplayPanel(_props: { traceId: string; call: any }) {
  return <div className="muted">Replay (coming)</div>;
}
