// `gatewayUrl`: every call, job poll, job result and file download of every provider × task goes
// to a ModelDeck gateway, never to a provider, its storage or the router. The client's own
// `fetch` option records each request (the global fetch is left alone).
import { describe, expect, it } from "vitest";
import * as own from "./index.js";
import type { ProviderConformance } from "./providers/conformance-fixture.js";
import type { ProviderTask } from "./providers/provider-helper.js";
import { CALLS } from "./test-support/task-calls.js";
import { at, useProductionHosts } from "./test-support/production-hosts.js";

const GATEWAY = "https://deck.example/api/inference";
const HF_TOKEN = "hf_gatewaycallertoken";
const PROVIDER_KEY = "gateway-provider-key-1";
const HUB = "https://huggingface.co";
const ROUTER = "https://router.huggingface.co";

interface Sent {
  url: string;
  headers: Headers;
}

type AnyCall = (args: Record<string, unknown>, options: Record<string, unknown>) => unknown;

/** Pulls once from a stream, awaits anything else: enough to send the first request. */
async function run(result: unknown): Promise<void> {
  try {
    if (result && typeof result === "object" && Symbol.asyncIterator in result) {
      await (result as unknown as AsyncIterator<unknown>).next();
    } else {
      await result;
    }
  } catch {
    // The recording fetch refuses every provider request; only what was sent matters.
  }
}

/** The first request one call sends (Hub lookups answered), with or without a gateway. */
async function firstRequest(
  provider: string,
  task: ProviderTask | undefined,
  accessToken: string,
  gatewayUrl?: string,
): Promise<Sent | undefined> {
  const sent: Sent[] = [];
  const model = `gateway-test/${provider}-${task ?? "none"}`;
  const recordingFetch: NonNullable<own.Options["fetch"]> = async (input, init) => {
    const url = String(input);
    if (url.startsWith(`${HUB}/api/models/`)) {
      return Response.json({
        id: model,
        inferenceProviderMapping: [
          { provider, hfModelId: model, providerId: `${provider}-org/model`, status: "live", task },
        ],
      });
    }
    sent.push({ url, headers: new Headers(init?.headers) });
    return Response.json({ error: "recorded" }, { status: 400 });
  };
  const call = task ? CALLS[task] : undefined;
  const definition = own.PROVIDERS[provider as own.InferenceProvider];
  const args = {
    ...(call?.args() ?? { inputs: "x" }),
    provider,
    model: definition.clientSideRoutingOnly ? `${provider}/gpt-test` : model,
    accessToken,
  };
  const options = {
    fetch: recordingFetch,
    retry_on_error: false,
    ...(gatewayUrl ? { gatewayUrl } : {}),
  };
  const fn = call ? (own[call.fn as keyof typeof own] as unknown as AnyCall) : undefined;
  await run(
    fn
      ? fn(args, options)
      : own.request(args as own.RequestArgs, { ...options, task: task as own.InferenceTask }),
  );
  own.clearResolutionCaches();
  return sent[0];
}

/** Every provider × task the registry lists (and each provider's route without a task). */
function registryPairs(): [string, ProviderTask | undefined][] {
  const pairs: [string, ProviderTask | undefined][] = [];
  for (const [provider, definition] of Object.entries(own.PROVIDERS)) {
    const tasks: ProviderTask[] =
      definition.tasks === "all" ? (Object.keys(CALLS) as ProviderTask[]) : [...definition.tasks];
    for (const task of tasks) pairs.push([provider, task]);
  }
  return pairs;
}

describe("gatewayUrl, first requests", () => {
  const pairs = registryPairs();

  it("covers every provider of the registry", () => {
    expect(new Set(pairs.map(([provider]) => provider))).toEqual(new Set(own.INFERENCE_PROVIDERS));
  });

  for (const [provider, task] of pairs) {
    for (const accessToken of [HF_TOKEN, PROVIDER_KEY]) {
      const definition = own.PROVIDERS[provider as own.InferenceProvider];
      // Refused before any request, with or without a gateway.
      if (definition.directOnly && accessToken === HF_TOKEN) continue;
      if (definition.clientSideRoutingOnly && accessToken === HF_TOKEN) continue;
      const kind = accessToken === HF_TOKEN ? "hf token" : "provider key";
      it(`${provider} ${task} (${kind}) goes to {gateway}/${provider}/{the router's path}`, async () => {
        const through = await firstRequest(provider, task, accessToken, GATEWAY);
        // A call this client refuses before sending anything (hf-inference has no video route)
        // is refused through a gateway too.
        if (!(await firstRequest(provider, task, accessToken))) {
          expect(through).toBeUndefined();
          return;
        }
        if (!through) throw new Error("nothing was sent through the gateway");
        expect(through.url.startsWith(`${GATEWAY}/${provider}/`), through.url).toBe(true);
        expect(through.headers.get("x-modeldeck-client")).toBe("modeldeck-inference");
        // The path and query are the ones the router would get for the same call.
        const routed = await firstRequest(provider, task, HF_TOKEN);
        if (routed && routed.url.startsWith(`${ROUTER}/${provider}/`)) {
          expect(through.url.slice(GATEWAY.length)).toBe(routed.url.slice(ROUTER.length));
        }
        // The key still names its provider: the gateway sends it there and nowhere else.
        const credential =
          through.headers.get("authorization") ?? through.headers.get("x-key") ?? "";
        expect(credential).toContain(accessToken);
      });
    }
  }

  it("never sends the client header anywhere but the gateway", async () => {
    const direct = await firstRequest("together", "conversational", PROVIDER_KEY);
    expect(direct?.url).toBe("https://api.together.xyz/v1/chat/completions");
    expect(direct?.headers.get("x-modeldeck-client")).toBeNull();
    // A dedicated endpoint is called where it is, gateway or not.
    let endpointHeaders: Headers | undefined;
    await own.textGeneration(
      {
        endpointUrl: "https://xyz.endpoints.huggingface.cloud/gpt2",
        inputs: "Hi",
        accessToken: HF_TOKEN,
      },
      {
        gatewayUrl: GATEWAY,
        fetch: async (input, init) => {
          expect(String(input)).toBe("https://xyz.endpoints.huggingface.cloud/gpt2");
          endpointHeaders = new Headers(init?.headers);
          return Response.json([{ generated_text: "Hi there" }]);
        },
      },
    );
    expect(endpointHeaders?.get("x-modeldeck-client")).toBeNull();
  });
});

/** Each provider module, by the id the registry gives it (file name = provider id). */
const modules = await Promise.all(
  Object.keys(own.PROVIDERS).map(async (id) => [id, await import(`./providers/${id}.ts`)] as const),
);
const cases = modules.flatMap(
  ([id, module]: readonly [string, { conformance?: ProviderConformance }]) =>
    (module.conformance?.cases ?? []).map((recorded, index) => [id, index, recorded] as const),
);

describe("gatewayUrl, whole job protocols", () => {
  const hosts = useProductionHosts();
  const MODEL = "gateway-test/model";

  it.each(cases)(
    "%s case %i: every call, poll and result goes through the gateway",
    async (id, _index, recorded) => {
      const definition = own.PROVIDERS[id as own.InferenceProvider];
      const bases = [definition.baseUrl, definition.baseUrlFor?.(recorded.task)].filter(
        (base): base is string => !!base,
      );
      hosts.server.on("GET", at(`${HUB}/api/models/${MODEL}`), {
        json: {
          id: MODEL,
          inferenceProviderMapping: {
            [id]: { status: "live", providerId: recorded.providerId, task: recorded.task },
          },
        },
      });
      const byRoute = new Map<string, unknown[]>();
      for (const exchange of recorded.exchanges) {
        const [method, url] = exchange.request.split(" ") as [string, string];
        const base = bases.find((candidate) => url.startsWith(`${candidate}/`));
        // The provider's API is asked at the gateway, and a file on its storage is downloaded
        // through the gateway's download route.
        const served = base
          ? `${GATEWAY}/${id}${new URL(url).pathname.slice(new URL(base).pathname.replace(/\/$/, "").length)}`
          : `${GATEWAY}/${id}/_download`;
        const key = `${method} ${at(served).split("?")[0]}`;
        const answer = exchange.answer;
        const fake =
          answer.base64 !== undefined
            ? {
                status: answer.status,
                headers: answer.contentType ? { "content-type": answer.contentType } : undefined,
                body: Buffer.from(answer.base64, "base64"),
              }
            : {
                status: answer.status,
                headers: answer.contentType ? { "content-type": answer.contentType } : undefined,
                json: answer.json,
                text: answer.text,
              };
        byRoute.set(key, [...(byRoute.get(key) ?? []), fake]);
      }
      for (const [key, answers] of byRoute) {
        const [method, path] = key.split(" ") as [string, string];
        hosts.server.on(method, path, ...(answers as never[]));
      }
      const call = CALLS[recorded.task];
      const fn = own[call?.fn as keyof typeof own] as unknown as AnyCall;
      const inputs = recorded.args.inputs;
      const dataUrl = typeof inputs === "string" && /^data:([^;]+);base64,(.*)$/.exec(inputs);
      const args = dataUrl
        ? {
            ...recorded.args,
            inputs: new Blob([Buffer.from(dataUrl[2] as string, "base64")], { type: dataUrl[1] }),
          }
        : recorded.args;
      const model =
        id === "hf-inference"
          ? recorded.providerId
          : definition.clientSideRoutingOnly
            ? `${id}/${recorded.providerId}`
            : MODEL;
      await fn(
        { ...args, provider: id, model, accessToken: PROVIDER_KEY },
        { ...hosts.options(), gatewayUrl: GATEWAY },
      );
      const sent = hosts.urls.filter((url) => !url.startsWith(`${HUB}/api/`));
      expect(sent).toHaveLength(recorded.exchanges.length);
      const files = recorded.exchanges
        .map((exchange) => exchange.request.split(" ")[1] as string)
        .filter((url) => !bases.some((base) => url.startsWith(`${base}/`)));
      const downloads: string[] = [];
      for (const [index, url] of sent.entries()) {
        const request = hosts.server.requests.filter(
          (candidate) => !candidate.url.startsWith("/huggingface.co/"),
        )[index];
        expect(url.startsWith(`${GATEWAY}/${id}/`), `${url} left for another host`).toBe(true);
        expect(request?.headers["x-modeldeck-client"]).toBe("modeldeck-inference");
        const download = new URL(url);
        if (download.pathname.endsWith(`/${id}/_download`)) {
          // A generated file: its URL for the gateway to fetch, and no credential at all.
          downloads.push(download.searchParams.get("url") as string);
          expect(request?.headers.authorization).toBeUndefined();
          expect(request?.headers["x-key"]).toBeUndefined();
        }
      }
      expect(downloads).toEqual(files);
      // …each on a storage host the provider declares, which is all the gateway fetches from.
      for (const file of files) expect(own.storageUrlOf(id, file), file).toBe(file);
    },
  );
});
