import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveLegacyUserData } from "../db/migrations/legacy-user-data.js";
import { buildServer } from "../server.js";
import { addLegacyUserData } from "../test-support/legacy-user-data.js";
import { classificationRun, newOwnerKey } from "../test-support/sample-runs.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

type Summary = { id: string; title: string; listed: boolean; models: string[] };

// Issue 27 §5: a saved run is reachable by its link alone, listed to its owner, and public only
// when the owner says so.
describe.each(DATABASE_ENGINES)("who sees saved runs on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let tick = 0;
  const alice = newOwnerKey();
  const bob = newOwnerKey();
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    app = await buildServer({
      database: test.database,
      env: {
        MODELDECK_GATEWAY_RATE_LIMIT: "1000",
        MODELDECK_PUBLIC_URL: "https://deck.example.com/",
        // A name the server answers for, yet not the public URL's: links must still use the latter.
        MODELDECK_ALLOWED_HOSTS: "evil.example",
      },
      // A clock that stands still for pairs of runs, so ties on the creation time are paged by id.
      clock: { now: () => Date.parse("2026-11-23T21:00:00Z") + 1000 * Math.floor(tick++ / 2) },
      webRoot: "/nonexistent",
    });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const save = (owner: string, title: string, listed?: boolean) =>
    app.inject({
      method: "POST",
      url: "/api/runs",
      headers: { "x-modeldeck-owner-key": owner },
      payload: { ...classificationRun(), title, ...(listed === undefined ? {} : { listed }) },
    });
  const list = (url: string, owner?: string) =>
    app.inject({
      method: "GET",
      url,
      headers: { host: "evil.example", ...(owner ? { "x-modeldeck-owner-key": owner } : {}) },
    });

  it("lists each browser only its own runs, and publicly only the runs their owners listed", async () => {
    const mine = (await save(alice, "alice private")).json().id as string;
    const shared = (await save(alice, "alice public", true)).json().id as string;
    const other = (await save(bob, "bob private")).json().id as string;

    const aliceList = await list("/api/runs", alice);
    expect(aliceList.statusCode).toBe(200);
    expect(aliceList.headers["cache-control"]).toBe("private, no-cache");
    expect(aliceList.headers.vary).toContain("X-ModelDeck-Owner-Key");
    const aliceRuns = aliceList.json().runs as Summary[];
    expect(aliceRuns.map((run) => run.id)).toEqual([shared, mine]);
    expect(aliceRuns.map((run) => run.listed)).toEqual([true, false]);
    expect(((await list("/api/runs", bob)).json().runs as Summary[]).map((run) => run.id)).toEqual([
      other,
    ]);
    const stranger = await list("/api/runs", newOwnerKey());
    expect(stranger.json().runs).toEqual([]);

    const everyone = await list("/api/runs?scope=public");
    expect(everyone.statusCode).toBe(200);
    expect((everyone.json().runs as Summary[]).map((run) => run.id)).toEqual([shared]);

    // Without an owner key there is no "mine", and no way to list everything.
    const anonymous = await list("/api/runs");
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().error).toContain("X-ModelDeck-Owner-Key");
    expect((await list("/api/runs?scope=all")).statusCode).toBe(400);

    // The link alone reaches a private run, for anyone holding it.
    expect((await app.inject({ method: "GET", url: `/api/runs/${other}` })).statusCode).toBe(200);
  });

  it("pages an owner's runs newest first through Link headers built from the public URL", async () => {
    const owner = newOwnerKey();
    const saved: { id: string; createdAt: string }[] = [];
    for (let index = 0; index < 7; index += 1) {
      saved.push((await save(owner, `run ${index}`, index % 2 === 0)).json());
    }
    const expected = [...saved]
      .sort((a, b) =>
        a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
      )
      .map((run) => run.id);

    const seen: string[] = [];
    let url: string | undefined = "/api/runs?limit=3";
    let pages = 0;
    while (url !== undefined) {
      const page = await list(url, owner);
      expect(page.statusCode).toBe(200);
      const { runs } = page.json() as { runs: Summary[] };
      expect(runs[0]).toMatchObject({
        models: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
      });
      expect(runs[0]).not.toHaveProperty("setup");
      seen.push(...runs.map((run) => run.id));
      const link = page.headers.link as string | undefined;
      // The owner key travels in its header only, never in a URL.
      expect(link ?? "").not.toContain(owner);
      const match =
        link && /^<https:\/\/deck\.example\.com(\/api\/runs\?[^>]+)>; rel="next"$/.exec(link);
      url = match ? match[1] : undefined;
      pages += 1;
    }
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(saved.length / 3));

    const publicPage = await list("/api/runs?scope=public&limit=1");
    expect(publicPage.headers.link).toMatch(/scope=public/);
  });

  it("refuses a bad limit, scope or cursor with a 400", async () => {
    for (const query of ["limit=0", "limit=101", "limit=ten", "cursor=not-a-cursor", "scope=x"]) {
      const refused = await list(`/api/runs?${query}`, alice);
      expect(refused.statusCode).toBe(400);
    }
  });

  it("renames runs saved under short ids, which only the browser holding their delete keys can claim", async () => {
    await addLegacyUserData(test.database, {
      blobs: [],
      runs: [
        {
          id: "Qm3xV0c2kP9wLr7a",
          deleteKey: "old-key-1",
          setup: {},
          createdAt: "2026-01-01T00:00:00.000Z",
        },
        {
          id: "Zz9yX8wV7uT6sR5q",
          deleteKey: "old-key-2",
          setup: {},
          createdAt: "2026-01-02T00:00:00.000Z",
        },
      ],
    });
    const moved = await moveLegacyUserData(
      test.database.db as never,
      test.database.dialect,
      test.database.userData,
    );
    expect(moved.runs).toBe(2);
    // The 96-bit ids of before are no longer links to anything.
    for (const id of ["Qm3xV0c2kP9wLr7a", "Zz9yX8wV7uT6sR5q"]) {
      expect((await app.inject({ method: "GET", url: `/api/runs/${id}` })).statusCode).toBe(404);
    }
    expect(
      ((await list("/api/runs?scope=public")).json().runs as Summary[]).map((run) => run.title),
    ).not.toContain("legacy");

    const owner = newOwnerKey();
    const claim = (runs: unknown) =>
      app.inject({
        method: "POST",
        url: "/api/runs/claims",
        headers: { "x-modeldeck-owner-key": owner },
        payload: { runs },
      });
    const wrong = await claim([{ id: "Qm3xV0c2kP9wLr7a", deleteKey: "guess" }]);
    expect(wrong.json()).toEqual({ claimed: [] });
    const right = await claim([
      { id: "Qm3xV0c2kP9wLr7a", deleteKey: "old-key-1" },
      { id: "nonexistent", deleteKey: "old-key-1" },
    ]);
    expect(right.statusCode).toBe(200);
    const [claimed] = right.json().claimed as { previousId: string; id: string }[];
    expect(claimed?.previousId).toBe("Qm3xV0c2kP9wLr7a");
    expect(claimed?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(
      ((await list("/api/runs", owner)).json().runs as Summary[]).map((run) => run.id),
    ).toEqual([claimed?.id]);
    expect((await app.inject({ method: "GET", url: `/api/runs/${claimed?.id}` })).statusCode).toBe(
      200,
    );
    // Claimed once: the old delete key proves nothing any more.
    const again = await app.inject({
      method: "POST",
      url: "/api/runs/claims",
      headers: { "x-modeldeck-owner-key": newOwnerKey() },
      payload: { runs: [{ id: "Qm3xV0c2kP9wLr7a", deleteKey: "old-key-1" }] },
    });
    expect(again.json()).toEqual({ claimed: [] });
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/runs/${claimed?.id}`,
      headers: { "x-modeldeck-owner-key": owner },
    });
    expect(removed.statusCode).toBe(204);
  });
});
