import { PROVIDERS } from "@modeldeck/inference";
import { describe, expect, it } from "vitest";
import { GatewayError } from "./gateway-error.js";
import { configuredProviders, environmentStem, resolveGatewayTarget } from "./gateway-target.js";

/** A caller allowed to spend the operator's keys (loopback, a gateway token, or an open gateway). */
const OPERATOR = { operatorKeys: true, tokenRequired: false, tokenRejected: false };

const resolve = (
  rawPath: string,
  environment: Record<string, string> = { HF_TOKEN: "hf_x" },
  search = "",
) =>
  resolveGatewayTarget({
    access: OPERATOR,
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
      access: OPERATOR,
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
      operatorSecrets: ["secret"],
    });
  });

  it("sends fal.ai queue calls to the provider's queue host, never elsewhere", () => {
    const target = resolveGatewayTarget({
      access: OPERATOR,
      provider: "fal-ai",
      rawPath: "fal-ai/mochi",
      search: "?_subdomain=queue",
      subdomain: "queue",
      authorization: undefined,
      environment: { FAL_AI_API_KEY: "secret" },
    });
    expect(target.url).toBe("https://queue.fal.run/fal-ai/mochi");
    const odd = resolveGatewayTarget({
      access: OPERATOR,
      provider: "fal-ai",
      rawPath: "x",
      search: "?_subdomain=evil.example%2F",
      subdomain: "evil.example/",
      authorization: undefined,
      environment: { FAL_AI_API_KEY: "secret" },
    });
    expect(new URL(odd.url).hostname).toBe("fal.run");
  });

  it("never forwards _subdomain, with or without a provider URL override", () => {
    const overridden = resolveGatewayTarget({
      access: OPERATOR,
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
      access: OPERATOR,
      provider: "fal-ai",
      rawPath: "fal-ai/mochi",
      search: "?_subdomain=queue&fal_webhook=x",
      subdomain: "queue",
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
        access: OPERATOR,
        provider: "black-forest-labs",
        rawPath: "v1/flux-dev",
        search: "",
        authorization,
        headers,
        environment,
      });

    it("takes a caller's own key straight to the provider, even when the operator has HF_TOKEN", () => {
      expect(bfl(undefined, { "x-key": "bfl-caller" }, { HF_TOKEN: "hf_operator" })).toEqual({
        url: `${PROVIDERS["black-forest-labs"].baseUrl}/v1/flux-dev`,
        headers: { "x-key": "bfl-caller" },
        route: "provider",
        operatorSecrets: [],
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
        access: OPERATOR,
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
    expect(() => resolve(path)).toThrow(GatewayError);
  });

  it("keeps '@' and ':' inside the path on the provider's host", () => {
    expect(new URL(resolve("@evil.example:80/x").url).hostname).toBe("router.huggingface.co");
  });

  describe("operator keys", () => {
    const noKey = (
      access: typeof OPERATOR,
      environment: Record<string, string>,
      provider = "together",
    ) => {
      try {
        resolveGatewayTarget({
          provider,
          rawPath: "v1/chat/completions",
          search: "",
          authorization: undefined,
          environment,
          access,
        });
      } catch (error) {
        return error as GatewayError;
      }
      throw new Error("expected a refusal");
    };
    const environment = { HF_TOKEN: "hf_operator", TOGETHER_API_KEY: "together-operator" };

    it("are not used for a caller the access policy does not allow", () => {
      const refused = noKey({ ...OPERATOR, operatorKeys: false }, environment);
      expect(refused).toMatchObject({ statusCode: 401, code: "credentials_required" });
      expect(refused.message).toMatch(/own machine.*your own key for together in Settings/);
      const needsToken = noKey(
        { operatorKeys: false, tokenRequired: true, tokenRejected: false },
        environment,
      );
      expect(needsToken.message).toMatch(/gateway token/);
      const wrongToken = noKey(
        { operatorKeys: false, tokenRequired: true, tokenRejected: true },
        environment,
      );
      expect(wrongToken.code).toBe("gateway_token_invalid");
    });

    it("still pass a caller's own key whatever the access policy says", () => {
      const target = resolveGatewayTarget({
        provider: "together",
        rawPath: "v1/chat/completions",
        search: "",
        authorization: "Bearer tgp_caller",
        environment,
        access: { operatorKeys: false, tokenRequired: true, tokenRejected: false },
      });
      expect(target.headers.authorization).toBe("Bearer tgp_caller");
    });

    it("never name the operator's settings in what the caller reads", () => {
      const messages = [
        noKey(OPERATOR, {}).message,
        noKey({ ...OPERATOR, operatorKeys: false }, environment).message,
        noKey(OPERATOR, { MODELDECK_ROUTER_URL: "ftp://nowhere", HF_TOKEN: "hf_x" }).message,
      ];
      for (const message of messages) expect(message).not.toMatch(/[A-Z]+_[A-Z_]+/);
    });

    it("do not send HF_TOKEN for a provider the router does not serve", () => {
      const unrouted = Object.values(PROVIDERS).filter(
        (definition) => definition.clientSideRoutingOnly || definition.directOnly,
      );
      expect(unrouted.map((definition) => definition.id)).toContain("openai");
      for (const definition of unrouted) {
        expect(noKey(OPERATOR, { HF_TOKEN: "hf_operator" }, definition.id).code).toBe(
          "credentials_required",
        );
        expect(configuredProviders({ HF_TOKEN: "hf_operator" })).not.toContain(definition.id);
      }
    });
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
