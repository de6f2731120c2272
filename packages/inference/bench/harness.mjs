// What the benchmark and the profiler share: the loopback server, this package's client bundled
// from source, the bare floor, and the timing loop.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

export const TOKENS = 2000;
export const here = (path) => fileURLToPath(new URL(path, import.meta.url));
export const OUT = here("./.out/");
export const SOURCE_ENTRY = here("../src/index.ts");

/** Bundles this package's sources for Node, so the bench needs no prior build. */
export async function loadOwnClient() {
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

/** Starts the loopback server in a worker thread; resolves with its port. */
export function startServer() {
  const worker = new Worker(new URL("./server-worker.mjs", import.meta.url), {
    workerData: { tokens: TOKENS },
  });
  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", (port) => resolve({ worker, port }));
  });
}

/**
 * The floor: fetch plus the least parsing that still yields every event's JSON (it assumes
 * "data: " lines and "\n\n" endings, which only this server guarantees).
 */
export async function bareStream(url) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: "Hi" }], stream: true }),
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let count = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let start = 0;
    let end;
    while ((end = buffer.indexOf("\n\n", start)) !== -1) {
      const data = buffer.slice(start + 6, end);
      start = end + 2;
      if (data !== "[DONE]" && JSON.parse(data).choices[0].delta.content) count++;
    }
    buffer = buffer.slice(start);
  }
  return count;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The value below which `share` of the sorted values lie (nearest rank). */
const quantile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(share * (sorted.length - 1))))];

/**
 * The ratio of `mine` to `theirs` paired round by round (each round's block medians, taken under
 * the same load), summarised as the median ratio and its interquartile range. A load spike
 * moves both sides of one pair, so it widens the range instead of moving the median, unlike a
 * ratio of two medians taken over the whole run.
 *
 * @example
 * pairedRatio(perRound.modeldeck, perRound.reference); // { median: 0.55, low: 0.52, high: 0.58 }
 */
export function pairedRatio(mine, theirs) {
  const ratios = mine.map((value, round) => value / theirs[round]).sort((a, b) => a - b);
  return { median: median(ratios), low: quantile(ratios, 0.25), high: quantile(ratios, 0.75) };
}

/**
 * Times each contender `rounds` × `block` runs after one untimed round, and returns each one's
 * median wall time and median main-thread busy time (wall time less the event loop's idle
 * time: the client's own CPU cost, without the wait for the server), and, per round, the median
 * wall and busy time of its block (for `pairedRatio`). Contenders take turns a block at a time,
 * in an order that rotates every round, so all see the same machine load and none always runs
 * right after the same other one; runs of one contender are grouped in blocks because a run pays
 * for the garbage the previous one left, and the reference client leaves far more than this one.
 */
export async function compare(contenders, { rounds, block }, job) {
  const names = Object.keys(contenders);
  const lists = () => Object.fromEntries(names.map((name) => [name, []]));
  const wall = lists();
  const busy = lists();
  const perRound = { wall: lists(), busy: lists() };
  for (let round = 0; round <= rounds; round++) {
    for (let turn = 0; turn < names.length; turn++) {
      const name = names[(turn + round) % names.length];
      const blockWall = [];
      const blockBusy = [];
      for (let run = 0; run < block; run++) {
        const loop = performance.eventLoopUtilization();
        const start = performance.now();
        await job(contenders[name], name);
        const elapsed = performance.now() - start;
        const { active } = performance.eventLoopUtilization(loop);
        blockWall.push(elapsed);
        blockBusy.push(active);
      }
      if (round > 0) {
        wall[name].push(...blockWall);
        busy[name].push(...blockBusy);
        perRound.wall[name].push(median(blockWall));
        perRound.busy[name].push(median(blockBusy));
      }
    }
  }
  const medians = (values) => Object.fromEntries(names.map((name) => [name, median(values[name])]));
  return { wall: medians(wall), busy: medians(busy), perRound };
}
