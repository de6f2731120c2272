import { request } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleCli, startServeProcess } from "../test-support/cli-process.js";
import { DATABASE_ENGINES, openTestDatabase } from "../test-support/test-databases.js";

const MIB = 1024 * 1024;
const UPLOADS = 30;
const UPLOAD_BYTES = 20 * MIB;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A figure of `/proc/<pid>/status` in bytes: VmRSS (resident now) or VmHWM (the peak). */
function memoryOf(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no ${field} for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** Sends a 20 MiB image made on the fly (a mebibyte at a time, distinct for each upload). */
function upload(url: string, index: number): Promise<number> {
  async function* body(): AsyncGenerator<Buffer> {
    for (let part = 0; part < UPLOAD_BYTES / MIB; part += 1) {
      const piece = Buffer.alloc(MIB, (index * 31 + part) % 251);
      if (part === 0) PNG_SIGNATURE.copy(piece);
      yield piece;
    }
  }
  return new Promise((resolve, reject) => {
    const sent = request(
      `${url}/api/blobs`,
      {
        method: "POST",
        headers: { "content-type": "image/png", "content-length": String(UPLOAD_BYTES) },
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on("error", reject);
    Readable.from(body()).pipe(sent);
  });
}

let folder: string;
let script: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "modeldeck-upload-memory-"));
  script = await bundleCli(folder);
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Issue 27 §6: uploads stream to disk, so many large ones at once cost the disk, not memory.
describe.each(DATABASE_ENGINES)("30 concurrent 20 MiB uploads on %s", (engine) => {
  it("keep the server under 300 MB above its idle memory", async () => {
    const test = engine === "postgres" ? await openTestDatabase(engine) : undefined;
    let env: Record<string, string> = { MODELDECK_DATA_DIR: join(folder, `data-${engine}`) };
    if (test !== undefined) {
      const schema = (
        await sql<{ name: string }>`SELECT current_schema() AS name`.execute(test.database.db)
      ).rows[0]?.name as string;
      const url = new URL(process.env.DATABASE_URL as string);
      url.searchParams.set("options", `-c search_path=${schema},public`);
      env = { DATABASE_URL: url.toString() };
    }
    const server = await startServeProcess(script, {
      ...env,
      MODELDECK_GATEWAY_RATE_LIMIT: "1000",
      MODELDECK_STORAGE_CALLER_BYTES: String(2 * 1024 * MIB),
    });
    const pid = server.child.pid as number;
    try {
      // Warm: one upload and one download have run through every code path once.
      expect(await upload(server.url, UPLOADS)).toBe(201);
      const idle = memoryOf(pid, "VmRSS");
      // Linux: "5" resets the peak (VmHWM) to what is resident now.
      writeFileSync(`/proc/${pid}/clear_refs`, "5");
      const answers = await Promise.all(
        Array.from({ length: UPLOADS }, (_, index) => upload(server.url, index)),
      );
      expect(answers).toEqual(Array.from({ length: UPLOADS }, () => 201));
      const peak = memoryOf(pid, "VmHWM");
      expect(peak - idle, `idle ${idle / MIB} MiB, peak ${peak / MIB} MiB`).toBeLessThan(300 * MIB);
    } finally {
      server.child.kill("SIGTERM");
      await new Promise((resolve) => server.child.once("exit", resolve));
      await test?.dispose();
    }
  }, 600_000);
});
