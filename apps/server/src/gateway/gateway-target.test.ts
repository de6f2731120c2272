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

  it("never forwards _subdomain, with or without a provider URL override", () => {
    const overridden = resolveGatewayTarget({
      provider: "fal-ai",
      rawPath: "fal-ai/mochi",
      search: "?_subdomain=queue&fal_webhook=x",
      authorization: undefined,
      environment: {
        FAL_AI_API_KEY: "secret",
        MODELDECK_PROVIDER_URL_FAL_AI: "http://127.0.0.1:9/fal",
      },
    });
    expect(overridden.url).toBe("http://127.0.0.1:9/fal/fal-ai/mochi?fal_webhook=x");
    const plain = resolveGatewayTarget({
      provider: "fal-ai",
      rawPath: "fal-ai/mochi",
      search: "?_subdomain=queue&fal_webhook=x",
      authorization: undefined,
      environment: { FAL_AI_API_KEY: "secret" },
    });
    expect(plain.url).toBe("https://queue.fal.run/fal-ai/mochi?fal_webhook=x");
  });

  describe("Black Forest Labs' x-key header", () => {
    const bfl = (
      authorization: string | undefined,
      headers: Record<string, string>,
      environment: Record<string, string>,
    ) =>
      resolveGatewayTarget({
        provider: "black-forest-labs",
        rawPath: "v1/flux-dev",
        search: "",
        authorization,
        headers,
        environment,
      });

    it("takes a caller's own key straight to the provider, even when the operator has HF_TOKEN", () => {
      expect(bfl(undefined, { "x-key": "bfl-caller" }, { HF_TOKEN: "hf_operator" })).toEqual({
        url: "https://api.us1.bfl.ai/v1/flux-dev",
        headers: { "x-key": "bfl-caller" },
        route: "provider",
      });
      expect(
        bfl(undefined, { "x-key": "bfl-caller" }, { BLACK_FOREST_LABS_API_KEY: "bfl-operator" })
          .headers,
      ).toEqual({ "x-key": "bfl-caller" });
    });

    it("never sends it to the router, nor to another provider", () => {
      const routed = bfl("Bearer hf_caller", { "x-key": "bfl-caller" }, {});
      expect(routed.route).toBe("router");
      expect(routed.headers).toEqual({ authorization: "Bearer hf_caller" });
      const together = resolveGatewayTarget({
        provider: "together",
        rawPath: "v1/chat/completions",
        search: "",
        authorization: undefined,
        headers: { "x-key": "bfl-caller" },
        environment: { TOGETHER_API_KEY: "together-operator" },
      });
      expect(together.headers).toEqual({ authorization: "Bearer together-operator" });
    });

    it("uses the operator's key when the caller sends none", () => {
      expect(bfl(undefined, {}, { BLACK_FOREST_LABS_API_KEY: "bfl-operator" }).headers).toEqual({
        "x-key": "bfl-operator",
      });
    });
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
