import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededServer } from "../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

describe.each(DATABASE_ENGINES)("GET /api/models-facets on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    app = await seededServer(test.database);
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const get = (url: string) => app.inject({ method: "GET", url });

  it("takes the filters of /api/models and answers counts per facet value", async () => {
    const response = await get(
      "/api/models-facets?search=llama&filter=conversational&sort=downloads&limit=5",
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toEqual({ count: 2, exact: true });
    expect(body.facets.pipeline_tag).toEqual({
      exact: true,
      values: [{ value: "text-generation", count: 2 }],
    });
    expect(body.facets.library.values).toEqual([{ value: "transformers", count: 1 }]);
    expect(body.facets.inference_provider.values).toEqual([{ value: "together", count: 1 }]);
    // The same filters on the list give the same models.
    const list = await get("/api/models?search=llama&filter=conversational");
    expect(list.json()).toHaveLength(body.total.count);
  });

  it("refuses a bad filter with the list endpoint's message", async () => {
    const response = await get("/api/models-facets?pipeline_tag=Not%20A%20Task");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "pipeline_tag is not valid" });
  });
});
