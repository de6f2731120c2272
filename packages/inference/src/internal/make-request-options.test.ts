import { describe, expect, it } from "vitest";
import { InferenceClientInputError } from "../errors.js";
import { InferenceClientHubApiError } from "../http-request-errors.js";
import { providerMappingAnswer } from "../test-support/fixtures.js";
import { useFakeServer } from "../test-support/use-fake-server.js";
import { makeRequestOptions } from "./make-request-options.js";

const fake = useFakeServer();
const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const messages = [{ role: "user", content: "Hi" }];

function mappingRoute() {
  fake.server.on("GET", `/api/models/${LLAMA}`, {
    json: providerMappingAnswer(LLAMA, {
      together: {
        providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
        task: "conversational",
      },
      "fal-ai": { providerId: "fal-ai/some-model", task: "text-to-image" },
    }),
  });
}

describe("makeRequestOptions validation", () => {
  it.each([
    [
      { provider: "together" as const, endpointUrl: "http://x", model: LLAMA },
      "Cannot use endpointUrl with a third-party provider.",
    ],
    [
      { model: "https://example.com/model" },
      "Model URLs are no longer supported. Use endpointUrl instead.",
    ],
    [{ inputs: "hi" }, "No model provided, and no task has been specified."],
  ])("rejects %j", async (args, message) => {
    const error = await makeRequestOptions(args, fake.options()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientInputError);
    expect((error as Error).message).toBe(message);
    expect((error as Error).name).toBe("InferenceClientInputError");
  });

  it("needs a task with a third-party provider", async () => {
    await expect(
      makeRequestOptions({ provider: "together", model: LLAMA }, fake.options()),
    ).rejects.toThrow("task must be specified when using a third-party provider");
  });

  it("requires the openai/ prefix and refuses hf_ tokens for openai", async () => {
    const options = { ...fake.options(), task: "text-generation" as const, chatCompletion: true };
    await expect(
      makeRequestOptions({ provider: "openai", model: "gpt-4o", messages }, options),
    ).rejects.toThrow('Models from openai must be prefixed by "openai/". Got "gpt-4o".');
    await expect(
      makeRequestOptions(
        { provider: "openai", model: "openai/gpt-4o", accessToken: "hf_abcdefgh", messages },
        options,
      ),
    ).rejects.toThrow("Provider openai is closed-source and does not support HF tokens.");
    const prepared = await makeRequestOptions(
      { provider: "openai", model: "openai/gpt-4o", accessToken: "sk-secret", messages },
      options,
    );
    expect(prepared.url).toBe(`${fake.server.url}/direct/openai/v1/chat/completions`);
    expect(JSON.parse(prepared.info.body as string).model).toBe("gpt-4o");
    expect(fake.server.requests).toHaveLength(0);
  });
});

describe("model resolution", () => {
  it("maps the Hub id to the provider id, and caches the lookup", async () => {
    mappingRoute();
    const options = { ...fake.options(), task: "text-generation" as const, chatCompletion: true };
    const args = {
      provider: "together" as const,
      model: LLAMA,
      messages,
      accessToken: "hf_tokentoken",
    };
    const first = await makeRequestOptions(args, options);
    const second = await makeRequestOptions(args, options);
    expect(first.url).toBe(`${fake.server.url}/router/together/v1/chat/completions`);
    expect(JSON.parse(second.info.body as string).model).toBe(
      "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
    );
    expect(fake.server.requestsTo("/api/models")).toHaveLength(1);
    expect(fake.server.requests[0]?.url).toBe(
      `/api/models/${LLAMA}?expand[]=inferenceProviderMapping`,
    );
    expect(fake.server.requests[0]?.headers.authorization).toBe("Bearer hf_tokentoken");
  });

  it("rejects a model served for another task, or not served by the provider", async () => {
    mappingRoute();
    const options = { ...fake.options(), task: "text-to-image" as const };
    await expect(
      makeRequestOptions({ provider: "together", model: LLAMA, inputs: "x" }, options),
    ).rejects.toThrow(
      `Model ${LLAMA} is not supported for task text-to-image and provider together. Supported task: conversational.`,
    );
    await expect(
      makeRequestOptions({ provider: "groq", model: LLAMA, inputs: "x" }, options),
    ).rejects.toThrow(`Model ${LLAMA} is not supported provider groq.`);
  });

  it("says when the Hub has no provider information", async () => {
    fake.server.on("GET", "/api/models/nobody/nothing", {
      status: 404,
      json: { error: "Repository not found" },
    });
    await expect(
      makeRequestOptions(
        { provider: "together", model: "nobody/nothing", inputs: "x" },
        { ...fake.options(), task: "text-generation" },
      ),
    ).rejects.toThrow(
      "We have not been able to find inference provider information for model nobody/nothing.",
    );
  });

  it("reads the newer list form of the mapping", async () => {
    fake.server.on("GET", "/api/models/org/listed", {
      json: {
        id: "org/listed",
        inferenceProviderMapping: [
          { provider: "groq", providerId: "listed-1", task: "conversational", status: "live" },
        ],
      },
    });
    const prepared = await makeRequestOptions(
      { provider: "groq", model: "org/listed", messages, accessToken: "gsk_key" },
      { ...fake.options(), task: "text-generation", chatCompletion: true },
    );
    expect(prepared.url).toBe(`${fake.server.url}/direct/groq/openai/v1/chat/completions`);
    expect(prepared.info.headers.Authorization).toBe("Bearer gsk_key");
    // A provider key belongs to the provider: the hub lookup goes without it.
    expect(
      fake.server.requestsTo("/api/models/org/listed")[0]?.headers.authorization,
    ).toBeUndefined();
  });

  it("reports hub errors other than not-found as hub API errors", async () => {
    fake.server.on("GET", "/api/models/org/private", {
      status: 401,
      json: { error: "Invalid credentials" },
    });
    const error = await makeRequestOptions(
      { provider: "groq", model: "org/private", messages, accessToken: "hf_wrongtoken" },
      { ...fake.options(), task: "text-generation", chatCompletion: true },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientHubApiError);
    expect((error as InferenceClientHubApiError).status).toBe(401);
    expect((error as Error).message).toBe("Invalid credentials");
  });
});

describe("default model", () => {
  it("takes the task's first model from /api/tasks, once", async () => {
    fake.server.on("GET", "/api/tasks", {
      json: {
        "fill-mask": { id: "fill-mask", models: [{ id: "google-bert/bert-base-uncased" }] },
        translation: { models: [] },
      },
    });
    const options = { ...fake.options(), task: "fill-mask" as const };
    const prepared = await makeRequestOptions({ inputs: "[MASK] world" }, options);
    await makeRequestOptions({ inputs: "[MASK] world" }, options);
    expect(prepared.url).toBe(
      `${fake.server.url}/router/hf-inference/models/google-bert/bert-base-uncased`,
    );
    expect(fake.server.requestsTo("/api/tasks")).toHaveLength(1);
    await expect(
      makeRequestOptions({ inputs: "Hallo" }, { ...options, task: "translation" }),
    ).rejects.toThrow(
      "No default model defined for task translation, please define the model explicitly.",
    );
  });

  it("reports a failed tasks lookup", async () => {
    fake.server.on("GET", "/api/tasks", { status: 500, text: "boom" });
    const error = await makeRequestOptions(
      { inputs: "x" },
      { ...fake.options(), task: "fill-mask" },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientHubApiError);
    expect((error as Error).message).toBe(
      "Failed to load tasks definitions from Hugging Face Hub.",
    );
  });
});
