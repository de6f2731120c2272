import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "./get-inference-snippets.js";
import { runShell, scratchFolder } from "./test-support/run-snippet.js";
import type { SnippetModel } from "./internal/snippet-task.js";
import type { InferenceSnippet } from "./types.js";
import {
  sendJson,
  startFakeUpstream,
  type FakeUpstream,
} from "@modeldeck/test-support/loopback-server";

const HF_TOKEN = "hf_providerSnippetToken";

function byClient(snippets: InferenceSnippet[]): Record<string, string> {
  return Object.fromEntries(
    snippets.map((snippet) => [`${snippet.language}/${snippet.client}`, snippet.content]),
  );
}

describe("text generation on a provider that serves only chat", () => {
  // A base model the Hub maps to Groq for text generation; Groq only has a chat endpoint.
  const base: SnippetModel = {
    id: "meta-llama/Llama-3.1-8B",
    pipeline_tag: "text-generation",
    tags: ["transformers", "safetensors", "llama", "text-generation"],
  };

  it("calls chat completion from huggingface_hub, not text_generation", () => {
    const python = byClient(getInferenceSnippets(base, HF_TOKEN, "groq", "llama-3.1-8b-instant"))[
      "python/huggingface_hub"
    ];
    expect(python).toContain("client.chat.completions.create(");
    expect(python).toContain('"role": "user"');
    expect(python).toContain('model="meta-llama/Llama-3.1-8B"');
    expect(python).not.toContain("text_generation(");
  });

  it("keeps text_generation where the provider serves completions", () => {
    const python = byClient(getInferenceSnippets(base, HF_TOKEN, "hf-inference"))[
      "python/huggingface_hub"
    ];
    expect(python).toContain("client.text_generation(");
  });
});

const VIDEO_BYTES = Buffer.from("0000001866747970697336000000006d703432", "hex");
const REQUEST_ID = "8c1f4a52-3d6b-4f0e-9d8e-2b7b9a1c0e11";
const APP = "fal-ai/mochi-v1";

/** fal's queue, served on loopback under the router's paths. */
async function startFalQueue(): Promise<FakeUpstream> {
  let polls = 0;
  const fake: FakeUpstream = await startFakeUpstream(({ method, url: path }, response) => {
    const jobPath = `/fal-ai/${APP}/requests/${REQUEST_ID}`;
    if (method === "POST" && path === `/fal-ai/${APP}?_subdomain=queue`) {
      sendJson(response, {
        status: "IN_QUEUE",
        request_id: REQUEST_ID,
        response_url: `https://queue.fal.run/${APP}/requests/${REQUEST_ID}`,
        status_url: `https://queue.fal.run/${APP}/requests/${REQUEST_ID}/status`,
        cancel_url: `https://queue.fal.run/${APP}/requests/${REQUEST_ID}/cancel`,
        queue_position: 0,
      });
    } else if (path === `${jobPath}/status?_subdomain=queue`) {
      polls += 1;
      sendJson(response, {
        status: polls < 2 ? "IN_PROGRESS" : "COMPLETED",
        request_id: REQUEST_ID,
      });
    } else if (path === `${jobPath}?_subdomain=queue`) {
      sendJson(response, {
        video: {
          url: `${fake.url}/files/lighthouse.mp4`,
          content_type: "video/mp4",
          file_name: "lighthouse.mp4",
          file_size: VIDEO_BYTES.length,
        },
        seed: 42,
      });
    } else if (path === "/files/lighthouse.mp4") {
      response.writeHead(200, { "content-type": "video/mp4" });
      response.end(VIDEO_BYTES);
    } else {
      sendJson(response, { error: `no route ${method} ${path}` }, 404);
    }
  });
  return fake;
}

describe("fal-ai text to video through the queue", () => {
  const mochi: SnippetModel = {
    id: "genmo/mochi-1-preview",
    pipeline_tag: "text-to-video",
    tags: ["diffusers", "safetensors", "video", "text-to-video"],
  };
  let fake: FakeUpstream;
  let folder: { path: string; remove(): Promise<void> };

  beforeAll(async () => {
    fake = await startFalQueue();
    folder = await scratchFolder([]);
  });

  afterAll(async () => {
    await fake.close();
    await folder.remove();
  });

  it("curl polls the job's status on the router, fetches the result and downloads the video", async () => {
    const snippets = byClient(
      getInferenceSnippets(mochi, HF_TOKEN, "fal-ai", APP, { routerUrl: fake.url }),
    );
    await rm(join(folder.path, "output.mp4"), { force: true });
    const run = await runShell(snippets["sh/curl"] ?? "", folder.path, { HF_TOKEN });
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    expect((await readFile(join(folder.path, "output.mp4"))).equals(VIDEO_BYTES)).toBe(true);
    const job = `/fal-ai/${APP}/requests/${REQUEST_ID}`;
    expect(fake.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST /fal-ai/${APP}?_subdomain=queue`,
      `GET ${job}/status?_subdomain=queue`,
      `GET ${job}/status?_subdomain=queue`,
      `GET ${job}?_subdomain=queue`,
      "GET /files/lighthouse.mp4",
    ]);
    // Credentials go to the router only, never to the file host.
    expect(
      fake.requests.slice(0, 4).every((r) => r.headers.authorization === `Bearer ${HF_TOKEN}`),
    ).toBe(true);
    expect(fake.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it("requests polls the same production URLs and saves the video", () => {
    const python = byClient(getInferenceSnippets(mochi, HF_TOKEN, "fal-ai", APP))[
      "python/requests"
    ];
    expect(python).toContain(
      `API_URL = "https://router.huggingface.co/fal-ai/${APP}?_subdomain=queue"`,
    );
    expect(python).toContain(
      'job_url = "https://router.huggingface.co/fal-ai" + urllib.parse.urlparse(job["response_url"]).path',
    );
    expect(python).toContain('requests.get(job_url + "/status?_subdomain=queue", headers=headers)');
    expect(python).toContain('job = requests.get(job_url + "?_subdomain=queue", headers=headers)');
    expect(python).toContain('output = requests.get(job["video"]["url"])');
    expect(python).toContain('with open("output.mp4", "wb") as file:');
  });

  it("with a fal key, follows the job on queue.fal.run itself", () => {
    const curl = byClient(getInferenceSnippets(mochi, "fal-key-0123", "fal-ai", APP))["sh/curl"];
    expect(curl).toContain(`curl https://queue.fal.run/${APP}`);
    expect(curl).toContain("JOB_URL=https://queue.fal.run$(");
    expect(curl).toContain('"Authorization: Key $FAL_AI_API_KEY"');
  });
});

describe("snippets for the tasks and pairs 4.x added", () => {
  const wan: SnippetModel = {
    id: "Wan-AI/Wan2.2-I2V-A14B",
    pipeline_tag: "image-to-video",
    tags: ["diffusers", "image-to-video"],
  };

  it("image to video on fal-ai: every client sends the image as fal takes it", () => {
    const snippets = byClient(
      getInferenceSnippets(wan, HF_TOKEN, "fal-ai", "fal-ai/wan/v2.2-a14b/image-to-video"),
    );
    expect(snippets["js/@modeldeck/inference"]).toContain("await client.imageToVideo({");
    expect(snippets["js/@modeldeck/inference"]).toContain('writeFile("output.mp4"');
    expect(snippets["python/huggingface_hub"]).toContain("client.image_to_video(");
    expect(snippets["python/huggingface_hub"]).toContain('prompt="The rocket lifts off');
    // Hand-written requests send the image as the client does: a data URL in `image_url`.
    expect(snippets["sh/curl"]).toContain('"image_url": "data:image/jpeg;base64,$ENCODED"');
    // The submission is captured and its queue job followed to the video, file or not.
    expect(snippets["sh/curl"]).toContain("SUBMITTED=$(curl");
    expect(snippets["python/requests"]).toContain('"image_url": encoded,');
    expect(snippets["js/fetch"]).toContain("image_url: encoded,");
  });

  it("image to video on hf-inference keeps the raw request (base64 inputs, prompt parameter)", () => {
    const curl = byClient(getInferenceSnippets(wan, HF_TOKEN, "hf-inference"))["sh/curl"];
    expect(curl).toContain(
      "https://router.huggingface.co/hf-inference/models/Wan-AI/Wan2.2-I2V-A14B",
    );
    expect(curl).toContain("-o output.mp4");
  });

  it("text to audio has its own client call", () => {
    const stableAudio: SnippetModel = {
      id: "stabilityai/stable-audio-open-1.0",
      pipeline_tag: "text-to-audio",
      tags: ["text-to-audio"],
    };
    const snippets = byClient(
      getInferenceSnippets(stableAudio, HF_TOKEN, "fal-ai", "fal-ai/stable-audio"),
    );
    expect(snippets["js/@modeldeck/inference"]).toContain("await client.textToAudio({");
    // fal runs sound generation as a queued job: the raw snippets follow it.
    expect(snippets["sh/curl"]).toContain("jq -r '(.audio_file // .audio).url'");
  });

  it("Replicate speech recognition and image edits, Together embeddings, speech and image edits", () => {
    const whisper: SnippetModel = {
      id: "openai/whisper-large-v3",
      pipeline_tag: "automatic-speech-recognition",
      tags: ["transformers", "automatic-speech-recognition"],
    };
    const replicateAsr = byClient(
      getInferenceSnippets(whisper, HF_TOKEN, "replicate", "openai/whisper"),
    );
    expect(replicateAsr["js/@modeldeck/inference"]).toContain('provider: "replicate"');
    expect(replicateAsr["python/huggingface_hub"]).toContain(
      "client.automatic_speech_recognition(",
    );

    // Image editing models as the Hub maps them to each provider's own model id.
    const edits: [SnippetModel, "replicate" | "together", string, string][] = [
      [
        {
          id: "black-forest-labs/FLUX.1-Kontext-dev",
          pipeline_tag: "image-to-image",
          tags: ["diffusers", "image-to-image", "flux"],
        },
        "replicate",
        "black-forest-labs/flux-kontext-dev",
        "https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-kontext-dev/predictions",
      ],
      [
        {
          id: "black-forest-labs/FLUX.2-dev",
          pipeline_tag: "image-to-image",
          tags: ["diffusers", "image-to-image", "flux"],
        },
        "together",
        "black-forest-labs/FLUX.2-dev",
        "https://router.huggingface.co/together/v1/images/generations",
      ],
    ];
    for (const [model, provider, providerId, url] of edits) {
      const edit = byClient(getInferenceSnippets(model, HF_TOKEN, provider, providerId));
      expect(edit["js/@modeldeck/inference"]).toContain("await client.imageToImage({");
      expect(edit["python/huggingface_hub"]).toContain("client.image_to_image(");
      expect(edit["sh/curl"]).toContain(url);
    }

    const e5: SnippetModel = {
      id: "intfloat/multilingual-e5-large-instruct",
      pipeline_tag: "feature-extraction",
      tags: ["sentence-transformers"],
    };
    const embeddings = byClient(getInferenceSnippets(e5, HF_TOKEN, "together", e5.id));
    expect(embeddings["sh/curl"]).toContain("https://router.huggingface.co/together/v1/embeddings");
    expect(embeddings["sh/curl"]).toContain('"input":');

    const kokoro: SnippetModel = {
      id: "hexgrad/Kokoro-82M",
      pipeline_tag: "text-to-speech",
      tags: [],
    };
    const speech = byClient(getInferenceSnippets(kokoro, HF_TOKEN, "together", kokoro.id));
    expect(speech["sh/curl"]).toContain("https://router.huggingface.co/together/v1/audio/speech");
    expect(speech["sh/curl"]).toContain('"voice": "af_alloy"');
  });
});
