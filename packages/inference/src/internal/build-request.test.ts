// The User-Agent on production URLs: this package's own name and version through the router and
// straight to a provider, and none from a page, where the header would cost a CORS preflight.
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatCompletion } from "../tasks/nlp/chat-completion.js";
import { chatCompletionAnswer } from "../test-support/fixtures.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { VERSION } from "../version.js";

const hosts = useProductionHosts();
const MODEL = "meta-llama/Llama-3.3-70B-Instruct";
const messages = [{ role: "user", content: "Hello" }];

/** The model's provider mapping as the Hub answers it, for chat on Together and Cerebras. */
function mapModel() {
  hosts.server.on("GET", at(`https://huggingface.co/api/models/${MODEL}`), {
    json: {
      id: MODEL,
      inferenceProviderMapping: {
        together: {
          status: "live",
          providerId: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
          task: "conversational",
        },
        cerebras: { status: "live", providerId: "llama-3.3-70b", task: "conversational" },
      },
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("User-Agent", () => {
  it("names this package and its version, through the router and to a provider's own host", async () => {
    const routed = "https://router.huggingface.co/together/v1/chat/completions";
    const direct = "https://api.cerebras.ai/v1/chat/completions";
    mapModel();
    hosts.server.on("POST", at(routed), { json: chatCompletionAnswer });
    hosts.server.on("POST", at(direct), { json: chatCompletionAnswer });
    await chatCompletion(
      { provider: "together", model: MODEL, accessToken: "hf_useragenttoken1", messages },
      hosts.options(),
    );
    await chatCompletion(
      { provider: "cerebras", model: MODEL, accessToken: "csk-useragentkey1", messages },
      hosts.options(),
    );

    const posts = hosts.server.requests.filter((request) => request.method === "POST");
    expect(posts.map((request) => request.url)).toEqual([at(routed), at(direct)]);
    expect(posts.map((request) => request.headers["user-agent"])).toEqual([
      `@modeldeck/inference/${VERSION}`,
      `@modeldeck/inference/${VERSION}`,
    ]);
  });

  it("is left to the browser in a page", async () => {
    vi.stubGlobal("document", {});
    const routed = "https://router.huggingface.co/together/v1/chat/completions";
    mapModel();
    hosts.server.on("POST", at(routed), { json: chatCompletionAnswer });
    await chatCompletion(
      { provider: "together", model: MODEL, accessToken: "hf_useragenttoken1", messages },
      hosts.options(),
    );
    const post = hosts.server.requests.find((request) => request.method === "POST");
    expect(post?.url).toBe(at(routed));
    expect(post?.headers["user-agent"]).not.toContain("inference");
  });
});
