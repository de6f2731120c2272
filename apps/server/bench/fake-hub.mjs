// node bench/fake-hub.mjs <models>: a loopback Hub for the deep sync benchmark, in a process of
// its own so its work does not count against the server or the sync. It serves <models>
// generated repositories on the Hub's production paths (the listing with expand[] and Link
// cursors, model info, recursive trees, README.md at a commit) and behaves like a busy Hub: each
// answer takes about 50 ms, 5 % are 429 with Retry-After: 1 and 1 % drop the connection. It prints
// "hub listening on http://127.0.0.1:PORT"; GET /__bench/stats returns its counters.
import { createHash } from "node:crypto";
import { createServer } from "node:http";

const MODELS = Number(process.argv[2] ?? 100_000);
const DELAY_MS = Number(process.env.BENCH_HUB_DELAY_MS ?? 50);
const RATE_LIMITED = Number(process.env.BENCH_HUB_429 ?? 0.05);
const RESET = Number(process.env.BENCH_HUB_RESETS ?? 0.01);
const PAGE = 1000;

const counters = { list: 0, info: 0, tree: 0, card: 0, rateLimited: 0, reset: 0, notFound: 0 };
const hex = (text, length = 40) =>
  createHash(length > 40 ? "sha256" : "sha1")
    .update(text)
    .digest("hex")
    .slice(0, length);
const idOf = (index) => `org-${index % 997}/model-${String(index).padStart(7, "0")}`;
const indexOf = (id) => Number(/model-(\d+)$/.exec(id)?.[1] ?? -1);
const FILES = [
  "config.json",
  "model.safetensors",
  "tokenizer.json",
  "README.md",
  "onnx/model.onnx",
];

function info(index) {
  const id = idOf(index);
  const total = 1_000_000 * ((index % 70) + 1);
  return {
    _id: hex(id, 24),
    id,
    author: id.split("/")[0],
    sha: hex(`${id}@1`),
    lastModified: new Date(Date.UTC(2025, 0, 1) + index * 1000).toISOString(),
    createdAt: new Date(Date.UTC(2023, 0, 1) + index * 1000).toISOString(),
    private: false,
    gated: false,
    disabled: false,
    pipeline_tag: index % 3 === 0 ? "text-generation" : "text-classification",
    library_name: "transformers",
    tags: ["transformers", "safetensors", index % 2 === 0 ? "en" : "fr", "region:us"],
    downloads: (index * 7919) % 100_000,
    likes: index % 500,
    trendingScore: index % 7,
    cardData: { license: "apache-2.0", language: ["en"] },
    config: { architectures: ["BertForSequenceClassification"], model_type: "bert" },
    transformersInfo: {
      auto_model: "AutoModelForSequenceClassification",
      processor: "AutoTokenizer",
    },
    safetensors: { parameters: { F32: total }, total },
    siblings: FILES.map((rfilename) => ({ rfilename })),
  };
}

function tree(index) {
  const id = idOf(index);
  return [
    ...FILES.map((path, file) => ({
      type: "file",
      oid: hex(`${id}/${path}`),
      size: 1000 * (file + 1) * ((index % 13) + 1),
      path,
      ...(path.endsWith(".safetensors") || path.endsWith(".onnx")
        ? { lfs: { oid: hex(`${id}/${path}`, 64), size: 4_000_000 * (file + 1), pointerSize: 135 } }
        : {}),
    })),
    { type: "directory", oid: hex(`${id}/onnx`), size: 0, path: "onnx" },
  ];
}

function card(index) {
  return `---\nlicense: apache-2.0\n---\n# ${idOf(index)}\n\n${"A generated model card line.\n".repeat(50)}`;
}

function send(response, status, body, headers = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

function answer(request, response) {
  const url = new URL(request.url, "http://hub.invalid");
  const path = decodeURIComponent(url.pathname);
  if (path === "/api/models") {
    counters.list += 1;
    const start = Number(url.searchParams.get("cursor") ?? 0);
    const limit = Math.min(PAGE, Number(url.searchParams.get("limit") ?? PAGE));
    const end = Math.min(MODELS, start + limit);
    const headers = {};
    if (end < MODELS) {
      url.searchParams.set("cursor", String(end));
      headers.link = `<http://${request.headers.host}${url.pathname}${url.search}>; rel="next"`;
    }
    const page = [];
    for (let index = start; index < end; index += 1) {
      const { _id, id, sha, lastModified } = info(index);
      page.push({ _id, id, sha, lastModified });
    }
    return send(response, 200, page, headers);
  }
  const treeMatch = /^\/api\/models\/(.+)\/tree\/([0-9a-f]{40})$/.exec(path);
  if (treeMatch) {
    counters.tree += 1;
    return send(response, 200, tree(indexOf(treeMatch[1])));
  }
  const infoMatch = /^\/api\/models\/(.+)$/.exec(path);
  if (infoMatch) {
    const index = indexOf(infoMatch[1]);
    if (index < 0 || index >= MODELS) {
      counters.notFound += 1;
      return send(
        response,
        404,
        { error: "Repository not found" },
        { "x-error-code": "RepoNotFound" },
      );
    }
    counters.info += 1;
    return send(response, 200, info(index));
  }
  const cardMatch = /^\/(.+)\/resolve\/([0-9a-f]{40})\/README\.md$/.exec(path);
  if (cardMatch) {
    counters.card += 1;
    return send(response, 200, card(indexOf(cardMatch[1])), {
      "content-type": "text/plain; charset=utf-8",
      "x-repo-commit": cardMatch[2],
    });
  }
  if (path === "/__bench/stats") return send(response, 200, counters);
  counters.notFound += 1;
  send(response, 404, { error: "not found" });
}

const server = createServer((request, response) => {
  if (request.url?.startsWith("/__bench/")) return answer(request, response);
  const roll = Math.random();
  setTimeout(
    () => {
      if (roll < RESET) {
        counters.reset += 1;
        return request.socket.destroy();
      }
      if (roll < RESET + RATE_LIMITED) {
        counters.rateLimited += 1;
        return send(response, 429, { error: "rate limited" }, { "retry-after": "1" });
      }
      answer(request, response);
    },
    DELAY_MS * (0.8 + Math.random() * 0.4),
  );
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`hub listening on http://127.0.0.1:${server.address().port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
