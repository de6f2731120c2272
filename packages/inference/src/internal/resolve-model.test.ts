// Hub lookups as a long-lived server makes them: many callers, tokens and anonymous calls.
import { describe, expect, it } from "vitest";
import { InferenceClientInputError, InferenceClientRoutingError } from "../errors.js";
import { automaticSpeechRecognition } from "../tasks/audio/automatic-speech-recognition.js";
import { textToImage } from "../tasks/cv/text-to-image.js";
import { chatCompletion } from "../tasks/nlp/chat-completion.js";
import { textGeneration } from "../tasks/nlp/text-generation.js";
import { chatCompletionAnswer } from "../test-support/fixtures.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { makeRequestOptions } from "./make-request-options.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const hosts = useProductionHosts();
const MODEL = "meta-llama/Llama-3.3-70B-Instruct";
const LOOKUP = `https://huggingface.co/api/models/${MODEL}`;
const CHAT = "https://router.huggingface.co/together/v1/chat/completions";
const messages = [{ role: "user", content: "Hi" }];
const ALICE = "hf_alicetoken0001";
const BOB = "hf_bobtoken000002";

const mapped = (providerId: string) => ({
  json: {
    _id: "6745f28f",
    id: MODEL,
    inferenceProviderMapping: { together: { status: "live", providerId, task: "conversational" } },
  },
});
const gated = {
  status: 401,
  headers: { "x-error-code": "GatedRepo" },
  json: { error: "Access to model meta-llama/Llama-3.3-70B-Instruct is restricted." },
};
const notFound = { status: 404, json: { error: "Repository not found" } };

const chat = (accessToken?: string) =>
  chatCompletion({ provider: "together", model: MODEL, messages, accessToken }, hosts.options());
const lookups = () => hosts.urls.filter((url) => url.startsWith(LOOKUP));
const lookupAuth = () =>
  hosts.server.requests
    .filter((request) => request.method === "GET")
    .map((request) => request.headers.authorization);

describe("provider mapping lookups", () => {
  it("do not remember a 404: the model may be published, or visible to the next caller", async () => {
    hosts.server.on("GET", at(LOOKUP), notFound, mapped("meta-llama/Llama-3.3-70B-Instruct-Turbo"));
    hosts.server.on("POST", at(CHAT), { json: chatCompletionAnswer });
    await expect(chat()).rejects.toThrow(InferenceClientInputError);
    await chat();
    expect(lookups()).toHaveLength(2);
  });

  it("do not let one anonymous lookup of a gated model break it for callers with a token", async () => {
    // Anonymous callers are told the repository does not exist; its members see it.
    hosts.server.on("GET", at(LOOKUP), (request) =>
      request.headers.authorization === undefined
        ? notFound
        : mapped("meta-llama/Llama-3.3-70B-Instruct-Turbo"),
    );
    hosts.server.on("POST", at(CHAT), { json: chatCompletionAnswer });
    await expect(chat()).rejects.toThrow(
      `We have not been able to find inference provider information for model ${MODEL}.`,
    );
    const answer = await chat(ALICE);
    expect(answer.choices[0]?.message.content).toBe("One plus one is equal to two.");
    expect(lookupAuth()).toEqual([undefined, `Bearer ${ALICE}`]);
  });

  it("forget a failed lookup, so the next call asks again", async () => {
    hosts.server.on("GET", at(LOOKUP), gated, mapped("meta-llama/Llama-3.3-70B-Instruct-Turbo"));
    hosts.server.on("POST", at(CHAT), { json: chatCompletionAnswer });
    await expect(chat()).rejects.toThrow("restricted");
    await chat();
    expect(lookupAuth()).toEqual([undefined, undefined]);
  });

  it("never serve a mapping fetched with one token to a caller with another, or none", async () => {
    hosts.server.on("GET", at(LOOKUP), (request) =>
      request.headers.authorization === `Bearer ${ALICE}`
        ? mapped("alice-private-finetune")
        : mapped("meta-llama/Llama-3.3-70B-Instruct-Turbo"),
    );
    const model = async (accessToken?: string) =>
      JSON.parse(
        String(
          (
            await makeRequestOptions(
              { provider: "together", model: MODEL, messages, accessToken },
              { ...hosts.options(), task: "text-generation", chatCompletion: true },
            )
          ).info.body,
        ),
      ).model;
    expect(await model(ALICE)).toBe("alice-private-finetune");
    expect(await model(BOB)).toBe("meta-llama/Llama-3.3-70B-Instruct-Turbo");
    expect(await model()).toBe("meta-llama/Llama-3.3-70B-Instruct-Turbo");
    // Each identity is cached on its own: asking again costs nothing.
    expect(await model(ALICE)).toBe("alice-private-finetune");
    expect(await model()).toBe("meta-llama/Llama-3.3-70B-Instruct-Turbo");
    expect(lookupAuth()).toEqual([`Bearer ${ALICE}`, `Bearer ${BOB}`, undefined]);
  });
});

describe('provider: "auto"', () => {
  // The Hub lists providers in the token owner's preferred order.
  const entry = (provider: string, providerId: string, status = "live") => ({
    provider,
    providerId,
    status,
    task: "text-generation",
  });
  const fourProviders = {
    json: {
      id: MODEL,
      inferenceProviderMapping: [
        entry("sambanova", "Meta-Llama-3.3-70B-Instruct"),
        entry("nscale", "meta-llama/Llama-3.3-70B-Instruct", "staging"),
        entry("novita", "meta-llama/llama-3.3-70b-instruct"),
        entry("together", "meta-llama/Llama-3.3-70B-Instruct-Turbo"),
      ],
    },
  };
  const generate = (accessToken: string, model: string | undefined = MODEL) =>
    textGeneration({ provider: "auto", model, inputs: "Hi", accessToken }, hosts.options());

  it("takes the first live provider of the mapping that the router serves, for tasks other than chat", async () => {
    hosts.server.on("GET", at(LOOKUP), fourProviders);
    const url = "https://router.huggingface.co/novita/v3/openai/completions";
    hosts.server.on("POST", at(url), { json: { choices: [{ text: " there" }] } });
    await generate(ALICE);
    // sambanova is no longer routed, nscale is only staging.
    expect(hosts.urls).toEqual([`${LOOKUP}?expand[]=inferenceProviderMapping`, url]);
    const post = hosts.server.requests.find((request) => request.method === "POST");
    expect(jsonBody(post)).toMatchObject({ model: "meta-llama/llama-3.3-70b-instruct" });
  });

  it("needs a model, and says so when no provider is live", async () => {
    await expect(
      chatCompletion({ provider: "auto", messages, accessToken: ALICE }, hosts.options()),
    ).rejects.toThrow("Specifying a model is required when provider is 'auto'");
    hosts.server.on("GET", at(LOOKUP), {
      json: { id: MODEL, inferenceProviderMapping: [entry("together", "x", "staging")] },
    });
    await expect(generate(ALICE)).rejects.toThrow(
      `No Inference Provider available for model ${MODEL}.`,
    );
  });

  it("sends chat to the router's own chat route with the model as given, so its policies work", async () => {
    const url = "https://router.huggingface.co/v1/chat/completions";
    hosts.server.on("POST", at(url), { json: chatCompletionAnswer });
    for (const model of [MODEL, `${MODEL}:fastest`, `${MODEL}:cheapest`, `${MODEL}:together`]) {
      await chatCompletion(
        { provider: "auto", model, messages, accessToken: ALICE },
        hosts.options(),
      );
    }
    // No Hub lookup: the router picks the provider.
    expect(hosts.urls).toEqual([url, url, url, url]);
    const posts = hosts.server.requests.map((request) => jsonBody(request));
    expect(posts.map((body) => (body as { model: string }).model)).toEqual([
      MODEL,
      `${MODEL}:fastest`,
      `${MODEL}:cheapest`,
      `${MODEL}:together`,
    ]);
    expect(hosts.server.requests[0]?.headers.authorization).toBe(`Bearer ${ALICE}`);
  });

  it("refuses a provider key for every task before sending anything, so it never reaches another provider", async () => {
    hosts.server.on("GET", at(LOOKUP), fourProviders);
    const key = "tgp_v1_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";
    const calls = [
      () =>
        chatCompletion(
          { provider: "auto", model: MODEL, messages, accessToken: key },
          hosts.options(),
        ),
      () => generate(key),
      () =>
        textToImage(
          { provider: "auto", model: MODEL, inputs: "a fox", accessToken: key },
          hosts.options(),
        ),
      () =>
        automaticSpeechRecognition(
          {
            provider: "auto",
            model: MODEL,
            inputs: new Blob(["RIFF"], { type: "audio/wav" }),
            accessToken: key,
          },
          hosts.options(),
        ),
    ];
    for (const call of calls) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InferenceClientRoutingError);
      expect((error as Error).message).not.toContain(key);
    }
    expect(hosts.urls).toEqual([]);
  });

  it("leaves the default provider hf-inference when none is given", async () => {
    const url = `https://router.huggingface.co/hf-inference/models/${MODEL}/v1/chat/completions`;
    hosts.server.on("POST", at(url), { json: chatCompletionAnswer });
    await chatCompletion({ model: MODEL, messages, accessToken: ALICE }, hosts.options());
    expect(hosts.urls).toEqual([url]);
  });
});

describe("billTo", () => {
  it("sends X-HF-Bill-To through the router, and never to a provider's own host", async () => {
    hosts.server.on("GET", at(LOOKUP), mapped("meta-llama/Llama-3.3-70B-Instruct-Turbo"));
    hosts.server.on("POST", at(CHAT), { json: chatCompletionAnswer });
    hosts.server.on("POST", at("https://api.together.xyz/v1/chat/completions"), {
      json: chatCompletionAnswer,
    });
    const options = { ...hosts.options(), billTo: "modeldeck-org" };
    await chatCompletion(
      { provider: "together", model: MODEL, messages, accessToken: ALICE },
      options,
    );
    await chatCompletion(
      { provider: "together", model: MODEL, messages, accessToken: "together-key-1" },
      options,
    );
    const posts = hosts.server.requests.filter((request) => request.method === "POST");
    expect(posts.map((request) => request.url)).toEqual([
      "/router.huggingface.co/together/v1/chat/completions",
      "/api.together.xyz/v1/chat/completions",
    ]);
    expect(posts[0]?.headers["x-hf-bill-to"]).toBe("modeldeck-org");
    expect(posts[1]?.headers["x-hf-bill-to"]).toBeUndefined();
  });
});
