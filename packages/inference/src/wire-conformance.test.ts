import * as oracle from "@huggingface/inference-4";
import { afterEach, describe, expect, it } from "vitest";
import * as own from "./index.js";
import { CALLS, type Call } from "./test-support/task-calls.js";

/**
 * Differential conformance: every provider × task that both this client and today's reference
 * client (`@huggingface/inference` 4.x, installed as `@huggingface/inference-4`) support is called
 * through both with the same arguments and an injected `fetch`. What goes on the wire (method,
 * URL, auth header, body) must be the same, except for the differences listed in `INTENDED`.
 */

const HF_TOKEN = "hf_wireconformancetoken";
const PROVIDER_KEY = "sk-wire-conformance-key";
const HUB = "https://huggingface.co";

/**
 * Provider model ids for pairs that 4.x serves for one model only (it refuses any other before
 * sending): the id the Hub maps to there.
 */
const PROVIDER_IDS: Record<string, string> = {
  "novita/image-text-to-video": "MiniMax-H3",
};

/** What one client put on the wire for its first provider request. */
interface Wire {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * The differences we mean to have, one row each: which pairs (`provider/task`, `*` for any), why,
 * and how the reference wire is rewritten into ours. Everything not listed here must match.
 */
const INTENDED: {
  pairs: string[];
  why: string;
  apply: (reference: Wire, ours: Wire) => void;
}[] = [
  {
    pairs: ["together/text-generation", "scaleway/text-generation", "novita/text-generation"],
    why: "4.x copies `inputs` and `parameters` verbatim next to `prompt`; we send the clean OpenAI completion body those APIs document (`max_new_tokens` becomes `max_tokens`).",
    apply: (reference) => {
      reference.body = completionOf(reference.body);
    },
  },
  {
    pairs: ["novita/text-generation"],
    why: "4.x posts that completion body to Novita's chat path; a completion belongs on `v3/openai/completions`.",
    apply: (reference) => {
      reference.url = reference.url.replace(
        "/v3/openai/chat/completions",
        "/v3/openai/completions",
      );
    },
  },
  {
    pairs: ["groq/text-generation"],
    why: "Groq serves only chat: the prompt goes to chat completions as one user message instead of an `inputs` body it rejects.",
    apply: (reference) => {
      const { prompt, ...rest } = completionOf(reference.body) as Record<string, unknown>;
      reference.body = { ...rest, messages: [{ role: "user", content: prompt }] };
    },
  },
  {
    pairs: ["hf-inference/text-generation"],
    why: "On hf-inference we keep 3.6.2's native route and body (`models/{id}` with `inputs` and `parameters`), whose answer carries `details`; 4.x switched to `v1/completions`.",
    apply: (reference) => {
      const {
        prompt,
        max_tokens,
        model: _model,
        ...rest
      } = reference.body as Record<string, unknown>;
      reference.url = reference.url.replace(/\/v1\/completions$/, "");
      reference.body = { ...rest, inputs: prompt, parameters: { max_new_tokens: max_tokens } };
    },
  },
  {
    pairs: ["hf-inference/feature-extraction", "hf-inference/sentence-similarity"],
    why: "Embeddings keep 3.6.2's `pipeline/{task}/{id}` route (the reference-compatibility suite holds us to it); 4.x spells it `models/{id}/pipeline/{task}`.",
    apply: (reference) => {
      reference.url = reference.url.replace(
        /\/models\/(.+)\/pipeline\/([a-z-]+)$/,
        (_match, id: string, task: string) => `/pipeline/${task}/${id}`,
      );
    },
  },
  {
    pairs: ["hf-inference/sentence-similarity"],
    why: "We send 3.6.2's body byte for byte, with its empty `parameters: {}` (the reference-compatibility suite checks it); 4.x leaves it out.",
    apply: (reference) => {
      reference.body = { ...(reference.body as object), parameters: {} };
    },
  },
  {
    pairs: ["hf-inference/image-segmentation"],
    why: "Without parameters the image travels as raw bytes, as in 3.6.2, instead of base64 in JSON (a third larger).",
    apply: (reference) => {
      reference.body = { bytes: (reference.body as { inputs: string }).inputs };
    },
  },
  {
    pairs: ["fal-ai/text-to-image", "fal-ai/image-to-image", "fal-ai/image-text-to-image"],
    why: "Images and image edits come back in one synchronous request (`fal.run` with `sync_mode`) instead of a queue job polled every 500 ms; video and sound keep the queue.",
    apply: (reference) => {
      reference.url = reference.url
        .replace("?_subdomain=queue", "")
        .replace("://queue.fal.run", "://fal.run");
      reference.body = { ...(reference.body as object), sync_mode: true };
    },
  },
];

/** A completion body as we send it: `inputs` becomes `prompt`, parameters are lifted. */
function completionOf(body: unknown): unknown {
  const { inputs, parameters, prompt, ...rest } = body as Record<string, unknown>;
  const { max_new_tokens, ...other } = (parameters ?? {}) as Record<string, unknown>;
  return { ...rest, ...other, max_tokens: max_new_tokens, prompt: prompt ?? inputs };
}

function matches(pattern: string, pair: string): boolean {
  const [provider, task] = pattern.split("/");
  const [pairProvider, pairTask] = pair.split("/");
  return (provider === "*" || provider === pairProvider) && (task === "*" || task === pairTask);
}

async function bodyOf(body: unknown): Promise<unknown> {
  if (body == null) return undefined;
  if (typeof body === "string") {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  if (body instanceof FormData) {
    const entries: [string, unknown][] = [];
    for (const [key, value] of body.entries()) {
      entries.push([key, typeof value === "string" ? value : { bytes: value.size }]);
    }
    return { formData: entries };
  }
  const bytes =
    body instanceof Blob
      ? new Uint8Array(await body.arrayBuffer())
      : body instanceof ArrayBuffer
        ? new Uint8Array(body)
        : ArrayBuffer.isView(body)
          ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
          : undefined;
  return bytes ? { bytes: Buffer.from(bytes).toString("base64") } : String(body);
}

function authorizationOf(headers: HeadersInit | undefined): string | undefined {
  const all = new Headers(headers);
  return all.get("authorization") ?? all.get("x-key") ?? undefined;
}

/**
 * A fetch that answers the Hub's mapping lookup for the case's model and records the first
 * request sent anywhere else, answering it with a provider error so both clients stop there.
 */
function recordingFetch(mapping: Record<string, unknown>, sink: Wire[]): typeof fetch {
  return async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(`${HUB}/api/models/`)) {
      return Response.json({
        _id: "6650e6d2c4a0f0e6d2c4a0f0",
        id: mapping.hfModelId,
        inferenceProviderMapping: [mapping],
      });
    }
    sink.push({
      method: init?.method ?? "GET",
      url,
      authorization: authorizationOf(init?.headers),
      body: await bodyOf(init?.body),
    });
    return Response.json({ error: "recorded by the wire-conformance test" }, { status: 400 });
  };
}

let runs = 0;

type AnyCall = (args: Record<string, unknown>, options: { fetch: typeof fetch }) => unknown;

/** A model's mapping as a LoRA: the adapter and its weights file in the Hub repository. */
const LORA = { adapter: "lora", adapterWeightsPath: "lora_weights.safetensors" };

/** Providers 4.x sends a LoRA adapter to; every pair of theirs is also compared as a LoRA. */
const LORA_PROVIDERS = new Set(["fal-ai", "replicate", "wavespeed"]);

async function wireOf(
  client: Record<string, unknown>,
  call: Call,
  provider: string,
  task: string,
  accessToken: string,
  hfModelId: string,
  extra: Record<string, unknown> = {},
): Promise<Wire | undefined> {
  const mapping = {
    provider,
    hfModelId,
    // hf-inference serves Hub ids as they are; other providers have their own ids.
    providerId:
      provider === "hf-inference"
        ? hfModelId
        : (PROVIDER_IDS[`${provider}/${task}`] ?? `${provider}-org/${task}-model`),
    status: "live",
    task,
    ...extra,
  };
  const sink: Wire[] = [];
  const fn = client[call.fn] as AnyCall | undefined;
  if (!fn) throw new Error(`${call.fn} is missing`);
  try {
    const result = fn(
      { ...call.args(), model: hfModelId, provider: extra.policy ?? provider, accessToken },
      { fetch: recordingFetch(mapping, sink) },
    );
    // Streaming functions return an iterator: pull once to send the request.
    if (result && typeof result === "object" && Symbol.asyncIterator in result) {
      await (result as unknown as AsyncIterator<unknown>).next();
    } else {
      await result;
    }
  } catch {
    // Both clients fail on the recorded error answer; only the request matters here.
  }
  return sink[0];
}

/** The pairs both clients support, from both registries (no list kept here). */
function sharedPairs(): { provider: string; task: string }[] {
  const pairs: { provider: string; task: string }[] = [];
  const reference = oracle.PROVIDERS as Record<string, Record<string, unknown>>;
  for (const [provider, definition] of Object.entries(own.PROVIDERS)) {
    const referenceTasks = Object.keys(reference[provider] ?? {});
    for (const task of referenceTasks) {
      if (definition.tasks === "all" || definition.tasks.includes(task as own.ProviderTask)) {
        pairs.push({ provider, task });
      }
    }
  }
  return pairs;
}

/**
 * Pairs 4.x serves that this client does not yet, each with what it takes: the one list of them.
 * A pair 4.x adds fails the suite until it is supported or listed here; a listed pair this
 * client comes to support fails it until it is removed.
 */
const NOT_YET: Record<string, string> = {};

/** The pairs 4.x's registry has and ours does not. */
function referenceOnlyPairs(): string[] {
  const reference = oracle.PROVIDERS as Record<string, Record<string, unknown>>;
  const pairs: string[] = [];
  for (const [provider, tasks] of Object.entries(reference)) {
    const definition = own.PROVIDERS[provider as own.InferenceProvider] as
      own.ProviderDefinition | undefined;
    for (const task of Object.keys(tasks)) {
      const served =
        definition?.tasks === "all" || definition?.tasks.includes(task as own.ProviderTask);
      if (!served) pairs.push(`${provider}/${task}`);
    }
  }
  return pairs.sort();
}

afterEach(() => {
  own.clearResolutionCaches();
});

/**
 * Sends one call through both clients with a mapping entry carrying `extra` (a LoRA adapter, a
 * provider id, or `policy` for the `provider` argument) and checks the wires match, after the
 * intended differences; returns ours.
 */
async function compareWires(
  provider: string,
  task: string,
  token: string,
  extra: Record<string, unknown>,
): Promise<Wire> {
  const call = CALLS[task];
  if (!call) throw new Error(`no call for ${task}`);
  const model = `conformance/${provider}-${task}-${(runs += 1)}`;
  const reference = await wireOf(oracle, call, provider, task, token, model, extra);
  const ours = await wireOf(own, call, provider, task, token, model, extra);
  if (!reference || !ours) throw new Error("a client sent nothing");
  for (const row of INTENDED) {
    if (row.pairs.some((pattern) => matches(pattern, `${provider}/${task}`))) {
      row.apply(reference, ours);
    }
  }
  expect(ours).toEqual(reference);
  return ours;
}

describe("wire conformance with @huggingface/inference 4.x", () => {
  const pairs = sharedPairs();

  it("serves every provider and provider × task 4.x serves, except the listed ones not there yet", () => {
    expect(referenceOnlyPairs()).toEqual(Object.keys(NOT_YET).sort());
  });

  it("finds pairs to compare and has a call for each shared task", () => {
    expect(pairs.length).toBeGreaterThan(0);
    const missing = [...new Set(pairs.map(({ task }) => task))].filter((task) => !CALLS[task]);
    expect(missing).toEqual([]);
  });

  for (const { provider, task } of pairs.filter((pair) => LORA_PROVIDERS.has(pair.provider))) {
    for (const [auth, token] of [
      ["hf token", HF_TOKEN],
      ["provider key", PROVIDER_KEY],
    ] as const) {
      it(`${provider} ${task} with a LoRA adapter (${auth}) sends what 4.x sends`, async () => {
        await compareWires(provider, task, token, LORA);
      });
    }
  }

  it("fal-ai's generic LoRA app gets its base model, as 4.x sends it", async () => {
    const wire = await compareWires("fal-ai", "text-to-image", PROVIDER_KEY, {
      ...LORA,
      providerId: "fal-ai/lora",
    });
    expect(wire.body).toMatchObject({
      loras: [{ path: expect.stringMatching(/\/resolve\/main\/lora_weights\.safetensors$/) }],
      model_name: "stabilityai/stable-diffusion-xl-base-1.0",
    });
  });

  it('sends chat with provider "auto" to the router\'s own chat route, as 4.x does', async () => {
    const wire = await compareWires("together", "conversational", HF_TOKEN, { policy: "auto" });
    expect(wire.url).toBe("https://router.huggingface.co/v1/chat/completions");
    expect(wire.body).toMatchObject({ model: expect.stringMatching(/^conformance\//) });
  });

  for (const { provider, task } of pairs) {
    for (const [auth, token] of [
      ["hf token", HF_TOKEN],
      ["provider key", PROVIDER_KEY],
    ] as const) {
      // hf-inference only exists behind the router: a provider key means nothing there; a
      // closed-source provider refuses hf tokens in both clients before sending anything.
      const clientSideOnly = own.PROVIDERS[provider as own.InferenceProvider].clientSideRoutingOnly;
      if (provider === "hf-inference" && auth === "provider key") continue;
      if (clientSideOnly && auth === "hf token") continue;
      it(`${provider} ${task} (${auth}) sends what 4.x sends`, async () => {
        const call = CALLS[task];
        if (!call) throw new Error(`no call for ${task}`);
        const pair = `${provider}/${task}`;
        // One model id per test: 4.x caches mappings by model id for the whole process.
        // Closed-source providers take `{provider}/{id}` and are never looked up on the Hub.
        const model = clientSideOnly
          ? `${provider}/gpt-conformance-${(runs += 1)}`
          : `conformance/${provider}-${task}-${(runs += 1)}`;
        const reference = await wireOf(oracle, call, provider, task, token, model);
        const ours = await wireOf(own, call, provider, task, token, model);
        expect(reference, "4.x sent nothing").toBeDefined();
        expect(ours, "we sent nothing").toBeDefined();
        if (!reference || !ours) return;
        for (const row of INTENDED) {
          if (row.pairs.some((pattern) => matches(pattern, pair))) row.apply(reference, ours);
        }
        expect(ours).toEqual(reference);
      });
    }
  }
});
