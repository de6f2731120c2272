import { InferenceClient } from "@modeldeck/inference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { missingInput, runTry } from "./run-try";
import { TASK_SPECS } from "./task-specs";
import { inputFromWidget } from "./try-input";

describe("missingInput", () => {
  it("names what is missing in plain words", () => {
    const empty = inputFromWidget(undefined);
    expect(missingInput(["text"], empty, TASK_SPECS["text-classification"])).toBe(
      "Type some text first.",
    );
    expect(
      missingInput(
        ["text", "labels"],
        { ...empty, text: "Hi" },
        TASK_SPECS["zero-shot-classification"],
      ),
    ).toBe("Add at least one candidate label.");
    expect(missingInput(["image", "text"], empty, TASK_SPECS["image-to-image"])).toBeUndefined();
  });
});

const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const SENTIMENT_MODEL = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

function chunkEvent(content: string, index: number): string {
  return `data: ${JSON.stringify({
    id: "chatcmpl-7f3a",
    object: "chat.completion.chunk",
    created: 1_738_161_420 + index,
    model: CHAT_MODEL,
    choices: [{ index: 0, delta: { role: "assistant", content }, finish_reason: null }],
  })}\n\n`;
}

describe("runTry", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  // The stream writes two pieces, then waits for the test to stop it before writing the rest.
  let releaseRest: () => void = () => undefined;
  beforeAll(async () => {
    server = await startFakeServer({
      [`POST /hf-inference/models/${CHAT_MODEL}/v1/chat/completions`]: (_, response) => {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.write(chunkEvent("Once ", 0) + chunkEvent("upon ", 1));
        releaseRest = () => response.end(chunkEvent("a time", 2) + "data: [DONE]\n\n");
      },
      [`POST /hf-inference/models/${SENTIMENT_MODEL}`]: (_, response) =>
        sendJson(response, [
          [
            { label: "POSITIVE", score: 0.9998 },
            { label: "NEGATIVE", score: 0.0002 },
          ],
        ]),
    });
  });
  afterAll(() => server.close());
  const client = () => new InferenceClient(undefined, { routerUrl: server.url });

  it("keeps the partial chat answer when the user stops the stream", async () => {
    const controller = new AbortController();
    const deltas: string[] = [];
    const result = await runTry({
      client: client(),
      modelId: CHAT_MODEL,
      provider: "hf-inference",
      task: "text-generation",
      chat: true,
      input: { ...inputFromWidget(undefined), text: "Tell me a story" },
      signal: controller.signal,
      onDelta: (delta) => {
        deltas.push(delta);
        if (deltas.length === 2) {
          controller.abort();
          releaseRest();
        }
      },
    });
    expect(result).toEqual({ kind: "chat", text: "Once upon ", stopped: true });
    expect(deltas).toEqual(["Once ", "upon "]);
  });

  it("calls the task's client method with the model, provider and arguments", async () => {
    const result = await runTry({
      client: client(),
      modelId: SENTIMENT_MODEL,
      provider: "hf-inference",
      task: "text-classification",
      chat: false,
      spec: TASK_SPECS["text-classification"],
      input: { ...inputFromWidget(undefined), text: "Great" },
      signal: new AbortController().signal,
      onDelta: () => undefined,
    });
    const sent = server.requests.at(-1);
    expect(sent?.url).toBe(`/hf-inference/models/${SENTIMENT_MODEL}`);
    expect(JSON.parse(sent?.body ?? "null")).toEqual({ inputs: "Great" });
    expect(result).toEqual({
      kind: "output",
      output: {
        kind: "scores",
        scores: [
          { label: "POSITIVE", score: 0.9998 },
          { label: "NEGATIVE", score: 0.0002 },
        ],
      },
    });
  });

  it("refuses a provider the client does not know, in plain words", async () => {
    await expect(
      runTry({
        client: client(),
        modelId: SENTIMENT_MODEL,
        provider: "clarifai",
        task: "text-classification",
        chat: false,
        spec: TASK_SPECS["text-classification"],
        input: { ...inputFromWidget(undefined), text: "Great" },
        signal: new AbortController().signal,
        onDelta: () => undefined,
      }),
    ).rejects.toThrow('The inference client does not know the provider "clarifai".');
  });
});
