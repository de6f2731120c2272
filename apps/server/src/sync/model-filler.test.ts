import type { ServerResponse } from "node:http";
import { startFakeUpstream } from "@modeldeck/test-support/loopback-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";
import { modelFiller } from "./model-filler.js";
import { upstreamHub } from "./upstream-hub.js";

function notFound(response: ServerResponse) {
  response.writeHead(404, { "content-type": "application/json", "x-error-code": "RepoNotFound" });
  response.end(JSON.stringify({ error: "Repository not found" }));
}

describe("modelFiller under a flood of made-up ids", () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase("sqlite");
  });
  afterEach(async () => {
    await test.dispose();
  });

  it("asks the upstream at most 4 at a time, queues at most 100 more, and remembers what it lacks", async () => {
    const held: ServerResponse[] = [];
    let released = false;
    const upstream = await startFakeUpstream((_request, response) => {
      if (released) return notFound(response);
      held.push(response);
    });
    try {
      const filler = modelFiller({
        database: test.database,
        upstream: upstreamHub(upstream.url, { patience: { attempts: 1 } }),
        maxAgeMs: 3_600_000,
        now: () => Date.parse("2026-11-27T10:00:00Z"),
      });
      const ids = Array.from({ length: 300 }, (_, index) => `flood/model-${index}`);
      const ensured = Promise.all(ids.map((id) => filler.ensure(id)));
      while (held.length < 4) await new Promise((resolve) => setTimeout(resolve, 10));
      // Nothing more goes out while the first four are unanswered.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(upstream.requests).toHaveLength(4);
      released = true;
      for (const response of held) notFound(response);
      await ensured;
      expect(upstream.requests.length).toBe(104);
      const asked = upstream.requests.length;
      await filler.ensure("flood/model-0");
      expect(upstream.requests.length).toBe(asked);
    } finally {
      await upstream.close();
    }
  });
});
