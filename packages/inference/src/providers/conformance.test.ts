// The provider conformance suite, driven from the registry: every provider file exports its
// own `conformance` fixture, and each recorded call is replayed on production URLs.
import { describe, expect, it } from "vitest";
import { audioToAudio } from "../tasks/audio/audio-to-audio.js";
import { automaticSpeechRecognition } from "../tasks/audio/automatic-speech-recognition.js";
import { textToSpeech } from "../tasks/audio/text-to-speech.js";
import { imageSegmentation } from "../tasks/cv/image-segmentation.js";
import { imageTextToVideo } from "../tasks/cv/image-text-to-video.js";
import { imageToText } from "../tasks/cv/image-to-text.js";
import { imageToVideo } from "../tasks/cv/image-to-video.js";
import { textToImage } from "../tasks/cv/text-to-image.js";
import { textToVideo } from "../tasks/cv/text-to-video.js";
import { chatCompletion } from "../tasks/nlp/chat-completion.js";
import { featureExtraction } from "../tasks/nlp/feature-extraction.js";
import { textGeneration } from "../tasks/nlp/text-generation.js";
import type { FakeResponse } from "@modeldeck/test-support/scripted-server";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import type { ProviderConformance, RecordedAnswer } from "./conformance-fixture.js";
import { routeShapeOf } from "./inference-routes.js";
import type { ProviderTask } from "./provider-helper.js";
import { PROVIDERS } from "./registry.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const hosts = useProductionHosts();
const KEY = "conformance-provider-key-1";
const MODEL = "conformance/model";

type Call = (args: never, options: never) => Promise<unknown>;

/** The task function each fixture task is replayed through. */
const TASK_FUNCTIONS: Partial<Record<ProviderTask, Call>> = {
  conversational: chatCompletion as Call,
  "text-generation": textGeneration as Call,
  "feature-extraction": featureExtraction as Call,
  "text-to-image": textToImage as Call,
  "text-to-video": textToVideo as Call,
  "image-to-video": imageToVideo as Call,
  "text-to-speech": textToSpeech as Call,
  "automatic-speech-recognition": automaticSpeechRecognition as Call,
  "audio-to-audio": audioToAudio as Call,
  "image-segmentation": imageSegmentation as Call,
  "image-text-to-video": imageTextToVideo as Call,
  "image-to-text": imageToText as Call,
};

/**
 * Fixtures are plain data, so an input image or recording is recorded as a data URL; the call
 * gets the Blob a caller would pass.
 */
function callArgs(args: Record<string, unknown>): Record<string, unknown> {
  const match = typeof args.inputs === "string" && /^data:([^;]+);base64,(.*)$/.exec(args.inputs);
  if (!match) return args;
  const [, type, base64] = match as unknown as [string, string, string];
  return { ...args, inputs: new Blob([Buffer.from(base64, "base64")], { type }) };
}

/** A multipart body as the fixture spells it: fields as text, files by name and type. */
async function formOf(body: Buffer, contentType: string): Promise<Record<string, unknown>> {
  const form = await new Response(new Uint8Array(body), {
    headers: { "content-type": contentType },
  }).formData();
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    fields[key] = typeof value === "string" ? value : { filename: value.name, type: value.type };
  }
  return fields;
}

function fakeAnswer(answer: RecordedAnswer): FakeResponse {
  const headers = answer.contentType ? { "content-type": answer.contentType } : undefined;
  if (answer.base64 !== undefined) {
    return { status: answer.status, headers, body: Buffer.from(answer.base64, "base64") };
  }
  return { status: answer.status, headers, json: answer.json, text: answer.text };
}

/** Each provider module, loaded by the id the registry gives it (file name = provider id). */
const modules = await Promise.all(
  Object.keys(PROVIDERS).map(async (id) => [id, await import(`./${id}.ts`)] as const),
);

describe.each(modules)("%s", (id, module: { conformance?: ProviderConformance }) => {
  it("exports a conformance fixture with at least one call", () => {
    expect(module.conformance, `${id}.ts must export \`conformance\``).toBeDefined();
    expect(module.conformance?.cases.length).toBeGreaterThan(0);
  });

  const cases = module.conformance?.cases ?? [];
  it.each(cases.map((recorded, index) => [`${recorded.task} #${index + 1}`, recorded] as const))(
    "replays %s on production URLs",
    async (_name, recorded) => {
      const definition = PROVIDERS[id as keyof typeof PROVIDERS];
      expect(definition.tasks === "all" || definition.tasks.includes(recorded.task)).toBe(true);
      const call = TASK_FUNCTIONS[recorded.task];
      expect(call, `no task function for ${recorded.task} in this suite`).toBeDefined();
      hosts.server.on("GET", at(`https://huggingface.co/api/models/${MODEL}`), {
        json: {
          id: MODEL,
          inferenceProviderMapping: {
            [id]: { status: "live", providerId: recorded.providerId, task: recorded.task },
          },
        },
      });
      const byRoute = new Map<string, FakeResponse[]>();
      for (const exchange of recorded.exchanges) {
        const [method, url] = exchange.request.split(" ") as [string, string];
        const key = `${method} ${at(url).split("?")[0]}`;
        byRoute.set(key, [...(byRoute.get(key) ?? []), fakeAnswer(exchange.answer)]);
      }
      for (const [key, answers] of byRoute) {
        const [method, path] = key.split(" ") as [string, string];
        hosts.server.on(method, path, ...answers);
      }
      const definition2 = PROVIDERS[id as keyof typeof PROVIDERS];
      const model =
        id === "hf-inference"
          ? recorded.providerId
          : definition2.clientSideRoutingOnly
            ? `${id}/${recorded.providerId}`
            : MODEL;
      const result = await (call as Call)(
        { ...callArgs(recorded.args), provider: id, model, accessToken: KEY } as never,
        hosts.options() as never,
      );
      expect(result).toBeDefined();
      const sent = hosts.urls.filter((url) => !url.startsWith("https://huggingface.co/api/"));
      expect(sent).toEqual(recorded.exchanges.map((exchange) => exchange.request.split(" ")[1]));
      const requests = hosts.server.requests.filter(
        (request) => !request.url.startsWith("/huggingface.co/"),
      );
      // The key goes with the first request only, to the provider itself.
      expect(JSON.stringify(requests[0]?.headers)).toContain(KEY);
      recorded.exchanges.forEach((exchange, index) => {
        expect(requests[index]?.method).toBe(exchange.request.split(" ")[0]);
        if (exchange.body) expect(jsonBody(requests[index])).toEqual(exchange.body);
      });
      for (const [index, exchange] of recorded.exchanges.entries()) {
        const request = requests[index];
        if (!exchange.form || !request) continue;
        const contentType = String(request.headers["content-type"]);
        expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
        expect(await formOf(request.bytes, contentType)).toEqual(exchange.form);
      }
      // Every later request to the provider's own base is one its followUpRoutes declares,
      // so a gateway built from them lets the whole protocol through.
      const base = definition.baseUrlFor?.(recorded.task) ?? definition.baseUrl;
      for (const exchange of recorded.exchanges.slice(1)) {
        const [method, url] = exchange.request.split(" ") as [string, string];
        if (!url.startsWith(`${base}/`)) continue;
        const path = url.slice(base.length + 1).split("?")[0] as string;
        const declared = routeShapeOf(definition).followUpRoutes.some(
          (route) =>
            route.method === method &&
            new RegExp(
              `^${route.path.replace(/\{model\}/g, ".+").replace(/\{id\}/g, "[^/]+")}$`,
            ).test(path),
        );
        expect(declared, `${method} ${path} is not in ${id}'s followUpRoutes`).toBe(true);
      }
    },
  );
});
