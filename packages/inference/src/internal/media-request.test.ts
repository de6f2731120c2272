import { describe, expect, it } from "vitest";
import { buildRequest as publicBuildRequest } from "../index.js";
import { buildRequest } from "./build-request.js";

// Media bodies moved from the provider definitions to their media side; the package's public
// `buildRequest` must still build the same request a media task sends.
describe("media request bodies", () => {
  it("are applied by the public buildRequest, as before the split", () => {
    const fal = publicBuildRequest({
      provider: "fal-ai",
      task: "text-to-image",
      providerModelId: "fal-ai/flux/schnell",
      args: { inputs: "a red fox", parameters: { num_inference_steps: 4 } },
      accessToken: "hf_callertoken123456",
      userAgent: false,
    });
    expect(fal.url).toBe("https://router.huggingface.co/fal-ai/fal-ai/flux/schnell");
    expect(JSON.parse(String(fal.body))).toEqual({
      prompt: "a red fox",
      num_inference_steps: 4,
      sync_mode: true,
    });

    const together = publicBuildRequest({
      provider: "together",
      task: "text-to-image",
      providerModelId: "black-forest-labs/FLUX.1-schnell-Free",
      args: { inputs: "a red fox", parameters: { num_inference_steps: 4 } },
      accessToken: "together-key-123456",
      userAgent: false,
    });
    expect(together.url).toBe("https://api.together.xyz/v1/images/generations");
    expect(JSON.parse(String(together.body))).toEqual({
      prompt: "a red fox",
      steps: 4,
      response_format: "base64",
      model: "black-forest-labs/FLUX.1-schnell-Free",
    });
  });

  it("leave chat bodies to the definition, with or without a media side", () => {
    const input = {
      provider: "together" as const,
      task: "conversational" as const,
      providerModelId: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
      args: { messages: [{ role: "user", content: "Hi" }], max_tokens: 16 },
      accessToken: "hf_callertoken123456",
      userAgent: false,
    };
    expect(buildRequest(input).body).toBe(publicBuildRequest(input).body);
  });
});
