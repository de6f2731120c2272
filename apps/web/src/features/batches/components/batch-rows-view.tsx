import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ErrorMessage, Loading } from "../../../components/ui/status";
import { useApiClient } from "../../../lib/api-client";
import { BATCH_MEDIA, BATCH_TASKS, batchTaskOf } from "../../../lib/batch-tasks";
import { batchRows, type BatchRow, type RowFilter } from "../api/batch-api";
import { rememberedFileName } from "../api/batch-file-names";
import { ROW_PAGE_SIZE } from "../api/batch-page-requests";

const FILTERS: [RowFilter, string][] = [
  ["all", "All rows"],
  ["wrong", "Wrong"],
  ["disagree", "Columns disagree"],
];

/** Close to the server's normalization (case, spacing, edge punctuation), for highlighting only. */
const loose = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "");

/**
 * A file row's input is the SHA-256 of its stored file: named by the name it had in the archive
 * when this browser uploaded it, else by kind and short hash; never drawn.
 */
function FileInput({
  batchId,
  media,
  sha256,
}: {
  batchId: string;
  media: "image" | "audio";
  sha256: string;
}) {
  const name = rememberedFileName(batchId, sha256);
  return (
    <td className="batch-input" title={`SHA-256 ${sha256}`}>
      {name ?? (
        <>
          {media === "image" ? "image" : "recording"} <code>{sha256.slice(0, 12)}…</code>
        </>
      )}
    </td>
  );
}

/** Expected boxes as "2 boxes: cat, dog"; other expected answers as they are. */
function expectedText(expected: string | undefined, boxes: boolean): string {
  if (expected === undefined) return "–";
  if (!boxes) return expected;
  try {
    const parsed = JSON.parse(expected) as unknown;
    if (Array.isArray(parsed)) {
      const labels = parsed.map((item: unknown) => String((item as { label?: unknown }).label));
      return `${labels.length} ${labels.length === 1 ? "box" : "boxes"}${labels.length > 0 ? `: ${labels.join(", ")}` : ""}`;
    }
  } catch {
    // Shown as stored.
  }
  return expected;
}

function Cell({ cell, expected }: { cell: BatchRow["cells"][number]; expected?: string }) {
  if (cell.answer === undefined) {
    if (cell.errorKind === undefined) return <td className="batch-cell-pending">…</td>;
    return (
      <td className="batch-cell-failed" title={cell.errorMessage}>
        failed: {cell.errorKind}
      </td>
    );
  }
  const wrong = expected !== undefined && loose(cell.answer) !== loose(expected);
  return (
    <td className={wrong ? "batch-cell-wrong" : undefined}>
      {cell.answer}
      {wrong ? <span className="visually-hidden"> (wrong)</span> : null}
    </td>
  );
}

/**
 * Each row's outputs side by side, a page at a time: the input, the expected answer, every
 * column's answer (or its failure); rows where the columns disagree are highlighted, and so are
 * answers that differ from the expected one. Filters ask the server for only the wrong rows or
 * only those where the columns disagree.
 *
 * @example
 * ```tsx
 * <BatchRowsView batchId={id} task="text-classification" columns={["acme/a (hf-inference)", "acme/b (together)"]} version="12" />
 * ```
 */
export function BatchRowsView({
  batchId,
  task,
  columns,
  version,
}: {
  batchId: string;
  /** The batch's task, as its status names it: file rows and detection rows read differently. */
  task: string;
  columns: string[];
  /** Changes when rows have been answered since, so the page is read again. */
  version: string;
}) {
  const id = useId();
  const api = useApiClient();
  const [filter, setFilter] = useState<RowFilter>("all");
  const [offset, setOffset] = useState(0);
  const page = useQuery({
    queryKey: ["batch-rows", api.baseUrl, batchId, filter, offset, version],
    queryFn: ({ signal }) => batchRows(api, batchId, { filter, offset }, signal),
    placeholderData: keepPreviousData,
  });
  const total = page.data?.total ?? 0;
  return (
    <section aria-labelledby={`${id}-heading`} className="batch-rows">
      <h2 id={`${id}-heading`}>Rows</h2>
      <fieldset className="row">
        <legend>Show</legend>
        {FILTERS.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-filter`}
              checked={filter === value}
              onChange={() => {
                setFilter(value);
                setOffset(0);
              }}
            />{" "}
            {label}
          </label>
        ))}
      </fieldset>
      {page.isError ? (
        <ErrorMessage
          title="Could not load the rows"
          message={page.error.message}
          onRetry={() => void page.refetch()}
        />
      ) : page.data === undefined ? (
        <Loading what="rows" />
      ) : (
        <RowsTable batchId={batchId} rows={page.data.rows} task={task} columns={columns} />
      )}
      <nav aria-label="Row pages" className="row">
        <button
          type="button"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - ROW_PAGE_SIZE))}
        >
          Previous rows
        </button>
        <span>
          {total === 0
            ? "No rows"
            : `Rows ${offset + 1}–${Math.min(offset + ROW_PAGE_SIZE, total)} of ${total}`}
        </span>
        <button
          type="button"
          disabled={offset + ROW_PAGE_SIZE >= total}
          onClick={() => setOffset(offset + ROW_PAGE_SIZE)}
        >
          Next rows
        </button>
      </nav>
    </section>
  );
}

function RowsTable({
  batchId,
  rows,
  task,
  columns,
}: {
  batchId: string;
  rows: BatchRow[];
  task: string;
  columns: string[];
}) {
  const known = batchTaskOf(task);
  const media = known === undefined ? undefined : BATCH_MEDIA[known];
  // Detection answers list labels; whether they are right is for mAP, not for text equality.
  const boxes = known !== undefined && BATCH_TASKS[known] === "boxes";
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Outputs side by side">
      <table className="batch-rows-table">
        <caption>Outputs side by side</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Input</th>
            <th scope="col">Expected</th>
            {columns.map((name, index) => (
              <th key={index} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className={row.disagree ? "batch-row-disagree" : undefined}>
              <th scope="row">
                {row.row + 1}
                {row.disagree ? <span className="visually-hidden"> (columns disagree)</span> : null}
              </th>
              {media === undefined ? (
                <td className="batch-input">{row.input}</td>
              ) : (
                <FileInput batchId={batchId} media={media} sha256={row.input} />
              )}
              <td>{expectedText(row.expected, boxes)}</td>
              {row.cells.map((cell, index) => (
                <Cell key={index} cell={cell} expected={boxes ? undefined : row.expected} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
