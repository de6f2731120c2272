import type { PipelineType, TaskData } from "@modeldeck/tasks";
import { useCallback, useEffect, useRef, useState } from "react";
import { SaveRun } from "../../../components/run/save-run";
import { useBlobUrl } from "../../../components/run/task-output-view";
import { useApiClient } from "../../../lib/api-client";
import { loadTask } from "../../../lib/catalogue";
import { keepTray } from "../../../lib/compare-tray";
import { Link, navigate, useLocation } from "../../../lib/router";
import { loadBlob, loadRun, storeBlob } from "../../../lib/run/compare-api";
import {
  MAX_COLUMNS,
  compareQuery,
  type BlobReference,
  type CompareColumn,
  type CompareSetup,
} from "../../../lib/run/compare-setup";
import type { ColumnRun } from "../../../lib/run/column-run";
import { columnFromResult, setupFromRun } from "../../../lib/run/run-record";
import { hasMediaField, missingInput } from "../../../lib/run/run-try";
import type { InputField } from "../../../lib/run/task-specs";
import { inputFromWidget, type TryInput } from "../../../lib/run/try-input";
import { useHeldAction } from "../../../lib/use-held-action";
import { useResource } from "../../../lib/use-resource";
import { paths } from "../../../paths";
import { batchTaskOf } from "../../../lib/batch-tasks";
import { pathTo } from "../../../route-paths";
import {
  EMPTY_INPUT,
  inputOf,
  openedFrom,
  withColumnCount,
  type Opened,
} from "../api/opened-address";
import { ChatLockstep } from "../components/chat-lockstep";
import { sharedScale } from "../components/comparable-output";
import { CompareColumnRun } from "../components/compare-column-run";
import { CompareForm } from "../components/compare-form";
import { SavedRuns } from "../components/saved-runs";
import { useCompareProviders } from "../components/use-compare-providers";
import { useCompareRuns } from "../components/use-compare-runs";
import "./compare.css";

/** What a setup's address carries of the input: the typed fields, not the file or the chat. */
function typedInput(input: TryInput): CompareSetup["input"] {
  const { file: _file, fileUrl: _url, fileName: _name, history: _history, ...typed } = input;
  return typed;
}

/** Shows `setup` in the address (the screen wrote it, so it does not open anew) and the tray. */
function writeAddress(setup: CompareSetup, onWrite: (search: string) => void) {
  const address = `${pathTo("compare")}?${compareQuery(setup)}`;
  onWrite(address.slice(pathTo("compare").length));
  navigate(address, { replace: true });
  keepTray(setup.task, setup.columns);
}

/**
 * The compare screen: one input run against two to four models (each on its own provider) at
 * once, every column a run of the app's run engine, streaming or loading on its own with its own
 * Stop, timings, size and error; outputs drawn comparably; the whole setup in the URL (files
 * stored by hash) and results savable as a run. A link opened from inside the app (a saved run,
 * "Add to compare") sets the screen anew; an address the screen wrote itself does not.
 *
 * @example
 * ```tsx
 * <ComparePage />
 * ```
 */
export default function ComparePage() {
  const { search } = useLocation();
  const [address, setAddress] = useState(() => ({
    search,
    opened: openedFrom(search),
    generation: 0,
  }));
  if (search !== address.search) {
    setAddress({ search, opened: openedFrom(search), generation: address.generation + 1 });
  }
  const onWrite = useCallback(
    (written: string) => setAddress((current) => ({ ...current, search: written })),
    [],
  );
  const { opened } = address;
  // "Add to compare" links carry only the model: show the full setup in the address at once.
  useEffect(() => {
    if (!opened.added) return;
    const { task, columns } = opened.setup;
    const chat = task === "image-text-to-text" || (task === "text-generation" && opened.setup.chat);
    const named = columns.filter((column) => column.model !== "");
    writeAddress({ task, columns: named, chat, input: typedInput(EMPTY_INPUT) }, onWrite);
  }, [opened, onWrite]);
  return <CompareScreen key={address.generation} opened={opened} onWrite={onWrite} />;
}

/** The screen for one opened address. */
function CompareScreen({ opened, onWrite }: { opened: Opened; onWrite: (search: string) => void }) {
  const api = useApiClient();
  const [hasInput, setHasInput] = useState(opened.hasInput);
  const [task, setTask] = useState(opened.setup.task);
  const [columns, setColumns] = useState(() => withColumnCount(opened.setup.columns));
  const [chatFlag, setChatFlag] = useState(opened.setup.chat);
  const [input, setInput] = useState<TryInput>(() => inputOf(opened.setup));
  const [notice, setNotice] = useState<string | undefined>();
  const [savedVersion, setSavedVersion] = useState(0);
  const [savedAt, setSavedAt] = useState<string | undefined>();
  const runs = useCompareRuns(columns.length);
  const setup = useCompareProviders(columns, task, chatFlag);
  const { resolved, chat, fields, spec, settling } = setup;
  const imageUrl = useBlobUrl(input.file) ?? input.fileUrl;
  const editInput = useExampleInput(task, hasInput, setInput);
  const { stored, loadFile, storeFile } = useStoredFile(input, setInput, setNotice, fields);

  useOpenedRun(opened, {
    ...{ setTask, setColumns, setChatFlag, setInput, setSavedAt, setNotice, loadFile },
    show: runs.show,
  });

  const held = useHeldAction(!settling, () => void runAll());
  const running = runs.runs.some((run) => run.status === "running");
  const busy = running || held.waiting;
  const finished = runs.runs.some((run) => run.status !== "idle" && run.status !== "running");

  function currentSetup(file?: BlobReference): CompareSetup {
    const reference = file ?? (stored && stored.blob === input.file ? stored.reference : undefined);
    const exampleFile = !input.file && input.fileUrl ? { exampleFile: input.fileUrl } : {};
    return {
      task,
      columns: resolved.filter((column) => column.model !== ""),
      chat,
      input: typedInput(input),
      ...(reference ? { file: reference } : exampleFile),
    };
  }

  async function runAll() {
    if (running) return;
    const named = resolved.filter((column) => column.model !== "");
    const missing =
      named.length === 0 ? "Name at least one model." : missingInput(fields, input, spec);
    setNotice(missing);
    if (missing) return;
    if (settling) return held.hold();
    setSavedAt(undefined);
    let blob: Blob | undefined;
    if (hasMediaField(fields)) {
      blob = input.file;
      if (!blob && input.fileUrl) {
        const response = await api.fetch(api.baseUrl + input.fileUrl);
        blob = response.ok ? await response.blob() : undefined;
      }
    }
    writeAddress(currentSetup(await storeFile()), onWrite);
    await runs.runAll(
      resolved.map((column, index) => ({ ...column, refused: setup.refusal(index) })),
      { task, chat, input, blob, status: setup.status },
    );
    if (chat) setInput((current) => ({ ...current, text: "" }));
  }

  return (
    <section className="compare">
      <CompareIntro task={task} columns={resolved} savedAt={savedAt} />
      <CompareForm
        {...{ task, columns, chat, spec, fields, input, notice, busy }}
        {...{ lookupOf: setup.lookupOf, choicesOf: setup.choicesOf, onInput: editInput }}
        onTask={(next) => {
          setTask(next);
          setHasInput(false);
          runs.clear();
        }}
        onColumn={(index, column) => {
          // Another model in a column: its old result no longer belongs under that heading.
          if (column.model !== columns[index]?.model) runs.reset(index);
          setColumns((current) => current.map((item, at) => (at === index ? column : item)));
        }}
        onAddColumn={() => setColumns((current) => [...current, { model: "", provider: "" }])}
        onRemoveColumn={(index) => {
          runs.remove(index);
          setColumns((current) => current.filter((_, at) => at !== index));
        }}
        onRunAll={() => void runAll()}
        onStopAll={held.waiting ? held.cancel : runs.stopAll}
        onClear={chat && finished && !running ? runs.clear : undefined}
      />
      {finished && !running ? (
        <SaveRun
          setup={async () => currentSetup(await storeFile())}
          runs={runs.runs}
          onSaved={() => setSavedVersion((version) => version + 1)}
        />
      ) : null}
      <CompareResults columns={resolved} runs={runs} inputImageUrl={imageUrl} />
      {chat ? <ChatLockstep columns={resolved} runs={runs.runs} /> : null}
      <SavedRuns version={savedVersion} />
    </section>
  );
}

/** The heading, what the screen does, and when a saved run shown was made. */
function CompareIntro({
  task,
  columns,
  savedAt,
}: {
  task: string;
  columns: CompareColumn[];
  savedAt: string | undefined;
}) {
  const named = columns.filter((column) => column.model !== "");
  return (
    <>
      <h1>Compare</h1>
      <p className="lead">
        One input, run against up to {MAX_COLUMNS} models or providers at once. Add models here or
        with “Add to compare” on a task page, a model page or the{" "}
        <Link href={paths.models()}>model browser</Link>.
      </p>
      <p>
        <Link href={paths.arena(task)}>Blind</Link>: the server picks the models and hides their
        names until you vote.
        {batchTaskOf(task) ? (
          <>
            {" "}
            <Link
              href={paths.batches({
                task,
                models: named.map((column) => column.model),
                providers: named.map((column) => column.provider),
              })}
            >
              Evaluate over a data set
            </Link>
            : these columns over every row of a file.
          </>
        ) : null}
      </p>
      {savedAt ? (
        <p role="status" className="muted">
          A saved run from {new Date(savedAt).toLocaleString()}. Run it again to compare anew.
        </p>
      ) : null}
    </>
  );
}

/**
 * The screen's input file stored by hash: a link's file loaded by its reference, and the picked
 * file stored (once) so a link can name it.
 */
function useStoredFile(
  input: TryInput,
  setInput: (update: (current: TryInput) => TryInput) => void,
  setNotice: (notice: string) => void,
  fields: InputField[],
) {
  const api = useApiClient();
  const [stored, setStored] = useState<{ blob: Blob; reference: BlobReference } | undefined>();
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
  return { stored, loadFile, storeFile };
}

/** Every column's run, its output drawn on a scale all columns share. */
function CompareResults(props: {
  columns: CompareColumn[];
  runs: ReturnType<typeof useCompareRuns>;
  inputImageUrl: string | undefined;
}) {
  const { runs } = props;
  const scale = sharedScale(runs.runs.map((run) => run.output));
  const first = runs.runs[0]?.output;
  return (
    <div className="compare-grid compare-results">
      {props.columns.map((column, index) => (
        <CompareColumnRun
          key={index}
          {...runs.column(index)}
          column={column}
          scale={scale}
          baselineText={index > 0 && first?.kind === "text" ? first.text : undefined}
          inputImageUrl={props.inputImageUrl}
        />
      ))}
    </div>
  );
}

/** What opening a saved run sets on the screen. */
interface OpenedRunTargets {
  setTask: (task: PipelineType) => void;
  setColumns: (columns: CompareColumn[]) => void;
  setChatFlag: (chat: boolean) => void;
  setInput: (input: TryInput) => void;
  setSavedAt: (createdAt: string) => void;
  setNotice: (notice: string | undefined) => void;
  loadFile: (reference: BlobReference) => Promise<void>;
  show: (results: ColumnRun[]) => void;
}

/** Loads what the opened link names: a saved run (setup, file, every column's result), a file. */
function useOpenedRun(opened: Opened, apply: OpenedRunTargets) {
  const api = useApiClient();
  // A saved run: its setup, its input file and every column's result.
  useEffect(() => {
    const runId = opened.runId;
    if (!runId) return;
    let cancelled = false;
    apply.setNotice("Loading the saved run…");
    void (async () => {
      try {
        const run = await loadRun(api, runId);
        const saved = setupFromRun(run, EMPTY_INPUT);
        const results = await Promise.all(
          run.results.map((result) => columnFromResult(api, result)),
        );
        if (cancelled) return;
        apply.setTask(saved.task);
        apply.setColumns(saved.columns);
        apply.setChatFlag(saved.chat);
        apply.setInput(inputOf(saved));
        apply.show(results);
        apply.setSavedAt(run.createdAt);
        apply.setNotice(undefined);
        if (saved.file) await apply.loadFile(saved.file);
      } catch (error) {
        if (!cancelled) apply.setNotice((error as Error).message);
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened run: the screen is keyed by its address
  }, [opened]);

  // A link with a stored input file: fetch it by its hash.
  useEffect(() => {
    if (opened.setup.file) void apply.loadFile(opened.setup.file);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened link: the screen is keyed by its address
  }, [opened]);
}

/**
 * The task's example input, unless the link brought its own or the user has edited the input
 * for this task (its example, arriving late, must not replace the edit). Returns the setter the
 * inputs use, which marks the input as edited.
 */
function useExampleInput(
  task: PipelineType,
  hasInput: boolean,
  setInput: (input: TryInput | ((current: TryInput) => TryInput)) => void,
) {
  const taskData = useResource(`task:${task}`, () => loadTask(task));
  const widget =
    taskData.status === "ready" ? (taskData.data as TaskData | undefined)?.widgetInput : undefined;
  const applied = useRef<string | undefined>(undefined);
  const editedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (hasInput || taskData.status !== "ready" || applied.current === task) return;
    if (editedFor.current === task) return;
    applied.current = task;
    setInput(inputFromWidget(widget));
  }, [hasInput, task, taskData.status, widget, setInput]);
  return (update: TryInput | ((current: TryInput) => TryInput)) => {
    editedFor.current = task;
    setInput(update);
  };
}
