// Profiles one contender streaming the benchmark answer, for `node --cpu-prof`:
//   node --cpu-prof --cpu-prof-dir=.prof bench/profile.mjs modeldeck|reference|bare [chunking] [runs]
// then `node bench/summarize-profile.mjs .prof/<file>.cpuprofile` lists where the time went.
import { rmSync } from "node:fs";
import { OUT, TOKENS, bareStream, loadOwnClient, startServer } from "./harness.mjs";

const [name = "modeldeck", chunking = "event", runsText = "300"] = process.argv.slice(2);
const runs = Number(runsText);
const server = await startServer();
const endpointUrl = `http://127.0.0.1:${server.port}/${chunking}`;
const args = { endpointUrl, model: "bench/model", messages: [{ role: "user", content: "Hi" }] };
const client =
  name === "modeldeck"
    ? await loadOwnClient()
    : name === "reference"
      ? await import("@huggingface/inference")
      : null;
const start = performance.now();
for (let run = 0; run < runs; run++) {
  let count = 0;
  if (client === null) count = await bareStream(`${endpointUrl}/v1/chat/completions`);
  else
    for await (const chunk of client.chatCompletionStream(args))
      if (chunk.choices[0].delta.content) count++;
  if (count !== TOKENS) throw new Error(`expected ${TOKENS} tokens, got ${count}`);
}
const elapsed = performance.now() - start;
console.log(`${name} ${chunking}: ${(elapsed / runs).toFixed(2)} ms per stream over ${runs} runs`);
await server.worker.terminate();
rmSync(OUT, { recursive: true, force: true });
