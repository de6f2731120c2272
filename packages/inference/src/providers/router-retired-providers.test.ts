// Black Forest Labs, Hyperbolic, Nebius and SambaNova: no longer routed by the Hugging Face
// router, so direct keys only, on the hosts and paths their documentation gives today.
import { describe, expect, it } from "vitest";
import { InferenceClientInputError } from "../errors.js";
import { chatCompletion } from "../tasks/nlp/chat-completion.js";
import { textToImage } from "../tasks/cv/text-to-image.js";
import { chatCompletionAnswer, PNG_BASE64, PNG_BYTES } from "../test-support/fixtures.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { INFERENCE_PROVIDERS, PROVIDERS } from "./registry.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const hosts = useProductionHosts();
const HF_TOKEN = "hf_notforretired1";
const RETIRED = INFERENCE_PROVIDERS.filter((provider) => PROVIDERS[provider].directOnly);

function mapModel(model: string, provider: string, providerId: string, task: string) {
  hosts.server.on("GET", at(`https://huggingface.co/api/models/${model}`), {
    json: {
      id: model,
      inferenceProviderMapping: { [provider]: { status: "live", providerId, task } },
    },
  });
}

describe("providers the router no longer serves", () => {
  it("include the four the router dropped", () => {
    expect(RETIRED).toEqual(
      expect.arrayContaining(["black-forest-labs", "hyperbolic", "nebius", "sambanova"]),
    );
  });

  it.each(RETIRED)(
    "%s refuses an hf_ token with a clear error, before sending anything",
    async (provider) => {
      const error = await textToImage(
        { provider, model: "black-forest-labs/FLUX.1-dev", accessToken: HF_TOKEN, inputs: "a fox" },
        hosts.options(),
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InferenceClientInputError);
      expect((error as Error).message).toBe(
        `Provider ${provider} is no longer served by the Hugging Face router: pass your own ${provider} API key as accessToken.`,
      );
      expect(hosts.urls).toEqual([]);
    },
  );
});

describe("direct calls on today's hosts", () => {
  it("Black Forest Labs: the global api.bfl.ai, polled at its polling_url", async () => {
    mapModel("black-forest-labs/FLUX.1-dev", "black-forest-labs", "flux-dev", "text-to-image");
    const pollingUrl = "https://api.bfl.ai/v1/get_result?id=e7a6b2c4-1f3d-4b8e-9a0c-5d6e7f8a9b0c";
    const sample = "https://delivery-eu1.bfl.ai/results/e7/sample.jpeg?se=2026-11-23T18%3A10%3A00Z";
    hosts.server.on("POST", at("https://api.bfl.ai/v1/flux-dev"), {
      json: { id: "e7a6b2c4-1f3d-4b8e-9a0c-5d6e7f8a9b0c", polling_url: pollingUrl },
    });
    hosts.server.on(
      "GET",
      at(pollingUrl).split("?")[0] as string,
      { json: { id: "e7a6", status: "Pending", result: null, progress: 0.4 } },
      { json: { id: "e7a6", status: "Ready", result: { sample, prompt: "a fox", seed: 7 } } },
    );
    const url = await textToImage(
      {
        provider: "black-forest-labs",
        model: "black-forest-labs/FLUX.1-dev",
        accessToken: "bfl-direct-key-1",
        inputs: "a fox",
      },
      { ...hosts.options(), outputType: "url" },
    );
    expect(url).toBe(sample);
    expect(hosts.urls.slice(1)).toEqual(["https://api.bfl.ai/v1/flux-dev", pollingUrl, pollingUrl]);
    const post = hosts.server.requests.find((request) => request.method === "POST");
    expect(post?.headers["x-key"]).toBe("bfl-direct-key-1");
  });

  it("Hyperbolic: images at v1/image/generation, named as its API documents", async () => {
    mapModel("stabilityai/stable-diffusion-2", "hyperbolic", "SD2", "text-to-image");
    const url = "https://api.hyperbolic.xyz/v1/image/generation";
    hosts.server.on("POST", at(url), {
      json: { images: [{ index: 0, image: PNG_BASE64, random_seed: 12 }], inference_time: 1.9 },
    });
    const image = await textToImage(
      {
        provider: "hyperbolic",
        model: "stabilityai/stable-diffusion-2",
        accessToken: "hyperbolic-key-1",
        inputs: "a fox",
        parameters: { num_inference_steps: 25, guidance_scale: 5, width: 512, height: 512 },
      },
      hosts.options(),
    );
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_BYTES);
    expect(hosts.urls.slice(1)).toEqual([url]);
    const post = hosts.server.requests.find((request) => request.method === "POST");
    expect(jsonBody(post)).toEqual({
      model_name: "SD2",
      prompt: "a fox",
      steps: 25,
      cfg_scale: 5,
      width: 512,
      height: 512,
    });
  });

  it("Nebius: images on api.tokenfactory.nebius.com", async () => {
    mapModel(
      "black-forest-labs/FLUX.1-schnell",
      "nebius",
      "black-forest-labs/flux-schnell",
      "text-to-image",
    );
    const url = "https://api.tokenfactory.nebius.com/v1/images/generations";
    hosts.server.on("POST", at(url), { json: { data: [{ b64_json: PNG_BASE64 }], id: "img-1" } });
    await textToImage(
      {
        provider: "nebius",
        model: "black-forest-labs/FLUX.1-schnell",
        accessToken: "nebius-key-1",
        inputs: "a fox",
      },
      hosts.options(),
    );
    expect(hosts.urls.slice(1)).toEqual([url]);
    const post = hosts.server.requests.find((request) => request.method === "POST");
    expect(jsonBody(post)).toMatchObject({ response_format: "b64_json", prompt: "a fox" });
  });

  it("SambaNova: chat with its own key", async () => {
    mapModel(
      "meta-llama/Llama-3.3-70B-Instruct",
      "sambanova",
      "Meta-Llama-3.3-70B-Instruct",
      "conversational",
    );
    const url = "https://api.sambanova.ai/v1/chat/completions";
    hosts.server.on("POST", at(url), { json: chatCompletionAnswer });
    await chatCompletion(
      {
        provider: "sambanova",
        model: "meta-llama/Llama-3.3-70B-Instruct",
        accessToken: "sambanova-key-1",
        messages: [{ role: "user", content: "Hi" }],
      },
      hosts.options(),
    );
    expect(hosts.urls.slice(1)).toEqual([url]);
  });
});
