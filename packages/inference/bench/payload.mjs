// The answers the benchmark server sends, built once and shared by the loopback server (in a
// worker thread) and the in-memory fetch, so every contender reads exactly the same bytes.

/** One OpenAI-style stream event as text-generation-inference sends it (about 230 bytes). */
export function chatChunkEvent(index) {
  return JSON.stringify({
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
}

/** The whole streamed answer: `tokens` events and the closing `[DONE]`, as bytes. */
export function streamAnswer(tokens) {
  const parts = [];
  for (let index = 0; index < tokens; index++) parts.push(`data: ${chatChunkEvent(index)}\n\n`);
  parts.push("data: [DONE]\n\n");
  return Buffer.from(parts.join(""), "utf8");
}

/** The non-streaming answer. */
export const CHAT_ANSWER = JSON.stringify({
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

/**
 * How the answer is cut into writes (and so into the pieces the client reads):
 * - `event`: one write per event, as a server streaming tokens sends them;
 * - `16k`: 16 KiB writes cut at any byte (as a proxy or TLS record coalescing events does);
 * - `mixed`: pieces of 1 byte to 4 KiB cut anywhere, in a fixed pseudo-random pattern (about a
 *   third of an event, one event, or several events at a time, as a real connection mixes them);
 * - `whole`: the whole answer in one write.
 */
export function cutAnswer(answer, mode) {
  if (mode === "whole") return [answer];
  if (mode === "16k") {
    const pieces = [];
    for (let start = 0; start < answer.length; start += 16384)
      pieces.push(answer.subarray(start, start + 16384));
    return pieces;
  }
  const events = [];
  let start = 0;
  for (let end = answer.indexOf("\n\n"); end !== -1; end = answer.indexOf("\n\n", start)) {
    events.push(answer.subarray(start, end + 2));
    start = end + 2;
  }
  if (mode === "event") return events;
  if (mode !== "mixed") throw new Error(`unknown chunking mode ${mode}`);
  // A fixed linear congruential sequence, so every run and contender gets the same pieces.
  let seed = 12345;
  const next = (limit) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16) % limit;
  const sizes = [() => 1 + next(96), () => 200 + next(80), () => 400 + next(4096 - 400)];
  const pieces = [];
  for (let start = 0; start < answer.length;) {
    const end = Math.min(answer.length, start + (sizes[next(3)] ?? sizes[0])());
    pieces.push(answer.subarray(start, end));
    start = end;
  }
  return pieces;
}
