// Together AI on production URLs.
import { describe, expect, it } from "vitest";
import { textToImage } from "../tasks/cv/text-to-image.js";
import { PNG_BASE64 } from "../test-support/fixtures.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";

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
    expect(post?.json).toEqual({
      prompt: "a fox",
      steps: 4,
      width: 1024,
      height: 768,
      response_format: "base64",
      model: "black-forest-labs/FLUX.1-schnell-Free",
    });
  });
});
