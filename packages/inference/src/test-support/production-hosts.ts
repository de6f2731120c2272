import { afterAll, beforeAll, beforeEach } from "vitest";
import { clearResolutionCaches } from "../internal/resolve-model.js";
import type { Options } from "../types.js";
import { FakeServer, instantSleep } from "@modeldeck/test-support/scripted-server";

/**
 * The loopback path a production URL is served at: its host, then its path and query
 * (`https://router.huggingface.co/fal-ai/x?_subdomain=queue` → `/router.huggingface.co/fal-ai/x?_subdomain=queue`).
 */
export function at(productionUrl: string): string {
  const url = new URL(productionUrl);
  return `/${url.host}${url.pathname}${url.search}`;
}

/**
 * Starts one fake server that plays every production host at once (hub, router, providers,
 * CDNs). The client keeps its real default URLs: an injected `fetch` records each URL as the
 * client built it (`urls`) and forwards it to the loopback server under `at(url)`, so tests
 * assert production URLs and routes are registered as `at("https://…")`.
 */
export function useProductionHosts() {
  const server = new FakeServer();
  const state = {
    server,
    /** Every URL the client fetched, exactly as built. */
    urls: [] as string[],
    waits: [] as number[],
    /** Options with the forwarding fetch and an instant, recorded sleep; no URL is overridden. */
    options(): Options {
      const clock = instantSleep();
      state.waits = clock.waits;
      return {
        sleep: clock.sleep,
        fetch: (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          state.urls.push(url);
          return fetch(`${server.url}${at(url)}`, init);
        },
      };
    },
  };
  beforeAll(async () => {
    await server.start();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.reset();
    state.urls.length = 0;
    clearResolutionCaches();
  });
  return state;
}
