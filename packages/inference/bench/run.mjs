// Benchmarks this client against @huggingface/inference 3.6.2 and 4.x (installed as
// @huggingface/inference-4) in one run, on one loopback
// server: a streamed 2,000-token chat answer cut into pieces several ways, non-streaming call
// overhead, and browser bundle sizes. Run with `npm run bench` in packages/inference.
//
// Ratios ("vs 3.6.2", "vs 4.x") are paired round by round: each round times every contender
// under the same load, the ratio of their block medians is taken per round, and the median of
// those ratios is printed with its interquartile range, so a load spike widens the range
// instead of moving the figure.
//
// Environment: BENCH_CHUNKING (comma-separated, default "event,mixed,16k"; "whole" also exists;
// BENCH_ONE_WRITE=1 means "whole" alone, as before), BENCH_STREAM_ROUNDS (default 20 rounds of 5 runs).
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { CHAT_ANSWER, cutAnswer, streamAnswer } from "./payload.mjs";
import {
  OUT,
  SOURCE_ENTRY,
  TOKENS,
  bareStream,
  compare,
  here,
  loadOwnClient,
  pairedRatio,
  startServer,
} from "./harness.mjs";

const CHUNKINGS = (
  process.env.BENCH_ONE_WRITE === "1" ? "whole" : (process.env.BENCH_CHUNKING ?? "event,mixed,16k")
).split(",");
// 100 timed runs per contender and job (plus a first, untimed round), in blocks of 5.
const STREAM_RUNS = { rounds: Number(process.env.BENCH_STREAM_ROUNDS ?? 20), block: 5 };
const CALL_RUNS = { rounds: 20, block: 20 };
const DESCRIPTIONS = {
  event: "one write per event",
  mixed: "1 B-4 KiB writes, cut anywhere",
  "16k": "16 KiB writes, cut anywhere",
  whole: "the whole answer in one write",
};

/**
 * A fetch that answers from memory: no socket, so the time left is the client's own work
 * (request building, stream reading, SSE parsing, JSON, iteration).
 */
function inMemoryFetch(chunks) {
  return async () => {
    let index = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (index < chunks.length) controller.enqueue(new Uint8Array(chunks[index++]));
        else controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  };
}

async function countTokens(client, args, options) {
  let count = 0;
  for await (const chunk of client.chatCompletionStream(args, options))
    if (chunk.choices[0].delta.content) count++;
  if (count !== TOKENS) throw new Error(`expected ${TOKENS} tokens, got ${count}`);
}

/**
 * What a browser loads for `source`, bundled as apps bundle (esbuild splitting on `import()`,
 * as Vite and webpack do): the entry chunk and the chunks it imports statically, each gzipped
 * (`gzip`, `raw`), and apart from them the chunks behind `import()` (`lazyGzip`: this client's
 * error side, which a call loads only when it fails).
 */
async function bundleSize(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: here(".."), loader: "ts" },
    bundle: true,
    minify: true,
    treeShaking: true,
    splitting: true,
    outdir: "out",
    platform: "browser",
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "error",
  });
  const { outputs } = result.metafile;
  const sizeOf = (path) => {
    const code = result.outputFiles.find((file) => file.path.endsWith(`/${path}`)).contents;
    return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  };
  const loaded = new Set();
  const lazy = new Set();
  const visit = (path, eager) => {
    if (loaded.has(path) || (!eager && lazy.has(path))) return;
    (eager ? loaded : lazy).add(path);
    for (const { path: next, kind } of outputs[path].imports) {
      visit(next, eager && kind === "import-statement");
    }
  };
  visit(
    Object.keys(outputs).find((path) => outputs[path].entryPoint === "<stdin>"),
    true,
  );
  const total = { raw: 0, gzip: 0, lazyGzip: 0 };
  for (const path of loaded) {
    const size = sizeOf(path);
    total.raw += size.raw;
    total.gzip += size.gzip;
  }
  for (const path of lazy) if (!loaded.has(path)) total.lazyGzip += sizeOf(path).gzip;
  return total;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (mine, theirs) => `${(mine / theirs).toFixed(2)}x`;
/** A paired ratio with its interquartile range: `0.55x (0.52-0.58)`. */
const spread = ({ median, low, high }) =>
  `${median.toFixed(2)}x (${low.toFixed(2)}-${high.toFixed(2)})`;

async function main() {
  const own = await loadOwnClient();
  const reference = await import("@huggingface/inference");
  const today = await import("@huggingface/inference-4");
  const server = await startServer();
  const base = `http://127.0.0.1:${server.port}`;
  const messages = [{ role: "user", content: "Hi" }];
  const contenders = { modeldeck: own, reference, today };
  const rows = [["job", "modeldeck", "3.6.2", "4.x", "vs 3.6.2", "vs 4.x", "target"]];
  // One row: our figure, both references', and our ratio to each, paired round by round.
  const row = (job, times, rounds, digits, target) => [
    job,
    times.modeldeck.toFixed(digits),
    times.reference.toFixed(digits),
    times.today.toFixed(digits),
    spread(pairedRatio(rounds.modeldeck, rounds.reference)),
    spread(pairedRatio(rounds.modeldeck, rounds.today)),
    target,
  ];

  for (const chunking of CHUNKINGS) {
    const endpointUrl = `${base}/${chunking}`;
    const args = { endpointUrl, model: "bench/model", messages };
    // The bare floor runs interleaved with both clients, so all three see the same load.
    const {
      wall: times,
      busy,
      perRound,
    } = await compare({ ...contenders, bare: null }, STREAM_RUNS, async (client) => {
      if (client !== null) return countTokens(client, args);
      const count = await bareStream(`${endpointUrl}/v1/chat/completions`);
      if (count !== TOKENS) throw new Error(`expected ${TOKENS} tokens, got ${count}`);
    });
    rows.push(
      row(
        `stream ${TOKENS}-token chat, ${DESCRIPTIONS[chunking]} (median ms)`,
        times,
        perRound.wall,
        2,
        "<= 0.60x",
      ),
      [
        "  bare fetch + minimal parser (ms)",
        times.bare.toFixed(2),
        "",
        "",
        spread(pairedRatio(perRound.wall.bare, perRound.wall.reference)),
        spread(pairedRatio(perRound.wall.bare, perRound.wall.today)),
        "(floor)",
      ],
      [
        "  main-thread busy time (ms; bare floor)",
        `${busy.modeldeck.toFixed(2)} (${busy.bare.toFixed(2)})`,
        busy.reference.toFixed(2),
        busy.today.toFixed(2),
        spread(pairedRatio(perRound.busy.modeldeck, perRound.busy.reference)),
        spread(pairedRatio(perRound.busy.modeldeck, perRound.busy.today)),
        `(floor ${ratio(busy.bare, busy.reference)})`,
      ],
    );
  }

  // The same answers through an in-memory fetch: no socket and no server, so what is left is
  // each client's own work (request building, stream reading, decoding, JSON, iteration).
  const memoryArgs = { endpointUrl: "http://in-memory.invalid", model: "bench/model", messages };
  for (const chunking of ["event", "16k"]) {
    const memoryOptions = { fetch: inMemoryFetch(cutAnswer(streamAnswer(TOKENS), chunking)) };
    const { wall: memoryTimes, perRound: memoryRounds } = await compare(
      contenders,
      STREAM_RUNS,
      (client) => countTokens(client, memoryArgs, memoryOptions),
    );
    rows.push(
      row(
        `  ${DESCRIPTIONS[chunking].replace("writes", "chunks").replace("write", "chunk")}, in-memory fetch (ms)`,
        memoryTimes,
        memoryRounds.wall,
        2,
        "(client work only)",
      ),
    );
  }

  const callArgs = { endpointUrl: `${base}/event`, model: "bench/model", messages };
  const { wall: callTimes, perRound: callRounds } = await compare(
    contenders,
    CALL_RUNS,
    async (client) => {
      const answer = await client.chatCompletion(callArgs);
      if (answer.choices[0].message.content !== "Two.") throw new Error("wrong answer");
    },
  );
  const callMemoryOptions = {
    fetch: async () =>
      new Response(CHAT_ANSWER, { headers: { "content-type": "application/json" } }),
  };
  const { wall: callMemoryTimes, perRound: callMemoryRounds } = await compare(
    contenders,
    CALL_RUNS,
    async (client) => {
      const answer = await client.chatCompletion(memoryArgs, callMemoryOptions);
      if (answer.choices[0].message.content !== "Two.") throw new Error("wrong answer");
    },
  );
  await server.worker.terminate();
  rows.push(
    row("chatCompletion call (median ms)", callTimes, callRounds.wall, 3, "<= 1.00x"),
    row(
      "  same call, in-memory fetch (ms)",
      callMemoryTimes,
      callMemoryRounds.wall,
      3,
      "(client work only)",
    ),
  );

  const bundles = {
    "chatCompletion only": [
      await bundleSize(
        `import { chatCompletion } from ${JSON.stringify(SOURCE_ENTRY)}; console.log(chatCompletion);`,
      ),
      await bundleSize(
        `import { chatCompletion } from "@huggingface/inference"; console.log(chatCompletion);`,
      ),
      await bundleSize(
        `import { chatCompletion } from "@huggingface/inference-4"; console.log(chatCompletion);`,
      ),
    ],
    "whole client": [
      await bundleSize(
        `import { InferenceClient } from ${JSON.stringify(SOURCE_ENTRY)}; console.log(InferenceClient);`,
      ),
      await bundleSize(
        `import { InferenceClient } from "@huggingface/inference"; console.log(InferenceClient);`,
      ),
      await bundleSize(
        `import { InferenceClient } from "@huggingface/inference-4"; console.log(InferenceClient);`,
      ),
    ],
  };
  rmSync(OUT, { recursive: true, force: true });
  for (const [name, [mine, theirs, todays]] of Object.entries(bundles)) {
    rows.push([
      `browser bundle, ${name} (gzip)`,
      kib(mine.gzip),
      kib(theirs.gzip),
      kib(todays.gzip),
      ratio(mine.gzip, theirs.gzip),
      ratio(mine.gzip, todays.gzip),
      name === "whole client" ? "<= 30 KiB" : "<= 6 KiB",
    ]);
    rows.push([
      `  loaded when a call fails, ${name} (gzip)`,
      kib(mine.lazyGzip),
      kib(theirs.lazyGzip),
      kib(todays.lazyGzip),
      "",
      "",
      "",
    ]);
    rows.push([`  minified, ${name}`, kib(mine.raw), kib(theirs.raw), kib(todays.raw), "", "", ""]);
  }

  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
    if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
  }
}

await main();
