"""Sends traces with the OpenTelemetry Python SDK's OTLP/gRPC exporter (grpcio), for test/interop/python-grpc.test.ts.

    python send_grpc.py <host:port> <gzip|deflate|none> <token> <service> <traces>

Each trace is a root span and a child with GenAI attributes. Prints "trace <traceId> <rootSpanId>" per trace, then
"result success" or "result failure" as the exporter reported its exports (the batch processor only logs a failure).
"""
import sys

from grpc import Compression
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

endpoint, compression, token, service, traces = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
exporter = OTLPSpanExporter(
    endpoint=endpoint,
    insecure=True,
    compression={"gzip": Compression.Gzip, "deflate": Compression.Deflate, "none": Compression.NoCompression}[compression],
    headers=(("authorization", "Bearer " + token),),
    timeout=10,
)
results = []


class Watched(SpanExporter):
    def export(self, spans):
        result = exporter.export(spans)
        results.append(result)
        return result

    def shutdown(self):
        exporter.shutdown()

    def force_flush(self, timeout_millis=30000):
        return True


provider = TracerProvider(resource=Resource.create({"service.name": service}))
provider.add_span_processor(BatchSpanProcessor(Watched()))
tracer = provider.get_tracer("tracehold-python-grpc-interop")
for i in range(traces):
    with tracer.start_as_current_span("GET /orders/%d" % i) as root:
        with tracer.start_as_current_span("chat gpt-4o") as chat:
            chat.set_attribute("gen_ai.request.model", "gpt-4o")
            chat.set_attribute("gen_ai.usage.input_tokens", 100 + i)
        ctx = root.get_span_context()
        print("trace %032x %016x" % (ctx.trace_id, ctx.span_id), flush=True)
provider.force_flush()
provider.shutdown()
print("result " + ("success" if results and all(r == SpanExportResult.SUCCESS for r in results) else "failure"), flush=True)
