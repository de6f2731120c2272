import { InferenceClient } from "@modeldeck/inference";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { gatewayClientFetch } from "../test-support/gateway-client-fetch.js";
import { listenOnLoopback, seededServer } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

// The project's own inference client, as the web app runs it: the hub and the router are both
// this server, and the operator's HF_TOKEN is added by the gateway.
describe("@modeldeck/inference through the server", () => {
  let test: TestDatabase;
  let router: FakeUpstream;
  let app: FastifyInstance;
  let serverUrl: string;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    router = await startFakeUpstream((request, response) => {
      const body = JSON.parse(request.body || "{}") as { stream?: boolean };
      if (body.stream) {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.write(
          'data: {"id":"1","created":0,"model":"m","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant","content":"Hel"},"finish_reason":null}]}\n\n',
        );
        response.end(
          'data: {"id":"1","created":0,"model":"m","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"lo"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n',
        );
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "1",
          object: "chat.completion",
          created: 0,
          model: "m",
          choices: [
            { index: 0, message: { role: "assistant", content: "Hello!" }, finish_reason: "stop" },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 },
        }),
      );
    });
    app = await seededServer(test.database, {
      env: { HF_TOKEN: "hf_operator", MODELDECK_ROUTER_URL: router.url },
    });
    serverUrl = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app.close();
    await router.close();
    await test.dispose();
  });

  const client = () =>
    new InferenceClient(undefined, {
      hubUrl: serverUrl,
      routerUrl: `${serverUrl}/api/inference`,
      fetch: gatewayClientFetch(`${serverUrl}/api/inference`),
    });
  const messages = [{ role: "user", content: "Hi" }];

  it("resolves the provider model from the server's mapping and goes through the gateway", async () => {
    const output = await client().chatCompletion({
      provider: "together",
      model: "meta-llama/Llama-3.1-8B-Instruct",
      messages,
    });
    expect(output.choices[0]?.message.content).toBe("Hello!");
    const sent = router.requests.at(-1);
    expect(sent?.url).toBe("/together/v1/chat/completions");
    expect(sent?.headers.authorization).toBe("Bearer hf_operator");
    expect(JSON.parse(sent?.body ?? "{}").model).toBe(
      "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
    );
  });

  it("streams chat completions through the gateway", async () => {
    let text = "";
    for await (const chunk of client().chatCompletionStream({
      provider: "together",
      model: "meta-llama/Llama-3.1-8B-Instruct",
      messages,
    })) {
      text += chunk.choices[0]?.delta.content ?? "";
    }
    expect(text).toBe("Hello");
  });
});
