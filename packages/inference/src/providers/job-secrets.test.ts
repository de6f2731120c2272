import { describe, expect, it } from "vitest";
import { textToImage } from "../tasks/cv/text-to-image.js";
import { textToVideo } from "../tasks/cv/text-to-video.js";
import type { FakeResponse } from "@modeldeck/test-support/scripted-server";
import { useFakeServer } from "../test-support/use-fake-server.js";

// Providers that echo credentials back are rare but real (debug proxies, misconfigured
// gateways). Whatever they echo must not reach the caller's logs through an error.
const fake = useFakeServer();
const FAL_KEY = "fal-secret-7e1d9c";
const BFL_KEY = "bfl-secret-42aa0f";

/** Every text an error exposes: message, request, response excerpt, and the same for causes. */
function exposedText(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    const record = current as Error & Record<string, unknown>;
    parts.push(current.message, String(current.stack));
    for (const field of ["request", "response", "responseExcerpt"]) {
      if (record[field] !== undefined) parts.push(JSON.stringify(record[field]));
    }
  }
  return parts.join("\n");
}

async function expectRedacted(call: Promise<unknown>, key: string, expected: string) {
  const error = await call.then(
    () => expect.fail("the call should have failed"),
    (caught: unknown) => caught,
  );
  const text = exposedText(error);
  expect(text).toContain(expected);
  expect(text).not.toContain(key);
  return error as Error;
}

const echo = (key: string, status = 401): FakeResponse[] => [
  { status, json: { detail: `Invalid credentials: ${key}` } },
  { status, text: `key ${key} was rejected` },
  {
    status,
    text: `<html><body>bad key ${key}</body></html>`,
    headers: { "content-type": "text/html" },
  },
];

describe("fal-ai jobs never expose the key", () => {
  const base = "/direct/fal-ai/fal-ai/mochi-v1/requests/req-9";

  function submitJob() {
    fake.server.on("GET", "/api/models/genmo/mochi", {
      json: {
        inferenceProviderMapping: {
          "fal-ai": { providerId: "fal-ai/mochi-v1", task: "text-to-video" },
        },
      },
    });
    fake.server.on("POST", "/direct/fal-ai/fal-ai/mochi-v1", {
      json: {
        request_id: "req-9",
        status: "IN_QUEUE",
        response_url: "https://queue.fal.run/fal-ai/mochi-v1/requests/req-9",
      },
    });
  }

  const video = () =>
    textToVideo(
      { provider: "fal-ai", model: "genmo/mochi", accessToken: FAL_KEY, inputs: "a cat" },
      fake.options(),
    );

  it.each(echo(FAL_KEY))("in a status error (%j)", async (answer) => {
    submitJob();
    fake.server.on("GET", `${base}/status`, answer);
    const error = await expectRedacted(
      video(),
      FAL_KEY,
      "Failed to fetch the status of the fal-ai job (status 401)",
    );
    expect(error.cause).toMatchObject({ status: 401 });
  });

  it.each(echo(FAL_KEY, 500))("in a result error (%j)", async (answer) => {
    submitJob();
    fake.server.on("GET", `${base}/status`, { json: { status: "COMPLETED" } });
    fake.server.on("GET", base, answer);
    const error = await expectRedacted(
      video(),
      FAL_KEY,
      "Failed to fetch the result of the fal-ai job (status 500)",
    );
    expect(error.cause).toMatchObject({ status: 500 });
  });

  it("in a result of the wrong shape", async () => {
    submitJob();
    fake.server.on("GET", `${base}/status`, { json: { status: "COMPLETED" } });
    fake.server.on("GET", base, { json: { images: [], echoed: `Key ${FAL_KEY}` } });
    await expectRedacted(video(), FAL_KEY, "Expected { video: { url: string } } result format");
  });

  it.each(echo(FAL_KEY, 403))("in a download error (%j)", async (answer) => {
    submitJob();
    fake.server.on("GET", `${base}/status`, { json: { status: "COMPLETED" } });
    fake.server.on("GET", base, (_request, server) => ({
      json: { video: { url: `${server.url}/cdn/out.mp4?token=${FAL_KEY}` } },
    }));
    fake.server.on("GET", "/cdn/out.mp4", answer);
    const error = await expectRedacted(video(), FAL_KEY, "Failed to download the generated file");
    expect(error).toMatchObject({ status: 403 });
  });

  it("in an image download error", async () => {
    fake.server.on("GET", "/api/models/fal/flux", {
      json: { inferenceProviderMapping: { "fal-ai": { providerId: "f", task: "text-to-image" } } },
    });
    fake.server.on("POST", "/direct/fal-ai/f", (_request, server) => ({
      json: { images: [{ url: `${server.url}/cdn/image.png` }] },
    }));
    fake.server.on("GET", "/cdn/image.png", ...echo(FAL_KEY, 403).slice(0, 1));
    await expectRedacted(
      textToImage(
        { provider: "fal-ai", model: "fal/flux", accessToken: FAL_KEY, inputs: "x" },
        fake.options(),
      ),
      FAL_KEY,
      "Failed to download the generated file",
    );
  });
});

describe("Black Forest Labs jobs never expose the key", () => {
  function submitJob() {
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
  }

  const image = () =>
    textToImage(
      { provider: "black-forest-labs", model: "bfl/flux", accessToken: BFL_KEY, inputs: "x" },
      fake.options(),
    );

  it.each(echo(BFL_KEY, 500))("in a status error (%j)", async (answer) => {
    submitJob();
    fake.server.on("GET", "/bfl/get_result", answer);
    const error = await expectRedacted(
      image(),
      BFL_KEY,
      "Failed to fetch the status of the black-forest-labs job (status 500)",
    );
    expect(error.cause).toMatchObject({ status: 500 });
  });

  it("in a failed job's result", async () => {
    submitJob();
    fake.server.on("GET", "/bfl/get_result", {
      json: { status: "Error", details: { key: BFL_KEY } },
    });
    await expectRedacted(image(), BFL_KEY, "The black-forest-labs job ended with status Error");
  });

  it.each(echo(BFL_KEY, 403))("in a download error (%j)", async (answer) => {
    submitJob();
    fake.server.on("GET", "/bfl/get_result", (_request, server) => ({
      json: { status: "Ready", result: { sample: `${server.url}/cdn/sample.jpg` } },
    }));
    fake.server.on("GET", "/cdn/sample.jpg", answer);
    const error = await expectRedacted(image(), BFL_KEY, "Failed to download the generated file");
    expect(error).toMatchObject({ status: 403 });
  });

  it("in a submission error", async () => {
    submitJob();
    fake.server.on("POST", "/direct/black-forest-labs/v1/flux-dev", {
      status: 403,
      json: { detail: `X-Key ${BFL_KEY} is not allowed` },
    });
    await expectRedacted(image(), BFL_KEY, "is not allowed");
  });
});

describe("other polled providers never expose the key", () => {
  const KEY = "provider-secret-99ab";

  function mapModel(provider: string, task: string) {
    fake.server.on("GET", "/api/models/test/job", {
      json: { inferenceProviderMapping: { [provider]: { providerId: "job-id", task } } },
    });
  }

  it("replicate, in a prediction status error", async () => {
    mapModel("replicate", "text-to-video");
    fake.server.on("POST", "/direct/replicate/v1/models/job-id/predictions", {
      json: {
        id: "p1",
        status: "processing",
        urls: { get: "https://api.replicate.com/v1/predictions/p1" },
      },
    });
    fake.server.on("GET", "/direct/replicate/v1/predictions/p1", ...echo(KEY, 502).slice(0, 1));
    const error = await expectRedacted(
      textToVideo(
        { provider: "replicate", model: "test/job", accessToken: KEY, inputs: "x" },
        fake.options(),
      ),
      KEY,
      "Failed to fetch the status of the replicate job (status 502)",
    );
    expect(error.cause).toMatchObject({ status: 502 });
  });

  it("wavespeed, in a status error", async () => {
    mapModel("wavespeed", "text-to-video");
    fake.server.on("POST", "/direct/wavespeed/api/v3/job-id", (_request, server) => ({
      json: { data: { id: "w1", urls: { get: `${server.url}/api/v3/predictions/w1/result` } } },
    }));
    fake.server.on("GET", "/direct/wavespeed/api/v3/predictions/w1/result", echo(KEY, 500)[1]!);
    await expectRedacted(
      textToVideo(
        { provider: "wavespeed", model: "test/job", accessToken: KEY, inputs: "x" },
        fake.options(),
      ),
      KEY,
      "Failed to fetch the status of the wavespeed job (status 500)",
    );
  });

  it("zai-org, in a status error", async () => {
    mapModel("zai-org", "text-to-image");
    fake.server.on("POST", "/direct/zai-org/api/paas/v4/async/images/generations", {
      json: { id: "z1", task_status: "PROCESSING" },
    });
    fake.server.on("GET", "/direct/zai-org/api/paas/v4/async-result/z1", echo(KEY, 500)[0]!);
    await expectRedacted(
      textToImage(
        { provider: "zai-org", model: "test/job", accessToken: KEY, inputs: "x" },
        fake.options(),
      ),
      KEY,
      "Failed to fetch the status of the zai-org job (status 500)",
    );
  });
});
