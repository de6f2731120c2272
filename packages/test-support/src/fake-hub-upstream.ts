import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "./loopback-server.js";

/**
 * One model of the fake upstream: its model info (the Hub's shape), its tree, its card bytes.
 *
 * @example
 * ```ts
 * const bart: UpstreamRepository = repository("facebook/bart-large-cnn");
 * bart.card = "# Changed card";
 * ```
 */
export interface UpstreamRepository {
  info: Record<string, unknown> & { id: string; sha: string };
  tree: Record<string, unknown>[];
  card?: string | Uint8Array;
  /** Contents of other files, served at `/{id}/resolve/{sha}/{path}`. */
  files?: Record<string, string>;
}

/**
 * What a fault hook may do to a request: answer 429 (with `Retry-After`), or drop the connection.
 *
 * @example
 * ```ts
 * const fault = (request: RecordedRequest): Fault => (request.url.includes("/tree/") ? "reset" : undefined);
 * ```
 */
export type Fault = "rate-limit" | "reset" | undefined;

/**
 * A running fake Hub: the loopback server, its repositories (change them between syncs), and
 * per-path request counts.
 *
 * @example
 * ```ts
 * const hub: FakeHubUpstream = await startFakeHubUpstream([repository("t5-small")]);
 * hub.counts.info; // model info answers so far
 * ```
 */
export interface FakeHubUpstream extends FakeUpstream {
  repositories: Map<string, UpstreamRepository>;
  /** Requests by kind: `list`, `info`, `tree`, `card`. */
  counts: Record<string, number>;
}

function send(
  response: ServerResponse,
  status: number,
  body: string | Uint8Array,
  headers: Record<string, string>,
) {
  response.writeHead(status, { "x-request-id": "Root=1-6747a1b2-3c4d5e6f", ...headers });
  response.end(body);
}

/**
 * A shortened sha1-looking oid for a test entry, stable for its text.
 *
 * @example
 * ```ts
 * oidOf("config.json"); // 40 hex digits
 * ```
 */
export function oidOf(text: string): string {
  return createHash("sha1").update(text).digest("hex");
}

/** The Hub's `expand` answer: `_id`, `id` and the fields asked for that the model has. */
function expanded(info: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  if (fields.length === 0) return info;
  const answer: Record<string, unknown> = { _id: info._id, id: info.id };
  for (const field of fields) if (info[field] !== undefined) answer[field] = info[field];
  return answer;
}

function answer(hub: FakeHubUpstream, request: RecordedRequest, response: ServerResponse) {
  const url = new URL(request.url, hub.url);
  const json = { "content-type": "application/json; charset=utf-8" };
  const path = decodeURIComponent(url.pathname);
  const ids = [...hub.repositories.keys()].sort();
  if (path === "/api/models") {
    hub.counts.list = (hub.counts.list ?? 0) + 1;
    const limit = Number(url.searchParams.get("limit") ?? "1000");
    const start = Number(url.searchParams.get("cursor") ?? "0");
    const fields = url.searchParams.getAll("expand[]");
    const page = ids.slice(start, start + Math.min(limit, 3));
    const headers: Record<string, string> = { ...json };
    if (start + page.length < ids.length) {
      url.searchParams.set("cursor", String(start + page.length));
      headers.link = `<${url.href}>; rel="next"`;
    }
    // Listed under the key it is stored at, so a test can make the info disagree with the list.
    const entries = page.map((id) => ({
      ...expanded(hub.repositories.get(id)?.info ?? {}, fields),
      id,
    }));
    return send(response, 200, JSON.stringify(entries), headers);
  }
  const tree = /^\/api\/models\/(.+?)\/tree\/([^/]+)$/.exec(path);
  if (tree !== null) {
    hub.counts.tree = (hub.counts.tree ?? 0) + 1;
    const repository = hub.repositories.get(tree[1] ?? "");
    if (repository === undefined || tree[2] !== repository.info.sha) {
      return send(response, 404, JSON.stringify({ error: "Revision Not Found" }), {
        ...json,
        "x-error-code": "RevisionNotFound",
      });
    }
    // Pages of two entries, as the Hub pages large trees, with the cursor in the Link.
    const start = Number(url.searchParams.get("cursor") ?? "0");
    const headers: Record<string, string> = { ...json };
    if (start + 2 < repository.tree.length) {
      url.searchParams.set("cursor", String(start + 2));
      headers.link = `<${url.href}>; rel="next"`;
    }
    return send(response, 200, JSON.stringify(repository.tree.slice(start, start + 2)), headers);
  }
  const info = /^\/api\/models\/(.+)$/.exec(path);
  if (info !== null) {
    hub.counts.info = (hub.counts.info ?? 0) + 1;
    const repository = hub.repositories.get(info[1] ?? "");
    if (repository === undefined) {
      return send(response, 404, JSON.stringify({ error: "Repository not found" }), {
        ...json,
        "x-error-code": "RepoNotFound",
      });
    }
    const fields = url.searchParams.getAll("expand[]");
    return send(response, 200, JSON.stringify(expanded(repository.info, fields)), json);
  }
  const resolve = /^\/(.+?)\/resolve\/([^/]+)\/(.+)$/.exec(path);
  if (resolve !== null) {
    const [, id = "", revision = "", file = ""] = resolve;
    if (file === "README.md") hub.counts.card = (hub.counts.card ?? 0) + 1;
    const repository = hub.repositories.get(id);
    const content = file === "README.md" ? repository?.card : repository?.files?.[file];
    if (content === undefined || revision !== repository?.info.sha) {
      return send(response, 404, "Entry not found", {
        "content-type": "text/plain; charset=utf-8",
        "x-error-code": "EntryNotFound",
      });
    }
    const body = Buffer.from(content);
    const headers = {
      "content-type": "text/plain; charset=utf-8",
      "x-repo-commit": repository.info.sha,
      "accept-ranges": "bytes",
      etag: `"${oidOf(body.toString())}"`,
    };
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ""));
    if (range !== null) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), body.byteLength - 1);
      return send(response, 206, body.subarray(start, end + 1), {
        ...headers,
        "content-range": `bytes ${start}-${end}/${body.byteLength}`,
      });
    }
    return send(response, 200, body, { ...headers, "content-length": String(body.byteLength) });
  }
  send(
    response,
    404,
    JSON.stringify({ error: "Sorry, we can't find the page you are looking for." }),
    json,
  );
}

/**
 * Starts a loopback Hub serving `repositories` on the Hub's production paths: the listing
 * (`/api/models`, `expand[]`, three per page, `Link` cursors), model info (`expand[]` honoured as
 * the Hub does), trees (`/api/models/{id}/tree/{sha}`, two entries per page) and cards
 * (`/{id}/resolve/{sha}/README.md`), with the Hub's 404 bodies and `X-Error-Code`s. `fault` may
 * turn any request into a 429 or a dropped connection; `delayMs` holds every answer that long.
 *
 * @example
 * ```ts
 * const hub = await startFakeHubUpstream([repository("facebook/bart-large-cnn")]);
 * await syncModels({ database, from: hub.url });
 * ```
 */
export async function startFakeHubUpstream(
  repositories: readonly UpstreamRepository[],
  fault: (request: RecordedRequest) => Fault = () => undefined,
  delayMs = 0,
): Promise<FakeHubUpstream> {
  const hub = (await startFakeUpstream(async (request, response) => {
    // A slower Hub, for a test that must catch a sync in the middle.
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const chosen = fault(request);
    if (chosen === "reset") return void response.socket?.destroy();
    if (chosen === "rate-limit") {
      return send(response, 429, JSON.stringify({ error: "You have exceeded our hourly quotas" }), {
        "content-type": "application/json",
        "retry-after": "1",
      });
    }
    answer(hub, request, response);
  })) as FakeHubUpstream;
  hub.repositories = new Map(repositories.map((repository) => [repository.info.id, repository]));
  hub.counts = {};
  return hub;
}

/**
 * A model repository shaped like the Hub's answers for a summarisation model: info with card
 * data, config, transformers info, safetensors and siblings; a tree with a directory, plain files
 * and LFS weights; and a card. `overrides` replace info fields.
 *
 * @example
 * ```ts
 * const bart = repository("facebook/bart-large-cnn", { downloads: 10 });
 * ```
 */
export function repository(
  id: string,
  overrides: Record<string, unknown> = {},
): UpstreamRepository {
  const sha = (overrides.sha as string | undefined) ?? oidOf(`${id} commit`);
  const weights = createHash("sha256").update(`${id} weights`).digest("hex");
  const tree = [
    { type: "file", oid: oidOf(`${id} .gitattributes`), size: 1519, path: ".gitattributes" },
    { type: "file", oid: oidOf(`${id} README.md`), size: 3041, path: "README.md" },
    { type: "file", oid: oidOf(`${id} config.json`), size: 1585, path: "config.json" },
    {
      type: "file",
      oid: oidOf(`${id} model`),
      size: 1625270765,
      path: "model.safetensors",
      lfs: { oid: weights, size: 1625270765, pointerSize: 135 },
      xetHash: oidOf(`${id} xet`) + "0".repeat(24),
    },
    { type: "directory", oid: oidOf(`${id} onnx`), size: 0, path: "onnx" },
    { type: "file", oid: oidOf(`${id} onnx/config`), size: 1092, path: "onnx/config.json" },
  ];
  return {
    info: {
      _id: oidOf(id).slice(0, 24),
      id,
      private: false,
      pipeline_tag: "summarization",
      library_name: "transformers",
      tags: [
        "transformers",
        "pytorch",
        "safetensors",
        "bart",
        "summarization",
        "en",
        "license:mit",
        "region:us",
      ],
      downloads: 2489051,
      likes: 1396,
      author: id.split("/")[0],
      sha,
      lastModified: "2024-02-13T18:02:05.000Z",
      createdAt: "2022-03-02T23:29:05.000Z",
      gated: false,
      disabled: false,
      trendingScore: 7,
      cardData: {
        language: ["en"],
        license: "mit",
        datasets: ["cnn_dailymail"],
        pipeline_tag: "summarization",
      },
      config: { architectures: ["BartForConditionalGeneration"], model_type: "bart" },
      transformersInfo: {
        auto_model: "AutoModelForSeq2SeqLM",
        pipeline_tag: "summarization",
        processor: "AutoTokenizer",
      },
      safetensors: { parameters: { F32: 406290432 }, total: 406290432 },
      widgetData: [{ text: "The tower is 324 metres (1,063 ft) tall." }],
      siblings: tree
        .filter((entry) => entry.type === "file")
        .map((entry) => ({ rfilename: entry.path })),
      ...overrides,
    } as UpstreamRepository["info"],
    tree,
    card: `---\nlanguage: en\nlicense: mit\n---\n# BART (large-sized model), fine-tuned on CNN Daily Mail\n\nSummarises news articles.\n`,
  };
}
