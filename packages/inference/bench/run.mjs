// Benchmarks this client against @huggingface/inference 3.6.2 in one run, on one loopback
// server: a streamed 2,000-token chat answer, non-streaming call overhead, and browser bundle
// sizes. Run with `npm run bench` in packages/inference.
import { build } from "esbuild";
import { Worker } from "node:worker_threads";
import { mkdirSync, rmSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const OUT = here("./.out/");
const SOURCE_ENTRY = here("../src/index.ts");
const TOKENS = 2000;
const STREAM_RUNS = 60;
const CALL_RUNS = 400;
const WARMUP = 5;

/** Bundles this package's sources for Node, so the bench needs no prior build. */
async function loadOwnClient() {
  mkdirSync(OUT, { recursive: true });
  const outfile = `${OUT}modeldeck-inference.mjs`;
  await build({
    entryPoints: [SOURCE_ENTRY],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "error",
  });
  return import(pathToFileURL(outfile).href);
}

/**
 * The loopback server runs in a worker thread, so its own work (2,000 writes per stream) is
 * not timed as client work and does not compete with the client's event loop.
 */
const SERVER_SOURCE = `
const { createServer } = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { tokens } = workerData;
const event = (index) => JSON.stringify({
  object: "chat.completion.chunk", id: "chatcmpl-bench", created: 1738161420, model: "bench/model",
  system_fingerprint: "3.0.1-sha-bb9095a",
  choices: [{ index: 0, delta: { role: "assistant", content: " token" + index }, logprobs: null, finish_reason: null }],
});
// The answer as a server streaming tokens sends it: one write per event.
const events = [];
for (let index = 0; index < tokens; index++) events.push(Buffer.from("data: " + event(index) + "\\n\\n"));
events.push(Buffer.from("data: [DONE]\\n\\n"));
const chat = Buffer.from(JSON.stringify({
  object: "chat.completion", id: "chatcmpl-bench", created: 1738161419, model: "bench/model",
  system_fingerprint: "3.0.1-sha-bb9095a",
  choices: [{ index: 0, message: { role: "assistant", content: "Two." }, logprobs: null, finish_reason: "stop" }],
  usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
}));
const server = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    if (body.stream) {
      response.writeHead(200, { "content-type": "text/event-stream" });
      if (workerData.whole) response.end(Buffer.concat(events));
      else {
        for (const piece of events) response.write(piece);
        response.end();
      }
    } else {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(chat);
    }
  });
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
`;

function startServer() {
  const worker = new Worker(SERVER_SOURCE, {
    eval: true,
    workerData: { tokens: TOKENS, whole: process.env.BENCH_ONE_WRITE === "1" },
  });
  return new Promise((resolve) => worker.once("message", (port) => resolve({ worker, port })));
}

/** The same answer as the server's, for the in-memory fetch: one chunk per event. */
function streamChunks() {
  const event = (index) =>
    JSON.stringify({
      object: "chat.completion.chunk",
      id: "chatcmpl-bench",
      created: 1738161420,
      model: "bench/model",
      system_fingerprint: "3.0.1-sha-bb9095a",
      choices: [
        {
          index: 0,
          delta: { role: "assistant", content: ` token${index}` },
          logprobs: null,
          finish_reason: null,
        },
      ],
    });
  const encoder = new TextEncoder();
  const chunks = Array.from({ length: TOKENS }, (_, index) =>
    encoder.encode(`data: ${event(index)}\n\n`),
  );
  chunks.push(encoder.encode("data: [DONE]\n\n"));
  return chunks;
}

/**
 * A fetch that answers from memory: no socket, so the time left is the client's own work
 * (request building, stream reading, SSE parsing, JSON, iteration).
 */
function inMemoryFetch(chunks) {
  return async () => {
    let index = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (index < chunks.length) controller.enqueue(chunks[index++]);
        else controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Times `job` runs of each contender, interleaved so both see the same machine load. */
async function compare(contenders, runs, job) {
  const times = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
  for (let run = 0; run < runs + WARMUP; run++) {
    for (const [name, contender] of Object.entries(contenders)) {
      const start = performance.now();
      await job(contender);
      const elapsed = performance.now() - start;
      if (run >= WARMUP) times[name].push(elapsed);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([name, values]) => [name, median(values)]));
}

/** The floor: fetch plus the least parsing that still yields every event. */
async function bareStream(url) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: "Hi" }], stream: true }),
  });
  const decoder = new TextDecoder();
  let buffer = "";
  let count = 0;
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const data = buffer.slice(6, end);
      buffer = buffer.slice(end + 2);
      if (data !== "[DONE]") {
        JSON.parse(data);
        count++;
      }
    }
  }
  return count;
}

async function bundleSize(source, resolveDir) {
  const result = await build({
    stdin: { contents: source, resolveDir, loader: "ts" },
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: "browser",
    format: "esm",
    write: false,
    logLevel: "error",
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const own = await loadOwnClient();
  const reference = await import("@huggingface/inference");
  const server = await startServer();
  const endpointUrl = `http://127.0.0.1:${server.port}/endpoint`;
  const args = { endpointUrl, model: "bench/model", messages: [{ role: "user", content: "Hi" }] };
  const contenders = { modeldeck: own, reference };

  // The bare floor runs interleaved with both clients, so all three see the same load.
  const streamTimes = await compare({ ...contenders, bare: null }, STREAM_RUNS, async (client) => {
    let count = 0;
    if (client === null) count = await bareStream(`${endpointUrl}/v1/chat/completions`);
    else
      for await (const chunk of client.chatCompletionStream(args))
        if (chunk.choices[0].delta.content) count++;
    if (count !== TOKENS) throw new Error(`expected ${TOKENS} tokens, got ${count}`);
  });
  const bare = { bare: streamTimes.bare };
  const memoryArgs = { ...args, endpointUrl: "http://in-memory.invalid" };
  const memoryOptions = { fetch: inMemoryFetch(streamChunks()) };
  const memoryTimes = await compare(contenders, STREAM_RUNS, async (client) => {
    let count = 0;
    for await (const chunk of client.chatCompletionStream(memoryArgs, memoryOptions))
      if (chunk.choices[0].delta.content) count++;
    if (count !== TOKENS) throw new Error(`expected ${TOKENS} tokens, got ${count}`);
  });
  const callTimes = await compare(contenders, CALL_RUNS, async (client) => {
    const answer = await client.chatCompletion(args);
    if (answer.choices[0].message.content !== "Two.") throw new Error("wrong answer");
  });
  const chatBody = JSON.stringify({
    object: "chat.completion",
    id: "chatcmpl-bench",
    created: 1738161419,
    model: "bench/model",
    system_fingerprint: "3.0.1-sha-bb9095a",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: "Two." },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
  });
  const callMemoryOptions = {
    fetch: async () => new Response(chatBody, { headers: { "content-type": "application/json" } }),
  };
  const callMemoryTimes = await compare(contenders, CALL_RUNS, async (client) => {
    const answer = await client.chatCompletion(memoryArgs, callMemoryOptions);
    if (answer.choices[0].message.content !== "Two.") throw new Error("wrong answer");
  });
  await server.worker.terminate();

  const ownDir = here("..");
  const referenceDir = here("..");
  const bundles = {
    "chatCompletion only": [
      await bundleSize(
        `import { chatCompletion } from ${JSON.stringify(SOURCE_ENTRY)}; console.log(chatCompletion);`,
        ownDir,
      ),
      await bundleSize(
        `import { chatCompletion } from "@huggingface/inference"; console.log(chatCompletion);`,
        referenceDir,
      ),
    ],
    "whole client": [
      await bundleSize(
        `import { InferenceClient } from ${JSON.stringify(SOURCE_ENTRY)}; console.log(InferenceClient);`,
        ownDir,
      ),
      await bundleSize(
        `import { InferenceClient } from "@huggingface/inference"; console.log(InferenceClient);`,
        referenceDir,
      ),
    ],
  };
  rmSync(OUT, { recursive: true, force: true });

  const rows = [
    ["job", "modeldeck", "@huggingface/inference 3.6.2", "ratio", "target"],
    [
      `stream ${TOKENS}-token chat (median ms)`,
      streamTimes.modeldeck.toFixed(2),
      streamTimes.reference.toFixed(2),
      `${(streamTimes.modeldeck / streamTimes.reference).toFixed(2)}x`,
      "<= 0.60x",
    ],
    [
      "  bare fetch + minimal parser (ms)",
      bare.bare.toFixed(2),
      "",
      `${(bare.bare / streamTimes.reference).toFixed(2)}x`,
      "(floor)",
    ],
    [
      "  same answer, in-memory fetch (ms)",
      memoryTimes.modeldeck.toFixed(2),
      memoryTimes.reference.toFixed(2),
      `${(memoryTimes.modeldeck / memoryTimes.reference).toFixed(2)}x`,
      "(client work only)",
    ],
    [
      "chatCompletion call (median ms)",
      callTimes.modeldeck.toFixed(3),
      callTimes.reference.toFixed(3),
      `${(callTimes.modeldeck / callTimes.reference).toFixed(2)}x`,
      "<= 1.00x",
    ],
    [
      "  same call, in-memory fetch (ms)",
      callMemoryTimes.modeldeck.toFixed(3),
      callMemoryTimes.reference.toFixed(3),
      `${(callMemoryTimes.modeldeck / callMemoryTimes.reference).toFixed(2)}x`,
      "(client work only)",
    ],
  ];
  for (const [name, [mine, theirs]] of Object.entries(bundles)) {
    rows.push([
      `browser bundle, ${name} (gzip)`,
      kib(mine.gzip),
      kib(theirs.gzip),
      `${(mine.gzip / theirs.gzip).toFixed(2)}x`,
      name === "whole client" ? "<= 30 KiB" : "<= 6 KiB",
    ]);
    rows.push([`  minified, ${name}`, kib(mine.raw), kib(theirs.raw), "", ""]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
    if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
  }
}

await main();
