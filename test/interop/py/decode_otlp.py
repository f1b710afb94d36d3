#!/usr/bin/env python3
"""Decodes captured OTLP/HTTP protobuf export bodies (e.g. test/fixtures/interop/**/*.pb) into readable JSON with the
official opentelemetry-proto package: ids as hex, times as integers, every attribute with its value type.

    decode_otlp.py [--summary] FILE.pb [FILE.pb ...]   # the signal comes from the name: *.traces[.N].pb, *.logs…, *.metrics…

Prints one JSON document per file: {"file", "signal", "request": <the Export*ServiceRequest as JSON>}; with
--summary, a compact text view instead (one line per span, log record or metric, then its attributes as
`key: type = value`, values cut at 160 characters), which is what test/interop/INSTRUMENTATIONS.md was written from.
"""

from __future__ import annotations

import base64
import json
import re
import sys

from google.protobuf.json_format import MessageToDict
from opentelemetry.proto.collector.logs.v1.logs_service_pb2 import ExportLogsServiceRequest
from opentelemetry.proto.collector.metrics.v1.metrics_service_pb2 import ExportMetricsServiceRequest
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

MESSAGES = {"traces": ExportTraceServiceRequest, "logs": ExportLogsServiceRequest, "metrics": ExportMetricsServiceRequest}
ID_KEYS = {"traceId", "spanId", "parentSpanId"}


def hex_ids(node):
    """MessageToDict renders bytes as base64; trace and span ids read better as hex."""
    if isinstance(node, dict):
        return {k: (base64.b64decode(v).hex() if k in ID_KEYS and isinstance(v, str) else hex_ids(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [hex_ids(v) for v in node]
    return node


def decode(path: str) -> dict:
    m = re.search(r"\.(traces|logs|metrics)(\.\d+)?\.pb$", path)
    if not m:
        raise SystemExit(f"{path}: cannot tell the signal from the file name")
    signal = m.group(1)
    msg = MESSAGES[signal]()
    with open(path, "rb") as f:
        msg.ParseFromString(f.read())
    return {"file": path, "signal": signal, "request": hex_ids(MessageToDict(msg, preserving_proto_field_name=False))}


KINDS = {"SPAN_KIND_INTERNAL": "INTERNAL", "SPAN_KIND_SERVER": "SERVER", "SPAN_KIND_CLIENT": "CLIENT", "SPAN_KIND_PRODUCER": "PRODUCER", "SPAN_KIND_CONSUMER": "CONSUMER"}


def typed(value: dict) -> tuple[str, str]:
    """(type, rendered value) of an OTLP AnyValue as MessageToDict renders it."""
    if not value:
        return "empty", ""
    (k, v), = value.items()
    if k == "arrayValue":
        items = [typed(x) for x in v.get("values", [])]
        types = sorted({t for t, _ in items})
        return f"array<{'|'.join(types) or 'empty'}>", "[" + ", ".join(r for _, r in items) + "]"
    if k == "kvlistValue":
        items = [(kv["key"], typed(kv.get("value", {}))) for kv in v.get("values", [])]
        return "kvlist", "{" + ", ".join(f"{key}: {t} = {r}" for key, (t, r) in items) + "}"
    name = {"stringValue": "string", "intValue": "int", "doubleValue": "double", "boolValue": "bool", "bytesValue": "bytes"}[k]
    return name, json.dumps(v) if k in ("stringValue", "bytesValue") else str(v).lower() if k == "boolValue" else str(v)


def cut(s: str, n: int = 160) -> str:
    return s if len(s) <= n else s[:n] + f"…(+{len(s) - n} chars)"


def attrs(lines: list, items: list, indent: str) -> None:
    for kv in items or []:
        t, r = typed(kv.get("value", {}))
        lines.append(f"{indent}{kv['key']}: {t} = {cut(r)}")


def summarize(doc: dict) -> str:
    req, lines = doc["request"], [f"== {doc['file']} ({doc['signal']})"]
    for rs in req.get("resourceSpans", []) + req.get("resourceLogs", []) + req.get("resourceMetrics", []):
        service = next((kv["value"].get("stringValue") for kv in rs.get("resource", {}).get("attributes", []) if kv["key"] == "service.name"), None)
        lines.append(f"resource service.name={service}")
        for ss in rs.get("scopeSpans", []):
            lines.append(f" scope {ss['scope'].get('name')} {ss['scope'].get('version', '')}")
            for sp in ss.get("spans", []):
                dur = (int(sp["endTimeUnixNano"]) - int(sp["startTimeUnixNano"])) / 1e6
                status = sp.get("status", {})
                lines.append(
                    f"  span {sp['name']!r} kind={KINDS.get(sp.get('kind'), sp.get('kind'))} trace={sp['traceId']} span={sp['spanId']} "
                    f"parent={sp.get('parentSpanId', '-')} status={status.get('code', 'STATUS_CODE_UNSET')}{' ' + repr(status['message']) if status.get('message') else ''} dur={dur:.1f}ms"
                )
                attrs(lines, sp.get("attributes"), "    ")
                for ev in sp.get("events", []):
                    off = (int(ev["timeUnixNano"]) - int(sp["startTimeUnixNano"])) / 1e6
                    lines.append(f"    event {ev['name']!r} at +{off:.1f}ms")
                    attrs(lines, ev.get("attributes"), "      ")
        for sl in rs.get("scopeLogs", []):
            lines.append(f" scope {sl['scope'].get('name')} {sl['scope'].get('version', '')}")
            for lr in sl.get("logRecords", []):
                lines.append(
                    f"  log eventName={lr.get('eventName')!r} severity={lr.get('severityNumber', '-')} trace={lr.get('traceId', '-')} span={lr.get('spanId', '-')}"
                )
                if "body" in lr:
                    t, r = typed(lr["body"])
                    lines.append(f"    body: {t} = {cut(r, 400)}")
                attrs(lines, lr.get("attributes"), "    ")
        for sm in rs.get("scopeMetrics", []):
            lines.append(f" scope {sm['scope'].get('name')} {sm['scope'].get('version', '')}")
            for m in sm.get("metrics", []):
                kind = next(k for k in ("histogram", "sum", "gauge", "exponentialHistogram", "summary") if k in m)
                data = m[kind]
                lines.append(f"  metric {m['name']} {kind} unit={m.get('unit', '')!r} temporality={data.get('aggregationTemporality', '-')} points={len(data.get('dataPoints', []))}")
                for dp in data.get("dataPoints", []):
                    value = dp.get("asInt", dp.get("asDouble", f"count={dp.get('count')} sum={dp.get('sum')}"))
                    lines.append(f"    point {value}")
                    attrs(lines, dp.get("attributes"), "      ")
    return "\n".join(lines)


def main() -> int:
    args = sys.argv[1:]
    summary = "--summary" in args
    for path in (a for a in args if a != "--summary"):
        doc = decode(path)
        print(summarize(doc) if summary else json.dumps(doc, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
