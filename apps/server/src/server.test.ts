import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "./server.js";
import { openTestDatabase, type TestDatabase } from "./test-support/test-databases.js";

/** Sends `request` over a raw socket, never finishes it, and resolves with what the server said before closing. */
function sendAndWaitForClose(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("request timeouts", () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    app = await buildServer({
      database: test.database,
      webRoot: "/nonexistent",
      env: {},
      requestTimeoutMs: 300,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    port = typeof address === "object" && address !== null ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it("closes a connection whose body never finishes arriving", async () => {
    const answer = await sendAndWaitForClose(
      port,
      "POST /api/inference/hf-inference/models/gpt2 HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        "X-ModelDeck-Client: modeldeck-inference\r\n" +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"inputs":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("closes a connection whose headers never finish arriving", async () => {
    const answer = await sendAndWaitForClose(
      port,
      "GET /api/models HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
