import { format, inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { HfInference, InferenceClient, InferenceClientEndpoint } from "./inference-client.js";
import { chatCompletionAnswer, chatChunk } from "./test-support/fixtures.js";
import { useFakeServer } from "./test-support/use-fake-server.js";
import { VERSION } from "./version.js";
import packageJson from "../package.json" with { type: "json" };
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const fake = useFakeServer();
const messages = [{ role: "user", content: "Hi" }];

describe("InferenceClient", () => {
  it("has a method per task that sends the client's token and defaults", async () => {
    fake.server.on("POST", "/router/hf-inference/models/org/model", {
      json: [{ generated_text: "done" }],
    });
    const client = new InferenceClient("hf_clienttoken1", {
      ...fake.options(),
      model: "org/model",
    });
    expect(await client.textGeneration({ inputs: "go" })).toEqual({ generated_text: "done" });
    const request = fake.server.requests[0];
    expect(request?.headers.authorization).toBe("Bearer hf_clienttoken1");
    // Its own User-Agent, not the reference client's, with the package's real version.
    expect(request?.headers["user-agent"]).toBe(`@modeldeck/inference/${VERSION}`);
    expect(VERSION).toBe(packageJson.version);
  });

  it("lets per-call options override the defaults", async () => {
    fake.server.on("POST", "/router/hf-inference/models/org/model", {
      status: 503,
      json: { error: "loading" },
    });
    const client = new InferenceClient(undefined, { ...fake.options(), model: "org/model" });
    const error = await client
      .textGeneration({ inputs: "go" }, { ...fake.options(), retry_on_error: false })
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toBe("loading");
    expect(fake.server.requests).toHaveLength(1);
  });

  it("binds to an endpoint with endpoint(url), appending the chat path for chat", async () => {
    fake.server.on("POST", "/tgi/v1/chat/completions", { json: chatCompletionAnswer });
    fake.server.on("POST", "/tgi", { json: [{ generated_text: "gen" }] });
    const endpoint = new InferenceClient("hf_endpointtok", fake.options()).endpoint(
      `${fake.server.url}/tgi`,
    );
    expect(endpoint).toBeInstanceOf(InferenceClientEndpoint);
    await endpoint.chatCompletion({ messages });
    await endpoint.textGeneration({ inputs: "go" });
    expect(fake.server.requests.map((request) => request.url)).toEqual([
      "/tgi/v1/chat/completions",
      "/tgi",
    ]);
    expect(jsonBody(fake.server.requests[1])).toEqual({ inputs: "go" });
  });

  it("streams through the client", async () => {
    fake.server.on("POST", "/router/hf-inference/models/org/chat/v1/chat/completions", {
      events: [chatChunk("A"), "[DONE]"],
    });
    const client = new HfInference(undefined, fake.options());
    expect(client).toBeInstanceOf(InferenceClient);
    const pieces: string[] = [];
    for await (const chunk of client.chatCompletionStream({ model: "org/chat", messages })) {
      pieces.push(chunk.choices[0]?.delta.content ?? "");
    }
    expect(pieces).toEqual(["A"]);
  });

  it("sends cookies when includeCredentials is set and there is no token", async () => {
    let seen: RequestInit | undefined;
    const client = new InferenceClient(undefined, {
      includeCredentials: true,
      fetch: async (_url, init) => {
        seen = init;
        return Response.json([{ generated_text: "x" }]);
      },
    });
    await client.textGeneration({ model: "org/model", inputs: "go" });
    expect(seen?.credentials).toBe("include");
    expect((seen?.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe("fetch and signal", () => {
  it("are used by every request: hub lookup, submission, polling and download", async () => {
    fake.server.on("GET", "/api/models/org/video", {
      json: {
        inferenceProviderMapping: { "fal-ai": { providerId: "fal-ai/v", task: "text-to-video" } },
      },
    });
    fake.server.on("POST", "/router/fal-ai/fal-ai/v", {
      json: {
        request_id: "r",
        status: "IN_QUEUE",
        response_url: "https://queue.fal.run/fal-ai/v/requests/r",
      },
    });
    fake.server.on("GET", "/router/fal-ai/fal-ai/v/requests/r/status", {
      json: { status: "COMPLETED" },
    });
    fake.server.on("GET", "/router/fal-ai/fal-ai/v/requests/r", (_request, server) => ({
      json: { video: { url: `${server.url}/cdn/v.mp4` } },
    }));
    fake.server.on("GET", "/cdn/v.mp4", { body: Buffer.from("v") });
    const signal = new AbortController().signal;
    const seen: { url: string; signal: AbortSignal | null | undefined }[] = [];
    const client = new InferenceClient("hf_fetchtoken1", {
      ...fake.options(),
      signal,
      fetch: (input, init) => {
        seen.push({ url: String(input), signal: init?.signal });
        return fetch(input, init);
      },
    });
    await client.textToVideo({ provider: "fal-ai", model: "org/video", inputs: "cat" });
    expect(seen.map((call) => new URL(call.url).pathname)).toEqual([
      "/api/models/org/video",
      "/router/fal-ai/fal-ai/v",
      "/router/fal-ai/fal-ai/v/requests/r/status",
      "/router/fal-ai/fal-ai/v/requests/r",
      "/cdn/v.mp4",
    ]);
    expect(seen.every((call) => call.signal === signal)).toBe(true);
  });
});

describe("the token in a client", () => {
  it("never shows when the client is printed, inspected or serialised", () => {
    const token = "hf_privatetoken0123456789";
    const key = "sk-proj-4f9XbQ2mA7Lr0kT8sVwYzN3c";
    const client = new InferenceClient(token, {
      provider: "together",
      headers: { "X-Api-Key": key },
    });
    const endpoint = client.endpoint("https://xyz.endpoints.huggingface.cloud/gpt2");
    for (const subject of [client, endpoint]) {
      const shown = [
        inspect(subject),
        inspect(subject, { showHidden: true, depth: 10 }),
        format("%o", subject),
        format("%j", subject),
        JSON.stringify(subject),
        JSON.stringify({ subject }),
        String(Object.values(subject)),
      ];
      for (const text of shown) {
        expect(text).not.toContain(token);
        expect(text).not.toContain(key);
      }
    }
    expect(JSON.parse(JSON.stringify(client))).toMatchObject({
      credential: "hf-token",
      provider: "together",
      headers: { "X-Api-Key": "[redacted]" },
    });
    expect(inspect(client)).toContain("InferenceClient");
  });

  it("lets a call's own token win over the client's", async () => {
    fake.server.on("POST", "/router/hf-inference/models/org/model", {
      json: [{ generated_text: "done" }],
    });
    const client = new InferenceClient("hf_clienttoken1", fake.options());
    await client.textGeneration({
      model: "org/model",
      inputs: "go",
      accessToken: "hf_calltoken22",
    });
    expect(fake.server.requests[0]?.headers.authorization).toBe("Bearer hf_calltoken22");
  });
});
