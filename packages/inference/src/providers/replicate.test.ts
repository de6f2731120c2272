// Replicate on production URLs: blocking (`Prefer: wait`) answers and predictions to poll.
import { describe, expect, it } from "vitest";
import { textToImage } from "../tasks/cv/text-to-image.js";
import { textToVideo } from "../tasks/cv/text-to-video.js";
import { PNG_BYTES } from "../test-support/fixtures.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";

const hosts = useProductionHosts();
const HF_TOKEN = "hf_replicatetoken9";
const ROUTER = "https://router.huggingface.co/replicate";
const OUTPUT = "https://replicate.delivery/xezq/8fQe3vT2/out-0.webp";

function mapModel(model: string, providerId: string, task: string) {
  hosts.server.on("GET", at(`https://huggingface.co/api/models/${model}`), {
    json: {
      id: model,
      inferenceProviderMapping: { replicate: { status: "live", providerId, task } },
    },
  });
}

/** A prediction as Replicate answers it, with the URLs it gives. */
const prediction = (id: string, fields: Record<string, unknown>) => ({
  id,
  model: "black-forest-labs/flux-schnell",
  version: "hidden",
  input: { prompt: "a red fox" },
  logs: "",
  error: null,
  created_at: "2026-11-23T18:00:00.000Z",
  urls: {
    cancel: `https://api.replicate.com/v1/predictions/${id}/cancel`,
    get: `https://api.replicate.com/v1/predictions/${id}`,
    stream: `https://stream.replicate.com/v1/files/${id}`,
    web: `https://replicate.com/p/${id}`,
  },
  ...fields,
});

describe("Replicate with Prefer: wait", () => {
  it("takes a blocking answer still saying processing as final when its output is there", async () => {
    mapModel("black-forest-labs/FLUX.1-schnell", "black-forest-labs/flux-schnell", "text-to-image");
    const url = `${ROUTER}/v1/models/black-forest-labs/flux-schnell/predictions`;
    hosts.server.on("POST", at(url), {
      status: 201,
      json: prediction("q5kx3rbsw9rme0ckvw1r5kzx7c", { status: "processing", output: [OUTPUT] }),
    });
    hosts.server.on("GET", at(OUTPUT), {
      body: PNG_BYTES,
      headers: { "content-type": "image/webp" },
    });
    const image = await textToImage(
      {
        provider: "replicate",
        model: "black-forest-labs/FLUX.1-schnell",
        accessToken: HF_TOKEN,
        inputs: "a red fox",
      },
      hosts.options(),
    );
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_BYTES);
    // No poll: the answer was final.
    expect(hosts.urls.slice(1)).toEqual([url, OUTPUT]);
    const post = hosts.server.requests.find((request) => request.method === "POST");
    expect(post?.headers.prefer).toBe("wait");
  });

  it("polls through the router when the blocking answer is still starting or has no output", async () => {
    mapModel("Wan-AI/Wan2.1-T2V-480p", "wavespeedai/wan-2.1-t2v-480p", "text-to-video");
    const url = `${ROUTER}/v1/models/wavespeedai/wan-2.1-t2v-480p/predictions`;
    const id = "0ga1h9kc8xrmc0ckvw2t0p5a3m";
    const video = "https://replicate.delivery/xezq/Wan/output.mp4";
    hosts.server.on("POST", at(url), {
      status: 201,
      json: prediction(id, { status: "starting", output: null }),
    });
    hosts.server.on(
      "GET",
      at(`${ROUTER}/v1/predictions/${id}`),
      { json: prediction(id, { status: "processing", output: null }) },
      { json: prediction(id, { status: "succeeded", output: video }) },
    );
    hosts.server.on("GET", at(video), {
      body: Buffer.from("mp4"),
      headers: { "content-type": "video/mp4" },
    });
    const blob = await textToVideo(
      {
        provider: "replicate",
        model: "Wan-AI/Wan2.1-T2V-480p",
        accessToken: HF_TOKEN,
        inputs: "x",
      },
      hosts.options(),
    );
    expect(await blob.text()).toBe("mp4");
    expect(hosts.urls.slice(1)).toEqual([
      url,
      `${ROUTER}/v1/predictions/${id}`,
      `${ROUTER}/v1/predictions/${id}`,
      video,
    ]);
    expect(hosts.waits).toEqual([1_000, 1_000]);
  });
});
