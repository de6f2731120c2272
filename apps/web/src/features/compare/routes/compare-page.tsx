import { useQueries } from "@tanstack/react-query";
import type { PipelineType, TaskData } from "@modeldeck/tasks";
import { useEffect, useId, useRef, useState } from "react";
import { useApiClient } from "../../../lib/api-client";
import { loadTask, pipelineName } from "../../../lib/catalogue";
import { Link, navigate, useLocation } from "../../../lib/router";
import { useSettings } from "../../../lib/settings";
import { useHeldAction } from "../../../lib/use-held-action";
import { useResource } from "../../../lib/use-resource";
import { paths } from "../../../paths";
import { pathTo } from "../../../route-paths";
import { loadInferenceStatus } from "../../../lib/run/key-availability";
import { lookUpProviders, mappedEntries, type ModelProviders } from "../../../lib/run/model-providers";
import { hasMediaField, missingInput } from "../../../lib/run/run-try";
import { TASK_SPECS, type InputField } from "../../../lib/run/task-specs";
import { inputFromWidget, type TryInput } from "../../../lib/run/try-input";
import { defaultProvider, providerChoices } from "../../../components/run/provider-picker";
import { SystemPromptInput } from "../../../components/run/system-prompt-input";
import { TaskInputs } from "../../../components/run/task-inputs";
import { useBlobUrl } from "../../../components/run/task-output-view";
import { ChatLockstep } from "../components/chat-lockstep";
import { ColumnEditor } from "../components/column-editor";
import { columnRefusal } from "../components/column-refusal";
import { ColumnResult } from "../components/column-result";
import { sharedScale } from "../components/comparable-output";
import { loadBlob, loadRun, storeBlob } from "../../../lib/run/compare-api";
import {
  MAX_COLUMNS,
  compareQuery,
  readCompareQuery,
  type BlobReference,
  type CompareColumn,
  type CompareSetup,
} from "../../../lib/run/compare-setup";
import { addToTray, keepTray } from "../../../lib/compare-tray";
import { columnFromResult, setupFromRun } from "../../../lib/run/run-record";
import { SaveRun } from "../../../components/run/save-run";
import { SavedRuns } from "../components/saved-runs";
import { useColumnRuns } from "../components/use-column-runs";
import "./compare.css";

const CHAT_TASKS = ["text-generation", "image-text-to-text"];
const INPUT_PARAMETERS = [
  "text",
  "system",
  "context",
  "labels",
  "sentences",
  "table",
  "blob",
  "example",
];
const COMPARABLE_TASKS = [...new Set([...Object.keys(TASK_SPECS), ...CHAT_TASKS])].sort(
  (left, right) => (pipelineName(left) || left).localeCompare(pipelineName(right) || right),
);
const EMPTY = inputFromWidget(undefined);

/** The screen's state as a link (or the gathered columns) describes it. */
interface Opened {
  setup: CompareSetup;
  /** The link carries its own input, so the task's example must not replace it. */
  hasInput: boolean;
  runId?: string;
}

function openedFrom(search: string): Opened {
  const query = new URLSearchParams(search);
  const runId = query.get("run") ?? undefined;
  const task = (query.get("task") ?? "text-classification") as PipelineType;
  const added = query.get("add");
  if (added) {
    const columns = addToTray(task, added);
    return {
      setup: { task, columns, chat: query.get("chat") === "1", input: EMPTY },
      hasInput: false,
    };
  }
  const setup = readCompareQuery(search, EMPTY) ?? { task, columns: [], chat: false, input: EMPTY };
  return {
    setup,
    hasInput: Boolean(runId) || INPUT_PARAMETERS.some((name) => query.has(name)),
    runId,
  };
}

function withColumnCount(columns: CompareColumn[]): CompareColumn[] {
  // A comparison starts with two columns to fill; a single run opened by link keeps its one.
  return columns.length === 0
    ? [
        { model: "", provider: "" },
        { model: "", provider: "" },
      ]
    : columns;
}

/**
 * The compare screen: one input run against two to four models (each on its own provider) at
 * once, every column streaming or loading on its own with its own Stop, timings, size and
 * error; outputs drawn comparably; the whole setup in the URL (files stored by hash) and
 * results savable as a run.
 *
 * @example
 * ```tsx
 * <ComparePage />
 * ```
 */
export default function ComparePage() {
  const api = useApiClient();
  const settings = useSettings();
  const { search } = useLocation();
  const id = useId();
  const [opened, setOpened] = useState(() => openedFrom(search));
  const written = useRef(search);
  const [task, setTask] = useState(opened.setup.task);
  const [columns, setColumns] = useState(() => withColumnCount(opened.setup.columns));
  const [chatFlag, setChatFlag] = useState(opened.setup.chat);
  const [input, setInput] = useState<TryInput>(() => ({
    ...EMPTY,
    ...opened.setup.input,
    fileUrl: opened.setup.exampleFile,
  }));
  const [stored, setStored] = useState<{ blob: Blob; reference: BlobReference } | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [savedVersion, setSavedVersion] = useState(0);
  const [savedAt, setSavedAt] = useState<string | undefined>();
  const runs = useColumnRuns(columns.length);
  const gateway = useResource(`inference-status:${settings.gatewayToken}`, () =>
    loadInferenceStatus(api, settings.gatewayToken),
  );
  const status = gateway.status === "ready" ? gateway.data : undefined;
  const taskData = useResource(`task:${task}`, () => loadTask(task));
  const mappings = useQueries({
    queries: columns.map((column) => ({
      queryKey: ["compare-providers", api.hub.hubUrl, column.model],
      queryFn: ({ signal }: { signal: AbortSignal }) => lookUpProviders(api, column.model, signal),
      enabled: column.model !== "",
    })),
  });
  const imageUrl = useBlobUrl(input.file) ?? input.fileUrl;

  // A link opened from inside the app (a saved run, "Add to compare") sets the screen anew.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    const next = openedFrom(search);
    setOpened(next);
    setTask(next.setup.task);
    setColumns(withColumnCount(next.setup.columns));
    setChatFlag(next.setup.chat);
    setInput({ ...EMPTY, ...next.setup.input, fileUrl: next.setup.exampleFile });
    runs.clear();
    // Deliberately keyed: only a new address resets.
  }, [search]);

  // "Add to compare" links carry only the model: show the full setup in the address at once.
  useEffect(() => {
    if (new URLSearchParams(search).has("add")) writeAddress(currentSetup());
    // Deliberately keyed: once per opened link.
  }, [opened]);

  // The task's example input, unless the link brought its own.
  const widget =
    taskData.status === "ready" ? (taskData.data as TaskData | undefined)?.widgetInput : undefined;
  const applied = useRef<string | undefined>(undefined);
  // The task whose input the user has edited: its example, arriving late, must not replace the edit.
  const editedFor = useRef<string | undefined>(undefined);
  const editInput: typeof setInput = (update) => {
    editedFor.current = task;
    setInput(update);
  };
  useEffect(() => {
    if (opened.hasInput || taskData.status !== "ready" || applied.current === task) return;
    if (editedFor.current === task) return;
    applied.current = task;
    setInput(inputFromWidget(widget));
  }, [opened, task, taskData.status, widget]);

  // A saved run: its setup, its input file and every column's result.
  useEffect(() => {
    const runId = opened.runId;
    if (!runId) return;
    let cancelled = false;
    setNotice("Loading the saved run…");
    void (async () => {
      try {
        const run = await loadRun(api, runId);
        const setup = setupFromRun(run, EMPTY);
        const results = await Promise.all(
          run.results.map((result) => columnFromResult(api, result)),
        );
        if (cancelled) return;
        setTask(setup.task);
        setColumns(setup.columns);
        setChatFlag(setup.chat);
        setInput({ ...EMPTY, ...setup.input, fileUrl: setup.exampleFile });
        runs.show(results);
        setSavedAt(run.createdAt);
        setNotice(undefined);
        if (setup.file) await loadFile(setup.file);
      } catch (error) {
        if (!cancelled) setNotice((error as Error).message);
      }
    })();
    return () => {
      cancelled = true;
    };
    // Deliberately keyed: once per opened run.
  }, [opened]);

  // A link with a stored input file: fetch it by its hash.
  useEffect(() => {
    if (opened.setup.file) void loadFile(opened.setup.file);
    // Deliberately keyed: once per opened link.
  }, [opened]);

  async function loadFile(reference: BlobReference) {
    try {
      const blob = await loadBlob(api, reference);
      setStored({ blob, reference });
      // A file the user picked while the link's file was on its way is theirs to keep.
      setInput((current) =>
        current.file
          ? current
          : { ...current, file: blob, fileName: `stored ${reference.contentType}` },
      );
    } catch (error) {
      setNotice((error as Error).message);
    }
  }

  const gatewayProviders = Object.keys(status?.providers ?? {}).filter(
    (key) => status?.providers[key]?.operatorKey,
  );
  const lookupOf = (index: number): ModelProviders | undefined =>
    columns[index]?.model ? mappings[index]?.data : undefined;
  const choicesOf = (index: number) =>
    providerChoices(mappedEntries(lookupOf(index)), gatewayProviders);
  // No provider the hub lists means no provider at all: the column is not sent.
  const resolved: CompareColumn[] = columns.map((column, index) => ({
    model: column.model,
    provider: column.provider || defaultProvider(choicesOf(index)) || "",
  }));
  const conversational = mappings.some((mapping) =>
    mappedEntries(mapping.data).some((entry) => entry.task === "conversational"),
  );
  const chat =
    task === "image-text-to-text" || (task === "text-generation" && (chatFlag || conversational));
  const spec = TASK_SPECS[task];
  const fields: InputField[] = chat
    ? task === "image-text-to-text"
      ? ["image", "text"]
      : ["text"]
    : (spec?.fields ?? []);
  const ready = resolved.filter((column) => column.model !== "");
  // Answers every run depends on, still on their way: whether a key would serve this browser and
  // each named model's providers. "Run all" pressed before they arrive waits for them, as the
  // try-it box does, instead of sending without them.
  const settling =
    gateway.status === "loading" ||
    columns.some((column, index) => column.model !== "" && mappings[index]?.isPending);
  const held = useHeldAction(!settling, () => void runAll());
  const running = runs.runs.some((run) => run.status === "running");
  const busy = running || held.waiting;
  const finished = runs.runs.some((run) => run.status !== "idle" && run.status !== "running");

  function currentSetup(file?: BlobReference): CompareSetup {
    const { file: _file, fileUrl, fileName: _name, history: _history, ...typed } = input;
    const reference = file ?? (stored && stored.blob === input.file ? stored.reference : undefined);
    return {
      task,
      columns: resolved.filter((column) => column.model !== ""),
      chat,
      input: typed,
      ...(reference ? { file: reference } : !input.file && fileUrl ? { exampleFile: fileUrl } : {}),
    };
  }

  function writeAddress(setup: CompareSetup) {
    const address = `${pathTo("compare")}?${compareQuery(setup)}`;
    written.current = address.slice(pathTo("compare").length);
    navigate(address, { replace: true });
    keepTray(setup.task, setup.columns);
  }

  /** Stores the picked file by hash (once), so the link can name it. */
  async function storeFile(): Promise<BlobReference | undefined> {
    if (!input.file || !hasMediaField(fields)) return undefined;
    if (stored?.blob === input.file) return stored.reference;
    try {
      const reference = await storeBlob(api, input.file);
      setStored({ blob: input.file, reference });
      return reference;
    } catch (error) {
      setNotice(
        `${(error as Error).message} The link to this comparison does not include the file.`,
      );
      return undefined;
    }
  }

  /** Why a column is not sent, in plain words: the hub does not list what it names. */
  const refusal = (index: number) =>
    columnRefusal(
      resolved[index] ?? { model: "", provider: "" },
      lookupOf(index),
      choicesOf(index),
    );

  const runAll = async () => {
    if (running) return;
    const missing =
      ready.length === 0 ? "Name at least one model." : missingInput(fields, input, spec);
    setNotice(missing);
    if (missing) return;
    if (settling) {
      held.hold();
      return;
    }
    setSavedAt(undefined);
    let blob: Blob | undefined;
    if (hasMediaField(fields)) {
      blob = input.file;
      if (!blob && input.fileUrl) {
        const response = await api.fetch(api.baseUrl + input.fileUrl);
        blob = response.ok ? await response.blob() : undefined;
      }
    }
    const setup = currentSetup(await storeFile());
    writeAddress(setup);
    await runs.runAll(
      resolved.map((column, index) => ({ ...column, refused: refusal(index) })),
      { task, chat, input, blob, settings, status },
    );
    if (chat) setInput((current) => ({ ...current, text: "" }));
  };

  const updateColumn = (index: number, column: CompareColumn) => {
    // Another model in a column: its old result no longer belongs under that heading.
    if (column.model !== columns[index]?.model) runs.reset(index);
    setColumns((current) => current.map((item, position) => (position === index ? column : item)));
  };

  return (
    <section className="compare">
      <h1>Compare</h1>
      <p className="lead">
        One input, run against up to {MAX_COLUMNS} models or providers at once. Add models here or
        with “Add to compare” on a task page, a model page or the{" "}
        <Link href={paths.models()}>model browser</Link>.
      </p>
      {savedAt ? (
        <p role="status" className="muted">
          A saved run from {new Date(savedAt).toLocaleString()}. Run it again to compare anew.
        </p>
      ) : null}
      <form
        aria-label="Comparison"
        className="try-it compare-setup"
        onSubmit={(event) => {
          event.preventDefault();
          void runAll();
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void runAll();
          }
        }}
      >
        <div>
          <label htmlFor={`${id}-task`}>Task</label>
          <select
            id={`${id}-task`}
            value={task}
            onChange={(event) => {
              setTask(event.target.value as PipelineType);
              setOpened((current) => ({ ...current, hasInput: false }));
              runs.clear();
            }}
          >
            {COMPARABLE_TASKS.map((name) => (
              <option key={name} value={name}>
                {pipelineName(name) || name}
              </option>
            ))}
          </select>
        </div>
        <div className="compare-grid">
          {columns.map((column, index) => (
            <ColumnEditor
              key={index}
              position={index + 1}
              column={column}
              task={task}
              lookup={lookupOf(index)}
              choices={choicesOf(index)}
              onChange={(next) => updateColumn(index, next)}
              onRemove={
                columns.length > 1
                  ? () => {
                      runs.remove(index);
                      setColumns((current) => current.filter((_, position) => position !== index));
                    }
                  : undefined
              }
            />
          ))}
        </div>
        {columns.length < MAX_COLUMNS ? (
          <button
            type="button"
            onClick={() => setColumns((current) => [...current, { model: "", provider: "" }])}
          >
            Add a column
          </button>
        ) : null}
        {chat ? (
          <SystemPromptInput
            value={input.systemPrompt}
            onChange={(systemPrompt) => editInput((current) => ({ ...current, systemPrompt }))}
          />
        ) : null}
        <TaskInputs
          fields={fields}
          chat={chat}
          textLabel={spec?.textLabel}
          input={input}
          onChange={editInput}
        />
        {notice ? (
          <p role="alert" className="error-message">
            {notice}
          </p>
        ) : null}
        <div className="row">
          <button type="submit" className="primary" disabled={busy}>
            {busy ? "Running…" : chat ? "Send to all" : "Run all"}
          </button>
          {busy ? (
            <button type="button" onClick={held.waiting ? held.cancel : runs.stopAll}>
              Stop all
            </button>
          ) : null}
          {chat && finished && !running ? (
            <button type="button" onClick={runs.clear}>
              Clear conversations
            </button>
          ) : null}
        </div>
      </form>
      {finished && !running ? (
        <SaveRun
          setup={async () => currentSetup(await storeFile())}
          runs={runs.runs}
          onSaved={() => setSavedVersion((version) => version + 1)}
        />
      ) : null}
      <div className="compare-grid compare-results">
        {resolved.map((column, index) => (
          <ColumnResult
            key={index}
            column={column}
            position={index + 1}
            run={runs.runs[index] ?? { status: "idle", transcript: [] }}
            scale={sharedScale(runs.runs.map((run) => run.output))}
            baselineText={
              index > 0 && runs.runs[0]?.output?.kind === "text"
                ? runs.runs[0].output.text
                : undefined
            }
            inputImageUrl={imageUrl}
            onStop={() => runs.stop(index)}
          />
        ))}
      </div>
      {chat ? <ChatLockstep columns={resolved} runs={runs.runs} /> : null}
      <SavedRuns version={savedVersion} />
    </section>
  );
}
