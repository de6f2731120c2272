import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findModel, findReadme } from "../db/model-reads.js";
import { upsertModels } from "../db/writes/model-writes.js";
import { DescriptorError } from "../descriptors/descriptor-error.js";
import { toModelRecord } from "../descriptors/model-record.js";
import { seededServer } from "../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

const PARAMETERS = [
  "search",
  "author",
  "pipeline_tag",
  "library",
  "filter",
  "sort",
  "direction",
  "limit",
  "full",
  "expand",
  "expand[]",
  "cursor",
  "inference_provider",
  "other",
];
/**
 * Values that are often valid, plus arbitrary text (unicode, percent signs, quotes, SQL) and
 * control characters, NUL above all: PostgreSQL refuses NUL in text where SQLite stores it.
 */
const value = fc.oneof(
  fc.constantFrom(
    "bert",
    "downloads",
    "likes",
    "-1",
    "1",
    "10",
    "true",
    "text-generation",
    "tags",
    "",
    "%",
    "%zz",
    "'",
    '"',
    "*",
    "a:*",
    "\u0000",
    "a\u0000b",
    "%00",
    "a%00b",
    "%1F",
    "\u001b[0m",
    "\u007f",
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  // Every code point below 0x80, controls included.
  fc.string({ unit: "binary-ascii", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 10 }),
  fc.integer().map(String),
);
const query = fc
  .array(fc.tuple(fc.constantFrom(...PARAMETERS), value, fc.boolean()), { maxLength: 6 })
  .map((pairs) =>
    pairs
      .map(([name, text, encode]) => `${name}=${encode ? encodeURIComponent(text) : text}`)
      .join("&"),
  );

/** A value for each parameter that passes validation, so a hostile value next to them reaches the database. */
const VALID: [string, string][] = [
  ["search", "bert"],
  ["author", "google-bert"],
  ["pipeline_tag", "fill-mask"],
  ["library", "transformers"],
  ["filter", "en"],
  ["sort", "downloads"],
  ["direction", "-1"],
  ["limit", "10"],
  ["full", "true"],
  ["expand[]", "tags"],
  ["inference_provider", "together"],
];
/** Valid parameters with one hostile value (often with control characters) among them. */
const mostlyValidQuery = fc
  .tuple(
    fc.subarray(VALID),
    fc.constantFrom(...PARAMETERS),
    value,
    fc.constantFrom("", "a", "\u0000", "a%00", "%00b"),
  )
  .map(([valid, name, text, affix]) =>
    [
      ...valid.map(([key, good]) => `${key}=${good}`),
      `${name}=${encodeURIComponent(text)}${affix}`,
    ].join("&"),
  );

/** Any JSON, with strings over every code point, NUL and other controls included. */
const anyJson = fc.jsonValue({ stringUnit: "binary", maxDepth: 3 });
/** Descriptors that are mostly well formed, with hostile text in the free-form fields. */
const descriptor = fc.record(
  {
    id: fc.oneof(
      fc.constantFrom("acme/fuzz", "fuzz", "acme/fuzz\u0000"),
      fc.string({ unit: "binary-ascii", maxLength: 20 }),
    ),
    author: fc.string({ unit: "binary", maxLength: 10 }),
    tags: fc.oneof(fc.array(fc.string({ unit: "binary", minLength: 1, maxLength: 10 })), anyJson),
    cardData: fc.dictionary(fc.string({ unit: "binary", maxLength: 8 }), anyJson),
    config: fc.dictionary(fc.string({ unit: "binary-ascii", maxLength: 8 }), anyJson),
    readme: fc.string({ unit: "binary", maxLength: 40 }),
    sha: fc.string({ unit: "binary-ascii", maxLength: 40 }),
    downloads: fc.oneof(fc.nat(), anyJson),
  },
  { requiredKeys: ["id"] },
);

describe.each(DATABASE_ENGINES)("random input never causes a server error on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    const provider = async () =>
      new Response("{}", { headers: { "content-type": "application/json" } });
    app = await seededServer(test.database, {
      fetch: provider,
      env: { HF_TOKEN: "hf_operator", MODELDECK_GATEWAY_RATE_LIMIT: "100000" },
    });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it("GET /api/models with random query strings", async () => {
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await app.inject({ method: "GET", url: `/api/models?${search}` });
        expect(response.statusCode === 200 || response.statusCode === 400).toBe(true);
        if (response.statusCode === 400) expect(response.json()).toHaveProperty("error");
      }),
      { numRuns: 300 },
    );
  });

  it("GET /api/models with one hostile value among valid ones", async () => {
    await fc.assert(
      fc.asyncProperty(mostlyValidQuery, async (search) => {
        const response = await app.inject({ method: "GET", url: `/api/models?${search}` });
        expect([200, 400]).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json()).toHaveProperty("error");
      }),
      { numRuns: 300 },
    );
  });

  it("stores every descriptor validation accepts, and reads it back unchanged", async () => {
    await fc.assert(
      fc.asyncProperty(descriptor, async (input) => {
        let record;
        try {
          record = toModelRecord(input, new Date("2025-01-01T00:00:00Z"));
        } catch (error) {
          expect(error).toBeInstanceOf(DescriptorError);
          return;
        }
        // A database error here is what an import would have hit after validation said yes.
        await upsertModels(test.database, [record]);
        const stored = await findModel(test.database, record.id);
        expect(stored?.data).toBe(record.data);
        expect(await findReadme(test.database, record.id)).toBe(record.readme);
      }),
      { numRuns: 150 },
    );
  });

  it("GET /api/models/{id} with random paths", async () => {
    const segment = fc.tuple(
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.string({ unit: "binary-ascii", maxLength: 12 }),
        fc.constantFrom("readme", "revision", "..", "gpt2", "%2F", "gpt2\u0000", "%00"),
      ),
      fc.boolean(),
    );
    const path = fc.array(segment, { minLength: 1, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(path, query, async (segments, search) => {
        const joined = segments
          .map(([text, encode]) => (encode ? encodeURIComponent(text) : text))
          .join("/");
        const url = `/api/models/${joined}?${search}`;
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it("POST bodies of random types to the API and the gateway", async () => {
    const contentType = fc.constantFrom(
      "application/json",
      "text/plain",
      "application/octet-stream",
      "multipart/form-data",
      "application/x-www-form-urlencoded",
      "",
    );
    const target = fc.constantFrom(
      "/api/models",
      "/api/models/gpt2",
      "/api/inference/together/v1/chat/completions",
      "/api/inference/nowhere/x",
      "/api/inference/hf-inference/models/gpt2",
      "/api/tasks",
    );
    await fc.assert(
      fc.asyncProperty(
        target,
        contentType,
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.uint8Array().map((bytes) => Buffer.from(bytes)),
        ),
        async (url, type, body) => {
          const response = await app.inject({
            method: "POST",
            url,
            payload: body,
            // As ModelDeck's own clients send, so the bodies reach the gateway's route checks.
            headers: {
              "x-modeldeck-client": "modeldeck-inference",
              ...(type === "" ? {} : { "content-type": type }),
            },
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("descriptor validation", () => {
  it("rejects random JSON with a DescriptorError, never anything else", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          anyJson,
          descriptor,
          fc.record(
            {
              id: fc.string(),
              tags: anyJson,
              downloads: fc.jsonValue(),
              createdAt: anyJson,
              inferenceProviderMapping: anyJson,
            },
            { requiredKeys: [] },
          ),
        ),
        (descriptor) => {
          try {
            toModelRecord(descriptor, new Date());
          } catch (error) {
            expect(error).toBeInstanceOf(DescriptorError);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
