import type { StoredLog } from '../../platform/store/create-store.ts';
import { isoFromUnixNano } from './iso-from-unix-nano.ts';

/** One log record of a kept trace as the lookup returns it (redacted; GenAI content events as stubs). */
export interface LogView {
  timeUnixNano: string;
  timeIso: string | null;
  spanId: string;
  severityNumber: number;
  severityText: string;
  eventName: string;
  serviceName: string;
  body: unknown;
  attributes: unknown;
}

export function toLogView(log: StoredLog): LogView {
  return {
    timeUnixNano: log.timeUnixNano,
    timeIso: isoFromUnixNano(log.timeUnixNano),
    spanId: log.spanId,
    severityNumber: log.severityNumber,
    severityText: log.severityText,
    eventName: log.eventName,
    serviceName: log.serviceName,
    body: log.body,
    attributes: log.attributes,
  };
}
