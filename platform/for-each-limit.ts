/**
 * The one bounded-concurrency helper of the platform (content store, blob backends, keyring): at most `limit`
 * calls in flight, every started call awaited before the first error is thrown, so nothing runs on after it.
 */
export async function forEachLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let firstError: { err: unknown } | null = null;
  const worker = async () => {
    while (next < items.length && !firstError) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (err) {
        firstError ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (firstError) throw (firstError as { err: unknown }).err;
}
