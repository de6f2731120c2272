import { useId, useState } from "react";
import { ChatStatistics, type ChatStats } from "../../../components/run/chat-statistics";
import { ChatTranscript } from "../../../components/run/chat-transcript";
import { ModelLoadingStatus } from "../../../components/run/model-loading-status";
import { NoProviderNote, TaskNotServedNote } from "../../../components/run/no-provider-note";
import { ProviderPicker } from "../../../components/run/provider-picker";
import { RequestInspector } from "../../../components/run/request-inspector";
import { SystemPromptInput } from "../../../components/run/system-prompt-input";
import { TaskInputs } from "../../../components/run/task-inputs";
import { TaskOutputView, useBlobUrl } from "../../../components/run/task-output-view";
import { TryRunShare } from "../../../components/run/try-run-share";
import { ErrorBoundary } from "../../../components/ui/error-boundary";
import { ErrorMessage } from "../../../components/ui/status";
import { useApiClient, type ApiClient } from "../../../lib/api-client";
import { Link } from "../../../lib/router";
import type { RecordedExchange } from "../../../lib/run/recording-fetch";
import { hasMediaField, missingInput } from "../../../lib/run/run-try";
import type { TaskOutput } from "../../../lib/run/task-output";
import type { InputField } from "../../../lib/run/task-specs";
import type { TryRunError } from "../../../lib/run/try-run";
import { inputFromWidget, type TryInput } from "../../../lib/run/try-input";
import { useTryRun } from "../../../lib/run/use-try-run";
import type { TryItProps } from "../../../lib/try-it-slot";
import { useHeldAction } from "../../../lib/use-held-action";
import { paths } from "../../../paths";
import { useTryItSetup } from "../api/use-try-it-setup";

/** A task's answer and the picture it was asked about (drawn under boxes and masks). */
interface ShownOutput {
  result: TaskOutput;
  imageUrl?: string;
}

/** The file a run sends: the one picked, or the example's, fetched from this server. */
async function readMedia(
  api: ApiClient,
  fields: InputField[],
  input: TryInput,
  task: string,
): Promise<Blob | undefined> {
  if (!hasMediaField(fields)) return undefined;
  let blob = input.file;
  if (!blob && input.fileUrl) {
    const response = await api.fetch(api.baseUrl + input.fileUrl);
    if (!response.ok) throw new Error(`The example file could not be loaded (${response.status}).`);
    blob = await response.blob();
  }
  if (!blob && task !== "image-text-to-text") throw new Error("Pick a file first.");
  return blob;
}

/** A failure next to the inputs; one that a key would fix links to Settings. */
function RunError({ error }: { error: TryRunError }) {
  if (!error.settingsLink) return <ErrorMessage title={error.title} message={error.detail} />;
  return (
    <div role="alert" className="error-message">
      <strong>{error.title}</strong>
      <p>
        {error.detail} <Link href={paths.settings()}>Add a key in Settings</Link>.
      </p>
    </div>
  );
}

/** Run (or Send), Stop while running, and Clear conversation when there is one. */
function RunButtons(props: {
  busy: boolean;
  chat: boolean;
  onStop: () => void;
  onClear: (() => void) | undefined;
}) {
  return (
    <div className="row">
      <button type="submit" className="primary" disabled={props.busy}>
        {props.busy ? "Running…" : props.chat ? "Send" : "Run"}
      </button>
      {props.busy ? (
        <button type="button" onClick={props.onStop}>
          Stop
        </button>
      ) : null}
      {props.onClear ? (
        <button type="button" onClick={props.onClear}>
          Clear conversation
        </button>
      ) : null}
    </div>
  );
}

/** Below the form: the answer drawn for the task, saving or sharing the run, and the request. */
function TryItResults(props: {
  try: TryItProps;
  output: ShownOutput | undefined;
  provider: string;
  chat: boolean;
  input: TryInput;
  running: boolean;
  exchange: RecordedExchange | undefined;
}) {
  const { output, chat, input, exchange } = props;
  return (
    <>
      {output ? (
        <section aria-label="Result" className="result">
          <h3>Result</h3>
          {/* An answer the view cannot draw must not take the form (and the user's input) down. */}
          <ErrorBoundary what="the result" resetKey={output}>
            <TaskOutputView output={output.result} inputImageUrl={output.imageUrl} />
          </ErrorBoundary>
        </section>
      ) : null}
      {!props.running && (output || (chat && input.history.length > 0)) ? (
        <TryRunShare
          {...{ task: props.try.task, modelId: props.try.modelId, provider: props.provider }}
          {...{ chat, input, exchange }}
          output={output?.result}
        />
      ) : null}
      {exchange ? <RequestInspector exchange={exchange} /> : null}
    </>
  );
}

/**
 * The "try it" box: pick a provider, fill the task's inputs, run (or stream a chat and stop
 * it), see the answer drawn for the task, and inspect the exact request. Errors appear next to
 * the inputs in plain words and the inputs are kept. It is one run of the app's run engine
 * (`useTryRun`).
 *
 * @example
 * ```tsx
 * <TryItPanel modelId="facebook/detr-resnet-50" task="object-detection" />
 * ```
 */
export default function TryItPanel(props: TryItProps) {
  const api = useApiClient();
  const id = useId();
  const setup = useTryItSetup(props);
  const { status, settling, providers, choices, provider, chat, spec, fields } = setup;
  const engine = useTryRun();
  const [input, setInput] = useState<TryInput>(() => inputFromWidget(props.widgetInput));
  const [output, setOutput] = useState<ShownOutput | undefined>();
  const [error, setError] = useState<TryRunError | undefined>();
  const [chatStats, setChatStats] = useState<ChatStats | undefined>();
  const fileUrl = useBlobUrl(input.file) ?? input.fileUrl;
  const held = useHeldAction(!settling, () => void run());
  const busy = engine.running || held.waiting;
  if (!chat && !spec) return <TaskNotServedNote task={props.task} />;
  // Only what the hub's mapping lists is offered; with nothing listed, nothing is sent.
  if (providers && provider === undefined) {
    return <NoProviderNote modelId={props.modelId} task={props.task} providers={providers} />;
  }

  async function run() {
    const missing = missingInput(fields, input, spec);
    setError(missing ? { title: "Nothing to send yet", detail: missing } : undefined);
    if (missing) return;
    if (settling) return held.hold();
    if (provider === undefined) return;
    const { modelId, task } = props;
    const onStart = () => {
      setOutput(undefined);
      if (chat) setChatStats(undefined);
    };
    const media = () => readMedia(api, fields, input, task);
    const request = { modelId, provider, task, chat, input, media, onStart };
    const ended = await engine.run({ ...request, gatewayStatus: status });
    if (ended.kind === "refused" || ended.kind === "failed") return setError(ended.error);
    if (ended.kind === "output") return setOutput({ result: ended.output, imageUrl: fileUrl });
    setChatStats({ firstTokenAfter: ended.timings.firstTokenMs, usage: ended.usage });
    setInput((current) => ({
      ...current,
      text: "",
      history: [
        ...current.history,
        { role: "user", content: input.text },
        { role: "assistant", content: ended.answer },
      ],
    }));
  }

  return (
    <div className="try-it">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Ctrl/⌘+Enter in the form's text areas bubbles up to send the form */}
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
            onSelect={setup.setPicked}
            loading={providers === undefined}
            modelId={props.modelId}
          />
        </div>
        {chat ? (
          <SystemPromptInput
            value={input.systemPrompt}
            onChange={(systemPrompt) => setInput((current) => ({ ...current, systemPrompt }))}
          />
        ) : null}
        {chat ? <ChatTranscript history={input.history} streaming={engine.streaming} /> : null}
        {chat && chatStats ? <ChatStatistics stats={chatStats} /> : null}
        <TaskInputs
          fields={fields}
          chat={chat}
          textLabel={spec?.textLabel}
          input={input}
          onChange={setInput}
        />
        {engine.running && engine.loading ? (
          <ModelLoadingStatus provider={provider ?? ""} loading={engine.loading} />
        ) : null}
        {error ? <RunError error={error} /> : null}
        <RunButtons
          {...{ busy, chat }}
          onStop={() => (held.waiting ? held.cancel() : engine.stop())}
          onClear={
            chat && input.history.length > 0 && !engine.running
              ? () => setInput({ ...input, history: [] })
              : undefined
          }
        />
      </form>
      <TryItResults
        {...{ try: props, output, chat, input, running: engine.running, exchange: engine.exchange }}
        provider={provider ?? ""}
      />
    </div>
  );
}
