import { createWriteStream, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { bundleForNode } from "@modeldeck/test-support/node-bundle";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findModel } from "../db/model-reads.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";
import { checkedBatches } from "./checked-batches.js";
import { ImportError, importDescriptors } from "./import-descriptors.js";
import { readDescriptorFile } from "./read-descriptors.js";

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const now = new Date("2026-11-23T12:00:00Z");

const fineTuneId = (index: number) =>
  `user-${index % 997}/bert-base-uncased-finetuned-sst2-${index}`;

/** Fine-tunes of BERT under many owners, as the Hub lists thousands of them. */
function fineTune(index: number) {
  return JSON.stringify({
    id: fineTuneId(index),
    pipeline_tag: "text-classification",
    library_name: "transformers",
    tags: ["transformers", "safetensors", "bert", "text-classification", "en"],
    downloads: index,
    createdAt: "2024-05-01T00:00:00.000Z",
  });
}

describe("checking an imported file in a worker thread", { timeout: 120_000 }, () => {
  let folder: string;
  let workerScript: URL;
  let test: TestDatabase;

  async function writeFile(name: string, lines: string[]) {
    const file = join(folder, name);
    const out = createWriteStream(file);
    for (const line of lines) if (!out.write(`${line}\n`)) await once(out, "drain");
    out.end();
    await once(out, "finish");
    return file;
  }

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "modeldeck-checker-"));
    // Tests run the TypeScript sources, which a worker thread cannot load: the worker is
    // bundled from them, its npm dependencies resolved through this link.
    symlinkSync(source("../../../../node_modules"), join(folder, "node_modules"), "dir");
    const script = join(folder, "check-descriptors-worker.mjs");
    await bundleForNode(source("./check-descriptors-worker.ts"), script, {
      externalPackages: true,
    });
    workerScript = pathToFileURL(script);
    test = await openTestDatabase("sqlite");
  });
  afterAll(async () => {
    await test.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it("yields the same batches as checking in this thread", async () => {
    const lines = [
      ...SAMPLE_MODELS.map((model) => JSON.stringify(model)),
      ...Array.from({ length: 12_000 }, (_, index) => fineTune(index)),
    ];
    const file = await writeFile("same.jsonl", lines);
    const collect = async (script: URL | null) => {
      const batches = [];
      for await (const batch of checkedBatches(readDescriptorFile(file), now, script)) {
        batches.push(batch);
      }
      return batches;
    };
    const fromWorker = await collect(workerScript);
    expect(fromWorker.map((batch) => batch.records.length)).toEqual([
      5000,
      5000,
      lines.length - 10_000,
    ]);
    expect(fromWorker).toEqual(await collect(null));
  });

  it("imports through the worker, reporting progress once the lines before are written", async () => {
    const file = await writeFile(
      "good.jsonl",
      Array.from({ length: 21_000 }, (_, index) => fineTune(index)),
    );
    const checked: number[] = [];
    const written: number[] = [];
    const count = await importDescriptors(
      test.database,
      readDescriptorFile(file),
      now,
      {
        checked: (lines) => {
          // A killed import that printed "checked N" had written those N lines.
          expect(written.at(-1)).toBeGreaterThanOrEqual(lines);
          checked.push(lines);
        },
        written: (models) => written.push(models),
      },
      { workerScript },
    );
    expect(count).toBe(21_000);
    expect(checked).toEqual([10_000, 20_000]);
    expect(written).toEqual([5000, 10_000, 15_000, 20_000, 21_000]);
    expect(await findModel(test.database, fineTuneId(20_999))).toBeDefined();
  });

  it("names the bad lines the worker found and writes nothing", async () => {
    const lines = Array.from({ length: 11_000 }, (_, index) => fineTune(100_000 + index));
    lines.splice(10_500, 0, '{"id":"google-bert/bert-base-uncased","likes":-5}', "{not json");
    const file = await writeFile("bad.jsonl", lines);
    const failure = await importDescriptors(
      test.database,
      readDescriptorFile(file),
      now,
      {},
      { workerScript },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportError);
    expect((failure as ImportError).problems).toEqual([
      { line: 10_501, message: "likes must be a non-negative integer" },
      { line: 10_502, message: "not valid JSON" },
    ]);
    expect(await findModel(test.database, fineTuneId(100_000))).toBeUndefined();
  });

  it("reads the file in the worker with the line limit the import was given", async () => {
    const file = await writeFile("long.jsonl", [fineTune(1), fineTune(2).padEnd(400, " ")]);
    const failure = await importDescriptors(
      test.database,
      readDescriptorFile(file, { maxLineBytes: 300 }),
      now,
      {},
      { workerScript },
    ).catch((error: unknown) => error);
    expect((failure as ImportError).problems).toEqual([
      {
        line: 2,
        message:
          "the line is longer than 300 bytes (MODELDECK_IMPORT_MAX_LINE_BYTES); it was not read",
      },
    ]);
  });

  it("fails, without hanging, when the file cannot be read", async () => {
    const missing = join(folder, "missing.jsonl");
    await expect(
      importDescriptors(test.database, readDescriptorFile(missing), now, {}, { workerScript }),
    ).rejects.toThrow(/ENOENT/);
    writeFileSync(join(folder, "empty.jsonl"), "");
    expect(
      await importDescriptors(
        test.database,
        readDescriptorFile(join(folder, "empty.jsonl")),
        now,
        {},
        { workerScript },
      ),
    ).toBe(0);
  });
});
