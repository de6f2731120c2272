import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { startEarlyFetches } from "./early-fetch";

const MODEL = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const DESCRIPTOR = {
  _id: "621ffdc136468d709f17adb9",
  id: MODEL,
  pipeline_tag: "text-classification",
  library_name: "transformers",
};

describe("startEarlyFetches", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  const fetchThrough: typeof fetch = (input, init) => fetch(input, init);
  beforeAll(async () => {
    server = await startFakeServer({
      [`GET /api/models/${MODEL}`]: (_, response) => sendJson(response, DESCRIPTOR),
    });
  });
  afterAll(() => server.close());

  const sentTo = (path: string) => server.requests.filter((request) => request.url === path);

  it("sends the reads at once and hands each response to the first matching request only", async () => {
    const path = `/api/models/${MODEL}`;
    const before = sentTo(path).length;
    const early = startEarlyFetches([{ path, accept: "application/json" }], {
      origin: server.url,
      fetch: fetchThrough,
    });
    const init = { headers: { accept: "application/json" } };
    const taken = early.take(`${server.url}${path}`, init);
    expect(taken).toBeDefined();
    expect(await (await taken)?.json()).toEqual(DESCRIPTOR);
    expect(sentTo(path).length - before).toBe(1);
    // A second read of the same URL is the page's own: it goes to the server.
    expect(early.take(`${server.url}${path}`, init)).toBeUndefined();
  });

  it("keeps its response from a request that differs in URL, method, accept or authorization", () => {
    const path = `/api/models/${MODEL}`;
    const early = startEarlyFetches([{ path, accept: "application/json" }], {
      origin: server.url,
      fetch: fetchThrough,
    });
    const url = `${server.url}${path}`;
    expect(early.take(`${url}/readme`, { headers: { accept: "application/json" } })).toBe(
      undefined,
    );
    expect(early.take(url, { method: "POST", headers: { accept: "application/json" } })).toBe(
      undefined,
    );
    expect(early.take(url, { headers: { accept: "text/markdown" } })).toBeUndefined();
    expect(
      early.take(url, { headers: { accept: "application/json", authorization: "Bearer hf_x" } }),
    ).toBeUndefined();
    // Still there for the request that does match.
    expect(early.take(url, { headers: { accept: "application/json" } })).toBeDefined();
  });

  it("gives nothing once its response is too old to stand for a new read", () => {
    let now = 1_000;
    const early = startEarlyFetches(
      [{ path: `/api/models/${MODEL}`, accept: "application/json" }],
      {
        origin: server.url,
        fetch: fetchThrough,
        now: () => now,
      },
    );
    now += 60_000;
    const taken = early.take(`${server.url}/api/models/${MODEL}`, {
      headers: { accept: "application/json" },
    });
    expect(taken).toBeUndefined();
  });

  afterEach(() => vi.useRealTimers());

  it("cancels the body of a response nobody took once it is too old to hand out", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const answers: Response[] = [];
    const recording: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      answers.push(answer);
      return answer;
    };
    const early = startEarlyFetches(
      [{ path: `/api/models/${MODEL}`, accept: "application/json" }],
      { origin: server.url, fetch: recording },
    );
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]?.bodyUsed).toBe(false);
    vi.advanceTimersByTime(10_000);
    await vi.waitFor(() => expect(answers[0]?.bodyUsed).toBe(true));
    expect(
      early.take(`${server.url}/api/models/${MODEL}`, { headers: { accept: "application/json" } }),
    ).toBeUndefined();
  });

  it("rejects the taken response when the request that took it is aborted", async () => {
    const early = startEarlyFetches(
      [{ path: `/api/models/${MODEL}`, accept: "application/json" }],
      {
        origin: server.url,
        fetch: fetchThrough,
      },
    );
    const controller = new AbortController();
    const taken = early.take(`${server.url}/api/models/${MODEL}`, {
      headers: { accept: "application/json" },
      signal: controller.signal,
    });
    controller.abort();
    await expect(taken).rejects.toThrow();
  });
});
