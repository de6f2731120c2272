import { describe, expect, it } from "vitest";
import type { InferenceClientLike } from "../../../lib/inference";
import { missingInput, runTry } from "./run-try";
import { TASK_SPECS } from "./task-specs";
import { inputFromWidget } from "./try-input";

function chunk(content: string) {
  return { choices: [{ index: 0, delta: { content } }] };
}

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

describe("runTry", () => {
  it("keeps the partial chat answer when the user stops the stream", async () => {
    const controller = new AbortController();
    const client = {
      async *chatCompletionStream() {
        yield chunk("Once ");
        yield chunk("upon ");
        controller.abort();
        yield chunk("a time");
      },
    } as unknown as InferenceClientLike;
    const deltas: string[] = [];
    const result = await runTry({
      client,
      modelId: "meta-llama/Llama-3.1-8B-Instruct",
      provider: "hf-inference",
      task: "text-generation",
      chat: true,
      input: { ...inputFromWidget(undefined), text: "Tell me a story" },
      signal: controller.signal,
      onDelta: (delta) => deltas.push(delta),
    });
    expect(result).toEqual({ kind: "chat", text: "Once upon ", stopped: true });
    expect(deltas).toEqual(["Once ", "upon "]);
  });

  it("calls the task's client method with the model, provider and arguments", async () => {
    const calls: unknown[] = [];
    const client = {
      textClassification: async (args: unknown) => {
        calls.push(args);
        return [{ label: "POSITIVE", score: 0.9 }];
      },
    } as unknown as InferenceClientLike;
    const result = await runTry({
      client,
      modelId: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
      provider: "hf-inference",
      task: "text-classification",
      chat: false,
      spec: TASK_SPECS["text-classification"],
      input: { ...inputFromWidget(undefined), text: "Great" },
      signal: new AbortController().signal,
      onDelta: () => undefined,
    });
    expect(calls).toEqual([
      {
        model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
        provider: "hf-inference",
        inputs: "Great",
      },
    ]);
    expect(result).toEqual({
      kind: "output",
      output: { kind: "scores", scores: [{ label: "POSITIVE", score: 0.9 }] },
    });
  });
});
