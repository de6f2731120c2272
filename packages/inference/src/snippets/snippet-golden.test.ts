import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "./get-inference-snippets.js";
import { SAMPLE_MODELS } from "./test-support/sample-models.js";
import type { InferenceSnippet } from "./types.js";

// Inputs are given explicitly so that editing the catalogue's examples does not move these.
const MESSAGES = [{ role: "user", content: "What is the capital of France?" }];
const HF_TOKEN = "hf_RealTokenThatMustNotLeak0123456789";

/** All snippets of one call in one text, each under a `language / client` heading. */
function render(snippets: InferenceSnippet[]): string {
  return snippets
    .map((snippet) => `==== ${snippet.language} / ${snippet.client} ====\n${snippet.content}`)
    .join("\n");
}

function golden(name: string): string {
  return `./golden/${name}.txt`;
}

describe("golden snippets (exact text)", () => {
  it("chat completion through the router", async () => {
    const snippets = getInferenceSnippets(
      SAMPLE_MODELS.conversational,
      HF_TOKEN,
      "together",
      "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
      { messages: MESSAGES },
    );
    await expect(render(snippets)).toMatchFileSnapshot(golden("chat-together"));
  });

  it("streamed chat completion with sampling parameters and a billed organisation", async () => {
    const snippets = getInferenceSnippets(
      SAMPLE_MODELS.conversational,
      HF_TOKEN,
      "together",
      "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
      { messages: MESSAGES, streaming: true, temperature: 0.5, top_p: 0.7, billTo: "acme" },
    );
    await expect(render(snippets)).toMatchFileSnapshot(golden("chat-stream-together"));
  });

  it("text to image on hf-inference (the answer is the image)", async () => {
    const snippets = getInferenceSnippets(
      SAMPLE_MODELS["text-to-image"],
      HF_TOKEN,
      "hf-inference",
      undefined,
      {
        input: { kind: "text", text: "Astronaut riding a horse" },
      },
    );
    await expect(render(snippets)).toMatchFileSnapshot(golden("text-to-image-hf-inference"));
  });

  it("text to image on fal-ai with a fal key", async () => {
    const snippets = getInferenceSnippets(
      SAMPLE_MODELS["text-to-image"],
      "fal-key-that-must-not-leak",
      "fal-ai",
      "fal-ai/flux/dev",
      { input: { kind: "text", text: "Astronaut riding a horse" } },
    );
    await expect(render(snippets)).toMatchFileSnapshot(golden("text-to-image-fal-ai"));
  });

  it("speech recognition from an audio file", async () => {
    const snippets = getInferenceSnippets(
      SAMPLE_MODELS["automatic-speech-recognition"],
      HF_TOKEN,
      "hf-inference",
      undefined,
      { input: { kind: "audio", filename: "librivox-sense-and-sensibility-0870.flac" } },
    );
    await expect(render(snippets)).toMatchFileSnapshot(golden("automatic-speech-recognition"));
  });

  it("text classification", async () => {
    const snippets = getInferenceSnippets(
      SAMPLE_MODELS["text-classification"],
      HF_TOKEN,
      "hf-inference",
      undefined,
      { input: { kind: "text", text: "I like you. I love you" } },
    );
    await expect(render(snippets)).toMatchFileSnapshot(golden("text-classification"));
  });
});

// Jobs: the raw HTTP snippets submit, poll within the client's deadline and download the file,
// as each provider's declared snippetJob says (nested fields, a polling URL from the answer, a
// task id in the query string, an id in the path).
describe("golden job snippets (exact text)", () => {
  const PROMPT = { kind: "text", text: "A lighthouse on a cliff at dusk, waves below" } as const;
  const jobs = [
    [
      "wavespeed",
      "text-to-video",
      "Wan-AI/Wan2.1-T2V-14B",
      "wavespeed-ai/wan-2.1/t2v-480p",
      HF_TOKEN,
    ],
    [
      "black-forest-labs",
      "text-to-image",
      "black-forest-labs/FLUX.1-dev",
      "flux-dev",
      "bfl-key-that-must-not-leak",
    ],
    ["novita", "text-to-video", "Wan-AI/Wan2.1-T2V-14B", "wan-t2v", HF_TOKEN],
    ["zai-org", "text-to-image", "zai-org/CogView4-6B", "cogview-4-250304", HF_TOKEN],
  ] as const;

  it.each(jobs)("%s %s", async (provider, task, id, providerId, token) => {
    const snippets = getInferenceSnippets(
      { id, pipeline_tag: task, tags: [task] },
      token,
      provider,
      providerId,
      { input: PROMPT },
    ).filter((snippet) => ["curl", "requests", "fetch"].includes(snippet.client));
    await expect(render(snippets)).toMatchFileSnapshot(golden(`${task}-${provider}`));
  });
});
