import { afterAll, beforeAll, beforeEach } from "vitest";
import { clearResolutionCaches } from "../internal/resolve-model.js";
import { INFERENCE_PROVIDERS, type InferenceProvider } from "../providers/registry.js";
import type { Options } from "../types.js";
import { FakeServer, instantSleep } from "@modeldeck/test-support/scripted-server";

/** Where each provider lives on the fake server for direct (provider-key) calls. */
const providerPrefix = (provider: InferenceProvider) => `/direct/${provider}`;

/**
 * Starts one fake server for a test file and gives options that point every URL the client
 * knows (hub, router, each provider) at it, with an instant, recorded sleep.
 */
export function useFakeServer() {
  const server = new FakeServer();
  const state = {
    server,
    waits: [] as number[],
    /** Options for a call: hub at `/`, router at `/router`, providers at `/direct/{provider}`. */
    options(): Options {
      const clock = instantSleep();
      state.waits = clock.waits;
      const providerUrls = Object.fromEntries(
        INFERENCE_PROVIDERS.map((provider) => [
          provider,
          `${server.url}${providerPrefix(provider)}`,
        ]),
      );
      return {
        hubUrl: server.url,
        routerUrl: `${server.url}/router`,
        providerUrls,
        sleep: clock.sleep,
      };
    },
  };
  beforeAll(async () => {
    await server.start();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.reset();
    clearResolutionCaches();
  });
  return state;
}
