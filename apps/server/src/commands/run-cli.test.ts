import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { repository, startFakeHubUpstream } from "@modeldeck/test-support/fake-hub-upstream";
import { runCli } from "./run-cli.js";

describe("modeldeck CLI", () => {
  let folder: string;
  let out: string[];
  let err: string[];
  let hub: FakeUpstream;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "modeldeck-cli-"));
    hub = await startFakeUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify([
          { _id: "0123456789abcdef01234567", id: "remote/one", downloads: 5, tags: ["x"] },
        ]),
      );
    });
  });
  afterEach(() => {
    out = [];
    err = [];
  });
  afterAll(async () => {
    await hub.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const run = (...argv: string[]) =>
    runCli(argv, {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      env: { MODELDECK_DATA_DIR: join(folder, "data") },
    });
  out = [];
  err = [];

  it("prints help for the CLI and for each command", async () => {
    expect(await run("--help")).toBe(0);
    expect(out.join("\n")).toMatch(
      /serve[\s\S]*import[\s\S]*sync[\s\S]*export[\s\S]*backup[\s\S]*restore/,
    );
    for (const command of ["serve", "import", "sync", "export", "backup", "restore"]) {
      out = [];
      expect(await run(command, "--help")).toBe(0);
      expect(out.join("\n")).toContain(`Usage: modeldeck ${command}`);
    }
  });

  it("exits 2 with a clear message on usage errors", async () => {
    expect(await run("frobnicate")).toBe(2);
    expect(err.join("\n")).toContain('unknown command "frobnicate"');
    err = [];
    expect(await run("import")).toBe(2);
    expect(err[0]).toBe("modeldeck import: import needs exactly one file");
    err = [];
    expect(await run("import", join(folder, "missing.jsonl"))).toBe(2);
    expect(await run("sync", "--limit", "3")).toBe(2);
    expect(await run("sync", "--from", "x", "--bogus")).toBe(2);
  });

  it("imports, reports bad lines by number with exit code 1, and exports what it stored", async () => {
    const good = join(folder, "good.jsonl");
    writeFileSync(good, '{"id":"acme/one","readme":"# One"}\n{"id":"acme/two","tags":["t"]}\n');
    expect(await run("import", good)).toBe(0);
    expect(out.at(-1)).toMatch(/^imported 2 models from .*good\.jsonl into SQLite in /);

    const bad = join(folder, "bad.csv");
    writeFileSync(bad, "id,downloads\nacme/three,3\nacme/four,lots\n");
    expect(await run("import", bad)).toBe(1);
    expect(err).toContain(`${bad}:3: downloads must be a number, not "lots"`);
    expect(err.at(-1)).toBe("import failed: 1 bad lines; nothing was imported");

    err = [];
    const nul = join(folder, "nul.jsonl");
    writeFileSync(nul, '{"id":"acme/five"}\n{"id":"acme/six","tags":["a\\u0000b"]}\n');
    expect(await run("import", nul)).toBe(1);
    expect(err).toContain(
      `${nul}:2: tags[0] contains a NUL character (\\u0000), which cannot be stored`,
    );

    out = [];
    const exported = join(folder, "export.jsonl");
    expect(await run("export", "--output", exported)).toBe(0);
    const lines = readFileSync(exported, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.id)).toEqual(["acme/one", "acme/two"]);
    expect(lines[0].readme).toBe("# One");
  });

  it("imports a file opening with a byte-order mark, and refuses lines that are too long or not UTF-8 by file:line", async () => {
    const bom = join(folder, "bom.jsonl");
    writeFileSync(
      bom,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"id":"acme/bom"}\n')]),
    );
    expect(await run("import", bom)).toBe(0);

    err = [];
    const bad = join(folder, "bad-bytes.jsonl");
    writeFileSync(
      bad,
      Buffer.concat([
        Buffer.from(
          `{"id":"acme/fine"}\n{"id":"acme/long","readme":"${"x".repeat(300)}"}\n{"id":"acme/caf`,
        ),
        Buffer.from([0xe9]),
        Buffer.from('"}\n'),
      ]),
    );
    const code = await runCli(["import", bad], {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      env: { MODELDECK_DATA_DIR: join(folder, "data"), MODELDECK_IMPORT_MAX_LINE_BYTES: "200" },
    });
    expect(code).toBe(1);
    expect(err).toContain(
      `${bad}:2: the line is longer than 200 bytes (MODELDECK_IMPORT_MAX_LINE_BYTES); it was not read`,
    );
    expect(err).toContain(`${bad}:3: the line is not valid UTF-8; save the file as UTF-8`);
    expect(err.at(-1)).toBe("import failed: 2 bad lines; nothing was imported");
  });

  it("syncs from a Hub", async () => {
    const upstream = await startFakeHubUpstream([repository("remote/one")]);
    try {
      expect(await run("sync", "--from", upstream.url, "--limit", "10")).toBe(0);
      expect(out.at(-1)).toBe(
        `synced 1 models from ${upstream.url}: 1 stored, 0 unchanged, 0 skipped, 0 failed, 0 gone`,
      );
      expect(err.at(-1)).toMatch(/^1\/1 models, \d+\/s, ETA 0s: 1 stored/);
      expect(upstream.requests[0]?.headers.authorization).toBeUndefined();
      expect(await run("sync", "--from", upstream.url, "--only", "../etc/passwd")).toBe(2);
      expect(await run("sync", "--from", upstream.url, "--with", "weights")).toBe(2);
      expect(await run("sync", "--from", upstream.url, "--only", "owner=me")).toBe(2);
      expect(await run("sync", "--from", upstream.url, "--concurrency", "65")).toBe(2);
    } finally {
      await upstream.close();
    }
  });
});
