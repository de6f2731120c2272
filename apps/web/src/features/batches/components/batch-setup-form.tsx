import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { ColumnEditor } from "../../../components/run/column-editor";
import { useApiClient, type ApiClient } from "../../../lib/api-client";
import { pipelineName } from "../../../lib/catalogue";
import { Link, navigate } from "../../../lib/router";
import type { CompareColumn } from "../../../lib/run/compare-setup";
import { readSettings } from "../../../lib/settings";
import { paths } from "../../../paths";
import { BATCH_MEDIA, BATCH_TASKS, type BatchTask } from "../../../lib/batch-tasks";
import { createBatch, startBatch } from "../api/batch-api";
import { fileFormat, fileText, startKeys } from "../api/batch-keys";
import { archiveFileNames, rememberFileNames } from "../api/batch-file-names";
import { bytesBase64, fileBytes } from "../api/file-base64";
import { rememberBatch } from "../api/batch-list";
import {
  MAX_BATCH_COLUMNS,
  MIN_BATCH_COLUMNS,
  fileProblem,
  initialSetup,
  parseParameters,
} from "./batch-setup";
import { DataSetHelp } from "./data-set-help";
import { useBatchProviders } from "./use-batch-providers";

/** What went wrong, and the batch when it was stored but did not start. */
interface Failure {
  message: string;
  storedId?: string;
}

/** Why the form cannot be sent yet, in plain words, or `undefined`. */
function formProblem(
  task: BatchTask,
  file: File | undefined,
  columns: CompareColumn[],
): string | undefined {
  const media = BATCH_MEDIA[task];
  if (file === undefined) {
    return media === undefined
      ? "Choose a CSV or JSON Lines file of inputs."
      : "Choose a zip archive of the files and a CSV or JSON Lines naming them.";
  }
  const unfit = fileProblem(media, file.name, file.size);
  if (unfit !== undefined) return unfit;
  const missing = columns.findIndex((column) => column.model === "");
  if (missing >= 0) return `Column ${missing + 1} has no model.`;
  const unserved = columns.findIndex((column) => column.provider === "");
  if (unserved >= 0) return `No provider serves the model of column ${unserved + 1}.`;
  return undefined;
}

function SetupFailure({ failure }: { failure: Failure }) {
  return (
    <div role="alert" className="error-message">
      <p>
        {failure.storedId
          ? `The batch is stored but did not start: ${failure.message}`
          : failure.message}
      </p>
      {failure.storedId ? (
        <p>
          <Link href={paths.batch(failure.storedId)}>Open the batch</Link> to start it later, or set
          your own keys in <Link href={paths.settings()}>Settings</Link>.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The upload's rows: a zip archive's bytes for a task over files (and the names of its files by
 * hash, for this browser's row view), else the file's text.
 */
async function fileBody(
  task: BatchTask,
  file: File,
): Promise<{
  body: { format: "zip"; archive: string } | { format: "csv" | "jsonl"; file: string };
  names?: Promise<Record<string, string>>;
}> {
  if (BATCH_MEDIA[task] === undefined) {
    return { body: { format: fileFormat(file.name), file: await fileText(file) } };
  }
  const bytes = await fileBytes(file);
  return {
    body: { format: "zip", archive: bytesBase64(bytes) },
    names: archiveFileNames(bytes).catch(() => ({})),
  };
}

/** Uploads, remembers and starts a batch; resolves to what went wrong, if anything. */
async function uploadAndStart(
  api: ApiClient,
  setup: {
    task: BatchTask;
    title: string;
    file: File | undefined;
    columns: CompareColumn[];
    parameters: string;
  },
): Promise<Failure | undefined> {
  const { task, file, columns } = setup;
  const problem = formProblem(task, file, columns);
  if (problem !== undefined || file === undefined) return { message: problem ?? "" };
  const parsed = parseParameters(setup.parameters);
  if ("error" in parsed) return { message: parsed.error };
  const title = setup.title.trim();
  const rows = await fileBody(task, file);
  const created = await createBatch(api, {
    task,
    ...(title ? { title } : {}),
    columns: columns.map((column) => ({ ...column, parameters: parsed.parameters })),
    ...rows.body,
  });
  if (rows.names !== undefined) rememberFileNames(created.id, await rows.names);
  rememberBatch({
    id: created.id,
    task,
    title,
    rowCount: created.rowCount,
    createdAt: new Date().toISOString(),
  });
  const keys = startKeys(
    readSettings(),
    columns.map((column) => column.provider),
  );
  try {
    await startBatch(api, created.id, "start", keys);
  } catch (error) {
    return { message: (error as Error).message, storedId: created.id };
  }
  navigate(paths.batch(created.id));
  return undefined;
}

/**
 * The new-batch form: task, title, the data set file (CSV or JSON Lines with an `input` and an
 * optional `expected` column), 2–4 model/provider columns (the column editor Compare uses) and
 * the task's parameters. "Upload and start" stores the batch, remembers it in this browser and
 * starts it (on the user's own keys when set), then opens its page. A refused file or start
 * shows the server's words and keeps everything typed and chosen.
 *
 * @example
 * ```tsx
 * <BatchSetupForm search="?task=text-classification" />
 * ```
 */
export function BatchSetupForm({ search }: { search: string }) {
  const id = useId();
  const api = useApiClient();
  const [initial] = useState(() => initialSetup(search));
  const [task, setTask] = useState<BatchTask>(initial.task);
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File>();
  const [columns, setColumns] = useState<CompareColumn[]>(initial.columns);
  const [parameters, setParameters] = useState("");
  const [failure, setFailure] = useState<Failure>();
  const providers = useBatchProviders(columns);
  const media = BATCH_MEDIA[task];
  const submit = useMutation({
    mutationFn: () =>
      uploadAndStart(api, { task, title, file, columns: providers.resolved, parameters }),
    onSuccess: setFailure,
    onError: (error) => setFailure({ message: error.message }),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    submit.mutate();
  };
  const setColumn = (index: number, column: CompareColumn) =>
    setColumns((current) => current.map((other, at) => (at === index ? column : other)));
  return (
    <form aria-label="New batch" className="batch-setup" onSubmit={send}>
      <div className="batch-setup-fields">
        <label htmlFor={`${id}-task`}>Task</label>
        <select
          id={`${id}-task`}
          value={task}
          onChange={(event) => setTask(event.target.value as BatchTask)}
        >
          {Object.keys(BATCH_TASKS).map((name) => (
            <option key={name} value={name}>
              {pipelineName(name) || name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-title`}>Title (optional)</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        <label htmlFor={`${id}-file`}>
          {media === undefined ? "Data set file (CSV or JSON Lines)" : "Data set archive (zip)"}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={
            media === undefined
              ? ".csv,.jsonl,.ndjson,.json,text/csv,application/x-ndjson"
              : ".zip,application/zip"
          }
          aria-describedby={`${id}-file-help`}
          onChange={(event) => setFile(event.target.files?.[0])}
        />
        <DataSetHelp id={`${id}-file-help`} media={media} task={task} />
      </div>
      <div className="batch-columns">
        {columns.map((column, index) => (
          <ColumnEditor
            key={index}
            position={index + 1}
            column={column}
            task={task === "conversational" ? "text-generation" : task}
            lookup={providers.lookupOf(index)}
            choices={providers.choicesOf(index)}
            onChange={(next) => setColumn(index, next)}
            onRemove={
              columns.length > MIN_BATCH_COLUMNS
                ? () => setColumns((current) => current.filter((_, at) => at !== index))
                : undefined
            }
          />
        ))}
      </div>
      {columns.length < MAX_BATCH_COLUMNS ? (
        <button
          type="button"
          onClick={() => setColumns((current) => [...current, { model: "", provider: "" }])}
        >
          Add a column
        </button>
      ) : null}
      <label htmlFor={`${id}-parameters`}>Task parameters (JSON, the same for every column)</label>
      <textarea
        id={`${id}-parameters`}
        value={parameters}
        rows={2}
        spellCheck={false}
        placeholder={task === "conversational" ? '{ "max_tokens": 200 }' : "{}"}
        onChange={(event) => setParameters(event.target.value)}
      />
      {failure ? <SetupFailure failure={failure} /> : null}
      <button type="submit" className="primary" disabled={submit.isPending || providers.settling}>
        {submit.isPending ? "Uploading…" : "Upload and start"}
      </button>
    </form>
  );
}
