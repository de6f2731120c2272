import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DATABASE_ENGINES } from "../../test-support/test-databases.js";
import { ClientBoundPool } from "./client-bound-pool.js";
import { ClientGoneError, runForClient } from "./client-lifetime.js";

if (DATABASE_ENGINES.includes("postgres")) {
  const url = process.env.DATABASE_URL as string;

  describe("a PostgreSQL pool bound to its clients' lifetimes", () => {
    const pools: pg.Pool[] = [];
    const onePool = () => {
      const pool = new ClientBoundPool({ connectionString: url, max: 1 });
      pools.push(pool);
      return pool;
    };
    afterEach(async () => {
      for (const pool of pools.splice(0)) await pool.end();
    });
    const processId = async (pool: pg.Pool) =>
      Number((await pool.query("SELECT pg_backend_pid() AS id")).rows[0].id);

    it("drops a query whose client left while it waited for the connection", async () => {
      const pool = onePool();
      const holder = await pool.connect();
      await holder.query("SELECT set_config('modeldeck.trace', 'untouched', false)");
      const gone = new AbortController();
      // Run, it would leave its mark on the pool's one connection.
      const abandoned = runForClient(gone.signal, () =>
        pool.query("SELECT set_config('modeldeck.trace', 'abandoned query ran', false)"),
      );
      const next = pool.query("SELECT current_setting('modeldeck.trace') AS trace");
      gone.abort();
      await expect(abandoned).rejects.toBeInstanceOf(ClientGoneError);
      holder.release();
      expect((await next).rows[0].trace).toBe("untouched");
    });

    it("cancels the running statement of a client that left and keeps its connection", async () => {
      const pool = onePool();
      const connection = await processId(pool);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const gone = new AbortController();
        const running = runForClient(gone.signal, () => pool.query("SELECT pg_sleep(60)"));
        running.catch(() => {});
        const state = async () =>
          (
            await admin.query("SELECT state, query FROM pg_stat_activity WHERE pid = $1", [
              connection,
            ])
          ).rows[0];
        await vi.waitFor(async () => expect(await state()).toMatchObject({ state: "active" }), {
          timeout: 10_000,
        });
        gone.abort();
        await expect(running).rejects.toMatchObject({ code: "57014" });
        // The backend reports itself idle just after it sends the error.
        await vi.waitFor(async () => expect(await state()).toMatchObject({ state: "idle" }), {
          timeout: 10_000,
        });
        // The same backend answers the next query: the connection went back to the pool.
        expect(await processId(pool)).toBe(connection);
        expect(pool.totalCount).toBe(1);
      } finally {
        await admin.end();
      }
    });

    it("leaves checkouts outside any client's lifetime alone", async () => {
      const pool = onePool();
      const result = await pool.query("SELECT 1 AS one");
      expect(result.rows).toEqual([{ one: 1 }]);
      await expect(
        runForClient(AbortSignal.abort(), () => pool.query("SELECT 1")),
      ).rejects.toBeInstanceOf(ClientGoneError);
    });
  });
}
