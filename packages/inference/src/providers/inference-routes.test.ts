import { PIPELINE_TYPES } from "@modeldeck/tasks";
import { describe, expect, it } from "vitest";
import { buildRequest } from "../internal/build-request.js";
import type { AuthMethod } from "../types.js";
import {
  createInferenceRouteMatcher,
  matchInferenceRoute,
  routeShapeOf,
} from "./inference-routes.js";
import {
  INFERENCE_PROVIDERS,
  MEDIA_PROTOCOLS,
  PROVIDERS,
  type InferenceProvider,
} from "./registry.js";
import type { ProviderDefinition, ProviderTask } from "./provider-helper.js";

const ROUTER = "https://router.huggingface.co";
/** Provider model ids of the shapes providers really use. */
const MODEL_IDS = ["meta-llama/Llama-3.1-8B-Instruct", "fal-ai/flux/dev", "flux-dev"];
/**
 * Real model ids of the providers that declare a `modelIdPattern` (their route is little more
 * than the id), from their API references and the Hub's provider mappings.
 */
const SHAPED_MODEL_IDS: Record<string, string[]> = {
  "black-forest-labs": [
    "flux-dev",
    "flux-pro-1.1",
    "flux-pro-1.1-ultra",
    "flux-kontext-pro",
    "flux-kontext-max",
    "flux-pro-1.0-fill",
    "flux-pro-1.1-ultra-finetuned",
    "flux-2-pro",
  ],
  "fal-ai": [
    "fal-ai/flux/dev",
    "fal-ai/flux-1/schnell",
    "fal-ai/mochi-v1",
    "fal-ai/whisper",
    "fal-ai/flux-pro/v1.1-ultra",
    "fal-ai/kling-video/v1.6/pro/image-to-video",
  ],
  wavespeed: [
    "wavespeed-ai/flux-dev",
    "wavespeed-ai/flux-schnell",
    "wavespeed-ai/wan-2.1/t2v-480p",
    "wavespeed-ai/flux-kontext-dev",
  ],
};

function modelIdsOf(provider: InferenceProvider): string[] {
  return routeShapeOf(PROVIDERS[provider]).modelIdPattern === undefined
    ? MODEL_IDS
    : (SHAPED_MODEL_IDS[provider] ?? []);
}
const CREDENTIALS: { token: string | undefined; authMethod: AuthMethod }[] = [
  { token: "hf_callertoken", authMethod: "hf-token" },
  { token: "provider-key-123", authMethod: "provider-key" },
  { token: undefined, authMethod: "none" },
];

function tasksOf(definition: ProviderDefinition): ProviderTask[] {
  return definition.tasks === "all"
    ? [...PIPELINE_TYPES.filter((task) => task !== "other"), "conversational"]
    : [...definition.tasks];
}

/** Every first request the client builds, as `{ provider, path, search, authMethod }` relative to its base. */
function clientRequests() {
  const requests: {
    provider: InferenceProvider;
    path: string;
    search: string;
    authMethod: AuthMethod;
  }[] = [];
  for (const provider of INFERENCE_PROVIDERS) {
    for (const task of tasksOf(PROVIDERS[provider])) {
      for (const model of modelIdsOf(provider)) {
        for (const { token, authMethod } of CREDENTIALS) {
          let built;
          try {
            built = buildRequest({
              provider,
              task,
              providerModelId: model,
              args: { inputs: "Hello" },
              accessToken: token,
              routerUrl: ROUTER,
              // As media calls do: their routes are on the provider's media side.
              media: MEDIA_PROTOCOLS[provider],
            });
          } catch {
            continue; // a combination the client itself refuses (closed-source provider with an hf_ token)
          }
          const url = new URL(built.url);
          const base = new URL(built.baseUrl);
          expect(url.pathname.startsWith(base.pathname)).toBe(true);
          requests.push({
            provider,
            path: url.pathname.slice(base.pathname.replace(/\/$/, "").length + 1),
            search: url.search,
            authMethod,
          });
        }
      }
    }
  }
  return requests;
}

describe("matchInferenceRoute", () => {
  it("matches every request the client builds, for every provider, task and credential", () => {
    const requests = clientRequests();
    expect(new Set(requests.map((request) => request.provider))).toEqual(
      new Set(INFERENCE_PROVIDERS),
    );
    for (const request of requests) {
      const match = matchInferenceRoute({ ...request, method: "POST" });
      expect(match, JSON.stringify(request)).toMatchObject({
        provider: request.provider,
        followUp: false,
      });
    }
  });

  it("matches every provider's job follow-ups with real-looking ids, and only with their method", () => {
    for (const provider of INFERENCE_PROVIDERS) {
      for (const route of routeShapeOf(PROVIDERS[provider]).followUpRoutes) {
        const path = route.path
          .replace("{model}", "fal-ai/mochi-v1")
          .replace("{id}", "0b7c6e2e-7f1a-4d2c-9f0e-4c1d2b3a4f5e");
        const match = matchInferenceRoute({ provider, method: route.method, path });
        expect(match, `${provider} ${path}`).toMatchObject({ followUp: true, route: route.path });
        expect(matchInferenceRoute({ provider, method: "DELETE", path })).toBeUndefined();
      }
    }
  });

  it("answers fal.ai's queue requests the way the client sends them through the router", () => {
    const status = matchInferenceRoute({
      provider: "fal-ai",
      method: "GET",
      path: "fal-ai/mochi-v1/requests/d8f1/status",
      search: "?_subdomain=queue",
      authMethod: "hf-token",
    });
    expect(status).toEqual({
      provider: "fal-ai",
      route: "{model}/requests/{id}/status",
      followUp: true,
      subdomain: "queue",
    });
  });

  it.each(INFERENCE_PROVIDERS)("refuses account and file routes of %s", (provider) => {
    for (const path of ["v1/files", "v1/fine-tunes", "v1/models", "v1/fine_tuning/jobs"]) {
      for (const method of ["GET", "DELETE"]) {
        expect(
          matchInferenceRoute({ provider, method, path }),
          `${method} ${path}`,
        ).toBeUndefined();
      }
      // Where the model id is the path itself (fal.ai apps, Black Forest Labs), a model-shaped
      // path can only ever reach a route that has the model in it, never a fixed one.
      const posted = matchInferenceRoute({ provider, method: "POST", path });
      if (posted !== undefined) expect(posted.route, path).toContain("{model}");
    }
  });

  it.each([
    { method: "GET", path: "v1/chat/completions" },
    { method: "PUT", path: "v1/chat/completions" },
    { method: "POST", path: "v1/chat/completions/../../files" },
    { method: "POST", path: "v1/chat/../chat/completions" },
    { method: "POST", path: "v1/chat/./completions" },
    { method: "POST", path: "v1/chat%2Fcompletions" },
    { method: "POST", path: "v1/chat/%2e%2e/completions" },
    { method: "POST", path: "v1/%63hat/completions" },
    { method: "POST", path: "v1//chat/completions" },
    { method: "POST", path: "v1\\chat\\completions" },
    { method: "POST", path: "v1/chat/completions", search: "?_subdomain=queue" },
  ])("refuses $method $path$search for together", (request) => {
    expect(matchInferenceRoute({ provider: "together", ...request })).toBeUndefined();
  });

  it("takes _subdomain only where the provider uses it, with its value, and only once", () => {
    const request = { provider: "fal-ai", method: "POST", path: "fal-ai/mochi-v1" };
    expect(matchInferenceRoute({ ...request, search: "?_subdomain=queue" })?.subdomain).toBe(
      "queue",
    );
    expect(matchInferenceRoute({ ...request, search: "?_subdomain=rest" })).toBeUndefined();
    expect(
      matchInferenceRoute({ ...request, search: "?_subdomain=queue&_subdomain=queue" }),
    ).toBeUndefined();
    // Through a gateway a provider key is sent on the router's path, hint included: the gateway
    // takes it to fal's queue host.
    expect(
      matchInferenceRoute({ ...request, search: "?_subdomain=queue", authMethod: "provider-key" })
        ?.subdomain,
    ).toBe("queue");
    expect(
      matchInferenceRoute({ ...request, search: "?_subdomain=rest", authMethod: "provider-key" }),
    ).toBeUndefined();
    expect(
      matchInferenceRoute({ ...request, search: "?fal_webhook=x" })?.subdomain,
    ).toBeUndefined();
  });

  it("refuses unknown providers, inherited names included", () => {
    for (const provider of ["nowhere", "constructor", "__proto__", "toString"]) {
      expect(
        matchInferenceRoute({ provider, method: "POST", path: "v1/chat/completions" }),
      ).toBeUndefined();
    }
  });

  it("derives routes from a definition it has never seen, so a new provider needs no change", () => {
    const definition: ProviderDefinition = {
      id: "together",
      baseUrl: "https://api.example-provider.com",
      tasks: ["text-to-image"],
      path: ({ model }) => `v2/generate/${model}`,
      body: ({ args }) => args,
      followUpRoutes: [{ method: "GET", path: "v2/jobs/{id}" }],
    };
    const match = createInferenceRouteMatcher({ example: definition });
    expect(
      match({ provider: "example", method: "POST", path: "v2/generate/acme/image-1" })?.route,
    ).toBe("v2/generate/{model}");
    expect(match({ provider: "example", method: "GET", path: "v2/jobs/42" })?.followUp).toBe(true);
    expect(
      match({ provider: "example", method: "GET", path: "v2/jobs/42/cancel" }),
    ).toBeUndefined();
    expect(
      match({ provider: "example", method: "POST", path: "v1/chat/completions" }),
    ).toBeUndefined();
  });

  it("knows real model ids for every provider that declares their shape", () => {
    for (const provider of INFERENCE_PROVIDERS) {
      const pattern = routeShapeOf(PROVIDERS[provider]).modelIdPattern;
      if (pattern === undefined) continue;
      expect(SHAPED_MODEL_IDS[provider], provider).toBeDefined();
      for (const id of SHAPED_MODEL_IDS[provider] ?? []) {
        expect(new RegExp(`^(?:${pattern.source})$`).test(id), `${provider} ${id}`).toBe(true);
      }
    }
  });

  it.each([
    ["black-forest-labs", "POST", "v1/finetune"],
    ["black-forest-labs", "POST", "v1/finetune_details"],
    ["black-forest-labs", "GET", "v1/finetune_details"],
    ["black-forest-labs", "POST", "v1/my_finetunes"],
    ["black-forest-labs", "GET", "v1/my_finetunes"],
    ["black-forest-labs", "POST", "v1/delete_finetune"],
    ["black-forest-labs", "GET", "v1/credits"],
    ["black-forest-labs", "POST", "v1/credits"],
    ["black-forest-labs", "POST", "v1/get_result"],
    ["black-forest-labs", "POST", "v1/flux-dev/../finetune"],
    ["wavespeed", "POST", "api/v3/balance"],
    ["wavespeed", "GET", "api/v3/balance"],
    ["wavespeed", "POST", "api/v3/account/balance"],
    ["wavespeed", "POST", "api/v3/media/upload/binary"],
    ["wavespeed", "POST", "api/v3/upload"],
    ["wavespeed", "POST", "api/v3/predictions/pred_abc123/result"],
    ["wavespeed", "POST", "api/v3/predictions/pred_abc123"],
    ["fal-ai", "POST", "flux"],
    ["fal-ai", "POST", "fal-ai/flux/dev/"],
  ])(
    "refuses %s %s %s, a route shaped like a model id that is not one",
    (provider, method, path) => {
      expect(matchInferenceRoute({ provider, method, path })).toBeUndefined();
    },
  );

  it("still takes the model routes and job polls of those providers", () => {
    expect(
      matchInferenceRoute({
        provider: "black-forest-labs",
        method: "POST",
        path: "v1/flux-kontext-pro",
      })?.route,
    ).toBe("v1/{model}");
    expect(
      matchInferenceRoute({ provider: "black-forest-labs", method: "GET", path: "v1/get_result" })
        ?.followUp,
    ).toBe(true);
    expect(
      matchInferenceRoute({
        provider: "wavespeed",
        method: "GET",
        path: "api/v3/predictions/pred_abc123/result",
      })?.followUp,
    ).toBe(true);
    expect(
      matchInferenceRoute({
        provider: "fal-ai",
        method: "GET",
        path: "fal-ai/kling-video/v1.6/pro/image-to-video/requests/d8f1/status",
      })?.route,
    ).toBe("{model}/requests/{id}/status");
  });

  it("refuses a modelIdPattern that would mean something else inside a route", () => {
    const base: ProviderDefinition = {
      id: "together",
      baseUrl: "https://api.example-provider.com",
      tasks: ["text-to-image"],
      path: ({ model }) => `v2/generate/${model}`,
      body: ({ args }) => args,
    };
    for (const modelIdPattern of [/^image-\d+/, /image-\d+$/, /image-\d+/i]) {
      const match = createInferenceRouteMatcher({ example: { ...base, modelIdPattern } });
      expect(() =>
        match({ provider: "example", method: "POST", path: "v2/generate/image-1" }),
      ).toThrow(/modelIdPattern/);
    }
    const match = createInferenceRouteMatcher({
      example: { ...base, modelIdPattern: /image-\d+/ },
    });
    expect(
      match({ provider: "example", method: "POST", path: "v2/generate/image-1" }),
    ).toBeDefined();
    expect(
      match({ provider: "example", method: "POST", path: "v2/generate/usage" }),
    ).toBeUndefined();
  });
});
