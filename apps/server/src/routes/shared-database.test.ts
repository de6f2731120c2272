import { describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import { storeModels } from "../test-support/seeded-server.js";
import { DATABASE_ENGINES, openTestDatabase } from "../test-support/test-databases.js";

// Two stateless servers, each with its own connections, over one database.
describe.each(DATABASE_ENGINES)("two servers over one %s database", (engine) => {
  it("serve each other's writes and share the gateway's rate limit", async () => {
    const test = await openTestDatabase(engine);
    const other = await test.openAnother();
    const env = { HF_TOKEN: "hf_operator", MODELDECK_GATEWAY_RATE_LIMIT: "3" };
    const provider = async () =>
      new Response("{}", { headers: { "content-type": "application/json" } });
    const first = await buildServer({
      database: test.database,
      env,
      fetch: provider,
      webRoot: "/nonexistent",
    });
    const second = await buildServer({
      database: other,
      env,
      fetch: provider,
      webRoot: "/nonexistent",
    });
    try {
      await storeModels(test.database, [{ id: "acme/from-first", tags: ["shared"] }]);
      const seen = await second.inject({ method: "GET", url: "/api/models/acme/from-first" });
      expect(seen.statusCode).toBe(200);
      await storeModels(other, [{ id: "acme/from-second", tags: ["shared"] }]);
      const listed = await first.inject({
        method: "GET",
        url: "/api/models?filter=shared&sort=id&direction=1",
      });
      expect(listed.json().map((model: { id: string }) => model.id)).toEqual([
        "acme/from-first",
        "acme/from-second",
      ]);

      const call = (app: typeof first) =>
        app.inject({
          method: "POST",
          url: "/api/inference/together/v1/chat/completions",
          payload: {},
        });
      const statuses = [
        await call(first),
        await call(second),
        await call(first),
        await call(second),
      ].map((response) => response.statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
      await test.dispose();
    }
  });
});
