import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findModel } from "../db/model-reads.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { ImportError, importDescriptors } from "./import-descriptors.js";
import { readDescriptors } from "./read-descriptors.js";

const jsonl = (text: string) => readDescriptors(Readable.from([text]), "jsonl", false);
const csv = (text: string) => readDescriptors(Readable.from([text]), "csv", false);

describe.each(DATABASE_ENGINES)("importDescriptors on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
  });
  afterAll(() => test.dispose());

  it("imports JSON Lines with readmes and reports progress", async () => {
    const written: number[] = [];
    const count = await importDescriptors(
      test.database,
      jsonl('{"id":"acme/one","readme":"# One"}\n\n{"id":"acme/two","downloads":3}\n'),
      new Date(),
      { written: (models) => written.push(models) },
    );
    expect(count).toBe(2);
    expect(written).toEqual([2]);
    expect(await findModel(test.database, "acme/two")).toBeDefined();
  });

  it("names every bad line and writes nothing", async () => {
    const text = [
      '{"id":"acme/fine"}',
      "{not json",
      '{"id":"acme/x","downloads":-1}',
      '{"id":"../etc"}',
    ].join("\n");
    const failure = await importDescriptors(test.database, jsonl(text), new Date()).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ImportError);
    expect((failure as ImportError).problems).toEqual([
      { line: 2, message: "not valid JSON" },
      { line: 3, message: "downloads must be a non-negative integer" },
      { line: 4, message: "id must be a Hub repository id like owner/name" },
    ]);
    expect(await findModel(test.database, "acme/fine")).toBeUndefined();
  });

  it("refuses a NUL inside any string as a bad line, on every engine, and writes nothing", async () => {
    const text = [
      '{"id":"acme/clean"}',
      '{"id":"acme/nul-tag","tags":["a\\u0000b"]}',
      '{"id":"acme/nul-deep","cardData":{"widget":[{"text":"x\\u0000"}]}}',
    ].join("\n");
    const failure = await importDescriptors(test.database, jsonl(text), new Date()).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ImportError);
    expect((failure as ImportError).problems).toEqual([
      { line: 2, message: expect.stringMatching(/^tags\[0\] contains a NUL character/) },
      {
        line: 3,
        message: expect.stringMatching(/^cardData.widget\[0\].text contains a NUL character/),
      },
    ]);
    expect(await findModel(test.database, "acme/clean")).toBeUndefined();
    const csvFailure = (await importDescriptors(
      test.database,
      csv("id,tags\nacme/csv-nul,a\u0000b\n"),
      new Date(),
    ).catch((error: unknown) => error)) as ImportError;
    expect(csvFailure.problems[0]).toMatchObject({
      line: 2,
      message: expect.stringMatching(/NUL/),
    });
  });

  it("writes nothing when a bad line comes after batches were already written", async () => {
    const good = Array.from({ length: 12_000 }, (_, index) => `{"id":"late/m-${index}"}`);
    const text = [...good, '{"id":"late/bad","likes":-5}', '{"id":"late/after"}'].join("\n");
    const failure = (await importDescriptors(test.database, jsonl(text), new Date()).catch(
      (error: unknown) => error,
    )) as ImportError;
    expect(failure).toBeInstanceOf(ImportError);
    expect(failure.problems).toEqual([{ line: 12_001, message: expect.stringMatching(/likes/) }]);
    expect(await findModel(test.database, "late/m-0")).toBeUndefined();
    expect(await findModel(test.database, "late/m-11999")).toBeUndefined();
  });

  it("runs two imports of the same models in opposite orders at once without deadlock", async () => {
    const lines = Array.from({ length: 1200 }, (_, index) => `{"id":"both/m-${index}"}`);
    // On PostgreSQL a second pool, as a second `modeldeck import` process would have. SQLite has
    // one writer per file anyway; a second connection in this same thread would only busy-wait
    // on the thread the first one needs, so both imports share the writing connection.
    const other = engine === "postgres" ? await test.openAnother() : test.database;
    const [forward, backward] = await Promise.all([
      importDescriptors(test.database, jsonl(lines.join("\n")), new Date()),
      importDescriptors(other, jsonl([...lines].reverse().join("\n")), new Date()),
    ]);
    expect([forward, backward]).toEqual([1200, 1200]);
    expect(await findModel(test.database, "both/m-600")).toBeDefined();
  });

  it("imports CSV in the huggingfaceR snapshot's columns, quotes and all", async () => {
    const text = [
      '"model","downloads","task","sha","private"',
      '"bert-base-uncased",20382194,"fill-mask","418430c3b5df7ace92f2aede75700d22c78a0f95",FALSE',
      '"acme/quoted",5,"",,FALSE',
    ].join("\n");
    expect(await importDescriptors(test.database, csv(text), new Date())).toBe(2);
    const bert = JSON.parse((await findModel(test.database, "bert-base-uncased"))?.data ?? "{}");
    expect(bert).toMatchObject({ downloads: 20382194, pipeline_tag: "fill-mask", private: false });
  });

  it("reports CSV errors with the line each record starts on", async () => {
    const text = [
      "id,downloads,tags",
      'acme/a,1,"x|y"',
      'acme/b,"multi',
      'line",z',
      "acme/c,many",
      "acme/d",
    ].join("\n");
    const failure = (await importDescriptors(test.database, csv(text), new Date()).catch(
      (error: unknown) => error,
    )) as ImportError;
    expect(failure.problems.map((problem) => problem.line)).toEqual([3, 5, 6]);
    expect(failure.problems[0]?.message).toMatch(/downloads must be a number/);
    expect(await findModel(test.database, "acme/a")).toBeUndefined();
  });

  it("rejects an unknown CSV column at line 1 and reads gzipped files", async () => {
    const failure = (await importDescriptors(
      test.database,
      csv("id,colour\nacme/a,red\n"),
      new Date(),
    ).catch((error: unknown) => error)) as ImportError;
    expect(failure.problems[0]).toMatchObject({
      line: 1,
      message: expect.stringMatching(/unknown column "colour"/),
    });
    const gzipped = readDescriptors(
      Readable.from([gzipSync('{"id":"acme/zipped"}\n')]),
      "jsonl",
      true,
    );
    expect(await importDescriptors(test.database, gzipped, new Date())).toBe(1);
  });
});
