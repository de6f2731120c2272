import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

// What `npm start` does after building: first start creates and seeds the database, serves the
// API on a free port, and stops cleanly.
describe("modeldeck serve", () => {
  const folder = mkdtempSync(join(tmpdir(), "modeldeck-serve-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function serveOnce(check: (baseUrl: string) => Promise<void>): Promise<string[]> {
    const err: string[] = [];
    let stop = () => {};
    let listening: (url: string) => void = () => {};
    const url = new Promise<string>((resolve) => (listening = resolve));
    const done = runCli(["serve"], {
      out: (text) => listening(/listening on (\S+)/.exec(text)?.[1] ?? ""),
      err: (text) => err.push(text),
      env: { PORT: "0", HOST: "127.0.0.1", MODELDECK_DATA_DIR: join(folder, "data") },
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
