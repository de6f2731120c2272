// The one job poller, on a WaveSpeedAI status URL as the provider gives it.
import { describe, expect, it } from "vitest";
import { InferenceClientJobTimeoutError, InferenceClientProviderOutputError } from "../errors.js";
import { InferenceClientProviderApiError } from "../http-request-errors.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { startFakeUpstream } from "@modeldeck/test-support/loopback-server";
import type { JobContext } from "./job-context.js";
import { pollJob } from "./poll-job.js";

const hosts = useProductionHosts();
const STATUS = "https://api.wavespeed.ai/api/v3/predictions/a1b2c3/result";
const KEY = "wavespeed-key-1234";

function job(extra: Partial<JobContext["options"]> = {}): JobContext {
  const prepared = {
    url: "https://api.wavespeed.ai/api/v3/wavespeed-ai/wan-2.1/t2v-480p",
    baseUrl: "https://api.wavespeed.ai",
    authMethod: "provider-key" as const,
    info: { headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" } },
    provider: "wavespeed" as const,
    task: "text-to-video" as const,
    model: "Wan-AI/Wan2.1-T2V-14B",
    secrets: [KEY, `Bearer ${KEY}`],
  };
  return { prepared, options: { ...hosts.options(), ...extra } };
}

const processing = { json: { code: 200, data: { id: "a1b2c3", status: "processing" } } };
const completed = { json: { code: 200, data: { id: "a1b2c3", status: "completed" } } };
const plan = {
  provider: "wavespeed",
  url: STATUS,
  interval: 500,
  read: (body: unknown) =>
    (body as { data: { status: string } }).data.status === "completed" ? "done" : undefined,
};

describe("pollJob", () => {
  it("waits the provider's interval before each status request, with the submission's key", async () => {
    hosts.server.on("GET", at(STATUS), processing, processing, completed);
    expect(await pollJob(plan, job())).toBe("done");
    expect(hosts.urls).toEqual([STATUS, STATUS, STATUS]);
    expect(hosts.waits).toEqual([500, 500, 500]);
    const headers = hosts.server.requests[0]?.headers;
    expect(headers?.authorization).toBe(`Bearer ${KEY}`);
    expect(headers?.["content-type"]).toBeUndefined();
  });

  it("stops at the deadline with a typed error, counting the waits even when sleep is instant", async () => {
    hosts.server.on("GET", at(STATUS), processing);
    const error = await pollJob(plan, job({ jobTimeout: 2_000 })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InferenceClientJobTimeoutError);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).name).toBe("InferenceClientJobTimeoutError");
    expect(hosts.urls).toHaveLength(4);
  });

  it("stops at once when the caller aborts between two polls", async () => {
    hosts.server.on("GET", at(STATUS), processing);
    const controller = new AbortController();
    let waits = 0;
    const sleep = async (_milliseconds: number, signal?: AbortSignal) => {
      if (++waits === 2) controller.abort(new Error("user cancelled"));
      signal?.throwIfAborted();
    };
    await expect(pollJob(plan, job({ signal: controller.signal, sleep }))).rejects.toThrow(
      "user cancelled",
    );
    expect(hosts.urls).toHaveLength(1);
  });

  it("turns a failed status answer into a typed, redacted error with the HTTP error as cause", async () => {
    hosts.server.on("GET", at(STATUS), {
      status: 401,
      json: { code: 401, message: `invalid key ${KEY}` },
    });
    const error = await pollJob(plan, job()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toContain(
      "Failed to fetch the status of the wavespeed job (status 401)",
    );
    expect((error as Error).message).not.toContain(KEY);
    expect((error as Error).cause).toBeInstanceOf(InferenceClientProviderApiError);
  });

  it("survives a status request answered 503 or 429, or whose connection was reset", async () => {
    hosts.server.on(
      "GET",
      at(STATUS),
      processing,
      { status: 503, json: { error: "upstream busy" } },
      { status: 429, headers: { "retry-after": "3" }, json: { error: "slow down" } },
      completed,
    );
    expect(await pollJob(plan, job())).toBe("done");
    expect(hosts.urls).toHaveLength(4);
    // Two polling intervals, the backoff after the 503, the server's 3 s after the 429.
    expect(hosts.waits.filter((wait) => wait === 500)).toHaveLength(2);
    expect(hosts.waits).toContain(3_000);

    // A status request whose connection is reset before any answer is sent again.
    let resets = 0;
    const upstream = await startFakeUpstream((_request, response) => {
      if (resets++ === 0) response.socket?.destroy();
      else response.end(JSON.stringify(completed.json));
    });
    try {
      const context = job();
      const resetPlan = { ...plan, url: `${upstream.url}/api/v3/predictions/a1b2c3/result` };
      expect(await pollJob(resetPlan, { ...context, options: { ...context.options, fetch } })).toBe(
        "done",
      );
      expect(upstream.requests).toHaveLength(2);
    } finally {
      await upstream.close();
    }
  });
});
