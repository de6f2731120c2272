import { describe, expect, it } from "vitest";
import { HttpError } from "../http-error.js";
import { configuredProviders, environmentStem, resolveGatewayTarget } from "./gateway-target.js";

const resolve = (
  rawPath: string,
  environment: Record<string, string> = { HF_TOKEN: "hf_x" },
  search = "",
) =>
  resolveGatewayTarget({
    provider: "together",
    rawPath,
    search,
    authorization: undefined,
    environment,
  });

describe("resolveGatewayTarget", () => {
  it("builds router URLs as {router}/{provider}/{path}", () => {
    expect(resolve("v1/chat/completions", { HF_TOKEN: "hf_x" }, "?a=1").url).toBe(
      "https://router.huggingface.co/together/v1/chat/completions?a=1",
    );
  });

  it("uses the provider's own base URL and key scheme with an operator key", () => {
    const target = resolveGatewayTarget({
      provider: "fal-ai",
      rawPath: "fal-ai/flux/dev",
      search: "",
      authorization: undefined,
      environment: { FAL_AI_API_KEY: "secret" },
    });
    expect(target).toEqual({
      url: "https://fal.run/fal-ai/flux/dev",
      headers: { authorization: "Key secret" },
      route: "provider",
    });
  });

  it("sends fal.ai queue calls to the provider's queue host, never elsewhere", () => {
    const target = resolveGatewayTarget({
      provider: "fal-ai",
      rawPath: "fal-ai/mochi",
      search: "?_subdomain=queue",
      authorization: undefined,
      environment: { FAL_AI_API_KEY: "secret" },
    });
    expect(target.url).toBe("https://queue.fal.run/fal-ai/mochi");
    const odd = resolveGatewayTarget({
      provider: "fal-ai",
      rawPath: "x",
      search: "?_subdomain=evil.example%2F",
      authorization: undefined,
      environment: { FAL_AI_API_KEY: "secret" },
    });
    expect(new URL(odd.url).hostname).toBe("fal.run");
  });

  it.each([
    "../admin",
    "v1/../../admin",
    "v1/%2e%2E/admin",
    "a%2Fb",
    "a\\b",
    "a b",
    "v1/<script>",
    "a%5c..%5cb",
  ])("rejects the path %s", (path) => {
    expect(() => resolve(path)).toThrow(HttpError);
  });

  it("keeps '@' and ':' inside the path on the provider's host", () => {
    expect(new URL(resolve("@evil.example:80/x").url).hostname).toBe("router.huggingface.co");
  });

  it("lists configured providers without their keys", () => {
    expect(configuredProviders({ TOGETHER_API_KEY: "k", NOT_A_PROVIDER_API_KEY: "k" })).toEqual([
      "together",
    ]);
    expect(configuredProviders({ HF_TOKEN: "hf_x" })).toContain("hf-inference");
    expect(configuredProviders({ HF_TOKEN: "hf_x" })).not.toContain("openai");
    expect(configuredProviders({ HF_TOKEN: "hf_x", OPENAI_API_KEY: "sk" })).toContain("openai");
    expect(environmentStem("featherless-ai")).toBe("FEATHERLESS_AI");
  });
});
