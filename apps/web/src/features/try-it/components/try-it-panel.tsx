import { useId, useRef, useState } from "react";
import { ErrorBoundary } from "../../../components/ui/error-boundary";
import { ErrorMessage } from "../../../components/ui/status";
import { useApiClient } from "../../../lib/api-client";
import { useHeldAction } from "../../../lib/use-held-action";
import { useSettings } from "../../../lib/settings";
import type { TryItProps } from "../../../lib/try-it-slot";
import { useResource } from "../../../lib/use-resource";
import { Link } from "../../../lib/router";
import { apiPaths, paths } from "../../../paths";
import { explainError } from "../../../lib/run/error-words";
import { loadInferenceStatus, missingKey } from "../../../lib/run/key-availability";
import { createInferenceClient } from "../../../lib/run/inference-runner";
import { watchLoading, type ModelLoading } from "../../../lib/run/model-loading";
import { lookUpProviders, mappedEntries, type ModelProviders } from "../../../lib/run/model-providers";
import { hasMediaField, missingInput, runTry } from "../../../lib/run/run-try";
import type { TaskOutput } from "../../../lib/run/task-output";
import { TASK_SPECS, type InputField } from "../../../lib/run/task-specs";
import { inputFromWidget, type TryInput } from "../../../lib/run/try-input";
import { ChatStatistics, type ChatStats } from "../../../components/run/chat-statistics";
import { ChatTranscript } from "../../../components/run/chat-transcript";
import { loadingGaveUp, ModelLoadingStatus } from "../../../components/run/model-loading-status";
import { NoProviderNote, TaskNotServedNote } from "../../../components/run/no-provider-note";
import { defaultProvider, ProviderPicker, providerChoices } from "../../../components/run/provider-picker";
import { RequestInspector } from "../../../components/run/request-inspector";
import { SystemPromptInput } from "../../../components/run/system-prompt-input";
import { TaskInputs } from "../../../components/run/task-inputs";
import { TaskOutputView, useBlobUrl } from "../../../components/run/task-output-view";
import { TryRunShare } from "../../../components/run/try-run-share";
import { useExchangeRecorder } from "../../../lib/run/use-exchange-recorder";

/**
 * Chat when the task is a chat task and the model (or the task's example) is conversational.
 *
 * @example
 * ```ts
 * isChat({ modelId, task: "text-generation", conversational: true }, []); // true
 * ```
 */
export function isChat(props: TryItProps, mappingTasks: string[]): boolean {
  if (props.task === "image-text-to-text") return true;
  if (props.task !== "text-generation") return false;
  return (
    Boolean(props.conversational) ||
    props.widgetInput?.kind === "chat" ||
    mappingTasks.includes("conversational")
  );
}

/**
 * The "try it" box: pick a provider, fill the task's inputs, run (or stream a chat and stop
 * it), see the answer drawn for the task, and inspect the exact request. Errors appear next to
 * the inputs in plain words and the inputs are kept.
 *
 * @example
 * ```tsx
 * <TryItPanel modelId="facebook/detr-resnet-50" task="object-detection" />
 * ```
 */
export default function TryItPanel(props: TryItProps) {
  const api = useApiClient();
  const settings = useSettings();
  const id = useId();
  const fetched = useResource(props.providers ? undefined : `try-providers:${props.modelId}`, () =>
    lookUpProviders(api, props.modelId),
  );
  const gateway = useResource(`inference-status:${settings.gatewayToken}`, () =>
    loadInferenceStatus(api, settings.gatewayToken),
  );
  const status = gateway.status === "ready" ? gateway.data : undefined;
  const [picked, setPicked] = useState<string | undefined>();
  const [input, setInput] = useState<TryInput>(() => inputFromWidget(props.widgetInput));
  const [output, setOutput] = useState<{ result: TaskOutput; imageUrl?: string } | undefined>();
  const [error, setError] = useState<
    { title: string; detail: string; settingsLink?: boolean } | undefined
  >();
  const [streaming, setStreaming] = useState<string | undefined>();
  const [running, setRunning] = useState(false);
  const [chatStats, setChatStats] = useState<ChatStats | undefined>();
  const controller = useRef<AbortController | null>(null);
  const recorder = useExchangeRecorder();
  // The provider still loading the model: shown with its estimate, and given up on after a bound.
  const [loading, setLoading] = useState<ModelLoading | undefined>();
  const fileUrl = useBlobUrl(input.file) ?? input.fileUrl;

  // A run depends on two answers the box asks for when it opens: whether a key would serve this
  // browser (the gateway's status) and, when the page did not pass them, the model's providers.
  // Run pressed before both have arrived waits for them rather than deciding without them (it
  // would send a request the server can only refuse, or to a provider not offered a moment later).
  const settling =
    gateway.status === "loading" || (!props.providers && fetched.status === "loading");
  const held = useHeldAction(!settling, () => void run());
  const busy = running || held.waiting;

  // What the hub says about the model: the page's mapping, or the box's own lookup.
  const providers: ModelProviders | undefined = props.providers
    ? { kind: "mapped", entries: props.providers }
    : fetched.status === "ready"
      ? fetched.data
      : undefined;
  const mapping = mappedEntries(providers);
  const choices = providerChoices(
    mapping,
    Object.keys(status?.providers ?? {}).filter((key) => status?.providers[key]?.operatorKey),
  );
  const provider =
    picked && choices.some((choice) => choice.provider === picked)
      ? picked
      : defaultProvider(choices);
  const chat = isChat(
    props,
    mapping.map((entry) => entry.task),
  );
  const spec = TASK_SPECS[props.task];
  const fields: InputField[] = chat
    ? props.task === "image-text-to-text"
      ? ["image", "text"]
      : ["text"]
    : (spec?.fields ?? []);
  if (!chat && !spec) return <TaskNotServedNote task={props.task} />;
  // Only what the hub's mapping lists is offered; with nothing listed, nothing is sent.
  if (providers && provider === undefined) {
    return <NoProviderNote modelId={props.modelId} task={props.task} providers={providers} />;
  }

  const readMedia = async (): Promise<Blob | undefined> => {
    if (!hasMediaField(fields)) return undefined;
    if (input.file) return input.file;
    if (!input.fileUrl) return undefined;
    const response = await api.fetch(api.baseUrl + input.fileUrl);
    if (!response.ok) throw new Error(`The example file could not be loaded (${response.status}).`);
    return response.blob();
  };

  const run = async () => {
    const missing = missingInput(fields, input, spec);
    setError(missing ? { title: "Nothing to send yet", detail: missing } : undefined);
    if (missing) return;
    if (settling) {
      held.hold();
      return;
    }
    if (provider === undefined) return;
    // Without any credential the provider can only refuse; say so and send nothing.
    const noKey = missingKey(settings, status, provider);
    if (noKey) {
      setError({ title: "Add a key in Settings", detail: noKey, settingsLink: true });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setOutput(undefined);
    recorder.reset();
    const origin = api.baseUrl || window.location.origin;
    const started = performance.now();
    const watch = watchLoading({ onChange: setLoading, onGiveUp: () => abort.abort() });
    try {
      const blob = await readMedia();
      if (hasMediaField(fields) && !blob && props.task !== "image-text-to-text")
        throw new Error("Pick a file first.");
      const client = await createInferenceClient({
        provider,
        settings,
        gatewayUrl: apiPaths.inferenceRouter(origin),
        hubUrl: settings.hubUrl || origin,
        fetch: api.fetch,
        onRecord: (exchange) => {
          recorder.record(exchange);
          watch.observe(exchange);
        },
      });
      if (chat) {
        setStreaming("");
        setChatStats(undefined);
      }
      let streamed = "";
      let firstTokenAfter: number | undefined;
      const result = await runTry({
        client,
        modelId: props.modelId,
        provider,
        task: props.task,
        chat,
        spec,
        input,
        blob,
        signal: abort.signal,
        onDelta: (delta) => {
          if (!streamed) {
            firstTokenAfter = Math.round(performance.now() - started);
            recorder.markFirstToken(firstTokenAfter);
          }
          streamed += delta;
          setStreaming(streamed);
        },
      });
      if (watch.gaveUpAfter() !== undefined && result.kind === "chat" && !result.text) {
        setError(loadingGaveUp(props.modelId, provider, watch.gaveUpAfter()));
      } else if (result.kind === "output") {
        setOutput({ result: result.output, imageUrl: fileUrl });
      } else {
        setChatStats({ firstTokenAfter, usage: result.usage });
        const answer = result.stopped
          ? `${result.text}${result.text ? " " : ""}[stopped]`
          : result.text;
        setInput((current) => ({
          ...current,
          text: "",
          history: [
            ...current.history,
            { role: "user", content: input.text },
            { role: "assistant", content: answer },
          ],
        }));
      }
    } catch (failure) {
      const lastStatus = recorder.latestStatus();
      // A model still loading when the box gave up, or when the client stopped retrying, is
      // said as that rather than as a provider failure.
      setError(
        watch.gaveUpAfter() !== undefined || (watch.seen() && lastStatus === 503)
          ? loadingGaveUp(props.modelId, provider, watch.gaveUpAfter())
          : explainError(failure, lastStatus, { provider, gateway: settings.useGateway }),
      );
    } finally {
      watch.stop();
      setLoading(undefined);
      setStreaming(undefined);
      setRunning(false);
      controller.current = null;
    }
  };

  return (
    <div className="try-it">
      <form
        aria-label={`Try ${props.modelId}`}
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
        onKeyDown={(event) => {
          // Ctrl/⌘+Enter sends from inside a text area, as in most chat apps.
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !busy) {
            event.preventDefault();
            void run();
          }
        }}
      >
        <div className="row">
          <ProviderPicker
            id={`${id}-provider`}
            choices={choices}
            selected={provider ?? ""}
            onSelect={setPicked}
            loading={providers === undefined}
          />
        </div>
        {chat ? (
          <SystemPromptInput
            value={input.systemPrompt}
            onChange={(systemPrompt) => setInput((current) => ({ ...current, systemPrompt }))}
          />
        ) : null}
        {chat ? <ChatTranscript history={input.history} streaming={streaming} /> : null}
        {chat && chatStats ? <ChatStatistics stats={chatStats} /> : null}
        <TaskInputs
          fields={fields}
          chat={chat}
          textLabel={spec?.textLabel}
          input={input}
          onChange={setInput}
        />
        {running && loading ? (
          <ModelLoadingStatus provider={provider ?? ""} loading={loading} />
        ) : null}
        {error?.settingsLink ? (
          <div role="alert" className="error-message">
            <strong>{error.title}</strong>
            <p>
              {error.detail} <Link href={paths.settings()}>Add a key in Settings</Link>.
            </p>
          </div>
        ) : error ? (
          <ErrorMessage title={error.title} message={error.detail} />
        ) : null}
        <div className="row">
          <button type="submit" className="primary" disabled={busy}>
            {busy ? "Running…" : chat ? "Send" : "Run"}
          </button>
          {busy ? (
            <button
              type="button"
              onClick={() => (held.waiting ? held.cancel() : controller.current?.abort())}
            >
              Stop
            </button>
          ) : null}
          {chat && input.history.length > 0 && !running ? (
            <button type="button" onClick={() => setInput({ ...input, history: [] })}>
              Clear conversation
            </button>
          ) : null}
        </div>
      </form>
      {output ? (
        <section aria-label="Result" className="result">
          <h3>Result</h3>
          {/* An answer the view cannot draw must not take the form (and the user's input) down. */}
          <ErrorBoundary what="the result" resetKey={output}>
            <TaskOutputView output={output.result} inputImageUrl={output.imageUrl} />
          </ErrorBoundary>
        </section>
      ) : null}
      {!running && (output || (chat && input.history.length > 0)) ? (
        <TryRunShare
          {...{ task: props.task, modelId: props.modelId, provider: provider ?? "", chat, input }}
          output={output?.result}
          exchange={recorder.exchange}
        />
      ) : null}
      {recorder.exchange ? <RequestInspector exchange={recorder.exchange} /> : null}
    </div>
  );
}
