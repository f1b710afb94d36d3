import { isoFromUnixNano } from './iso-from-unix-nano.ts';
import { durationMsBetween } from './to-llm-call-view.ts';

/** What the trace index knows of a trace's root span (100%, kept or dropped). */
export interface RootFacts {
  spanId: string;
  name: string;
  service: string;
  startNs: string;
  endNs: string;
  /** http.route (or url.template) of the root, '' when not an HTTP request or not recorded. */
  route: string;
  /** HTTP response status of the root, 0 when not recorded. */
  httpStatus: number;
  isError: boolean;
}

/**
 * The request that started the trace (pure): service, name, route, HTTP status, error, duration and times,
 * `present: false` with words when the root span never arrived (or the trace is undecided).
 */
export function toRootRequestView(root: RootFacts | null) {
  if (root === null || root.spanId === '') {
    return {
      present: false,
      words: root === null ? 'not known yet: the trace index is written when the tail sampler decides' : 'the root span was not received (the request that started the trace is unknown)',
      spanId: '',
      service: '',
      name: '',
      route: '',
      httpStatus: null,
      error: null,
      durationMs: null,
      startTimeUnixNano: '',
      startTimeIso: null,
      endTimeUnixNano: '',
      endTimeIso: null,
    };
  }
  return {
    present: true,
    words: '',
    spanId: root.spanId,
    service: root.service,
    name: root.name,
    route: root.route,
    // 0 is "not recorded", not a status.
    httpStatus: root.httpStatus > 0 ? root.httpStatus : null,
    error: root.isError,
    durationMs: durationMsBetween(root.startNs, root.endNs),
    startTimeUnixNano: root.startNs,
    startTimeIso: isoFromUnixNano(root.startNs),
    endTimeUnixNano: root.endNs,
    endTimeIso: isoFromUnixNano(root.endNs),
  };
}
