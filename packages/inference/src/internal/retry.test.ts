import { describe, expect, it } from "vitest";
import { textGeneration } from "../tasks/nlp/text-generation.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { useFakeServer } from "../test-support/use-fake-server.js";
import type { ServerResponse } from "node:http";
import {
  InferenceClientConnectionError,
  InferenceClientError,
  InferenceClientTimeoutError,
} from "../errors.js";
import { startFakeUpstream } from "@modeldeck/test-support/loopback-server";
import { backoffDelay, fetchWithRetry, retryAfterMilliseconds } from "./retry.js";

const fake = useFakeServer();
const busy = { status: 503, json: { error: "Model is currently loading", estimated_time: 20 } };

describe("backoffDelay", () => {
  it("grows exponentially with jitter between half and all of the ceiling, capped at 30 s", () => {
    expect(backoffDelay(0, undefined, () => 0)).toBe(500);
    expect(backoffDelay(0, undefined, () => 1)).toBe(1000);
    expect(backoffDelay(3, undefined, () => 0.5)).toBe(6000);
    expect(backoffDelay(20, undefined, () => 1)).toBe(30_000);
  });

  it("uses the server's Retry-After when there is one", () => {
    expect(backoffDelay(5, 1234)).toBe(1234);
  });
});

describe("Retry-After from the router", () => {
  const hosts = useProductionHosts();

  it("waits at most 60 s per answer, however long the server asks, and keeps retrying", async () => {
    const url = "https://router.huggingface.co/hf-inference/models/openai-community/gpt2";
    const tooLong = { ...busy, headers: { "retry-after": "86400" } };
    const date = {
      ...busy,
      headers: { "retry-after": new Date(Date.now() + 7_200_000).toUTCString() },
    };
    hosts.server.on(
      "POST",
      at(url),
      tooLong,
      date,
      { headers: { "retry-after": "2" }, ...busy },
      {
        json: [{ generated_text: "Hello there" }],
      },
    );
    const output = await textGeneration(
      { model: "openai-community/gpt2", inputs: "Hello", accessToken: "hf_retrytoken1" },
      hosts.options(),
    );
    expect(output.generated_text).toBe("Hello there");
    expect(hosts.urls).toEqual([url, url, url, url]);
    expect(hosts.waits).toEqual([60_000, 60_000, 2_000]);
  });
});

describe("retryAfterMilliseconds", () => {
  it("reads seconds and HTTP dates, and ignores garbage", () => {
    expect(retryAfterMilliseconds("3")).toBe(3000);
    expect(retryAfterMilliseconds("Thu, 01 Jan 1970 00:00:10 GMT", 4000)).toBe(6000);
    expect(retryAfterMilliseconds("soon")).toBeUndefined();
    expect(retryAfterMilliseconds(null)).toBeUndefined();
  });
});

describe("fetchWithRetry", () => {
  it("retries a storm of 503 answers until the server succeeds, when told to retry without limit", async () => {
    const storm = Array.from({ length: 12 }, () => busy);
    fake.server.on("POST", "/model", ...storm, { json: [1] });
    const options = { ...fake.options(), maxRetries: Infinity };
    const response = await fetchWithRetry(`${fake.server.url}/model`, { method: "POST" }, options);
    expect(await response.json()).toEqual([1]);
    expect(fake.server.requests).toHaveLength(13);
    expect(fake.waits).toHaveLength(12);
    expect(fake.waits[11]).toBeGreaterThanOrEqual(15_000);
  });

  it("honours Retry-After", async () => {
    fake.server.on("POST", "/model", { ...busy, headers: { "retry-after": "7" } }, { json: [1] });
    const options = fake.options();
    await fetchWithRetry(`${fake.server.url}/model`, { method: "POST" }, options);
    expect(fake.waits).toEqual([7000]);
  });

  it("returns the 503 when retry_on_error is false", async () => {
    fake.server.on("POST", "/model", busy, { json: [1] });
    const options = { ...fake.options(), retry_on_error: false };
    const response = await fetchWithRetry(`${fake.server.url}/model`, { method: "POST" }, options);
    expect(response.status).toBe(503);
    expect(fake.server.requests).toHaveLength(1);
  });

  it("stops waiting at once when the signal aborts", async () => {
    fake.server.on("POST", "/model", busy);
    const controller = new AbortController();
    const pending = fetchWithRetry(
      `${fake.server.url}/model`,
      { method: "POST", signal: controller.signal },
      {},
    );
    // The real sleep would wait about a second; the abort must cut it short.
    setTimeout(() => controller.abort(new Error("stop")), 50);
    await expect(pending).rejects.toThrow("stop");
    expect(fake.server.requests).toHaveLength(1);
  });

  it("takes Retry-After 0, negative or in the past for absent, and backs off instead", async () => {
    for (const value of ["0", "-5", "Thu, 01 Jan 1970 00:00:00 GMT"]) {
      expect(retryAfterMilliseconds(value)).toBeUndefined();
    }
    fake.server.on(
      "POST",
      "/model",
      { ...busy, headers: { "retry-after": "0" } },
      { ...busy, headers: { "retry-after": "-1" } },
      { json: [1] },
    );
    const options = fake.options();
    await fetchWithRetry(`${fake.server.url}/model`, { method: "POST" }, options);
    expect(fake.waits).toHaveLength(2);
    expect(fake.waits.every((wait) => wait >= 500)).toBe(true);
  });

  it("gives up after 8 retries by default, or after maxRetries, and returns the last answer", async () => {
    fake.server.on("POST", "/model", busy);
    const response = await fetchWithRetry(
      `${fake.server.url}/model`,
      { method: "POST" },
      fake.options(),
    );
    expect(response.status).toBe(503);
    expect(fake.server.requests).toHaveLength(9);
    fake.server.reset();
    fake.server.on("POST", "/model", busy);
    const options = { ...fake.options(), maxRetries: 2 };
    await fetchWithRetry(`${fake.server.url}/model`, { method: "POST" }, options);
    expect(fake.server.requests).toHaveLength(3);
  });

  it("retries a 429 like a 503, with the server's Retry-After", async () => {
    fake.server.on(
      "POST",
      "/model",
      { status: 429, headers: { "retry-after": "4" }, json: { error: "Rate limit reached" } },
      { json: [1] },
    );
    const options = fake.options();
    const response = await fetchWithRetry(`${fake.server.url}/model`, { method: "POST" }, options);
    expect(await response.json()).toEqual([1]);
    expect(fake.waits).toEqual([4000]);
  });
});

describe("lost connections and timeouts", () => {
  async function withUpstream(
    handle: (response: ServerResponse, count: number) => void,
    run: (url: string, requests: () => number) => Promise<void>,
  ) {
    let count = 0;
    const upstream = await startFakeUpstream((_request, response) => handle(response, count++));
    try {
      await run(`${upstream.url}/v1/jobs/j1`, () => upstream.requests.length);
    } finally {
      await upstream.close();
    }
  }
  const reset = (response: ServerResponse, count: number) =>
    count === 0 ? response.socket?.destroy() : response.end('{"ok":true}');

  it("sends a GET again after a reset, and turns a lost POST into a typed error without resending it", async () => {
    await withUpstream(reset, async (url, requests) => {
      const options = fake.options();
      const response = await fetchWithRetry(url, {}, options, true);
      expect(await response.json()).toEqual({ ok: true });
      expect(requests()).toBe(2);
    });
    await withUpstream(reset, async (url, requests) => {
      const error = await fetchWithRetry(url, { method: "POST" }, fake.options()).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(InferenceClientConnectionError);
      expect(error).toBeInstanceOf(InferenceClientError);
      expect((error as Error).name).toBe("InferenceClientConnectionError");
      expect((error as Error).cause).toBeDefined();
      expect(requests()).toBe(1);
    });
  });

  it("abandons a request whose answer does not start within timeout, with a typed error", async () => {
    await withUpstream(
      () => undefined,
      async (url) => {
        const options = { ...fake.options(), timeout: 50 };
        const error = await fetchWithRetry(url, { method: "POST" }, options).catch(
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(InferenceClientTimeoutError);
        expect(error).toBeInstanceOf(InferenceClientConnectionError);
        expect((error as Error).message).toContain("within 50 ms");
      },
    );
  });

  it("lets the caller's abort stay an abort, not a connection error", async () => {
    await withUpstream(
      () => undefined,
      async (url) => {
        const controller = new AbortController();
        const pending = fetchWithRetry(url, { signal: controller.signal }, { timeout: 60_000 });
        controller.abort(new Error("user stopped"));
        await expect(pending).rejects.toThrow("user stopped");
      },
    );
  });
});
