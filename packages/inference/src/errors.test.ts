import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import {
  InferenceClientError,
  InferenceClientProviderOutputError,
  InferenceOutputError,
} from "./errors.js";
import {
  InferenceClientHttpRequestError,
  InferenceClientProviderApiError,
} from "./http-request-errors.js";
import { chatCompletion } from "./tasks/nlp/chat-completion.js";
import { request } from "./tasks/custom/request.js";
import type { FakeResponse } from "@modeldeck/test-support/scripted-server";
import { useFakeServer } from "./test-support/use-fake-server.js";

const fake = useFakeServer();
const MODEL = "org/model";
const TOKEN = "hf_abcdefghijklmnop";

async function failWith(
  answer: FakeResponse,
  chat = false,
): Promise<InferenceClientProviderApiError> {
  const path = chat
    ? `/router/hf-inference/models/${MODEL}/v1/chat/completions`
    : `/router/hf-inference/models/${MODEL}`;
  fake.server.on("POST", path, answer);
  const call = chat
    ? chatCompletion(
        { model: MODEL, accessToken: TOKEN, messages: [{ role: "user", content: "Hi" }] },
        fake.options(),
      )
    : request(
        { model: MODEL, accessToken: TOKEN, inputs: "x" },
        { ...fake.options(), task: "fill-mask" },
      );
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InferenceClientProviderApiError);
  return error as InferenceClientProviderApiError;
}

describe("server errors", () => {
  it("show no key when printed or serialised, even one the caller never gave", async () => {
    const operatorKey = "r8_Zx8c1Hk3RqW2nV7tYpL0aBcDeFgHiJkLmNoPq";
    const error = await failWith({
      status: 401,
      json: { error: `Invalid token ${operatorKey}; you sent Bearer ${TOKEN}` },
    });
    for (const text of [
      error.message,
      JSON.stringify(error),
      inspect(error, { showHidden: true, depth: 10 }),
    ]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(operatorKey);
    }
  });

  it("read at most 64 KiB of an error body and keep the message short", async () => {
    const huge = `upstream stack trace: ${"frame at module.js:1\n".repeat(100_000)}`;
    const error = await failWith({ status: 500, text: huge });
    expect(huge.length).toBeGreaterThan(2_000_000);
    expect(error.message.length).toBeLessThanOrEqual(2_001);
    expect(error.message.endsWith("…")).toBe(true);
    expect(error.responseExcerpt.length).toBeLessThanOrEqual(500);
  });

  it("uses a JSON error string as the message, unquoted", async () => {
    const error = await failWith({
      status: 404,
      json: { error: "Model org/model does not exist" },
    });
    expect(error.message).toBe("Model org/model does not exist");
    expect(error.status).toBe(404);
  });

  it("uses a detail string, and summarizes error objects and validation lists", async () => {
    expect((await failWith({ status: 400, json: { detail: "Invalid token" } })).message).toBe(
      "Invalid token",
    );
    expect(
      (
        await failWith({
          status: 400,
          json: { error: { message: "Rate limit reached", code: 429 } },
        })
      ).message,
    ).toBe("Rate limit reached");
    const validation = {
      detail: [{ loc: ["body", "inputs"], msg: "field required", type: "missing" }],
    };
    expect((await failWith({ status: 422, json: validation })).message).toBe(
      "body.inputs: field required",
    );
    expect((await failWith({ status: 400, json: { error: { code: 7 } } })).message).toBe(
      '{"code":7}',
    );
    expect(
      (
        await failWith({
          status: 500,
          headers: { "content-type": "application/problem+json" },
          json: { detail: "Oops" },
        })
      ).message,
    ).toBe("Oops");
  });

  it("uses a text/plain body as the message", async () => {
    const error = await failWith({
      status: 422,
      text: "Failed to deserialize the JSON body into the target type: missing field `inputs`",
    });
    expect(error.message).toBe(
      "Failed to deserialize the JSON body into the target type: missing field `inputs`",
    );
  });

  it("falls back to a generic message for other bodies", async () => {
    const error = await failWith({
      status: 502,
      headers: { "content-type": "text/html" },
      text: "<html>bad gateway</html>",
    });
    expect(error.message).toBe("An error occurred while fetching the blob");
    expect(error.responseExcerpt).toBe("<html>bad gateway</html>");
  });

  it.each([400, 404, 422, 500])(
    "says a chat server answering %i does not seem to support chat",
    async (status) => {
      const error = await failWith(
        {
          status,
          json: { error: "Template error: template not found", error_type: "template_error" },
        },
        true,
      );
      expect(error.message).toBe(
        "Server org/model does not seem to support chat completion. Error: Template error: template not found",
      );
    },
  );

  it.each<[string, FakeResponse, string]>([
    ["text/plain", { status: 422, text: "Template error" }, "Template error"],
    [
      "HTML",
      { status: 404, text: "<h1>Not Found</h1>", headers: { "content-type": "text/html" } },
      "An error occurred while fetching the blob",
    ],
    [
      "an empty body",
      { status: 400, body: Buffer.alloc(0) },
      "An error occurred while fetching the blob",
    ],
    ["an empty text/plain body", { status: 500, text: "" }, "Server answered with status 500"],
  ])("says so whatever the body (%s)", async (_kind, answer, detail) => {
    const error = await failWith(answer, true);
    expect(error.message).toBe(
      `Server org/model does not seem to support chat completion. Error: ${detail}`,
    );
  });

  it("keeps other chat statuses as the server worded them", async () => {
    const error = await failWith({ status: 403, text: "Forbidden" }, true);
    expect(error.message).toBe("Forbidden");
  });

  it("words the chat message cleanly for an endpoint call that names no model", async () => {
    fake.server.on("POST", "/my-endpoint/v1/chat/completions", { status: 404, text: "no route" });
    const messages = [{ role: "user", content: "Hi" }];
    const call = (model?: string) =>
      chatCompletion(
        { endpointUrl: `${fake.server.url}/my-endpoint`, accessToken: TOKEN, messages, model },
        fake.options(),
      );
    await expect(call()).rejects.toHaveProperty(
      "message",
      "The server does not seem to support chat completion. Error: no route",
    );
    await expect(call("tgi")).rejects.toHaveProperty(
      "message",
      "Server tgi does not seem to support chat completion. Error: no route",
    );
  });

  it("carries status, request id and an excerpt, with the token redacted everywhere", async () => {
    const error = await failWith({
      status: 401,
      headers: { "x-request-id": "req-42" },
      json: { error: `Invalid credentials in Authorization header: Bearer ${TOKEN}` },
    });
    expect(error).toBeInstanceOf(InferenceClientHttpRequestError);
    expect(error).toBeInstanceOf(InferenceClientError);
    expect(error.name).toBe("InferenceClientProviderApiError");
    expect(error.requestId).toBe("req-42");
    expect(error.status).toBe(401);
    expect(error.request.headers?.Authorization).toBe("[redacted]");
    const everything = JSON.stringify({ ...error, message: error.message, stack: error.stack });
    expect(everything).not.toContain(TOKEN);
    expect(error.message).toContain("[redacted]");
  });
});

describe("error classes", () => {
  it("name each class after itself, even when bundled", () => {
    expect(new InferenceOutputError("Expected Blob").name).toBe("InferenceOutputError");
    // 4.x code catching the provider-output error (or any client error) catches a wrong shape.
    expect(new InferenceOutputError("Expected Blob")).toBeInstanceOf(
      InferenceClientProviderOutputError,
    );
    expect(new InferenceOutputError("Expected Blob")).toBeInstanceOf(InferenceClientError);
    expect(new InferenceOutputError("Expected Blob").message).toBe(
      "Invalid inference output: Expected Blob. Use the 'request' method with the same parameters to do a custom call with no type checking.",
    );
    const cause = new Error("root");
    expect(new InferenceClientError("wrapped", { cause }).cause).toBe(cause);
  });
});
