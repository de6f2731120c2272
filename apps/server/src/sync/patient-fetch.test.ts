import { describe, expect, it } from "vitest";
import { patientFetch, retryAfterMilliseconds } from "./patient-fetch.js";

/** A fetch that plays back answers in order: a status, or "reset" for a dropped connection. */
function scripted(steps: (number | "reset")[]) {
  const calls: string[] = [];
  const fetchFunction = (async (input: string | URL | Request) => {
    calls.push(String(input));
    const step = steps.shift() ?? 200;
    if (step === "reset") throw new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
    return new Response(step === 429 ? "slow down" : "{}", {
      status: step,
      headers: step === 429 ? { "retry-after": "3" } : {},
    });
  }) as typeof fetch;
  return { calls, fetchFunction };
}

describe("patientFetch", () => {
  it("waits as Retry-After says after a 429 and backs off after a reset", async () => {
    const waits: number[] = [];
    const { calls, fetchFunction } = scripted([429, "reset", "reset", 200]);
    const read = patientFetch(fetchFunction, {
      sleep: async (milliseconds) => void waits.push(milliseconds),
      random: () => 1,
    });
    const response = await read("https://huggingface.co/api/models/openai-community/gpt2");
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([3000, 1000, 2000]);
  });

  it("gives the last answer back after its attempts, and never retries a write or an abort", async () => {
    const { fetchFunction } = scripted([503, 503, 503]);
    const read = patientFetch(fetchFunction, { attempts: 3, sleep: async () => undefined });
    expect((await read("https://huggingface.co/api/models")).status).toBe(503);
    const posts = scripted([429]);
    const post = patientFetch(posts.fetchFunction, { sleep: async () => undefined });
    expect((await post("https://huggingface.co/api/x", { method: "POST" })).status).toBe(429);
    const aborted = new AbortController();
    aborted.abort();
    const resets = scripted(["reset", 200]);
    await expect(
      patientFetch(resets.fetchFunction, { sleep: async () => undefined })(
        "https://huggingface.co/",
        {
          signal: aborted.signal,
        },
      ),
    ).rejects.toThrow("fetch failed");
  });

  it("reads Retry-After as seconds or a date, and caps nothing it cannot read", () => {
    expect(retryAfterMilliseconds("2")).toBe(2000);
    expect(
      retryAfterMilliseconds("Thu, 27 Nov 2026 10:00:05 GMT", Date.parse("2026-11-27T10:00:00Z")),
    ).toBe(5000);
    expect(retryAfterMilliseconds("soon")).toBeUndefined();
    expect(retryAfterMilliseconds(null)).toBeUndefined();
  });
});
