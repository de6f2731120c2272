import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { storeModels } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

describe("route schemas", () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    await storeModels(test.database, SAMPLE_MODELS);
    app = await buildServer({ database: test.database, env: {} });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const get = (url: string) => app.inject({ method: "GET", url });

  it("lets every sort value the schema names through to a listing (the two lists agree)", async () => {
    const refused = await get("/api/models?sort=stars");
    expect(refused.statusCode).toBe(400);
    const message = (refused.json() as { error: string }).error;
    expect(message).toMatch(/^sort must be one of /);
    const values = message.replace("sort must be one of ", "").split(", ");
    expect(values).toEqual(expect.arrayContaining(["trending", "downloads", "likes"]));
    for (const sort of values) {
      const response = await get(`/api/models?sort=${sort}&limit=2`);
      expect([sort, response.statusCode]).toEqual([sort, 200]);
    }
  });

  it("ignores parameters it does not know, as the Hub does", async () => {
    const response = await get("/api/models?limit=2&fetch_config=true&cardData=1&hub_only=x");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
  });

  it("answers schema violations in the project's error shape, naming the parameter", async () => {
    for (const [url, message] of [
      ["/api/models?limit=5&limit=6", "limit may be given only once"],
      ["/api/models?limit=ten", "limit is not valid"],
      ["/api/models?direction=up", "direction must be one of -1, 1, desc, asc"],
      [`/api/models?search=${"a".repeat(201)}`, "search is longer than 200 characters"],
      [`/api/models?${"filter=a&".repeat(51)}`, "filter has more than 50 values"],
      ["/api/models?limit=1001", "limit is not valid"],
      ["/api/models?limit=0", "limit is not valid"],
      ["/api/models?limit=1e3", "limit is not valid"],
      ["/api/models?author=../x", "author is not valid"],
      ["/api/models?pipeline_tag=Text%20Generation", "pipeline_tag is not valid"],
      ["/api/models?library=-x", "library is not valid"],
      ["/api/models?search=a&search=b", "search may be given only once"],
      [
        "/api/models?num_parameters=min:1B&num_parameters=min:2B",
        "num_parameters may be given only once",
      ],
      ["/api/models?full=yes", "full must be one of true, false, 1, 0"],
      ["/api/models-facets?pipeline_tag=Text%20Generation", "pipeline_tag is not valid"],
      ["/api/models-facets?sort=stars", expect.stringMatching(/^sort must be one of /)],
    ] as const) {
      const response = await get(url);
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { error: message }]);
    }
  });

  it("lets the Hub's empty values, aliases and bounds through to the parser", async () => {
    for (const url of [
      "/api/models?limit=1000",
      "/api/models?limit=0005",
      "/api/models?author=&pipeline_tag=&library=&sort=&direction=&full=",
      "/api/models?sort=trending&direction=asc&full=1&limit=2",
      "/api/models?filter=en&filter=license:mit,onnx&expand[]=likes&expand=tags,downloads",
      "/api/models-facets?sort=likes&limit=5&expand[]=likes",
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
  });

  it("keeps fields a stored descriptor adds when answering with full=true", async () => {
    const [entry] = (await get("/api/models?full=true&limit=1&sort=downloads")).json() as Record<
      string,
      unknown
    >[];
    expect(entry).toHaveProperty("siblings");
    expect(entry).toHaveProperty("author");
  });
});
