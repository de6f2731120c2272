import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { countRequest } from "../db/rate-limits.js";
import { buildServer } from "../server.js";
import { storeModels } from "../test-support/seeded-server.js";
import { DATABASE_ENGINES, openTestDatabase } from "../test-support/test-databases.js";

/** How many rate-limit rows the database holds, to see the expired ones go. */
async function countRateLimitRows(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom("rate_limits")
    .select((select) => select.fn.countAll<number>().as("rows"))
    .executeTakeFirstOrThrow();
  return Number(row.rows);
}

const provider = async () =>
  new Response("{}", { headers: { "content-type": "application/json" } });

function server(database: Database, env: Record<string, string>) {
  // A fixed clock, so a burst never straddles two rate-limit windows.
  const clock = { now: () => 1_700_000_010_000 };
  return buildServer({ database, env, fetch: provider, clock, webRoot: "/nonexistent" });
}

const chat = (app: Awaited<ReturnType<typeof server>>) =>
  app.inject({
    method: "POST",
    url: "/api/inference/together/v1/chat/completions",
    payload: {},
    headers: { "x-modeldeck-client": "modeldeck-inference" },
  });

// Two stateless servers, each with its own connections, over one database.
describe.each(DATABASE_ENGINES)("two servers over one %s database", (engine) => {
  it("serve each other's writes", async () => {
    const test = await openTestDatabase(engine);
    const other = await test.openAnother();
    const first = await server(test.database, {});
    const second = await server(other, {});
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
    } finally {
      await first.close();
      await second.close();
      await test.dispose();
    }
  });
});

describe.each(DATABASE_ENGINES.filter((engine) => engine === "postgres"))(
  "the gateway's rate limit over one %s database",
  (engine) => {
    it("is shared exactly by two servers, even for requests sent at once", async () => {
      const test = await openTestDatabase(engine);
      const other = await test.openAnother();
      const env = { HF_TOKEN: "hf_operator", MODELDECK_GATEWAY_RATE_LIMIT: "5" };
      const first = await server(test.database, env);
      const second = await server(other, env);
      try {
        const sequential = [await chat(first), await chat(second)];
        expect(sequential.map((response) => response.statusCode)).toEqual([200, 200]);
        const burst = await Promise.all(
          Array.from({ length: 12 }, (_, index) => chat(index % 2 === 0 ? first : second)),
        );
        const statuses = burst.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 200)).toHaveLength(3);
        expect(statuses.filter((status) => status === 429)).toHaveLength(9);
      } finally {
        await first.close();
        await second.close();
        await test.dispose();
      }
    });

    it("drops every client's rows once their window is over", async () => {
      const test = await openTestDatabase(engine);
      try {
        const minute = 60_000;
        await countRequest(test.database, "ip:203.0.113.1", 0, minute);
        await countRequest(test.database, "token:0a1b", 0, minute);
        await countRequest(test.database, "ip:203.0.113.2", minute, minute);
        expect(await countRateLimitRows(test.database)).toBe(3);
        // A different client, two windows later: the gone clients' rows go too.
        await countRequest(test.database, "ip:203.0.113.3", 2 * minute, minute);
        expect(await countRateLimitRows(test.database)).toBe(2);
      } finally {
        await test.dispose();
      }
    });
  },
);

describe("the gateway's rate limit on SQLite", () => {
  it("keeps answering while an import holds the database's write lock", async () => {
    const test = await openTestDatabase("sqlite");
    const importer = await test.openAnother();
    const app = await server(test.database, {
      HF_TOKEN: "hf_operator",
      MODELDECK_GATEWAY_RATE_LIMIT: "2",
    });
    try {
      // What a long `modeldeck import` or `sync` does: one write transaction held open.
      await sql`BEGIN IMMEDIATE`.execute(importer.db);
      const statuses = [await chat(app), await chat(app), await chat(app)].map(
        (response) => response.statusCode,
      );
      expect(statuses).toEqual([200, 200, 429]);
      await sql`ROLLBACK`.execute(importer.db);
    } finally {
      await app.close();
      await test.dispose();
    }
  });
});
