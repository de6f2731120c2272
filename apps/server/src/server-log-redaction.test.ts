// Request logs keep no provider key, whatever it looks like and wherever it sits in a line.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededServer } from "./test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "./test-support/test-databases.js";

describe("request logs", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
  });
  afterAll(() => test.dispose());

  it("lose keys of every provider's shape, in URLs and in any field", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await seededServer(test.database, { logger: { level: "info", stream } });
    const keys = [
      "r8_Zx8c1Hk3RqW2nV7tYpL0aBcDeFgHiJkLmNoPq",
      "csk-4n8wq2e9r7t6y5u3i1o0p9a8s7d6f5g4h3j2",
      "a1b2c3d4e5f6a7b8",
    ];
    try {
      await app.inject({ method: "GET", url: `/api/models?search=${keys[0]}` });
      await app.inject({ method: "GET", url: `/api/tasks?api_key=${keys[2]}` });
      app.log.info({ upstream: `Invalid API key ${keys[1]}` }, "provider refused the key");
    } finally {
      await app.close();
    }
    const log = lines.join("");
    expect(log).toContain("provider refused the key");
    for (const key of keys) expect(log).not.toContain(key);
    expect(log).toContain("api_key=[redacted]");
  });

  it.each([
    ["Fastify's request fields", {}],
    [
      "an operator's own request serializer",
      {
        serializers: {
          req: (request: { url: string }) => ({ path: request.url, url: request.url }),
        },
      },
    ],
  ])(
    "leave out the storage link a download names, which may be signed, with %s",
    async (_, own) => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = await seededServer(test.database, { logger: { level: "info", stream, ...own } });
      const signed =
        "https://v3.fal.media/files/koala/4Xc9-output.png?X-Amz-Signature=7f3a9c0e1b2d4f6a8c0e2b4d6f8a0c2e";
      try {
        await app.inject({
          method: "GET",
          url: `/api/inference/fal-ai/_download?url=${encodeURIComponent(signed)}&URL=${encodeURIComponent(signed)}`,
        });
      } finally {
        await app.close();
      }
      const log = lines.join("");
      expect(log).toContain("/api/inference/fal-ai/_download?url=%5Bredacted%5D");
      expect(log).not.toContain("4Xc9-output");
      expect(log).not.toContain("7f3a9c0e1b2d4f6a8c0e2b4d6f8a0c2e");
    },
  );
});
