/** An Error with a stable `TH_ERR_*` code, which callers test instead of the message. */
export function codedError(code: string, message: string): Error {
  return Object.assign(new Error(`${code}: ${message}`), { code });
}
