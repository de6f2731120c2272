// Together AI on production URLs.
import { describe, expect, it } from "vitest";
import { InferenceClientProviderOutputError } from "../errors.js";
import { imageToVideo } from "../tasks/cv/image-to-video.js";
import { textToImage } from "../tasks/cv/text-to-image.js";
import { PNG_BASE64, PNG_BYTES } from "../test-support/fixtures.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const hosts = useProductionHosts();

describe("Together text to image", () => {
  it("sends the step count as `steps`, the name Together's image API takes", async () => {
    const model = "black-forest-labs/FLUX.1-schnell";
    hosts.server.on("GET", at(`https://huggingface.co/api/models/${model}`), {
      json: {
        id: model,
        inferenceProviderMapping: {
          together: {
            status: "live",
            providerId: "black-forest-labs/FLUX.1-schnell-Free",
            task: "text-to-image",
          },
        },
      },
    });
    const url = "https://router.huggingface.co/together/v1/images/generations";
    hosts.server.on("POST", at(url), {
      json: {
        id: "91f3b2c4d5e6-IAD",
        model: "black-forest-labs/FLUX.1-schnell-Free",
        object: "list",
        data: [{ index: 0, b64_json: PNG_BASE64, timings: { inference: 0.41 } }],
      },
    });
    await textToImage(
      {
        provider: "together",
        model,
        accessToken: "hf_togetherimage1",
        inputs: "a fox",
        parameters: { num_inference_steps: 4, width: 1024, height: 768 },
      },
      hosts.options(),
    );
    expect(hosts.urls.slice(1)).toEqual([url]);
    const post = hosts.server.requests.find((request) => request.method === "POST");
    expect(jsonBody(post)).toEqual({
      prompt: "a fox",
      steps: 4,
      width: 1024,
      height: 768,
      response_format: "base64",
      model: "black-forest-labs/FLUX.1-schnell-Free",
    });
  });
});

describe("Together image to video", () => {
  const model = "Wan-AI/Wan2.2-I2V-A14B";
  const jobId = "019a7c3e-5b2d-7f41-9c1e-2d8f4a6b0e13";
  const create = "https://router.huggingface.co/together/v2/videos";
  const status = `https://router.huggingface.co/together/v2/videos/${jobId}`;
  const videoUrl = "https://api.together.ai/shrt/Xk2pV9aQ7mLr3TbW";
  const job = (state: string, extra: Record<string, unknown> = {}) => ({
    json: { id: jobId, object: "video", model, status: state, created_at: 1763913600, ...extra },
  });

  function mapModel(): void {
    hosts.server.on("GET", at(`https://huggingface.co/api/models/${model}`), {
      json: {
        id: model,
        inferenceProviderMapping: {
          together: { status: "live", providerId: model, task: "image-to-video" },
        },
      },
    });
  }

  const animate = (token: string) =>
    imageToVideo(
      {
        provider: "together",
        model,
        accessToken: token,
        inputs: new Blob([PNG_BYTES], { type: "image/png" }),
        parameters: { prompt: "The fox runs away", num_inference_steps: 20, seed: 7 },
      },
      hosts.options(),
    );

  it("creates the job through the router, polls it there and downloads the video", async () => {
    mapModel();
    hosts.server.on("POST", at(create), job("queued"));
    hosts.server.on(
      "GET",
      at(status),
      job("in_progress"),
      job("completed", { completed_at: 1763913688, outputs: { cost: 0.4, video_url: videoUrl } }),
    );
    hosts.server.on("GET", at(videoUrl), {
      body: Buffer.from("mp4-bytes"),
      headers: { "content-type": "video/mp4" },
    });
    const video = await animate("hf_togethervideo1");
    expect(await video.text()).toBe("mp4-bytes");
    expect(hosts.urls.slice(1)).toEqual([create, status, status, videoUrl]);
    const [post, ...polls] = hosts.server.requests.filter(
      (request) => !request.url.startsWith("/huggingface.co/"),
    );
    expect(jsonBody(post)).toEqual({
      frame_images: [{ input_image: `data:image/png;base64,${PNG_BASE64}`, frame: "first" }],
      prompt: "The fox runs away",
      steps: 20,
      seed: 7,
      model,
    });
    expect(polls.slice(0, 2).map((poll) => poll.headers.authorization)).toEqual([
      "Bearer hf_togethervideo1",
      "Bearer hf_togethervideo1",
    ]);
    // The signed video URL is on Together's file host: the token does not go there.
    expect(polls[2]?.headers.authorization).toBeUndefined();
  });

  it("turns a failed job into a typed error without the token", async () => {
    mapModel();
    const token = "hf_togethervideosecret2";
    hosts.server.on("POST", at(create), job("queued"));
    hosts.server.on(
      "GET",
      at(status),
      job("failed", { error: { code: "invalid_request", message: `bad frame for ${token}` } }),
    );
    const error = await animate(token).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toContain("The together video job failed");
    expect((error as Error).message).not.toContain(token);
  });
});
