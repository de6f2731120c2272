import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "./get-inference-snippets.js";
import type { InferenceProvider } from "../types.js";
import {
  ANSWER_PIECES,
  CLASSIFICATION,
  PNG_BYTES,
  startFakeProvider,
  TRANSCRIPT,
  ZERO_SHOT_IMAGE,
} from "@modeldeck/test-support/fake-provider";
import {
  runJavaScript,
  runShell,
  scratchFolder,
  type SnippetRun,
} from "./test-support/run-snippet.js";
import { SAMPLE_MODELS } from "./test-support/sample-models.js";
import type { InferenceSnippetClient, InferenceSnippetOptions } from "./types.js";
import type { FakeUpstream } from "@modeldeck/test-support/loopback-server";

const TOKEN = "hf_fakeTokenForTheLoopbackServer";
const TOGETHER_KEY = "together-fake-key";
const AUDIO = "librivox-sense-and-sensibility-0870.flac";
const IMAGE = "cat-chelsea.png";
const ENVIRONMENT = { HF_TOKEN: TOKEN, TOGETHER_API_KEY: TOGETHER_KEY };

let fake: FakeUpstream;
let folder: { path: string; remove(): Promise<void> };

beforeAll(async () => {
  fake = await startFakeProvider([TOKEN, TOGETHER_KEY]);
  folder = await scratchFolder([AUDIO, IMAGE]);
});

afterAll(async () => {
  await fake.close();
  await folder.remove();
});

type Model = Parameters<typeof getInferenceSnippets>[0];

/** Runs one client's snippet against the fake, pointed there through the URL options. */
async function runSnippet(
  client: InferenceSnippetClient,
  model: Model,
  options: InferenceSnippetOptions,
  provider: InferenceProvider = "hf-inference",
  accessToken = TOKEN,
): Promise<SnippetRun> {
  const snippets = getInferenceSnippets(model, accessToken, provider, undefined, {
    routerUrl: fake.url,
    hubUrl: fake.url,
    ...options,
  });
  const snippet = snippets.find((candidate) => candidate.client === client);
  if (!snippet) throw new Error(`no ${client} snippet`);
  const result =
    snippet.language === "sh"
      ? await runShell(snippet.content, folder.path, ENVIRONMENT)
      : await runJavaScript(snippet.content, folder.path, ENVIRONMENT);
  if (result.exitCode !== 0)
    throw new Error(`${client} failed:\n${result.stderr}\n${snippet.content}`);
  return result;
}

const CLIENTS: InferenceSnippetClient[] = ["fetch", "@modeldeck/inference", "curl"];
const CHAT_OPTIONS = { messages: [{ role: "user", content: "What is the capital of France?" }] };

describe("running the snippets against a loopback provider", () => {
  it.each(CLIENTS)("text classification with %s", async (client) => {
    const text = `Quotes ' and " and $HOME and a back\\slash stay as written`;
    const { stdout } = await runSnippet(client, SAMPLE_MODELS["text-classification"], {
      input: { kind: "text", text },
    });
    // The client unwraps the outer list; raw HTTP prints the body as it came.
    const expected = client === "@modeldeck/inference" ? CLASSIFICATION[0] : CLASSIFICATION;
    expect(JSON.parse(stdout)).toEqual(expected);
    const last = fake.requests.at(-1);
    expect(JSON.parse(last?.body ?? "{}")).toEqual({ inputs: text });
  });

  it.each(CLIENTS)("chat completion with %s", async (client) => {
    const { stdout } = await runSnippet(client, SAMPLE_MODELS.conversational, CHAT_OPTIONS);
    const answer =
      client === "curl" ? JSON.parse(stdout).choices[0].message.content : stdout.trim();
    expect(answer).toBe(ANSWER_PIECES.join(""));
  });

  it.each(CLIENTS)("streamed chat completion with %s", async (client) => {
    const { stdout } = await runSnippet(client, SAMPLE_MODELS.conversational, {
      ...CHAT_OPTIONS,
      streaming: true,
    });
    if (client === "curl") {
      expect(stdout).toContain("data: [DONE]");
      expect(stdout.split("\n").filter((line) => line.startsWith("data: {"))).toHaveLength(3);
    } else {
      expect(stdout).toBe(`${ANSWER_PIECES.join("")}\n`);
    }
  });

  it.each(CLIENTS)("speech recognition from an audio file with %s", async (client) => {
    const { stdout } = await runSnippet(client, SAMPLE_MODELS["automatic-speech-recognition"], {
      input: { kind: "audio", filename: AUDIO },
    });
    expect(JSON.parse(stdout)).toEqual({ text: TRANSCRIPT });
    const last = fake.requests.at(-1);
    expect(last?.headers["content-type"]).toBe("audio/flac");
    expect(last?.bytes.equals(await readFile(join(folder.path, AUDIO)))).toBe(true);
  });

  it.each(CLIENTS)("zero-shot image classification (base64 in JSON) with %s", async (client) => {
    const { stdout } = await runSnippet(client, SAMPLE_MODELS["zero-shot-image-classification"], {
      input: { kind: "image-labels", filename: IMAGE, candidateLabels: ["cat", "dog", "llama"] },
    });
    expect(JSON.parse(stdout)).toEqual(ZERO_SHOT_IMAGE);
    const body = JSON.parse(fake.requests.at(-1)?.body ?? "{}");
    const image = await readFile(join(folder.path, IMAGE));
    expect(Buffer.from(body.inputs.image, "base64").equals(image)).toBe(true);
    expect(body.parameters).toEqual({ candidate_labels: ["cat", "dog", "llama"] });
  });

  it.each(CLIENTS)("text to image, saved to a file, with %s", async (client) => {
    await rm(join(folder.path, "output.png"), { force: true });
    await runSnippet(client, SAMPLE_MODELS["text-to-image"], {
      input: { kind: "text", text: "Astronaut riding a horse" },
    });
    expect((await readFile(join(folder.path, "output.png"))).equals(PNG_BYTES)).toBe(true);
  });

  it.each(CLIENTS)("a dedicated endpoint with %s", async (client) => {
    const endpointUrl = `${fake.url}/endpoints/sentiment`;
    const { stdout } = await runSnippet(client, SAMPLE_MODELS["text-classification"], {
      endpointUrl,
      input: { kind: "text", text: "I like you. I love you" },
    });
    expect(JSON.stringify(JSON.parse(stdout))).toContain("POSITIVE");
    expect(fake.requests.at(-1)?.url).toBe("/endpoints/sentiment");
  });

  it.each(CLIENTS)("chat billed to an organisation with %s", async (client) => {
    await runSnippet(client, SAMPLE_MODELS.conversational, { ...CHAT_OPTIONS, billTo: "acme" });
    expect(fake.requests.at(-1)?.headers["x-hf-bill-to"]).toBe("acme");
  });

  it.each(CLIENTS)("chat straight to the provider with its key, with %s", async (client) => {
    const { stdout } = await runSnippet(
      client,
      SAMPLE_MODELS.conversational,
      { ...CHAT_OPTIONS, providerUrls: { together: fake.url } },
      "together",
      TOGETHER_KEY,
    );
    expect(stdout).toContain("Paris");
    const last = fake.requests.at(-1);
    expect(last?.url).toBe("/v1/chat/completions");
    expect(last?.headers.authorization).toBe(`Bearer ${TOGETHER_KEY}`);
  });
});
