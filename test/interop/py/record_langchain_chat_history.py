#!/usr/bin/env python3
"""Records what the real OpenInference LangChain instrumentation emits for a chat chain with history: a prompt with a
`chat_history` placeholder and the user's new `input`, then a chat model. The chain span's `input.value` holds both as
the instrumentation serializes them — the history's last message asks a question and the new input answers it bare.

    record_langchain_chat_history.py OUT.pb

Two conversations, two traces: in the first the assistant asked for the date of birth and the user answers
"14.03.1987" (personal: the question makes it so); in the second it asked which date to move a booking to and the user
answers "14.03.2027" (not personal). Writes the spans as one OTLP ExportTraceServiceRequest (protobuf), encoded by the
SDK's own OTLP encoder, and prints a JSON summary on stdout.
Needs: opentelemetry-sdk==1.45.2, opentelemetry-exporter-otlp-proto-common==1.45.2, langchain-core==1.8.1,
openinference-instrumentation-langchain==0.1.80. No network: the chat model is langchain-core's FakeListChatModel.
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

from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder


def main() -> None:
    out = sys.argv[1]
    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({"service.name": "lc-chat-history"}))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    LangChainInstrumentor().instrument(tracer_provider=provider)

    prompt = ChatPromptTemplate.from_messages([
        ("system", "You are the booking assistant of Hotel Aurora."),
        MessagesPlaceholder("chat_history"),
        ("human", "{input}"),
    ])
    llm = FakeListChatModel(responses=["Thank you, I found your booking HB-20417.", "Done: HB-20417 now starts that day."])
    chat = prompt | llm

    chat.invoke({
        "chat_history": [
            HumanMessage(content="I need to move my booking HB-20417 to next week."),
            AIMessage(content="I can do that. Could you confirm your date of birth?"),
        ],
        "input": "14.03.1987",
    })
    chat.invoke({
        "chat_history": [
            HumanMessage(content="I need to move my booking HB-20417 to next week."),
            AIMessage(content="I can do that. Which date would you like to arrive instead?"),
        ],
        "input": "14.03.2027",
    })
    provider.force_flush()
    spans = exporter.get_finished_spans()
    with open(out, "wb") as f:
        f.write(encode_spans(spans).SerializeToString())
    print(json.dumps({
        "traces": sorted({format(s.context.trace_id, "032x") for s in spans}),
        "spans": [[s.name, s.attributes.get("openinference.span.kind"), s.attributes.get("input.value")] for s in spans],
    }, indent=1))


if __name__ == "__main__":
    main()
