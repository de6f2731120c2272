// Hub lookups as a long-lived server makes them: many callers, tokens and anonymous calls.
import { describe, expect, it } from "vitest";
import { InferenceClientInputError } from "../errors.js";
import { chatCompletion } from "../tasks/nlp/chat-completion.js";
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
  const twoProviders = {
    json: {
      id: MODEL,
      // The Hub lists providers in the token owner's preferred order.
      inferenceProviderMapping: [
        {
          provider: "sambanova",
          providerId: "Meta-Llama-3.3-70B-Instruct",
          status: "live",
          task: "conversational",
        },
        {
          provider: "nscale",
          providerId: "meta-llama/Llama-3.3-70B-Instruct",
          status: "staging",
          task: "conversational",
        },
        {
          provider: "novita",
          providerId: "meta-llama/llama-3.3-70b-instruct",
          status: "live",
          task: "conversational",
        },
        {
          provider: "together",
          providerId: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
          status: "live",
          task: "conversational",
        },
      ],
    },
  };

  it("takes the first live provider of the mapping that the router serves", async () => {
    hosts.server.on("GET", at(LOOKUP), twoProviders);
    const url = "https://router.huggingface.co/novita/v3/openai/chat/completions";
    hosts.server.on("POST", at(url), { json: chatCompletionAnswer });
    await chatCompletion(
      { provider: "auto", model: MODEL, messages, accessToken: ALICE },
      hosts.options(),
    );
    // sambanova is no longer routed, nscale is only staging.
    expect(hosts.urls).toEqual([`${LOOKUP}?expand[]=inferenceProviderMapping`, url]);
    const post = hosts.server.requests.find((request) => request.method === "POST");
    expect(jsonBody(post)).toEqual({ messages, model: "meta-llama/llama-3.3-70b-instruct" });
  });

  it("needs a model, and says so when no provider is live", async () => {
    await expect(
      chatCompletion({ provider: "auto", messages, accessToken: ALICE }, hosts.options()),
    ).rejects.toThrow("Specifying a model is required when provider is 'auto'");
    hosts.server.on("GET", at(LOOKUP), {
      json: {
        id: MODEL,
        inferenceProviderMapping: {
          together: { status: "staging", providerId: "x", task: "conversational" },
        },
      },
    });
    await expect(
      chatCompletion(
        { provider: "auto", model: MODEL, messages, accessToken: ALICE },
        hosts.options(),
      ),
    ).rejects.toThrow(`No Inference Provider available for model ${MODEL}.`);
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
