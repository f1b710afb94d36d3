/**
 * Saves a downloaded file through a short-lived Blob URL (the bytes were fetched with the Authorization header;
 * no token ever goes into a URL). The object URL is revoked shortly after.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns: revoke a little later, not synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
