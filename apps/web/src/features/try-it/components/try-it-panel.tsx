import { useId, useRef, useState } from "react";
import { ErrorMessage } from "../../../components/ui/status";
import { useApiClient } from "../../../lib/api-client";
import { getProviderMapping } from "../../../lib/provider-mapping";
import { useSettings } from "../../../lib/settings";
import type { TryItProps } from "../../../lib/try-it-slot";
import { useResource } from "../../../lib/use-resource";
import { apiPaths } from "../../../paths";
import { explainError } from "../api/error-words";
import { chatMessages, createInferenceClient, streamChat } from "../api/inference-runner";
import type { RecordedExchange } from "../api/recording-fetch";
import type { TaskOutput } from "../api/task-output";
import { TASK_SPECS, type InputField } from "../api/task-specs";
import { inputFromWidget, type ChatMessage, type TryInput } from "../api/try-input";
import { ChatTranscript } from "./chat-transcript";
import { ProviderPicker, providerChoices } from "./provider-picker";
import { RequestInspector } from "./request-inspector";
import { TaskInputs } from "./task-inputs";
import { TaskOutputView, useBlobUrl } from "./task-output-view";

const MEDIA_FIELDS: InputField[] = ["image", "audio", "video"];

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
    getProviderMapping(api, props.modelId).catch(() => []),
  );
  const mapping = props.providers ?? (fetched.status === "ready" ? fetched.data : []);
  const gateway = useResource("gateway", () =>
    api
      .json<{ configuredProviders: string[] }>(apiPaths.inferenceGateway())
      .catch(() => ({ configuredProviders: [] })),
  );
  const choices = providerChoices(
    mapping,
    gateway.status === "ready" ? gateway.data.configuredProviders : [],
  );
  const [picked, setPicked] = useState<string | undefined>();
  const provider =
    picked && choices.some((choice) => choice.provider === picked)
      ? picked
      : (choices[0]?.provider ?? "hf-inference");
  const [input, setInput] = useState<TryInput>(() => inputFromWidget(props.widgetInput));
  const [output, setOutput] = useState<{ result: TaskOutput; imageUrl?: string } | undefined>();
  const [error, setError] = useState<{ title: string; detail: string } | undefined>();
  const [exchange, setExchange] = useState<RecordedExchange | undefined>();
  const [streaming, setStreaming] = useState<string | undefined>();
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const latestStatus = useRef<number | undefined>(undefined);
  const fileUrl = useBlobUrl(input.file) ?? input.fileUrl;

  const chat = isChat(
    props,
    mapping.map((entry) => entry.task),
  );
  const spec = TASK_SPECS[props.task];
  if (!chat && !spec) {
    return <p>Trying {props.task} models is not supported by the inference client yet.</p>;
  }
  const fields: InputField[] = chat
    ? props.task === "image-text-to-text"
      ? ["image", "text"]
      : ["text"]
    : (spec?.fields ?? []);

  const latestSequence = useRef(0);
  const record = (next: RecordedExchange) => {
    if (next.sequence >= latestSequence.current) {
      latestSequence.current = next.sequence;
      latestStatus.current = next.status;
    }
    setExchange((previous) => {
      if (previous && previous.sequence > next.sequence) return previous;
      return previous?.sequence === next.sequence && previous.firstTokenAfter !== undefined
        ? { ...next, firstTokenAfter: previous.firstTokenAfter }
        : next;
    });
  };

  const readMedia = async (): Promise<Blob | undefined> => {
    if (!fields.some((field) => MEDIA_FIELDS.includes(field))) return undefined;
    if (input.file) return input.file;
    if (!input.fileUrl) return undefined;
    const response = await api.fetch(api.baseUrl + input.fileUrl);
    if (!response.ok) throw new Error(`The example file could not be loaded (${response.status}).`);
    return response.blob();
  };

  const run = async () => {
    setError(undefined);
    const needsText =
      fields.includes("text") &&
      !fields.some((field) => MEDIA_FIELDS.includes(field) && field !== "image");
    if (needsText && fields.includes("text") && !input.text.trim()) {
      setError({ title: "Nothing to send", detail: "Type some text first." });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setOutput(undefined);
    setExchange(undefined);
    latestStatus.current = undefined;
    latestSequence.current = 0;
    const origin = api.baseUrl || window.location.origin;
    const started = performance.now();
    try {
      const blob = await readMedia();
      if (
        fields.some((field) => MEDIA_FIELDS.includes(field)) &&
        !blob &&
        props.task !== "image-text-to-text"
      ) {
        throw new Error("Pick a file first.");
      }
      const client = await createInferenceClient({
        provider,
        settings,
        gatewayUrl: apiPaths.inferenceRouter(origin),
        hubUrl: settings.hubUrl || origin,
        fetch: api.fetch,
        onRecord: record,
      });
      if (chat) {
        const messages = await chatMessages(input, blob);
        setStreaming("");
        let first = true;
        let text = "";
        const finish = (suffix: string) => {
          const turns: ChatMessage[] = [
            { role: "user", content: input.text },
            { role: "assistant", content: text + suffix },
          ];
          setInput((current) => ({
            ...current,
            text: "",
            history: [...current.history, ...turns],
          }));
          setStreaming(undefined);
        };
        try {
          await streamChat(
            client,
            {
              model: props.modelId,
              provider,
              messages,
              temperature: input.temperature,
              maxTokens: input.maxTokens,
            },
            abort.signal,
            (delta) => {
              if (first) {
                first = false;
                const firstTokenAfter = Math.round(performance.now() - started);
                setExchange((current) => (current ? { ...current, firstTokenAfter } : current));
              }
              text += delta;
              setStreaming(text);
            },
          );
          finish("");
        } catch (failure) {
          if ((failure as Error).name === "AbortError" || abort.signal.aborted)
            finish(text ? " [stopped]" : "[stopped]");
          else {
            setStreaming(undefined);
            throw failure;
          }
        }
      } else if (spec) {
        const call = { ...input, blob };
        const method = client[spec.method];
        if (typeof method !== "function")
          throw new Error(`The inference client has no ${spec.method} method.`);
        const answer = await (
          method as (args: Record<string, unknown>, options?: unknown) => Promise<unknown>
        ).call(
          client,
          { model: props.modelId, provider, ...spec.args(call) },
          { signal: abort.signal },
        );
        setOutput({ result: spec.read(answer, call), imageUrl: fileUrl });
      }
    } catch (failure) {
      setError(explainError(failure, latestStatus.current));
    } finally {
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
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !running) {
            event.preventDefault();
            void run();
          }
        }}
      >
        <div className="row">
          <ProviderPicker
            id={`${id}-provider`}
            choices={choices}
            selected={provider}
            onSelect={setPicked}
          />
        </div>
        {chat ? <ChatTranscript history={input.history} streaming={streaming} /> : null}
        <TaskInputs
          fields={fields}
          chat={chat}
          textLabel={spec?.textLabel}
          input={input}
          onChange={setInput}
        />
        {error ? <ErrorMessage title={error.title} message={error.detail} /> : null}
        <div className="row">
          <button type="submit" className="primary" disabled={running}>
            {running ? "Running…" : chat ? "Send" : "Run"}
          </button>
          {running ? (
            <button type="button" onClick={() => controller.current?.abort()}>
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
          <TaskOutputView output={output.result} inputImageUrl={output.imageUrl} />
        </section>
      ) : null}
      {exchange ? <RequestInspector exchange={exchange} /> : null}
    </div>
  );
}
