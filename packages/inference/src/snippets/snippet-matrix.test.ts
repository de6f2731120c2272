import { describe, expect, it } from "vitest";
import {
  checkJavaScriptModules,
  checkPythonSyntax,
  checkShellSyntax,
  type SnippetToCheck,
} from "@modeldeck/test-support/syntax-check";
import { TASKS_DATA, type WidgetInput } from "@modeldeck/tasks";
import { HF_ROUTER_URL } from "../config.js";
import { INFERENCE_PROVIDERS, PROVIDERS } from "../providers/registry.js";
import type { InferenceProvider } from "../types.js";
import { getInferenceSnippets } from "./get-inference-snippets.js";
import { providerSupports } from "./internal/resolve-request.js";
import { SNIPPET_TASKS, type SnippetModel, type SnippetTask } from "./internal/snippet-task.js";
import { SAMPLE_MODELS, VISION_CHAT_MODEL } from "./test-support/sample-models.js";
import type { InferenceSnippet } from "./types.js";

const HF_TOKEN = "hf_RealTokenThatMustNotLeak0123456789";
const PROVIDER_KEY = "sk-real-provider-key-that-must-not-leak";
const RAW_HTTP_CLIENTS = new Set(["requests", "fetch", "curl"]);

interface MatrixCase {
  name: string;
  task: SnippetTask;
  model: SnippetModel;
  provider: InferenceProvider;
  providerModelId: string;
  token: string;
  snippets: InferenceSnippet[];
}

function buildCases(): MatrixCase[] {
  const cases: MatrixCase[] = [];
  const models: [SnippetTask, SnippetModel][] = [
    ...(Object.entries(SAMPLE_MODELS) as [SnippetTask, SnippetModel][]),
    ["conversational", VISION_CHAT_MODEL],
  ];
  for (const [task, model] of models) {
    for (const provider of INFERENCE_PROVIDERS) {
      if (!providerSupports(provider, task)) continue;
      // A provider model id unlike the Hub id, to see which clients use which.
      const providerModelId =
        provider === "hf-inference" ? model.id : `serving-org/${model.id.split("/")[1]}-served`;
      for (const token of [HF_TOKEN, PROVIDER_KEY]) {
        for (const streaming of task === "conversational" ? [false, true] : [false]) {
          const name = `${task} ${model.id} on ${provider} (${token === HF_TOKEN ? "hf token" : "provider key"}${streaming ? ", streaming" : ""})`;
          const snippets = getInferenceSnippets(model, token, provider, providerModelId, {
            streaming,
          });
          cases.push({ name, task, model, provider, providerModelId, token, snippets });
        }
      }
    }
  }
  return cases;
}

const CASES = buildCases();

function expectedUrlPrefix(matrixCase: MatrixCase): string {
  const { provider, task, token } = matrixCase;
  const definition = PROVIDERS[provider];
  const direct =
    definition.clientSideRoutingOnly || definition.directOnly || !token.startsWith("hf_");
  if (!direct || provider === "hf-inference") return `${HF_ROUTER_URL}/${provider}/`;
  return `${definition.baseUrlFor?.(task as never) ?? definition.baseUrl}/`;
}

// A piece of the catalogue's default widget input that every snippet for the task must quote:
// the start of its text (short of quotes, which each language escapes its own way), else its
// file name or a table column.
function catalogueFragment(task: SnippetTask, model: SnippetModel): string {
  if (model.pipeline_tag === "image-text-to-text") return "Describe this image";
  const widgetTask = task === "conversational" ? "text-generation" : task;
  const input = (TASKS_DATA as Partial<Record<string, { widgetInput?: WidgetInput }>>)[widgetTask]
    ?.widgetInput;
  if (!input || input.kind === "none") throw new Error(`${task} has no catalogue widget input`);
  const text =
    input.kind === "chat"
      ? input.messages.find((message) => message.role === "user")?.content
      : "filename" in input
        ? input.filename
        : "question" in input
          ? input.question
          : "source" in input
            ? input.source
            : "query" in input
              ? input.query
              : "text" in input
                ? input.text
                : Object.keys(input.table)[0];
  if (!text) throw new Error(`${task} has an empty catalogue widget input`);
  return text.split(/['"<[]/)[0]!.slice(0, 20);
}

describe("snippets for every task × provider × client", () => {
  it("covers every task the client runs, on at least one provider", () => {
    const covered = new Set(CASES.map((matrixCase) => matrixCase.task));
    expect([...covered].sort()).toEqual(Object.keys(SNIPPET_TASKS).sort());
    expect(CASES.every((matrixCase) => matrixCase.snippets.length >= 2)).toBe(true);
  });

  it("offers the expected clients", () => {
    for (const matrixCase of CASES) {
      const clients = matrixCase.snippets.map((snippet) => `${snippet.language}/${snippet.client}`);
      const { task, provider } = matrixCase;
      // huggingface_hub reaches some tasks through another task's method, on declared providers.
      const reach = SNIPPET_TASKS[task].pythonProviders;
      const hub = !reach || reach.some((reached) => reached === provider);
      const expected = [
        ...(hub ? ["python/huggingface_hub"] : []),
        // Raw HTTP everywhere: it writes out the input reshaping a provider needs.
        "python/requests",
      ];
      if (task === "conversational") expected.push("python/openai");
      expected.push("js/@modeldeck/inference", "js/fetch");
      if (task === "conversational") expected.push("js/openai");
      expected.push("sh/curl");
      const withoutFal = clients.filter((client) => client !== "python/fal_client");
      expect(withoutFal, matrixCase.name).toEqual(expected);
      if (clients.includes("python/fal_client")) expect(matrixCase.provider).toBe("fal-ai");
    }
  });

  it("sends raw HTTP requests to the client's URL, with the provider's model id", () => {
    for (const matrixCase of CASES) {
      for (const snippet of matrixCase.snippets) {
        const label = `${matrixCase.name} ${snippet.client}`;
        if (RAW_HTTP_CLIENTS.has(snippet.client)) {
          expect(snippet.content, label).toContain(expectedUrlPrefix(matrixCase));
          expect(snippet.content, label).toContain(matrixCase.providerModelId);
        } else if (snippet.client === "openai" || snippet.client === "fal_client") {
          expect(snippet.content, label).toContain(matrixCase.providerModelId);
        } else {
          // Library clients resolve the provider's id themselves from the Hub id.
          expect(snippet.content, label).toContain(`"${matrixCase.model.id}"`);
          expect(snippet.content, label).toContain(`"${matrixCase.provider}"`);
        }
      }
    }
  });

  it("uses the catalogue's widget input, never a placeholder text", () => {
    for (const matrixCase of CASES) {
      const fragment = catalogueFragment(matrixCase.task, matrixCase.model);
      for (const snippet of matrixCase.snippets) {
        const label = `${matrixCase.name} ${snippet.client}`;
        expect(snippet.content, label).not.toContain("Hello, world!");
        expect(snippet.content, label).toContain(fragment);
      }
    }
  });

  it("calls the provider URLs written out by hand, not only those the registry computes", () => {
    // Written here independently of the registry, so a wrong base URL or path there fails.
    const chat = SAMPLE_MODELS.conversational;
    const expected: [InferenceSnippet[], string][] = [
      [
        getInferenceSnippets(chat, HF_TOKEN, "hf-inference"),
        "https://router.huggingface.co/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1/chat/completions",
      ],
      [
        getInferenceSnippets(chat, HF_TOKEN, "together", "meta-llama/Llama-3.1-8B-Turbo"),
        "https://router.huggingface.co/together/v1/chat/completions",
      ],
      [
        getInferenceSnippets(chat, PROVIDER_KEY, "together", "meta-llama/Llama-3.1-8B-Turbo"),
        "https://api.together.xyz/v1/chat/completions",
      ],
      [
        getInferenceSnippets(
          SAMPLE_MODELS["text-to-image"],
          PROVIDER_KEY,
          "fal-ai",
          "fal-ai/flux/dev",
        ),
        "https://fal.run/fal-ai/flux/dev",
      ],
    ];
    for (const [snippets, url] of expected) {
      const raw = snippets.filter((snippet) => RAW_HTTP_CLIENTS.has(snippet.client));
      expect(raw.map((snippet) => snippet.client).sort()).toEqual(["curl", "fetch", "requests"]);
      // The URL ends there: a quote, a space or the end of the line follows it.
      const whole = new RegExp(`${url.replace(/[.?/]/g, "\\$&")}(["'\\s]|$)`, "m");
      for (const snippet of raw) expect(snippet.content, snippet.client).toMatch(whole);
    }
  });

  it("never writes the real token or key", () => {
    for (const matrixCase of CASES) {
      for (const snippet of matrixCase.snippets) {
        expect(snippet.content).not.toContain(HF_TOKEN);
        expect(snippet.content).not.toContain(PROVIDER_KEY);
        expect(snippet.content).not.toContain("StandIn");
      }
    }
  });

  it("writes a shown token only where it belongs (hf_ on the router, a key at its provider)", () => {
    for (const matrixCase of CASES) {
      const { model, token, provider, providerModelId } = matrixCase;
      const shown = getInferenceSnippets(model, token, provider, providerModelId, {
        showAccessToken: true,
      });
      const definition = PROVIDERS[provider];
      const direct =
        definition.clientSideRoutingOnly === true ||
        definition.directOnly === true ||
        !token.startsWith("hf_");
      const belongs = token.startsWith("hf_") !== direct;
      for (const snippet of shown) {
        const label = `${matrixCase.name} ${snippet.client}`;
        const other = token === HF_TOKEN ? PROVIDER_KEY : HF_TOKEN;
        expect(snippet.content, label).not.toContain(other);
        // fal's own client only ever gets a fal key; everything else shows what belongs.
        if (snippet.client !== "fal_client" || direct) {
          expect(snippet.content.includes(token), label).toBe(belongs);
        } else {
          expect(snippet.content, label).not.toContain(token);
        }
      }
    }
  });

  it("is valid Python, shell, and JavaScript that node --check accepts as a module", () => {
    const byLanguage: Record<string, SnippetToCheck[]> = { python: [], js: [], sh: [] };
    for (const matrixCase of CASES) {
      for (const snippet of matrixCase.snippets) {
        byLanguage[snippet.language]?.push({
          name: `${matrixCase.name} ${snippet.client}`,
          code: snippet.content,
        });
      }
    }
    expect(byLanguage.python?.length).toBeGreaterThan(100);
    expect(checkPythonSyntax(byLanguage.python ?? [])).toEqual([]);
    expect(byLanguage.js?.length).toBeGreaterThan(100);
    expect(checkJavaScriptModules(byLanguage.js ?? [])).toEqual([]);
    expect(checkShellSyntax(byLanguage.sh ?? [])).toEqual([]);
    // One batch per language over the whole matrix: on a loaded machine it outlasts the default.
  }, 180_000);
});
