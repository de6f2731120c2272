import { describe, expect, it } from "vitest";
import { TASK_EXAMPLE_INPUTS, type WidgetInput } from "@modeldeck/tasks";
import { compareHostileSnippets, type SnippetPair } from "@modeldeck/test-support/hostile-snippets";
import {
  benignValue,
  hostileValue,
  type Encoding,
  type Substitution,
} from "@modeldeck/test-support/hostile-values";
import { INFERENCE_PROVIDERS } from "../providers/registry.js";
import type { InferenceProvider } from "../types.js";
import { getInferenceSnippets } from "./get-inference-snippets.js";
import { providerSupports } from "./internal/resolve-request.js";
import type { SnippetModel, SnippetTask } from "./internal/snippet-task.js";
import { SAMPLE_MODELS, VISION_CHAT_MODEL } from "./test-support/sample-models.js";
import type { InferenceSnippetMessage, InferenceSnippetOptions } from "./types.js";

// Model ids, providers' model ids (from the Hub's mapping), tags, the prompt and the input file's
// name are written by strangers or typed by the user: every client's snippet for every task and
// provider must differ from the one made from harmless values only in those values, each whole
// (compareHostileSnippets: curl runs in real bash with stubs, Python and JavaScript are parsed).

const LANGUAGE = { python: "python", js: "javascript", sh: "shell" } as const;
const FIELDS = ["owner", "name", "served", "tag", "prompt", "file"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

// curl's -F reads a quoted file name with `"` and `\` escaped.
const CURL_FORM_QUOTED: Encoding = (value) => value.replace(/["\\]/g, "\\$&");

function prefixed(value: unknown, token: string): unknown {
  if (typeof value === "string") return `${token}${value}`;
  if (Array.isArray(value)) return value.map((item) => prefixed(item, token));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, prefixed(item, token)]),
    );
  }
  return value;
}

/** The task's example input with the prompt token before every text and the file token before the file name. */
function inputWith(task: SnippetTask, values: Values): WidgetInput | undefined {
  if (task === "conversational") return undefined;
  const example = (TASK_EXAMPLE_INPUTS as Record<string, WidgetInput>)[task];
  if (!example || example.kind === "none" || example.kind === "chat") return undefined;
  const { kind, ...fields } = example as WidgetInput & Record<string, unknown>;
  const rewritten = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      key === "filename" ? `${values.file}${String(value)}` : prefixed(value, values.prompt),
    ]),
  );
  return { kind, ...rewritten } as WidgetInput;
}

function messagesWith(model: SnippetModel, values: Values): InferenceSnippetMessage[] {
  return model.pipeline_tag === "image-text-to-text"
    ? [
        {
          role: "user",
          content: [
            { type: "text", text: `${values.prompt}Describe this image.` },
            { type: "image_url", image_url: { url: "https://example.com/cat.png" } },
          ],
        },
      ]
    : [{ role: "user", content: `${values.prompt}What is the capital of France?` }];
}

function snippetsWith(
  task: SnippetTask,
  model: SnippetModel,
  provider: InferenceProvider,
  token: string,
  values: Values,
) {
  const described: SnippetModel = {
    ...model,
    id: `${values.owner}/${values.name}`,
    tags: [...(model.tags ?? []), values.tag],
  };
  const input = inputWith(task, values);
  const options: InferenceSnippetOptions = {
    ...(task === "conversational" ? { messages: messagesWith(model, values) } : {}),
    ...(input ? { input } : {}),
  };
  const served = provider === "hf-inference" ? described.id : `serving-org/${values.served}`;
  return getInferenceSnippets(described, token, provider, served, options);
}

const pairs: SnippetPair[] = [];
const refused: string[] = [];
const models: [SnippetTask, SnippetModel][] = [
  ...(Object.entries(SAMPLE_MODELS) as [SnippetTask, SnippetModel][]),
  ["conversational", VISION_CHAT_MODEL],
];
// Every task on every provider through the router; each task also straight to a provider with
// its key, and with values that start with `-`, on its first provider.
const ROUTER_TOKEN = "hf_tokenForHostileValues";
const PROVIDER_KEY = "provider-key-for-hostile-values";
for (const [task, model] of models) {
  const providers = INFERENCE_PROVIDERS.filter((provider) => providerSupports(provider, task));
  const variants = [
    ...providers.map((provider) => ({ provider, token: ROUTER_TOKEN, leadingDash: false })),
    ...providers.slice(0, 1).flatMap((provider) => [
      { provider, token: PROVIDER_KEY, leadingDash: false },
      { provider, token: ROUTER_TOKEN, leadingDash: true },
    ]),
  ];
  for (const { provider, token, leadingDash } of variants) {
    const dashed = new Set(leadingDash ? ["served", "tag", "prompt", "file"] : []);
    const pick = (make: typeof benignValue) =>
      Object.fromEntries(FIELDS.map((field) => [field, make(field, dashed.has(field))])) as Values;
    const harmless = pick(benignValue);
    const bad = pick(hostileValue);
    const substitutions: Substitution[] = FIELDS.map((field) => [harmless[field], bad[field]]);
    const benign = snippetsWith(task, model, provider, token, harmless);
    const hostile = snippetsWith(task, model, provider, token, bad);
    const name = `${task} on ${provider} (${token === ROUTER_TOKEN ? "router" : "direct"}${leadingDash ? ", leading -" : ""})`;
    if (hostile.length !== benign.length)
      refused.push(`${name}: ${benign.length} -> ${hostile.length}`);
    hostile.forEach((snippet, index) =>
      pairs.push({
        name: `${name} ${snippet.language}/${snippet.client}`,
        language: LANGUAGE[snippet.language],
        benign: benign[index]?.content ?? "",
        hostile: snippet.content,
        substitutions,
        encodings: [CURL_FORM_QUOTED],
      }),
    );
  }
}

// The same text from two providers or routes is checked once.
const distinct = [
  ...new Map(pairs.map((pair) => [`${pair.benign}\u0000${pair.hostile}`, pair])).values(),
];

describe("hostile values in every inference snippet (task × provider × client)", () => {
  it("covers every client, in Python, JavaScript and shell", () => {
    const clients = new Set(distinct.map((pair) => pair.name.split(" ").at(-1)));
    for (const client of [
      "python/huggingface_hub",
      "python/requests",
      "python/openai",
      "python/fal_client",
      "js/@modeldeck/inference",
      "js/fetch",
      "js/openai",
      "sh/curl",
    ]) {
      expect(clients).toContain(client);
    }
  });

  it("never drops a snippet because of a value that can be quoted", () => {
    expect(refused).toEqual([]);
  });

  it("changes nothing but the values: curl runs nothing else, the code is the same, every value arrives whole", () => {
    expect(compareHostileSnippets(distinct)).toEqual([]);
    // Room for a slow, shared machine running one bash per snippet, not a speed check.
  }, 600_000);

  it("gives no snippet for a model id that starts with -, which no hub has", () => {
    const model = { ...SAMPLE_MODELS.conversational, id: "--output=/tmp/x" };
    expect(getInferenceSnippets(model, "", "together", "a/b")).toEqual([]);
  });
});
