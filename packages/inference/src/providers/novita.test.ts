// Novita video on production URLs: an async task, then task-result polling; MiniMax H3 from a
// first frame, polled at its own query path.
import { describe, expect, it } from "vitest";
import { imageTextToVideo } from "../tasks/cv/image-text-to-video.js";
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

describe("Novita image-text to video (MiniMax H3)", () => {
  it("sends the image as the first frame, polls the MiniMax query path and downloads the video", async () => {
    const model = "MiniMaxAI/MiniMax-H3";
    hosts.server.on("GET", at(`https://huggingface.co/api/models/${model}`), {
      json: {
        id: model,
        inferenceProviderMapping: {
          novita: { status: "live", providerId: "MiniMax-H3", task: "image-text-to-video" },
        },
      },
    });
    const submit = "https://router.huggingface.co/novita/v3/minimax/v2/video_generation";
    const query =
      "https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/402186375381248";
    const video = "https://public-cdn-video-data-algeng.oss-cn-wulanchabu.aliyuncs.com/h3/out.mp4";
    hosts.server.on("POST", at(submit), {
      json: { task_id: "402186375381248", base_resp: { status_code: 0, status_msg: "success" } },
    });
    hosts.server.on(
      "GET",
      at(query),
      { json: { task: { id: "402186375381248", status: "running" } } },
      {
        json: {
          task: {
            id: "402186375381248",
            status: "succeeded",
            content: { url: video, duration: 6, resolution: "768P" },
          },
        },
      },
    );
    hosts.server.on("GET", at(video), {
      body: Buffer.from("mp4"),
      headers: { "content-type": "video/mp4" },
    });
    const frame = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
    const blob = await imageTextToVideo(
      {
        provider: "novita",
        model,
        accessToken: HF_TOKEN,
        inputs: frame,
        parameters: { prompt: "The kite lifts off", num_frames: 144, seed: 7 },
      },
      hosts.options(),
    );
    expect(await blob.text()).toBe("mp4");
    expect(hosts.urls.slice(1)).toEqual([submit, query, query, video]);
    expect(hosts.waits).toEqual([5000]);
    const post = hosts.server.requests.find((request) => request.method === "POST");
    expect(jsonBody(post)).toEqual({
      model: "MiniMax-H3",
      content: [
        { type: "text", text: "The kite lifts off" },
        {
          type: "image_url",
          image_url: { url: "data:image/png;base64,iVBORw==" },
          role: "first_frame",
        },
      ],
      resolution: "768P",
      duration: 6,
      ratio: "adaptive",
    });
    expect(post?.headers.authorization).toBe(`Bearer ${HF_TOKEN}`);
    expect(hosts.server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });
});
