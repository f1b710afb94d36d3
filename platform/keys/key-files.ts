/**
 * Transitional: `platform/bus/local-log.ts` (owned by another change of issue 14) still imports `writevAll`
 * from here. Point its import at `platform/durable-file/writev-all.ts`, then delete this file.
 */
export { writevAll } from '../durable-file/writev-all.ts';
