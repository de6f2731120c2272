// The benchmark's loopback server. It runs in a worker thread, so its own work (thousands of
// writes per stream) is not timed as client work and does not compete with the client's event
// loop. POST with `"stream": true` answers the 2,000-token event stream cut as the first path
// segment says (`/event/…`, `/16k/…`, `/mixed/…`, `/whole/…`: see payload.mjs), so both clients
// choose it through their endpoint URL; any other POST answers one chat completion.
import { createServer } from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import { CHAT_ANSWER, cutAnswer, streamAnswer } from "./payload.mjs";

const answer = streamAnswer(workerData.tokens);
const cuts = Object.fromEntries(
  ["event", "16k", "mixed", "whole"].map((mode) => [mode, cutAnswer(answer, mode)]),
);
const chat = Buffer.from(CHAT_ANSWER);

const server = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    if (!body.stream) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(chat);
      return;
    }
    const pieces = cuts[request.url?.split("/")[1] ?? ""];
    if (!pieces) {
      response.writeHead(400).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    for (const piece of pieces) response.write(piece);
    response.end();
  });
});
// With three contenders the in-memory rounds between two network phases outlast Node's default
// 5 s keep-alive: the server then closed pooled sockets just as a client reused one ("other side
// closed"). Idle sockets stay open for the whole run instead.
server.keepAliveTimeout = 10 * 60_000;
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
