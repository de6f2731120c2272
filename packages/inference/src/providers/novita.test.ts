// Novita video on production URLs: an async task, then task-result polling.
import { describe, expect, it } from "vitest";
import { textToVideo } from "../tasks/cv/text-to-video.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const hosts = useProductionHosts();
const HF_TOKEN = "hf_novitavideo12";
const MODEL = "Wan-AI/Wan2.1-T2V-14B";

describe("Novita text to video", () => {
  it("submits to v3/async/{model}, polls v3/async/task-result and downloads the video", async () => {
    hosts.server.on("GET", at(`https://huggingface.co/api/models/${MODEL}`), {
      json: {
        id: MODEL,
        inferenceProviderMapping: {
          novita: { status: "live", providerId: "wan-t2v", task: "text-to-video" },
        },
      },
    });
    const submit = "https://router.huggingface.co/novita/v3/async/wan-t2v";
    const result = "https://router.huggingface.co/novita/v3/async/task-result";
    const video = "https://faas-output-video.s3.ap-southeast-1.amazonaws.com/prod/0f3a/video.mp4";
    hosts.server.on("POST", at(submit), { json: { task_id: "0f3a9c1e-55b2-4c8d" } });
    hosts.server.on(
      "GET",
      at(result),
      {
        json: { task: { task_id: "0f3a9c1e-55b2-4c8d", status: "TASK_STATUS_QUEUED" }, videos: [] },
      },
      {
        json: {
          extra: { seed: "42" },
          task: {
            task_id: "0f3a9c1e-55b2-4c8d",
            status: "TASK_STATUS_SUCCEED",
            progress_percent: 100,
          },
          videos: [{ video_url: video, video_url_ttl: "3600", video_type: "mp4" }],
        },
      },
    );
    hosts.server.on("GET", at(video), {
      body: Buffer.from("mp4"),
      headers: { "content-type": "video/mp4" },
    });
    const blob = await textToVideo(
      {
        provider: "novita",
        model: MODEL,
        accessToken: HF_TOKEN,
        inputs: "A lighthouse at dusk",
        parameters: { num_inference_steps: 30, num_frames: 81 },
      },
      hosts.options(),
    );
    expect(await blob.text()).toBe("mp4");
    const poll = `${result}?task_id=0f3a9c1e-55b2-4c8d`;
    expect(hosts.urls.slice(1)).toEqual([submit, poll, poll, video]);
    const post = hosts.server.requests.find((request) => request.method === "POST");
    expect(jsonBody(post)).toEqual({ prompt: "A lighthouse at dusk", steps: 30, num_frames: 81 });
  });
});
