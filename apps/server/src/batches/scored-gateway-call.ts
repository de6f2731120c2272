import { Transform, type Readable } from "node:stream";
import type { Clock } from "../clock.js";
import type { ScoreboardWindow } from "./scoreboard-window.js";

/** A model as the scoreboard keeps it: a Hub or provider model id, nothing longer or stranger. */
const MODEL = /^[\w.-]+(?:\/[\w.:-]+)?$/;
/** Bodies past this are not parsed for their model: a media upload names it in the path. */
const MOST_PARSED_BYTES = 256 * 1024;
/** The end of an answer kept to read the usage a provider reports there (JSON or last event). */
const TAIL_BYTES = 4096;
const COMPLETION_TOKENS = /"completion_tokens"\s*:\s*(\d{1,9})/g;

/** The model a gateway request names: in the path (`models/{id}/…`), else its JSON `model`. */
function modelOf(path: string, body: Buffer | undefined): string | undefined {
  const fromPath = /(?:^|\/)models\/([^/?]+)(?:\/([^/?]+))?/.exec(path);
  if (fromPath?.[1] !== undefined) {
    const second = fromPath[2];
    const named =
      second === undefined || second === "v1" || second === "pipeline"
        ? fromPath[1]
        : `${fromPath[1]}/${second}`;
    return decodeURIComponent(named);
  }
  if (body === undefined || body.length > MOST_PARSED_BYTES || body[0] !== 0x7b) return undefined;
  try {
    const { model } = JSON.parse(body.toString("utf8")) as { model?: unknown };
    return typeof model === "string" ? model : undefined;
  } catch {
    return undefined;
  }
}

/** The last completion-token count in an answer's tail (a stream's usage event comes last). */
function completionTokens(tail: string): number | undefined {
  let found: number | undefined;
  for (const match of tail.matchAll(COMPLETION_TOKENS)) found = Number(match[1]);
  return found;
}

/**
 * Times one call through the inference gateway for the provider scoreboard, off the request's
 * path: `answered` wraps the answer's body so it can note when the first bytes of a stream
 * passed (time to first token) and keep the last 4 KB (for the reported usage); the sample is
 * recorded when the body ends, or at once for an answer without one. `failed` records a call the
 * provider did not answer (timeout, unreachable). A provider's error status counts as an error.
 * The request's model is read only then, from the path or the JSON body; a call naming no model
 * is not counted. Nothing here is awaited by the request, and no key or body is kept.
 *
 * @example
 * ```ts
 * const scored = scoredGatewayCall(scoreboard, clock, { provider: "together", path: "v1/chat/completions", body });
 * const response = await call.fetch(fetch, url, init).catch((error: unknown) => { scored.failed(); throw error; });
 * reply.send(scored.answered(response, call.body(response, cut)));
 * ```
 */
export function scoredGatewayCall(
  window: ScoreboardWindow,
  clock: Clock,
  call: { provider: string; path: string; body: Buffer | undefined },
) {
  const started = performance.now();
  const record = (sample: { failed: boolean; firstTokenMs?: number; tail?: string }) => {
    const model = modelOf(call.path, call.body);
    if (model === undefined || model.length > 200 || !MODEL.test(model)) return;
    const tokens = sample.tail === undefined ? undefined : completionTokens(sample.tail);
    window.record({
      at: clock.now(),
      provider: call.provider,
      model,
      totalMs: performance.now() - started,
      failed: sample.failed,
      ...(sample.firstTokenMs === undefined ? {} : { firstTokenMs: sample.firstTokenMs }),
      ...(tokens === undefined ? {} : { completionTokens: tokens }),
    });
  };
  return {
    failed: () => record({ failed: true }),
    answered(response: Response, body: Readable | undefined): Readable | undefined {
      const failed = response.status >= 400;
      if (body === undefined) {
        record({ failed });
        return undefined;
      }
      const streamed = response.headers.get("content-type")?.includes("text/event-stream");
      let firstTokenMs: number | undefined;
      let tail = Buffer.alloc(0);
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (streamed) firstTokenMs ??= performance.now() - started;
          tail = Buffer.concat([tail, chunk]);
          if (tail.length > TAIL_BYTES) tail = tail.subarray(tail.length - TAIL_BYTES);
          done(null, chunk);
        },
        flush(done) {
          record({
            failed,
            ...(firstTokenMs === undefined ? {} : { firstTokenMs }),
            tail: tail.toString("utf8"),
          });
          done();
        },
      });
      // A body cut short ends the reply elsewhere; the tap goes with it, and the call is a failure.
      body.once("error", () => tap.destroy());
      tap.once("close", () => {
        if (!tap.writableFinished) record({ failed: true });
      });
      return body.pipe(tap);
    },
  };
}
