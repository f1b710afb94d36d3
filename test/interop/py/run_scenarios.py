#!/usr/bin/env python3
"""Interop scenario driver: the real OpenAI Python client, instrumented by ONE real LLM instrumentation, calls the
fake OpenAI-compatible provider (test/provider) and exports traces, logs and metrics with the OpenTelemetry SDK's
OTLP/HTTP protobuf exporters.

    run_scenarios.py --instrumentation {openllmetry,openinference,openai_v2} [--content-mode span|event|span_and_event]
                     --scenarios plain,stream,aborted_stream,tool_call,error
                     --otlp-endpoint http://127.0.0.1:PORT --provider-url http://127.0.0.1:PORT/v1
                     [--root-delay-s N] [--enduser ID]

Each scenario runs in its own trace under a root span ``handle_request`` (kind SERVER, ``enduser.id`` when given);
the end user is also sent as the OpenAI ``user`` request parameter. With ``--root-delay-s`` the children are
flushed first and the root is ended and exported N seconds later, in another export (real SDKs export a trace in
pieces). Prints one JSON line per scenario on stdout:

    {"scenario", "traceId", "rootSpanId", "expected": {first LLM call}, "calls": [every LLM call, in order]}

where a call is {requestModel, responseModel, responseId, finishReasons, inputTokens, outputTokens, streamed,
aborted, error} as the CLIENT saw the provider's answer (null where it saw none). Everything else goes to stderr.
Content capture is switched on for each instrumentation the way its users switch it on.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

INSTRUMENTATIONS = ("openllmetry", "openinference", "openai_v2")
CONTENT_MODES = {"span": "SPAN_ONLY", "event": "EVENT_ONLY", "span_and_event": "SPAN_AND_EVENT"}
SCENARIOS = ("plain", "stream", "aborted_stream", "tool_call", "error")

MODEL = "fake-chat-small"
SYSTEM = "You are the parcel-tracking assistant of an online shop. Answer in one sentence."
QUESTION = "Where is my parcel? Order 8812, placed last Monday."
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_order_status",
            "description": "Look up the delivery status of an order.",
            "parameters": {"type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]},
        },
    }
]
TOOL_RESULT = '{"order_id":"8812","status":"out_for_delivery"}'
# The client reads this many chunks of the slow stream, then closes it.
ABORT_AFTER_CHUNKS = 3


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--instrumentation", required=True, choices=INSTRUMENTATIONS)
    p.add_argument("--content-mode", choices=tuple(CONTENT_MODES), default=None, help="openai_v2 only (default span)")
    p.add_argument("--scenarios", default=",".join(SCENARIOS))
    p.add_argument("--otlp-endpoint", required=True)
    p.add_argument("--provider-url", required=True)
    p.add_argument("--root-delay-s", type=float, default=0.0)
    p.add_argument("--enduser", default=None)
    args = p.parse_args()
    if args.content_mode and args.instrumentation != "openai_v2":
        p.error("--content-mode applies to --instrumentation openai_v2 only")
    if args.instrumentation == "openai_v2" and not args.content_mode:
        args.content_mode = "span"
    args.scenarios = [s for s in args.scenarios.split(",") if s]
    unknown = [s for s in args.scenarios if s not in SCENARIOS]
    if unknown:
        p.error(f"unknown scenarios: {unknown}")
    return args


def configure_content_capture(args: argparse.Namespace) -> None:
    """Set before the instrumentation is imported: some read their settings at import or instrument time."""
    if args.instrumentation == "openllmetry":
        os.environ["TRACELOOP_TRACE_CONTENT"] = "true"  # its default, stated explicitly
    elif args.instrumentation == "openinference":
        for name in ("OPENINFERENCE_HIDE_INPUTS", "OPENINFERENCE_HIDE_OUTPUTS", "OPENINFERENCE_HIDE_INPUT_MESSAGES", "OPENINFERENCE_HIDE_OUTPUT_MESSAGES"):
            os.environ.pop(name, None)  # captures by default
    else:
        os.environ["OTEL_SEMCONV_STABILITY_OPT_IN"] = "gen_ai_latest_experimental"
        os.environ["OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"] = CONTENT_MODES[args.content_mode]


def setup_sdk(args: argparse.Namespace):
    from opentelemetry import _logs, metrics, trace
    from opentelemetry.exporter.otlp.proto.http._log_exporter import OTLPLogExporter
    from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk._logs import LoggerProvider
    from opentelemetry.sdk._logs.export import BatchLogRecordProcessor
    from opentelemetry.sdk.metrics import MeterProvider
    from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    ep = args.otlp_endpoint.rstrip("/")
    name = "interop-" + args.instrumentation + (f"-{args.content_mode}" if args.content_mode else "")
    resource = Resource.create({"service.name": name, "service.version": "1.0.0", "deployment.environment.name": "test"})
    tracer_provider = TracerProvider(resource=resource)
    tracer_provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=f"{ep}/v1/traces", timeout=10)))
    logger_provider = LoggerProvider(resource=resource)
    logger_provider.add_log_record_processor(BatchLogRecordProcessor(OTLPLogExporter(endpoint=f"{ep}/v1/logs", timeout=10)))
    # A long interval: metrics are exported by the final flush at exit, in one export.
    reader = PeriodicExportingMetricReader(OTLPMetricExporter(endpoint=f"{ep}/v1/metrics", timeout=10), export_interval_millis=60_000)
    meter_provider = MeterProvider(resource=resource, metric_readers=[reader])
    trace.set_tracer_provider(tracer_provider)
    _logs.set_logger_provider(logger_provider)
    metrics.set_meter_provider(meter_provider)
    return tracer_provider, logger_provider, meter_provider


def instrument(args: argparse.Namespace, tracer_provider, logger_provider, meter_provider) -> None:
    kwargs = {"tracer_provider": tracer_provider, "logger_provider": logger_provider, "meter_provider": meter_provider}
    if args.instrumentation == "openllmetry":
        from opentelemetry.instrumentation.openai import OpenAIInstrumentor

        OpenAIInstrumentor().instrument(**kwargs)
    elif args.instrumentation == "openinference":
        from openinference.instrumentation.openai import OpenAIInstrumentor

        OpenAIInstrumentor().instrument(**kwargs)
    else:
        from opentelemetry.instrumentation.openai_v2 import OpenAIInstrumentor

        OpenAIInstrumentor().instrument(**kwargs)


def call_record(**kw) -> dict:
    base = {
        "requestModel": MODEL,
        "responseModel": None,
        "responseId": None,
        "finishReasons": [],
        "inputTokens": None,
        "outputTokens": None,
        "streamed": False,
        "aborted": False,
        "error": None,
    }
    base.update(kw)
    return base


def from_completion(r) -> dict:
    return call_record(
        responseModel=r.model,
        responseId=r.id,
        finishReasons=[c.finish_reason for c in r.choices],
        inputTokens=r.usage.prompt_tokens if r.usage else None,
        outputTokens=r.usage.completion_tokens if r.usage else None,
    )


def user_kw(enduser):
    return {"user": enduser} if enduser else {}


def messages() -> list:
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": QUESTION}]


def scenario_plain(client, enduser) -> list:
    r = client.chat.completions.create(
        model=MODEL,
        messages=messages(),
        temperature=0.2,
        top_p=0.9,
        max_tokens=200,
        seed=42,
        stop=["\n\nUser:"],
        extra_headers={"x-fake-scenario": "plain"},
        **user_kw(enduser),
    )
    return [from_completion(r)]


def consume(stream, limit=None) -> dict:
    rec = call_record(streamed=True)
    n = 0
    for chunk in stream:
        n += 1
        rec["responseId"] = rec["responseId"] or chunk.id
        rec["responseModel"] = rec["responseModel"] or chunk.model
        for c in chunk.choices:
            if c.finish_reason:
                rec["finishReasons"].append(c.finish_reason)
        if chunk.usage:
            rec["inputTokens"] = chunk.usage.prompt_tokens
            rec["outputTokens"] = chunk.usage.completion_tokens
        if limit is not None and n >= limit:
            rec["aborted"] = True
            break
    return rec


def scenario_stream(client, enduser) -> list:
    stream = client.chat.completions.create(
        model=MODEL,
        messages=messages(),
        stream=True,
        stream_options={"include_usage": True},
        extra_headers={"x-fake-scenario": "plain"},
        **user_kw(enduser),
    )
    return [consume(stream)]


def scenario_aborted_stream(client, enduser) -> list:
    stream = client.chat.completions.create(
        model=MODEL,
        messages=messages(),
        stream=True,
        stream_options={"include_usage": True},
        extra_headers={"x-fake-scenario": "slow_stream"},
        **user_kw(enduser),
    )
    rec = consume(stream, limit=ABORT_AFTER_CHUNKS)
    # What an application does when its own client disconnects: stop reading and close the response.
    stream.close()
    return [rec]


def scenario_tool_call(client, enduser) -> list:
    msgs = messages()
    first = client.chat.completions.create(model=MODEL, messages=msgs, tools=TOOLS, extra_headers={"x-fake-scenario": "tool_call"}, **user_kw(enduser))
    call = first.choices[0].message.tool_calls[0]
    msgs.append(
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": call.id, "type": "function", "function": {"name": call.function.name, "arguments": call.function.arguments}}],
        }
    )
    msgs.append({"role": "tool", "tool_call_id": call.id, "content": TOOL_RESULT})
    second = client.chat.completions.create(model=MODEL, messages=msgs, tools=TOOLS, extra_headers={"x-fake-scenario": "tool_call"}, **user_kw(enduser))
    return [from_completion(first), from_completion(second)]


def scenario_error(client, enduser) -> list:
    import openai

    try:
        client.chat.completions.create(model=MODEL, messages=messages(), temperature=0.3, extra_headers={"x-fake-scenario": "error_400"}, **user_kw(enduser))
    except openai.APIStatusError as e:
        return [call_record(error={"status": e.status_code, "type": type(e).__name__, "code": e.code})]
    raise SystemExit("error scenario: the client did not raise")


RUNNERS = {
    "plain": scenario_plain,
    "stream": scenario_stream,
    "aborted_stream": scenario_aborted_stream,
    "tool_call": scenario_tool_call,
    "error": scenario_error,
}


def main() -> int:
    args = parse_args()
    out = sys.stdout
    sys.stdout = sys.stderr  # only our JSON lines go to stdout
    configure_content_capture(args)
    tracer_provider, logger_provider, meter_provider = setup_sdk(args)
    instrument(args, tracer_provider, logger_provider, meter_provider)

    import openai
    from opentelemetry import context, trace
    from opentelemetry.trace import SpanKind, Status, StatusCode

    client = openai.OpenAI(base_url=args.provider_url, api_key="sk-fake-interop-not-a-real-key", max_retries=0, timeout=30)
    tracer = trace.get_tracer("interop-app", "1.0.0")
    for name in args.scenarios:
        attrs = {"http.request.method": "POST", "http.route": "/chat", "url.path": "/chat"}
        if args.enduser:
            attrs["enduser.id"] = args.enduser
        root = tracer.start_span("handle_request", kind=SpanKind.SERVER, attributes=attrs)
        token = context.attach(trace.set_span_in_context(root))
        try:
            calls = RUNNERS[name](client, args.enduser)
        finally:
            context.detach(token)
        failed = any(c["error"] for c in calls)
        root.set_attribute("http.response.status_code", 502 if failed else 200)
        if failed:
            root.set_status(Status(StatusCode.ERROR))
        if args.root_delay_s > 0:
            # Children (and log events) go out now; the root follows later, alone, in another export.
            tracer_provider.force_flush()
            logger_provider.force_flush()
            time.sleep(args.root_delay_s)
        root.end()
        sc = root.get_span_context()
        line = {"scenario": name, "traceId": format(sc.trace_id, "032x"), "rootSpanId": format(sc.span_id, "016x"), "expected": calls[0], "calls": calls}
        out.write(json.dumps(line) + "\n")
        out.flush()
        if args.root_delay_s > 0:
            tracer_provider.force_flush()

    tracer_provider.force_flush()
    logger_provider.force_flush()
    tracer_provider.shutdown()
    logger_provider.shutdown()
    meter_provider.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
