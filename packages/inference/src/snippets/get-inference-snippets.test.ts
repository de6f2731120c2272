import { describe, expect, it } from "vitest";
import * as reference from "@huggingface/inference-4";
import { getInferenceSnippets } from "./get-inference-snippets.js";
import type { InferenceProvider } from "../types.js";
import type { SnippetModel } from "./internal/snippet-task.js";
import { SAMPLE_MODELS, VISION_CHAT_MODEL } from "./test-support/sample-models.js";
import type { InferenceSnippet } from "./types.js";

const HF_TOKEN = "hf_RealTokenThatMustNotLeak0123456789";
const TOGETHER_KEY = "together-key-that-must-not-leak";
const CHAT = SAMPLE_MODELS.conversational;
const TOGETHER_ID = "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo";

function byClient(snippets: InferenceSnippet[]): Record<string, string> {
  return Object.fromEntries(
    snippets.map((snippet) => [`${snippet.language}/${snippet.client}`, snippet.content]),
  );
}

describe("getInferenceSnippets routing", () => {
  it("goes through the router with an hf_ token, and straight to the provider with its key", () => {
    const routed = byClient(getInferenceSnippets(CHAT, HF_TOKEN, "together", TOGETHER_ID));
    expect(routed["sh/curl"]).toContain(
      "https://router.huggingface.co/together/v1/chat/completions",
    );
    expect(routed["python/openai"]).toContain(
      'base_url="https://router.huggingface.co/together/v1"',
    );

    const direct = byClient(getInferenceSnippets(CHAT, TOGETHER_KEY, "together", TOGETHER_ID));
    expect(direct["sh/curl"]).toContain("https://api.together.xyz/v1/chat/completions");
    expect(direct["js/openai"]).toContain('baseURL: "https://api.together.xyz/v1"');
    expect(direct["sh/curl"]).toContain('"Authorization: Bearer $TOGETHER_API_KEY"');
  });

  it("treats a missing token like an hf_ token (the router, HF_TOKEN)", () => {
    const snippets = byClient(getInferenceSnippets(CHAT, "", "together", TOGETHER_ID));
    expect(snippets["js/fetch"]).toContain("https://router.huggingface.co/together/");
    expect(snippets["js/fetch"]).toContain("`Bearer ${process.env.HF_TOKEN}`");
  });

  it("uses the provider's model id in raw requests and the Hub id in client libraries", () => {
    const snippets = byClient(getInferenceSnippets(CHAT, HF_TOKEN, "together", TOGETHER_ID));
    expect(snippets["python/requests"]).toContain(`"model": "${TOGETHER_ID}"`);
    expect(snippets["js/@modeldeck/inference"]).toContain(`model: "${CHAT.id}"`);
    expect(snippets["python/huggingface_hub"]).toContain(`model="${CHAT.id}"`);
  });

  it("always calls closed-source providers with their own key, never an hf_ token", () => {
    const snippets = getInferenceSnippets(CHAT, HF_TOKEN, "openai", "openai/gpt-4o-mini", {
      showAccessToken: true,
    });
    const curl = byClient(snippets)["sh/curl"];
    expect(curl).toContain("https://api.openai.com/v1/chat/completions");
    expect(curl).toContain("$OPENAI_API_KEY");
    for (const snippet of snippets) expect(snippet.content).not.toContain(HF_TOKEN);
  });

  it("returns nothing for a provider this client does not know", () => {
    const unknown = "some-new-provider" as InferenceProvider;
    expect(getInferenceSnippets(CHAT, HF_TOKEN, unknown)).toEqual([]);
    expect(
      getInferenceSnippets(CHAT, HF_TOKEN, unknown, undefined, {
        endpointUrl: "https://x.example",
      }),
    ).toEqual([]);
  });

  it("returns nothing for a task the provider does not serve, or a model without a task", () => {
    expect(getInferenceSnippets(SAMPLE_MODELS["fill-mask"], HF_TOKEN, "together")).toEqual([]);
    expect(
      getInferenceSnippets({ id: "someone/some-model", tags: [] }, HF_TOKEN, "hf-inference"),
    ).toEqual([]);
    expect(
      getInferenceSnippets(
        { id: "a/b", pipeline_tag: "graph-ml", tags: [] },
        HF_TOKEN,
        "hf-inference",
      ),
    ).toEqual([]);
  });
});

describe("getInferenceSnippets token display", () => {
  it("reads the token from the environment unless asked to show it", () => {
    const hidden = getInferenceSnippets(CHAT, HF_TOKEN, "hf-inference");
    for (const snippet of hidden) expect(snippet.content).not.toContain(HF_TOKEN);
    expect(byClient(hidden)["python/huggingface_hub"]).toContain('api_key=os.environ["HF_TOKEN"]');

    const shown = getInferenceSnippets(CHAT, HF_TOKEN, "hf-inference", undefined, {
      showAccessToken: true,
    });
    for (const snippet of shown) expect(snippet.content).toContain(HF_TOKEN);
    expect(byClient(shown)["sh/curl"]).toContain(`-H 'Authorization: Bearer ${HF_TOKEN}'`);
    expect(byClient(shown)["python/huggingface_hub"]).not.toContain("import os");
  });

  it("shows the value given as options.accessToken, and only that one", () => {
    const shown = getInferenceSnippets(CHAT, HF_TOKEN, "hf-inference", undefined, {
      accessToken: HF_TOKEN,
    });
    for (const snippet of shown) expect(snippet.content).toContain(HF_TOKEN);
    expect(byClient(shown)["sh/curl"]).toContain(`-H 'Authorization: Bearer ${HF_TOKEN}'`);

    // The argument routes the request; only the option decides what is written.
    const other = "hf_DisplayedTokenGivenAsOption";
    const routedWithoutToken = getInferenceSnippets(CHAT, "", "hf-inference", undefined, {
      accessToken: other,
    });
    for (const snippet of routedWithoutToken) expect(snippet.content).toContain(other);
    const notShown = getInferenceSnippets(CHAT, HF_TOKEN, "hf-inference", undefined, {
      accessToken: "",
      showAccessToken: true,
    });
    for (const snippet of notShown) expect(snippet.content).not.toContain(HF_TOKEN);
  });

  it("writes a provider key given as options.accessToken only at its provider", () => {
    const key = "together-key-to-display";
    const direct = getInferenceSnippets(CHAT, key, "together", TOGETHER_ID, { accessToken: key });
    expect(byClient(direct)["sh/curl"]).toContain(`Bearer ${key}`);
    const routed = getInferenceSnippets(CHAT, HF_TOKEN, "together", TOGETHER_ID, {
      accessToken: key,
    });
    for (const snippet of routed) expect(snippet.content).not.toContain(key);
    const closed = getInferenceSnippets(CHAT, HF_TOKEN, "openai", "openai/gpt-4o-mini", {
      accessToken: HF_TOKEN,
    });
    for (const snippet of closed) expect(snippet.content).not.toContain(HF_TOKEN);
    const fal = getInferenceSnippets(
      SAMPLE_MODELS["text-to-image"],
      HF_TOKEN,
      "fal-ai",
      "fal-ai/flux/dev",
      { accessToken: HF_TOKEN },
    );
    expect(byClient(fal)["python/fal_client"]).not.toContain(HF_TOKEN);
  });

  it("never hands an hf_ token to fal's own client, even when asked to show it", () => {
    const model = SAMPLE_MODELS["text-to-image"];
    const snippets = byClient(
      getInferenceSnippets(model, HF_TOKEN, "fal-ai", "fal-ai/flux/dev", { showAccessToken: true }),
    );
    expect(snippets["python/fal_client"]).toContain("FAL_KEY");
    expect(snippets["python/fal_client"]).not.toContain(HF_TOKEN);
    expect(snippets["sh/curl"]).toContain("https://router.huggingface.co/fal-ai/fal-ai/flux/dev");
  });
});

describe("getInferenceSnippets options", () => {
  it("switches chat between a single answer and a stream", () => {
    const single = byClient(getInferenceSnippets(CHAT, HF_TOKEN, "hf-inference"));
    const streamed = byClient(
      getInferenceSnippets(CHAT, HF_TOKEN, "hf-inference", undefined, { streaming: true }),
    );
    expect(single["js/@modeldeck/inference"]).toContain("client.chatCompletion(");
    expect(streamed["js/@modeldeck/inference"]).toContain("client.chatCompletionStream(");
    expect(single["python/openai"]).not.toContain("stream=True");
    expect(streamed["python/openai"]).toContain("stream=True");
    expect(streamed["sh/curl"]).toContain('"stream": true');
  });

  it("passes chat parameters and a custom conversation", () => {
    const snippets = byClient(
      getInferenceSnippets(CHAT, HF_TOKEN, "hf-inference", undefined, {
        temperature: 0.2,
        max_tokens: 64,
        top_p: 0.9,
        messages: [{ role: "user", content: "Say hi" }],
      }),
    );
    expect(snippets["python/huggingface_hub"]).toContain(
      "max_tokens=64,\n    temperature=0.2,\n    top_p=0.9,",
    );
    expect(snippets["js/fetch"]).toContain('content: "Say hi"');
  });

  it("calls a dedicated endpoint instead of a provider", () => {
    const endpointUrl = "https://my-endpoint.example.cloud";
    const model = SAMPLE_MODELS["text-classification"];
    const snippets = byClient(
      getInferenceSnippets(model, HF_TOKEN, "hf-inference", undefined, { endpointUrl }),
    );
    expect(snippets["sh/curl"]).toContain(`curl ${endpointUrl} \\`);
    expect(snippets["python/huggingface_hub"]).toContain(`base_url="${endpointUrl}"`);
    expect(snippets["js/@modeldeck/inference"]).toContain(`client.endpoint("${endpointUrl}")`);
    expect(snippets["js/@modeldeck/inference"]).toContain("endpoint.textClassification(");

    const chat = byClient(
      getInferenceSnippets(CHAT, HF_TOKEN, "hf-inference", undefined, { endpointUrl }),
    );
    expect(chat["js/fetch"]).toContain(`${endpointUrl}/v1/chat/completions`);
    expect(chat["python/openai"]).toContain(`base_url="${endpointUrl}/v1"`);
  });

  it("bills an organisation only on routes through the router", () => {
    const routed = getInferenceSnippets(CHAT, HF_TOKEN, "together", TOGETHER_ID, {
      billTo: "acme",
    });
    const clients = byClient(routed);
    expect(clients["sh/curl"]).toContain("-H 'X-HF-Bill-To: acme'");
    expect(clients["python/huggingface_hub"]).toContain('bill_to="acme"');
    expect(clients["python/openai"]).toContain('default_headers={"X-HF-Bill-To": "acme"}');
    expect(clients["js/@modeldeck/inference"]).toContain('"X-HF-Bill-To": "acme"');

    const direct = getInferenceSnippets(CHAT, TOGETHER_KEY, "together", TOGETHER_ID, {
      billTo: "acme",
    });
    for (const snippet of direct) expect(snippet.content).not.toContain("acme");
  });

  it("points every URL at a custom router and hub", () => {
    const routerUrl = "http://127.0.0.1:9999/api/inference";
    const hubUrl = "http://127.0.0.1:9999";
    const snippets = byClient(
      getInferenceSnippets(CHAT, HF_TOKEN, "together", TOGETHER_ID, { routerUrl, hubUrl }),
    );
    expect(snippets["sh/curl"]).toContain(`${routerUrl}/together/v1/chat/completions`);
    expect(snippets["js/@modeldeck/inference"]).toContain(`routerUrl: "${routerUrl}"`);
    expect(snippets["js/@modeldeck/inference"]).toContain(`hubUrl: "${hubUrl}"`);
  });

  it("uses the given example input and the model's mask token", () => {
    const snippets = byClient(
      getInferenceSnippets(
        SAMPLE_MODELS["text-classification"],
        HF_TOKEN,
        "hf-inference",
        undefined,
        {
          input: { kind: "text", text: "Quotes ' and \" and $HOME stay as written" },
        },
      ),
    );
    expect(snippets["sh/curl"]).toContain(
      `"inputs": "Quotes '\\'' and \\" and $HOME stay as written"`,
    );
    const roberta: SnippetModel = {
      id: "FacebookAI/roberta-base",
      pipeline_tag: "fill-mask",
      tags: [],
      mask_token: "<mask>",
    };
    const fill = byClient(getInferenceSnippets(roberta, HF_TOKEN, "hf-inference"));
    expect(fill["js/fetch"]).toContain("<mask>");
    expect(fill["js/fetch"]).not.toContain("[MASK]");
  });

  it("sends vision-language chat an image URL part", () => {
    const snippets = byClient(getInferenceSnippets(VISION_CHAT_MODEL, HF_TOKEN, "hf-inference"));
    expect(snippets["python/openai"]).toContain('"type": "image_url"');
    expect(snippets["js/@modeldeck/inference"]).toContain("client.chatCompletion(");
  });
});

describe("getInferenceSnippets with @huggingface/inference 4.x's arguments", () => {
  const mapping = {
    provider: "together",
    providerId: TOGETHER_ID,
    hfModelId: CHAT.id,
    status: "live" as const,
    task: "conversational",
  };

  it("gives what the 3.6.2 order gives: the mapping's providerId is the provider's model id", () => {
    const four = getInferenceSnippets(CHAT, "together", mapping, { streaming: true });
    expect(four.length).toBeGreaterThan(0);
    expect(four).toEqual(
      getInferenceSnippets(CHAT, "", "together", TOGETHER_ID, { streaming: true }),
    );
    expect(getInferenceSnippets(CHAT, "together")).toEqual(
      getInferenceSnippets(CHAT, "", "together"),
    );
  });

  it("routes with a given accessToken and writes it, as 4.x does", () => {
    const snippets = byClient(
      getInferenceSnippets(CHAT, "together", mapping, { accessToken: HF_TOKEN }),
    );
    expect(snippets["sh/curl"]).toContain("https://router.huggingface.co/together/");
    expect(snippets["sh/curl"]).toContain(HF_TOKEN);
  });

  it("calls the provider itself for directRequest, reading its key from the environment", () => {
    const snippets = byClient(
      getInferenceSnippets(CHAT, "together", mapping, { directRequest: true }),
    );
    expect(snippets["sh/curl"]).toContain("https://api.together.xyz/v1/chat/completions");
    expect(snippets["sh/curl"]).toContain("$TOGETHER_API_KEY");
  });

  it("takes the mapping's provider for auto, and the inputs text as the example", () => {
    expect(getInferenceSnippets(CHAT, "auto", mapping)).toEqual(
      getInferenceSnippets(CHAT, "together", mapping),
    );
    expect(getInferenceSnippets(CHAT, "auto")).toEqual([]);
    const classifier = SAMPLE_MODELS["text-classification"];
    const curl = byClient(
      getInferenceSnippets(classifier, "hf-inference", undefined, { inputs: "Quite good" }),
    )["sh/curl"];
    expect(curl).toContain('"inputs": "Quite good"');
  });

  it("answers in 4.13.30's shape: { language, client, content }, in every language 4.x has", () => {
    for (const [task, provider] of [
      ["conversational", "together"],
      ["text-classification", "hf-inference"],
      ["text-to-image", "fal-ai"],
    ] as const) {
      const model = SAMPLE_MODELS[task];
      const entry = {
        ...mapping,
        provider,
        providerId: `${provider}-org/served`,
        hfModelId: model.id,
        task,
      };
      const ours = getInferenceSnippets(model, provider, entry);
      const theirs = reference.snippets.getInferenceSnippets(
        model as never,
        provider,
        entry as never,
      );
      expect(ours.length, task).toBeGreaterThan(0);
      for (const snippet of ours)
        expect(Object.keys(snippet).sort()).toEqual(["client", "content", "language"]);
      // Every language 4.x offers; this client also writes curl where 4.x has none (fal's queue).
      const languages = new Set(ours.map((snippet) => snippet.language));
      for (const snippet of theirs) expect(languages, task).toContain(snippet.language);
    }
  });
});

describe("the @modeldeck/inference snippet's install line", () => {
  it("installs the client from the server that serves it, since no registry does", () => {
    const packageUrl = "https://deck.example/api/packages/modeldeck-inference.tgz";
    const snippets = byClient(
      getInferenceSnippets(CHAT, "", "together", TOGETHER_ID, { packageUrl }),
    );
    expect(snippets["js/@modeldeck/inference"]?.split("\n").slice(0, 2)).toEqual([
      `// npm install ${packageUrl}`,
      'import { InferenceClient } from "@modeldeck/inference";',
    ]);
    // The other clients come from registries; they get no such line.
    expect(snippets["js/openai"]).not.toContain("npm install");
  });
});
