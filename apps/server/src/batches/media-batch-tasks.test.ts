import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { afterEach, describe, expect, it } from "vitest";
import { MEDIA_BATCH_TASKS } from "./media-batch-tasks.js";

const AUDIO = new Blob([new Uint8Array([0x66, 0x4c, 0x61, 0x43, 1, 2, 3])], { type: "audio/flac" });

describe("MEDIA_BATCH_TASKS", () => {
  let upstream: FakeUpstream | undefined;
  afterEach(() => upstream?.close());

  async function call(task: keyof typeof MEDIA_BATCH_TASKS, answer: unknown, media?: Blob) {
    upstream = await startFakeUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(answer));
    });
    const column = { model: "acme/listener", provider: "hf-inference", parameters: {} };
    return MEDIA_BATCH_TASKS[task].run(
      column,
      "0".repeat(64),
      undefined,
      { gatewayUrl: upstream.url, fetch, maxRetries: 0 },
      media,
    );
  }

  it("transcribes a recording; the transcript is the answer", async () => {
    const answer = await call("automatic-speech-recognition", { text: "Hello there." }, AUDIO);
    expect(answer.answer).toBe("Hello there.");
    expect(upstream?.requests[0]?.url).toBe("/hf-inference/models/acme/listener");
    expect(upstream?.requests[0]?.bytes.subarray(0, 4).toString("latin1")).toBe("fLaC");
  });

  it("classifies a recording; the top label is the answer, whatever the order", async () => {
    const answer = await call(
      "audio-classification",
      [
        { label: "dog_bark", score: 0.2 },
        { label: "siren", score: 0.7 },
      ],
      AUDIO,
    );
    expect(answer.answer).toBe("siren");
  });

  it("lists the labels an object detector found", async () => {
    const box = { xmin: 0, ymin: 0, xmax: 4, ymax: 4 };
    const answer = await call(
      "object-detection",
      [
        { label: "dog", score: 0.9, box },
        { label: "cat", score: 0.8, box },
        { label: "dog", score: 0.5, box },
      ],
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }),
    );
    expect(answer.answer).toBe("cat, dog");
  });

  it("refuses to run without the row's file", async () => {
    await expect(call("image-classification", [])).rejects.toThrow(/stored file/);
  });
});
