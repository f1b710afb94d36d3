#!/usr/bin/env python3
"""Records what the real OpenInference LangChain instrumentation emits for a retrieval-augmented chain: a
retriever returning two documents (with metadata: version / revision, source / file_path, and an owner that is
content), a tool call, then a chat model call, under one chain span.

    record_langchain_rag.py OUT.pb

Writes the spans as one OTLP ExportTraceServiceRequest (protobuf), encoded by the SDK's own OTLP encoder — the
bytes the OTLP/HTTP exporter would send — and prints a JSON summary (trace id, span ids by name) on stdout.
Needs, beside the interop venv's packages: langchain-core==1.8.1, openinference-instrumentation-langchain==0.1.80.
No network: the chat model is LangChain's FakeListChatModel (a test double shipped with langchain-core).
"""

from __future__ import annotations

import json
import sys

from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from openinference.instrumentation.langchain import LangChainInstrumentor

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import HumanMessage
from langchain_core.retrievers import BaseRetriever
from langchain_core.runnables import chain
from langchain_core.tools import tool

DOCUMENT_TEXT = "LC-CANARY-DOC Parcels to Lisbon take 4 working days in December."


class KbRetriever(BaseRetriever):
    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        return [
            Document(id="kb-shipping-7", page_content=DOCUMENT_TEXT,
                     metadata={"version": "v14", "source": "s3://kb/shipping.md", "owner": "LC-CANARY-OWNER", "score": 0.92}),
            Document(id="kb-returns-2", page_content="Returns are free within 30 days.",
                     metadata={"revision": "3", "file_path": "/kb/returns.md"}),
        ]


@tool
def lookup_order(order_id: str) -> str:
    """Looks up an order's shipping status."""
    return json.dumps({"order_id": order_id, "status": "in transit"})


def main() -> None:
    out = sys.argv[1]
    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({"service.name": "lc-rag"}))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    LangChainInstrumentor().instrument(tracer_provider=provider)

    retriever = KbRetriever()
    llm = FakeListChatModel(responses=["Your parcel is in transit and arrives in 4 working days."])

    @chain
    def rag(question: str) -> str:
        docs = retriever.invoke(question)
        status = lookup_order.invoke({"order_id": "8812"})
        context = "\n".join(d.page_content for d in docs)
        return llm.invoke([HumanMessage(content=f"{context}\n{status}\n{question}")]).content

    rag.invoke("Where is my parcel? Order 8812.")
    provider.force_flush()
    spans = exporter.get_finished_spans()
    with open(out, "wb") as f:
        f.write(encode_spans(spans).SerializeToString())
    print(json.dumps({
        "traceId": format(spans[0].context.trace_id, "032x"),
        "spans": {s.name: format(s.context.span_id, "016x") for s in spans},
        "kinds": {s.name: s.attributes.get("openinference.span.kind") for s in spans},
    }))


if __name__ == "__main__":
    main()
