// Sums a `.cpuprofile` (from `node --cpu-prof`) by function and by origin, so a profile of
// profile.mjs can be read without a browser: node bench/summarize-profile.mjs <file> [top]
import { readFileSync } from "node:fs";

const [file, topText = "25"] = process.argv.slice(2);
if (!file) throw new Error("usage: summarize-profile.mjs <file.cpuprofile> [top]");
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map();
for (let index = 0; index < profile.samples.length; index++) {
  const id = profile.samples[index];
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
}

/** Where a function comes from, in the few groups worth telling apart. */
function origin({ url, functionName }) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native / V8 builtin)";
  if (url.includes("modeldeck-inference")) return "modeldeck client";
  if (url.includes("@huggingface/inference")) return "reference client";
  if (url.includes("/bench/")) return "bench";
  if (url.includes("undici")) return "node: undici (fetch)";
  if (url.includes("webstreams")) return "node: web streams";
  if (url.includes("encoding")) return "node: TextDecoder";
  return "node: other";
}

const functions = new Map();
const origins = new Map();
let total = 0;
for (const [id, time] of selfTime) {
  const { callFrame } = byId.get(id);
  const name = `${callFrame.functionName || "(anonymous)"} ${callFrame.url.split("/").slice(-2).join("/")}:${callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + time);
  const group = origin(callFrame);
  origins.set(group, (origins.get(group) ?? 0) + time);
  total += time;
}
const busy = total - (origins.get("(idle)") ?? 0);
const print = (map, limit) => {
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(
      `${(time / 1000).toFixed(1).padStart(9)} ms ${((100 * time) / busy).toFixed(1).padStart(5)}%  ${name}`,
    );
};
console.log(`busy ${(busy / 1000).toFixed(1)} ms of ${(total / 1000).toFixed(1)} ms sampled`);
print(origins, 20);
console.log("");
print(functions, Number(topText));
