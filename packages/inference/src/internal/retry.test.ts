import { describe, expect, it } from "vitest";
import { textGeneration } from "../tasks/nlp/text-generation.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { useFakeServer } from "../test-support/use-fake-server.js";
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
  it("retries a storm of 503 answers until the server succeeds", async () => {
    const storm = Array.from({ length: 12 }, () => busy);
    fake.server.on("POST", "/model", ...storm, { json: [1] });
    const options = fake.options();
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
      { signal: controller.signal },
    );
    // The real sleep would wait about a second; the abort must cut it short.
    setTimeout(() => controller.abort(new Error("stop")), 50);
    await expect(pending).rejects.toThrow("stop");
    expect(fake.server.requests).toHaveLength(1);
  });
});
