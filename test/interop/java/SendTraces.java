// Sends traces with the OpenTelemetry Java SDK's OTLP exporter, for test/interop/java-sdk.test.ts:
//   java -cp '<jars>/*' SendTraces.java <endpoint> <grpc|http/protobuf> <gzip|none> <token> <service> <traces>
// Each trace is a root span and two children (one with an exception event). Prints one line per trace,
// "trace <traceId> <rootSpanId>", then "result success" or "result failure" as the exporter reported the flush.
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporter;
import io.opentelemetry.exporter.otlp.trace.OtlpGrpcSpanExporter;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.resources.Resource;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.BatchSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import java.util.concurrent.TimeUnit;

public class SendTraces {
  public static void main(String[] args) {
    String endpoint = args[0];
    String protocol = args[1];
    String compression = args[2];
    String token = args[3];
    String service = args[4];
    int traces = Integer.parseInt(args[5]);

    SpanExporter exporter =
        protocol.equals("grpc")
            ? OtlpGrpcSpanExporter.builder()
                .setEndpoint(endpoint)
                .setCompression(compression)
                .addHeader("authorization", "Bearer " + token)
                .setTimeout(10, TimeUnit.SECONDS)
                .build()
            : OtlpHttpSpanExporter.builder()
                .setEndpoint(endpoint + "/v1/traces")
                .setCompression(compression)
                .addHeader("authorization", "Bearer " + token)
                .setTimeout(10, TimeUnit.SECONDS)
                .build();
    // The exporter's own result, seen by a wrapper: the batch processor only logs a failed export.
    boolean[] failed = {false};
    SpanExporter watched =
        new SpanExporter() {
          public CompletableResultCode export(java.util.Collection<io.opentelemetry.sdk.trace.data.SpanData> spans) {
            CompletableResultCode result = exporter.export(spans);
            result.whenComplete(() -> { if (!result.isSuccess()) failed[0] = true; });
            return result;
          }
          public CompletableResultCode flush() { return exporter.flush(); }
          public CompletableResultCode shutdown() { return exporter.shutdown(); }
        };
    SdkTracerProvider provider =
        SdkTracerProvider.builder()
            .setResource(Resource.getDefault().merge(Resource.create(Attributes.of(AttributeKey.stringKey("service.name"), service))))
            .addSpanProcessor(BatchSpanProcessor.builder(watched).setMaxExportBatchSize(64).build())
            .build();
    Tracer tracer = provider.get("tracehold-java-interop");
    for (int i = 0; i < traces; i++) {
      Span root = tracer.spanBuilder("GET /orders/" + i).setSpanKind(SpanKind.SERVER).startSpan();
      Context ctx = Context.current().with(root);
      Span chat =
          tracer.spanBuilder("chat gpt-4o").setParent(ctx).setSpanKind(SpanKind.CLIENT)
              .setAttribute("gen_ai.request.model", "gpt-4o")
              .setAttribute("gen_ai.usage.input_tokens", 100L + i)
              .startSpan();
      chat.end();
      Span db = tracer.spanBuilder("SELECT orders").setParent(ctx).setSpanKind(SpanKind.CLIENT).startSpan();
      db.recordException(new IllegalStateException("deadlock detected"));
      db.setStatus(StatusCode.ERROR, "deadlock detected");
      db.end();
      root.end();
      System.out.println("trace " + root.getSpanContext().getTraceId() + " " + root.getSpanContext().getSpanId());
    }
    CompletableResultCode flushed = provider.forceFlush().join(30, TimeUnit.SECONDS);
    provider.shutdown().join(30, TimeUnit.SECONDS);
    System.out.println("result " + (flushed.isSuccess() && !failed[0] ? "success" : "failure"));
  }
}
