import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { installErrorHandler } from "./error-handler.js";
import { GatewayError } from "./gateway/gateway-error.js";
import { HttpError } from "./http-error.js";

describe("installErrorHandler", () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()?.close();
  });

  /** A server with the one handler and routes in a plugin scope of their own, as the gateway's are. */
  async function server(logLines: string[] = []): Promise<FastifyInstance> {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream } });
    apps.push(app);
    installErrorHandler(app);
    await app.register(async (scope) => {
      scope.get("/coded", async () => {
        throw new GatewayError(
          504,
          "upstream_timeout",
          "together did not answer within 300 seconds",
        );
      });
      scope.get("/limited", async () => {
        throw new GatewayError(429, "rate_limited", "too many inference requests", {
          "retry-after": "20",
        });
      });
      scope.get("/misconfigured", async () => {
        throw new GatewayError(
          500,
          "gateway_misconfigured",
          "the gateway is misconfigured",
          {},
          {
            cause: new Error("MODELDECK_PROVIDER_URL_TOGETHER must be an http(s) URL"),
          },
        );
      });
      scope.get("/plain", async () => {
        throw new HttpError(404, "model acme/missing not found");
      });
      scope.post("/json", async () => ({ ok: true }));
    });
    return app;
  }

  it("answers an error that carries a code with { error, code } and its headers", async () => {
    const app = await server();
    const limited = await app.inject({ method: "GET", url: "/limited" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("20");
    expect(limited.json()).toEqual({ error: "too many inference requests", code: "rate_limited" });
    const slow = await app.inject({ method: "GET", url: "/coded" });
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({
      error: "together did not answer within 300 seconds",
      code: "upstream_timeout",
    });
  });

  it("keeps { error } alone for other errors, Fastify's own coded ones included", async () => {
    const app = await server();
    const missing = await app.inject({ method: "GET", url: "/plain" });
    expect(missing.json()).toEqual({ error: "model acme/missing not found" });
    const badJson = await app.inject({
      method: "POST",
      url: "/json",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(badJson.statusCode).toBe(400);
    expect(Object.keys(badJson.json())).toEqual(["error"]);
  });

  it("logs a misconfiguration's cause for the operator, not a provider's slowness", async () => {
    const logLines: string[] = [];
    const app = await server(logLines);
    const misconfigured = await app.inject({ method: "GET", url: "/misconfigured" });
    expect(misconfigured.statusCode).toBe(500);
    expect(misconfigured.json()).toEqual({
      error: "the gateway is misconfigured",
      code: "gateway_misconfigured",
    });
    expect(misconfigured.body).not.toContain("MODELDECK_");
    expect(logLines.join("")).toContain("MODELDECK_PROVIDER_URL_TOGETHER must be an http(s) URL");
    logLines.length = 0;
    await app.inject({ method: "GET", url: "/coded" });
    expect(logLines.join("")).not.toContain('"level":50');
  });
});
