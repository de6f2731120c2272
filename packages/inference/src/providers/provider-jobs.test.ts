import { describe, expect, it } from "vitest";
import { InferenceClientProviderOutputError, InferenceOutputError } from "../errors.js";
import { textToImage } from "../tasks/cv/text-to-image.js";
import { textToVideo } from "../tasks/cv/text-to-video.js";
import { PNG_BYTES } from "../test-support/fixtures.js";
import { useFakeServer } from "../test-support/use-fake-server.js";
import { FAL_POLL_INTERVAL } from "./fal-ai.js";

const fake = useFakeServer();
const KEY = "fal-key-1234";
const MODEL = "genmo/mochi-1-preview";

function falModel() {
  fake.server.on("GET", `/api/models/${MODEL}`, {
    json: {
      inferenceProviderMapping: {
        "fal-ai": { providerId: "fal-ai/mochi-v1", task: "text-to-video", status: "live" },
      },
    },
  });
}

/** fal's submission answer: the result lives at the response URL's path. */
const submitted = () => ({
  json: {
    request_id: "req-9",
    status: "IN_QUEUE",
    response_url: "https://queue.fal.run/fal-ai/mochi-v1/requests/req-9",
    status_url: "https://queue.fal.run/fal-ai/mochi-v1/requests/req-9/status",
  },
});

const video = (accessToken: string, options = fake.options()) =>
  textToVideo({ provider: "fal-ai", model: MODEL, accessToken, inputs: "a cat" }, options);

describe("fal-ai queue", () => {
  it("submits, polls the status every 500 ms, fetches the result and downloads the video", async () => {
    falModel();
    const base = "/direct/fal-ai/fal-ai/mochi-v1/requests/req-9";
    fake.server.on("POST", "/direct/fal-ai/fal-ai/mochi-v1", submitted());
    fake.server.on(
      "GET",
      `${base}/status`,
      { json: { status: "IN_QUEUE" } },
      { json: { status: "IN_PROGRESS" } },
      { json: { status: "COMPLETED" } },
    );
    fake.server.on("GET", base, (_request, server) => ({
      json: { video: { url: `${server.url}/cdn/out.mp4` } },
    }));
    fake.server.on("GET", "/cdn/out.mp4", {
      body: Buffer.from("video-bytes"),
      headers: { "content-type": "video/mp4" },
    });
    const blob = await video(KEY);
    expect(await blob.text()).toBe("video-bytes");
    expect(fake.waits).toEqual([FAL_POLL_INTERVAL, FAL_POLL_INTERVAL, FAL_POLL_INTERVAL]);
    expect(FAL_POLL_INTERVAL).toBe(500);
    const polls = fake.server.requestsTo(`${base}/status`);
    expect(polls).toHaveLength(3);
    expect(polls[0]?.headers.authorization).toBe(`Key ${KEY}`);
    // The video itself comes from the CDN, without credentials.
    expect(fake.server.requestsTo("/cdn/out.mp4")[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    [
      { status: 500, json: { detail: "down" } },
      "Failed to fetch the status of the fal-ai job (status 500)",
    ],
    [
      { text: "not json", headers: { "content-type": "application/json" } },
      "Failed to parse the status of the fal-ai job",
    ],
    [{ json: { status: "FAILED" } }, "The fal-ai job req-9 ended with status FAILED"],
  ])("reports status failures clearly (%j)", async (statusAnswer, message) => {
    falModel();
    fake.server.on("POST", "/direct/fal-ai/fal-ai/mochi-v1", submitted());
    fake.server.on("GET", "/direct/fal-ai/fal-ai/mochi-v1/requests/req-9/status", statusAnswer);
    const error = await video(KEY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toContain(message);
  });

  it("reports result retrieval and result shape failures", async () => {
    falModel();
    const base = "/direct/fal-ai/fal-ai/mochi-v1/requests/req-9";
    fake.server.on("POST", "/direct/fal-ai/fal-ai/mochi-v1", submitted());
    fake.server.on("GET", `${base}/status`, { json: { status: "COMPLETED" } });
    fake.server.on("GET", base, { text: "{oops", headers: { "content-type": "application/json" } });
    await expect(video(KEY)).rejects.toThrow("Failed to parse the result of the fal-ai job");
    fake.server.on("GET", base, { json: { images: [] } });
    const error = await video(KEY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceOutputError);
    expect((error as Error).message).toContain(
      'Expected { video: { url: string } } result format, got instead: {"images":[]}',
    );
    fake.server.on("GET", base, { status: 404, json: { detail: "gone" } });
    await expect(video(KEY)).rejects.toThrow(
      "Failed to fetch the result of the fal-ai job (status 404)",
    );
  });

  it("needs a request id in the submission answer", async () => {
    falModel();
    fake.server.on("POST", "/direct/fal-ai/fal-ai/mochi-v1", { json: { status: "IN_QUEUE" } });
    await expect(video(KEY)).rejects.toThrow("No request ID found in the response");
  });

  it("stops polling at once when the signal aborts", async () => {
    falModel();
    fake.server.on("POST", "/direct/fal-ai/fal-ai/mochi-v1", submitted());
    fake.server.on("GET", "/direct/fal-ai/fal-ai/mochi-v1/requests/req-9/status", {
      json: { status: "IN_PROGRESS" },
    });
    const controller = new AbortController();
    const options = { ...fake.options(), signal: controller.signal };
    let polls = 0;
    options.sleep = async (_milliseconds, signal) => {
      if (++polls === 3) controller.abort(new Error("user cancelled"));
      signal?.throwIfAborted();
    };
    await expect(video(KEY, options)).rejects.toThrow("user cancelled");
  });
});

describe("Black Forest Labs polling", () => {
  it("polls until Ready and returns the sample URL when asked for a URL", async () => {
    fake.server.on("GET", "/api/models/bfl/flux", {
      json: {
        inferenceProviderMapping: {
          "black-forest-labs": { providerId: "flux-dev", task: "text-to-image" },
        },
      },
    });
    fake.server.on("POST", "/direct/black-forest-labs/v1/flux-dev", (_request, server) => ({
      json: { id: "b1", polling_url: `${server.url}/bfl/get_result?id=b1` },
    }));
    fake.server.on(
      "GET",
      "/bfl/get_result",
      { json: { status: "Pending" } },
      { json: { status: "Ready", result: { sample: "https://cdn.example/sample.jpg" } } },
    );
    const url = await textToImage(
      { provider: "black-forest-labs", model: "bfl/flux", accessToken: "bfl-key", inputs: "x" },
      { ...fake.options(), outputType: "url" },
    );
    expect(url).toBe("https://cdn.example/sample.jpg");
    const polls = fake.server.requestsTo("/bfl/get_result");
    expect(polls.map((poll) => poll.url)).toEqual([
      "/bfl/get_result?id=b1",
      "/bfl/get_result?id=b1",
    ]);
    expect(polls[0]?.headers["x-key"]).toBeUndefined();
  });

  it("reports moderated jobs", async () => {
    fake.server.on("GET", "/api/models/bfl/flux", {
      json: {
        inferenceProviderMapping: {
          "black-forest-labs": { providerId: "flux-dev", task: "text-to-image" },
        },
      },
    });
    fake.server.on("POST", "/direct/black-forest-labs/v1/flux-dev", (_request, server) => ({
      json: { id: "b1", polling_url: `${server.url}/bfl/get_result` },
    }));
    fake.server.on("GET", "/bfl/get_result", { json: { status: "Content Moderated" } });
    await expect(
      textToImage(
        { provider: "black-forest-labs", model: "bfl/flux", accessToken: "bfl-key", inputs: "x" },
        fake.options(),
      ),
    ).rejects.toThrow("The black-forest-labs job ended with status Content Moderated");
  });
});

describe("Replicate predictions", () => {
  it("polls a prediction still processing through the same base, and returns its output", async () => {
    fake.server.on("GET", "/api/models/rep/video", {
      json: {
        inferenceProviderMapping: {
          replicate: { providerId: "owner/video", task: "text-to-video" },
        },
      },
    });
    const pending = {
      id: "p1",
      status: "processing",
      urls: { get: "https://api.replicate.com/v1/predictions/p1" },
    };
    fake.server.on("POST", "/router/replicate/v1/models/owner/video/predictions", {
      json: { ...pending, status: "starting" },
    });
    // Status answers may leave out urls; the poller keeps the first one.
    fake.server.on(
      "GET",
      "/router/replicate/v1/predictions/p1",
      { json: { id: "p1", status: "processing" } },
      (_request, server) => ({
        json: { ...pending, status: "succeeded", output: `${server.url}/cdn/v.mp4` },
      }),
    );
    fake.server.on("GET", "/cdn/v.mp4", { body: Buffer.from("vid") });
    const blob = await textToVideo(
      { provider: "replicate", model: "rep/video", accessToken: "hf_replicate1", inputs: "x" },
      fake.options(),
    );
    expect(await blob.text()).toBe("vid");
    expect(
      fake.server.requestsTo("/router/replicate/v1/predictions/p1")[0]?.headers.authorization,
    ).toBe("Bearer hf_replicate1");
  });

  it("reports failed predictions", async () => {
    fake.server.on("GET", "/api/models/rep/video", {
      json: {
        inferenceProviderMapping: {
          replicate: { providerId: "owner/video", task: "text-to-video" },
        },
      },
    });
    fake.server.on("POST", "/direct/replicate/v1/models/owner/video/predictions", {
      json: { id: "p1", status: "failed", error: "NSFW content" },
    });
    await expect(
      textToVideo(
        { provider: "replicate", model: "rep/video", accessToken: "r8_key", inputs: "x" },
        fake.options(),
      ),
    ).rejects.toThrow("The replicate prediction failed: NSFW content");
  });
});

describe("image outputs", () => {
  it("returns data URLs for base64 answers and URLs for hosted ones when asked", async () => {
    fake.server.on("GET", "/api/models/img/model", {
      json: {
        inferenceProviderMapping: {
          together: { providerId: "t", task: "text-to-image" },
          "fal-ai": { providerId: "f", task: "text-to-image" },
        },
      },
    });
    fake.server.on("POST", "/direct/together/v1/images/generations", {
      json: { data: [{ b64_json: "AQID" }] },
    });
    fake.server.on("POST", "/direct/fal-ai/f", {
      json: { images: [{ url: "https://cdn.example/i.png" }] },
    });
    fake.server.on("POST", "/router/hf-inference/models/img/model", {
      body: PNG_BYTES,
      headers: { "content-type": "image/png" },
    });
    const options = { ...fake.options(), outputType: "url" as const };
    const args = { model: "img/model", inputs: "x", accessToken: "key-123" };
    expect(await textToImage({ ...args, provider: "together" }, options)).toBe(
      "data:image/jpeg;base64,AQID",
    );
    expect(await textToImage({ ...args, provider: "fal-ai" }, options)).toBe(
      "https://cdn.example/i.png",
    );
    expect(
      await textToImage({ ...args, provider: "hf-inference", accessToken: "hf_x1234567" }, options),
    ).toBe(`data:image/png;base64,${PNG_BYTES.toString("base64")}`);
  });

  it("names the expected shape when the answer is not an image", async () => {
    fake.server.on("POST", "/router/hf-inference/models/img/model", { json: { nothing: true } });
    await expect(textToImage({ model: "img/model", inputs: "x" }, fake.options())).rejects.toThrow(
      "Invalid inference output: Expected Blob.",
    );
  });
});
