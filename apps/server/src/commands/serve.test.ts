import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeUpstream } from "@modeldeck/test-support/loopback-server";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

// What `npm start` does after building: first start creates and seeds the database, serves the
// API on a free port, and stops cleanly.
describe("modeldeck serve", () => {
  const folder = mkdtempSync(join(tmpdir(), "modeldeck-serve-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function serveOnce(
    check: (baseUrl: string) => Promise<void>,
    env: Record<string, string> = {},
  ): Promise<string[]> {
    const err: string[] = [];
    let stop = () => {};
    let listening: (url: string) => void = () => {};
    const url = new Promise<string>((resolve) => (listening = resolve));
    const done = runCli(["serve"], {
      out: (text) => listening(/listening on (\S+)/.exec(text)?.[1] ?? ""),
      err: (text) => err.push(text),
      env: { PORT: "0", HOST: "127.0.0.1", MODELDECK_DATA_DIR: join(folder, "data"), ...env },
      stopped: new Promise<void>((resolve) => (stop = resolve)),
    });
    try {
      await check(await url);
    } finally {
      stop();
    }
    expect(await done).toBe(0);
    return err;
  }

  it("seeds on first start only and serves the API", async () => {
    const first = await serveOnce(async (baseUrl) => {
      expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const stats = (await (await fetch(`${baseUrl}/api/stats`)).json()) as { total: number };
      expect(stats.total).toBeGreaterThanOrEqual(200);
      const model = await fetch(`${baseUrl}/api/models/google-bert/bert-base-uncased`);
      expect(model.status).toBe(200);
    });
    expect(first[0]).toMatch(/^seeded \d+ models into SQLite in /);
    const second = await serveOnce(async (baseUrl) => {
      expect((await fetch(`${baseUrl}/api/tasks`)).status).toBe(200);
    });
    expect(second).toEqual([]);
  });

  it("stops on a signal while a provider's stream is still talking, and ends that stream", async () => {
    // A chat stream that never ends on its own: one event every 50 ms until the caller leaves.
    let upstreamClosed = false;
    const provider = await startFakeUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      const timer = setInterval(() => response.write('data: {"choices":[]}\n\n'), 50);
      response.on("close", () => {
        clearInterval(timer);
        upstreamClosed = true;
      });
    });
    try {
      await serveOnce(
        async (baseUrl) => {
          const response = await fetch(`${baseUrl}/api/inference/together/v1/chat/completions`, {
            method: "POST",
            headers: {
              authorization: "Bearer hf_caller_key",
              "content-type": "application/json",
              "x-modeldeck-client": "modeldeck-inference",
            },
            body: JSON.stringify({ model: "meta-llama/Llama-3.3-70B-Instruct", stream: true }),
          });
          expect(response.status).toBe(200);
          const reader = response.body?.getReader();
          expect((await reader?.read())?.done).toBe(false);
          // The reader is left open: the stream is in flight when the server is told to stop.
        },
        { MODELDECK_ROUTER_URL: provider.url, MODELDECK_SHUTDOWN_GRACE_SECONDS: "0.2" },
      );
      await expect.poll(() => upstreamClosed).toBe(true);
    } finally {
      await provider.close();
    }
  });

  it("rejects a bad shutdown grace with a usage error", async () => {
    const err: string[] = [];
    const code = await runCli(["serve"], {
      out: () => {},
      err: (text) => err.push(text),
      env: { PORT: "0", MODELDECK_SHUTDOWN_GRACE_SECONDS: "soon" },
    });
    expect(code).toBe(2);
    expect(err[0]).toBe(
      'modeldeck serve: MODELDECK_SHUTDOWN_GRACE_SECONDS must be a number of seconds from 0 to 3600, not "soon"',
    );
  });

  it("rejects a bad PORT with a usage error", async () => {
    const err: string[] = [];
    const code = await runCli(["serve"], {
      out: () => {},
      err: (text) => err.push(text),
      env: { PORT: "eighty" },
    });
    expect(code).toBe(2);
    expect(err[0]).toBe('modeldeck serve: PORT must be a port number, not "eighty"');
  });
});
