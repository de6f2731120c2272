import type { PipelineType } from "@modeldeck/tasks";
import { apiPaths } from "../../paths";
import type { ApiClient } from "../api-client";
import type { GatewayStatus } from "../inference";
import type { Settings } from "../settings";
import { outputSize } from "./column-run";
import { explainError } from "./error-words";
import { createInferenceClient, type TokenUsage } from "./inference-runner";
import { missingKey } from "./key-availability";
import { loadingGaveUp, watchLoading, type ModelLoading } from "./model-loading";
import type { RecordedExchange } from "./recording-fetch";
import { runTry } from "./run-try";
import type { TaskOutput } from "./task-output";
import { TASK_SPECS } from "./task-specs";
import type { TryInput } from "./try-input";

/** A run's failure in plain words; `settingsLink` when adding a key in Settings would help. */
export interface TryRunError {
  title: string;
  detail: string;
  settingsLink?: boolean;
}

/** What one run sends: one model on one provider, for one task, with the user's input. */
export interface TryRunRequest {
  modelId: string;
  provider: string;
  task: PipelineType;
  /** Chat models stream their answer; other tasks call the task's client method. */
  chat: boolean;
  /** What the user entered; for a chat, `history` holds the earlier turns to send. */
  input: TryInput;
  /** Reads the file to send, once the run has started (a failure is the run's error). */
  media?: () => Promise<Blob | undefined>;
  /** The gateway's answer to "which keys would serve this browser" (`undefined`: no answer). */
  gatewayStatus: GatewayStatus | undefined;
  /** Why the screen will not send this run (the hub lists no such provider), in plain words. */
  refused?: TryRunError;
}

/** How long a run took: to the first token (chat) or the response headers, to the end, and its size. */
interface TryRunTimings {
  firstTokenMs?: number;
  totalMs?: number;
  outputBytes?: number;
}

/**
 * How a run ended: refused before anything was sent, a task's answer, a chat answer (`answer`
 * is the text as the conversation keeps it, marked when stopped), or a failure in plain words.
 */
export type TryRunOutcome =
  | { kind: "refused"; error: TryRunError }
  | { kind: "output"; output: TaskOutput; timings: TryRunTimings }
  | {
      kind: "chat";
      text: string;
      answer: string;
      stopped: boolean;
      usage?: TokenUsage;
      timings: TryRunTimings;
    }
  | { kind: "failed"; error: TryRunError; stopped: boolean; timings: TryRunTimings };

/** What a run reports while it goes: each recorded exchange, the loading state, the stream. */
export interface TryRunEvents {
  onExchange: (exchange: RecordedExchange) => void;
  onLoading: (loading: ModelLoading | undefined) => void;
  /** Milliseconds from the start to the first streamed token of a chat. */
  onFirstToken: (firstTokenMs: number) => void;
  onStreaming: (text: string) => void;
}

/** Where a run goes and with which credentials, and the controller that stops it. */
export interface TryRunContext {
  api: Pick<ApiClient, "baseUrl" | "fetch">;
  settings: Settings;
  abort: AbortController;
  /** The page's origin, for a server that is the page's own (`api.baseUrl` empty). */
  origin: string;
  now?: () => number;
}

/**
 * Why a run will not be sent, before anything is: the screen's own refusal, or no credential
 * that could serve the provider (the provider could only refuse).
 *
 * @example
 * ```ts
 * import type { Settings } from "../settings";
 * declare const request: TryRunRequest;
 * declare const settings: Settings;
 * refusalOf({ ...request, provider: "together" }, settings)?.error.title; // "Add a key in Settings" without a key
 * ```
 */
export function refusalOf(
  request: TryRunRequest,
  settings: Settings,
): Extract<TryRunOutcome, { kind: "refused" }> | undefined {
  if (request.refused) return { kind: "refused", error: request.refused };
  const noKey = missingKey(settings, request.gatewayStatus, request.provider);
  return noKey
    ? {
        kind: "refused",
        error: { title: "Add a key in Settings", detail: noKey, settingsLink: true },
      }
    : undefined;
}

/**
 * The run sequence, once for every screen that runs models: builds the inference client (the
 * settings decide whether calls go through the gateway), reads the file, streams a chat or calls
 * the task, watches for a model still loading (and gives up after a bound), measures the time to
 * the first token and to the end, and says a failure in plain words. It never throws: every end
 * is an outcome. `useTryRun` wraps it in a TanStack mutation.
 *
 * @example
 * ```ts
 * declare const request: TryRunRequest;
 * declare const context: TryRunContext;
 * const outcome = await executeTryRun(request, context, {
 *   onExchange: (exchange) => console.log(exchange.url),
 *   onLoading: () => undefined,
 *   onFirstToken: (milliseconds) => console.log(milliseconds),
 *   onStreaming: (text) => console.log(text),
 * });
 * if (outcome.kind === "failed") console.log(outcome.error.title);
 * ```
 */
export async function executeTryRun(
  request: TryRunRequest,
  context: TryRunContext,
  events: TryRunEvents,
): Promise<TryRunOutcome> {
  const { api, settings, abort, origin } = context;
  const { modelId, provider } = request;
  const now = context.now ?? (() => performance.now());
  const started = now();
  const elapsed = () => Math.round(now() - started);
  let latest: RecordedExchange | undefined;
  let firstTokenMs: number | undefined;
  let streamed = "";
  // A model still loading is shown as such, and given up on after a bound, not waited on forever.
  const watch = watchLoading({ onChange: events.onLoading, onGiveUp: () => abort.abort() });
  const gaveUp = () => loadingGaveUp(modelId, provider, watch.gaveUpAfter());
  try {
    const blob = await request.media?.();
    const client = await createInferenceClient({
      provider,
      settings,
      gatewayUrl: apiPaths.inferenceRouter(api.baseUrl || origin),
      hubUrl: settings.hubUrl || api.baseUrl || origin,
      fetch: api.fetch,
      onRecord: (exchange) => {
        if (!latest || exchange.sequence >= latest.sequence) latest = exchange;
        events.onExchange(exchange);
        watch.observe(exchange);
      },
    });
    const result = await runTry({
      client,
      modelId,
      provider,
      task: request.task,
      chat: request.chat,
      spec: TASK_SPECS[request.task],
      input: request.input,
      blob,
      signal: abort.signal,
      onDelta: (delta) => {
        if (!streamed) {
          firstTokenMs = elapsed();
          events.onFirstToken(firstTokenMs);
        }
        streamed += delta;
        events.onStreaming(streamed);
      },
    });
    const totalMs = elapsed();
    if (result.kind === "output") {
      const outputBytes = outputSize(result.output);
      const timings = { firstTokenMs: latest?.headersAfter, totalMs, outputBytes };
      return { kind: "output", output: result.output, timings };
    }
    // A chat stopped because the model never finished loading ended in failure, not by choice.
    if (!result.text && watch.gaveUpAfter() !== undefined) {
      return { kind: "failed", error: gaveUp(), stopped: false, timings: { totalMs } };
    }
    const answer = result.stopped
      ? `${result.text}${result.text ? " " : ""}[stopped]`
      : result.text;
    const timings = { firstTokenMs, totalMs, outputBytes: outputSize(result.text) };
    return { ...result, answer, timings };
  } catch (failure) {
    // A model still loading when the run gave up, or when the client stopped retrying, is said
    // as that rather than as a provider failure.
    const stillLoading =
      watch.gaveUpAfter() !== undefined || (watch.seen() && latest?.status === 503);
    const error = stillLoading
      ? gaveUp()
      : explainError(failure, latest?.status, { provider, gateway: settings.useGateway });
    return {
      kind: "failed",
      error,
      stopped: error.title === "Stopped",
      timings: { totalMs: elapsed() },
    };
  } finally {
    watch.stop();
  }
}
