import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { DATABASE_ENGINES, openTestDatabase } from "../test-support/test-databases.js";

if (DATABASE_ENGINES.includes("postgres")) {
  describe("the PostgreSQL connection pool", () => {
    it("survives an idle connection terminated by the server and opens another", async () => {
      const test = await openTestDatabase("postgres");
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const pool = test.database.pool!;
        const idle = (await pool.query("SELECT pg_backend_pid() AS id")).rows[0].id as number;
        expect(pool.idleCount).toBe(1);
        await admin.query("SELECT pg_terminate_backend($1)", [idle]);
        // The pool hears of it as an 'error' of the idle connection, which it then removes.
        await vi.waitFor(() => expect(pool.totalCount).toBe(0), { timeout: 10_000 });
        const next = (await pool.query("SELECT pg_backend_pid() AS id")).rows[0].id as number;
        expect(next).not.toBe(idle);
      } finally {
        await admin.end();
        await test.dispose();
      }
    });
  });
}
