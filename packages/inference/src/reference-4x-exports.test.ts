// What code written for @huggingface/inference 4.x imports, checked against 4.13.30 itself
// (installed as the dev-only alias @huggingface/inference-4).
import * as oracle from "@huggingface/inference-4";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as own from "./index.js";
import { chatCompletionAnswer } from "./test-support/fixtures.js";

const messages = [{ role: "user", content: "Hi" }];

describe("4.x exports", () => {
  it("exports the provider lists and each provider's Hub organization as 4.x has them", () => {
    for (const provider of oracle.INFERENCE_PROVIDERS) {
      expect(own.PROVIDERS_HUB_ORGS[provider], provider).toBe(oracle.PROVIDERS_HUB_ORGS[provider]);
    }
    expect(own.PROVIDERS_OR_POLICIES).toEqual(
      expect.arrayContaining([...oracle.PROVIDERS_OR_POLICIES]),
    );
    expect(own.PROVIDERS_OR_POLICIES.at(-1)).toBe("auto");
  });

  it("exports the routing error and setLogger", () => {
    expect(new own.InferenceClientRoutingError("x")).toBeInstanceOf(own.InferenceClientError);
    expect(new own.InferenceClientRoutingError("x").name).toBe("InferenceClientRoutingError");
    const quiet: own.Logger = { debug() {}, info() {}, warn() {}, error() {}, log() {} };
    expect(() => own.setLogger(quiet)).not.toThrow();
  });

  it("builds with getProviderHelper and makeRequestOptionsFromResolvedModel what 4.x builds", () => {
    const cases: [oracle.InferenceProvider, own.InferenceTask, string, Record<string, unknown>][] =
      [
        ["together", "conversational", "meta-llama/Llama-3-8b-chat-hf", { messages }],
        ["groq", "conversational", "llama-3.1-8b-instant", { messages, max_tokens: 8 }],
        ["replicate", "text-to-speech", "jaaari/kokoro-82m", { inputs: "Hello" }],
        ["wavespeed", "text-to-video", "wavespeed-ai/wan-2.1/t2v-480p", { inputs: "A fox" }],
      ];
    for (const [provider, task, model, args] of cases) {
      for (const accessToken of ["hf_helpertoken01", "provider-key-01"]) {
        const authMethod = accessToken.startsWith("hf_") ? "hf-token" : "provider-key";
        const ownHelper = own.getProviderHelper(provider, task);
        const referenceHelper = oracle.getProviderHelper(provider, task);
        expect(ownHelper.makeUrl({ authMethod, model }), `${provider} ${task}`).toBe(
          referenceHelper.makeUrl({ authMethod, model, task }),
        );
        const ours = own.makeRequestOptionsFromResolvedModel(
          model,
          ownHelper,
          { ...args, accessToken },
          undefined,
          { task },
        );
        const reference = oracle.makeRequestOptionsFromResolvedModel(
          model,
          referenceHelper,
          { ...args, accessToken } as oracle.RequestArgs,
          undefined,
          { task },
        );
        expect(ours.url).toBe(reference.url);
        expect(JSON.parse(String(ours.info.body))).toEqual(JSON.parse(String(reference.info.body)));
        const authorization = (headers: HeadersInit | undefined) =>
          new Headers(headers).get("authorization");
        expect(authorization(ours.info.headers)).toBe(authorization(reference.info.headers));
      }
    }
  });

  it("refuses, as 4.x does, a provider without a task and a task the provider lacks", () => {
    expect(() => own.getProviderHelper("together", undefined)).toThrow(
      own.InferenceClientInputError,
    );
    expect(() => own.getProviderHelper("groq", "text-to-image")).toThrow(
      "Task 'text-to-image' not supported for provider 'groq'",
    );
    expect(
      own
        .getProviderHelper("auto", "conversational")
        .makeUrl({ authMethod: "hf-token", model: "m" }),
    ).toBe("https://router.huggingface.co/v1/chat/completions");
  });

  it("throws an answer of the wrong shape as a provider-output error, which 4.x code catches", async () => {
    const error = await own
      .chatCompletion(
        { model: "org/model", messages, accessToken: "hf_shapetoken001" },
        { fetch: async () => Response.json({ ...chatCompletionAnswer, choices: "none" }) },
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(own.InferenceClientProviderOutputError);
    expect(error).toBeInstanceOf(own.InferenceOutputError);
  });
});

describe("4.x types", () => {
  it("has conversational among tasks, 4.x's mapping entry and output types", () => {
    expectTypeOf<"conversational">().toExtend<own.InferenceTask>();
    expectTypeOf<oracle.InferenceTask>().toExtend<own.InferenceTask>();
    expectTypeOf<own.OutputType>().toEqualTypeOf<oracle.OutputType>();
    expectTypeOf<oracle.InferenceProviderMappingEntry>().toExtend<own.InferenceProviderMappingEntry>();
  });

  it("types textToImage as it behaves, and the client's methods as the functions", () => {
    // Never called: the compiler checks these lines (`npm run typecheck`).
    const check = (client: own.InferenceClient, args: own.TextToImageArgs) => {
      expectTypeOf(own.textToImage(args)).resolves.toEqualTypeOf<Blob>();
      expectTypeOf(own.textToImage(args, { outputType: "url" })).resolves.toEqualTypeOf<string>();
      expectTypeOf(client.textToImage(args)).resolves.toEqualTypeOf<Blob>();
      expectTypeOf(
        client.textToImage(args, { outputType: "url" }),
      ).resolves.toEqualTypeOf<string>();
      expectTypeOf(client.textToImage(args, { outputType: "json" })).resolves.toEqualTypeOf<
        Record<string, unknown>
      >();
    };
    expect(typeof check).toBe("function");
  });
});
