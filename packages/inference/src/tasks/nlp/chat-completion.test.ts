// The per-call options and answer shapes of chatCompletion, on a loopback router.
import { describe, expect, it } from "vitest";
import { InferenceClientConnectionError, InferenceClientTimeoutError } from "../../errors.js";
import { chatCompletionAnswer } from "../../test-support/fixtures.js";
import { useFakeServer } from "../../test-support/use-fake-server.js";
import { chatCompletion } from "./chat-completion.js";
import { closedLoopbackUrl } from "@modeldeck/test-support/closed-port";

const fake = useFakeServer();
const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const CHAT_PATH = `/router/hf-inference/models/${MODEL}/v1/chat/completions`;
const messages = [{ role: "user", content: "Hi" }];
const chat = (options: Record<string, unknown> = {}) =>
  chatCompletion(
    { model: MODEL, messages, accessToken: "hf_chattoken01" },
    {
      ...fake.options(),
      ...options,
    },
  );

describe("chatCompletion", () => {
  it("accepts `usage: null` from servers that keep no counts", async () => {
    fake.server.on("POST", CHAT_PATH, { json: { ...chatCompletionAnswer, usage: null } });
    const answer = await chat();
    expect(answer.usage).toBeNull();
    expect(answer.choices[0]?.message.content).toBe("One plus one is equal to two.");
  });

  it("sends the call's own headers, without letting them replace the credential", async () => {
    fake.server.on("POST", CHAT_PATH, { json: chatCompletionAnswer });
    await chat({ headers: { "X-Trace-Id": "trace-7", Authorization: "Bearer hf_someoneelse00" } });
    const headers = fake.server.requests[0]?.headers;
    expect(headers?.["x-trace-id"]).toBe("trace-7");
    expect(headers?.authorization).toBe("Bearer hf_chattoken01");
  });

  it("gives up on an answer that does not start within the call's timeout", async () => {
    fake.server.on("POST", CHAT_PATH, async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return { json: chatCompletionAnswer };
    });
    const error = await chat({ timeout: 100 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientTimeoutError);
    // Timeouts of a POST are not retried: the provider may already be generating (and billing).
    expect(fake.server.requests).toHaveLength(1);
  });

  it("says the server could not be reached with a typed connection error", async () => {
    const closed = await closedLoopbackUrl();
    const error = await chatCompletion(
      { model: MODEL, messages, accessToken: "hf_chattoken01" },
      { ...fake.options(), routerUrl: `${closed}/router` },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientConnectionError);
    expect((error as Error).message).toContain(`${closed}/router/hf-inference/models/${MODEL}`);
  });
});
