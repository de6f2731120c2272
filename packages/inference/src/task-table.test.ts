import { PIPELINE_TYPES, TASK_EXAMPLE_INPUTS } from "@modeldeck/tasks";
import { describe, expect, it } from "vitest";
import { InferenceClient } from "./inference-client.js";
import {
  TASK_TABLE,
  exampleFromWidget,
  isTableTask,
  runTableTask,
  type TaskTableEntry,
} from "./task-table.js";
import { useFakeServer } from "./test-support/use-fake-server.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const fake = useFakeServer();
const entries = Object.entries(TASK_TABLE) as [string, TaskTableEntry][];
// The generic streamed call: no task streams through it, tasks stream through their own method.
const METHODS_WITHOUT_TASK = ["streamingRequest"];

/** The methods a real client has, read from its prototype chain as installed at run time. */
function clientMethods(): string[] {
  const names = new Set<string>();
  for (
    let prototype: object | null = Object.getPrototypeOf(new InferenceClient());
    prototype && prototype !== Object.prototype;
    prototype = Object.getPrototypeOf(prototype)
  ) {
    for (const name of Object.getOwnPropertyNames(prototype)) names.add(name);
  }
  // Not tasks: the class itself, endpoint binding, and what printing and serialising a client show.
  for (const name of ["constructor", "endpoint", "withEndpoint", "toJSON"]) names.delete(name);
  return [...names].sort();
}

// A PNG signature and a WAV header are enough bytes for requests that are only recorded.
const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: "image/png" });
const wav = new Blob([new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WAVEfmt ")], {
  type: "audio/wav",
});

describe("TASK_TABLE against the client", () => {
  it("names only methods the client has, and every method the client has", () => {
    const client = new InferenceClient();
    const named = new Set<string>(METHODS_WITHOUT_TASK);
    for (const [task, entry] of entries) {
      expect(typeof Reflect.get(client, entry.method), `${task}: ${entry.method}`).toBe("function");
      named.add(entry.method);
      if (entry.stream) {
        expect(typeof Reflect.get(client, entry.stream), `${task}: ${entry.stream}`).toBe(
          "function",
        );
        named.add(entry.stream);
      }
    }
    expect(clientMethods().filter((method) => !named.has(method))).toEqual([]);
    expect([...named].filter((method) => !clientMethods().includes(method))).toEqual([]);
  });

  it("keys entries by pipeline type, or conversational for chat, and names the task to request", () => {
    for (const [task, entry] of entries) {
      expect(task === "conversational" || PIPELINE_TYPES.includes(task as never), task).toBe(true);
      expect(isTableTask(task)).toBe(true);
      if (entry.method === "request") expect(entry.task).toBe(task);
    }
    expect(isTableTask("reinforcement-learning")).toBe(false);
    expect(isTableTask("hasOwnProperty")).toBe(false);
  });

  it("builds arguments from every catalogue example of a task it runs", async () => {
    for (const [task, input] of Object.entries(TASK_EXAMPLE_INPUTS)) {
      if (!isTableTask(task)) continue;
      const file = input.kind.startsWith("audio") ? wav : png;
      const args = await TASK_TABLE[task].args(exampleFromWidget(input, file));
      expect(Object.keys(args).length, task).toBeGreaterThan(0);
    }
  });

  it("says clearly when a file is missing", () => {
    expect(() => TASK_TABLE["image-classification"].args({ text: "" })).toThrow(
      "This task needs a file to send.",
    );
  });
});

describe("exampleFromWidget", () => {
  it("reads each kind of catalogue input into the fields calls are built from", () => {
    expect(
      exampleFromWidget({ kind: "zero-shot", text: "I loved it", candidateLabels: ["a", "b"] }),
    ).toEqual({ text: "I loved it", labels: ["a", "b"] });
    expect(
      exampleFromWidget({
        kind: "chat",
        messages: [
          { role: "system", content: "Be brief." },
          { role: "user", content: "Why is the sky blue?" },
        ],
      }),
    ).toEqual({ text: "Why is the sky blue?" });
    expect(exampleFromWidget({ kind: "table", table: { Height: [11.52, 12.48] } })).toEqual({
      text: "",
      table: { Height: ["11.52", "12.48"] },
    });
    expect(
      exampleFromWidget({ kind: "image-text", filename: "cat.png", text: "Why?" }, png),
    ).toEqual({ text: "Why?", file: png });
  });
});

describe("runTableTask", () => {
  it("calls the entry's method with the model and provider added, and returns its answer", async () => {
    const model = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
    fake.server.on("POST", `/router/hf-inference/models/${model}`, {
      json: [
        [
          { label: "POSITIVE", score: 0.9998 },
          { label: "NEGATIVE", score: 0.0002 },
        ],
      ],
    });
    const client = new InferenceClient("hf_tabletesttoken", fake.options());
    const labels = await runTableTask(
      client,
      "text-classification",
      { text: "I love this blender." },
      { model, provider: "hf-inference" },
    );
    expect(labels[0]).toEqual({ label: "POSITIVE", score: 0.9998 });
    expect(jsonBody(fake.server.requests[0])).toEqual({ inputs: "I love this blender." });
  });

  it("names the task to the generic request, which picks the provider route", async () => {
    const model = "Intel/dpt-large";
    fake.server.on("POST", `/router/hf-inference/models/${model}`, {
      json: { predicted_depth: [[1.5, 2.5]], depth: "iVBORw0KGgo=" },
    });
    const client = new InferenceClient(undefined, fake.options());
    const answer = await runTableTask(
      client,
      "depth-estimation",
      { text: "", file: png },
      { model, provider: "hf-inference" },
    );
    expect(answer).toMatchObject({ depth: "iVBORw0KGgo=" });
    expect(new Uint8Array(fake.server.requests[0]?.bytes ?? [])).toEqual(
      new Uint8Array(await png.arrayBuffer()),
    );
  });

  it("asks a chat model about a recording with the audio as a content part", async () => {
    const model = "Qwen/Qwen2-Audio-7B-Instruct";
    fake.server.on("POST", `/router/hf-inference/models/${model}/v1/chat/completions`, {
      json: {
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1732000000,
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: "A card game." },
            logprobs: null,
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 212, completion_tokens: 4, total_tokens: 216 },
      },
    });
    const client = new InferenceClient(undefined, fake.options());
    const answer = await runTableTask(
      client,
      "audio-text-to-text",
      { text: "What is this about?", file: wav, maxTokens: 64 },
      { model, provider: "hf-inference" },
    );
    expect(answer.choices[0]?.message.content).toBe("A card game.");
    expect(jsonBody(fake.server.requests[0])).toMatchObject({
      max_tokens: 64,
      messages: [
        {
          role: "user",
          content: [
            { type: "input_audio", input_audio: { format: "wav" } },
            { type: "text", text: "What is this about?" },
          ],
        },
      ],
    });
  });
});
