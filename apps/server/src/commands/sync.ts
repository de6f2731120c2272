import { parseArgs } from "node:util";
import { isRepoId } from "../descriptors/repo-id.js";
import { isHuggingFaceHub } from "../sync/upstream-hub.js";
import { progressReporter } from "../sync/sync-progress.js";
import { syncModels, type SyncSelection } from "../sync/sync-models.js";
import { UsageError, type Command } from "./command.js";
import { openFromEnvironment } from "./open-from-environment.js";

/** The list filters `--only` accepts, as the Hub's query parameter names. */
const FILTER_KEYS = {
  search: "search",
  author: "author",
  pipeline_tag: "pipelineTag",
  library: "library",
  filter: "tags",
} as const;

/**
 * Reads `--only`: model ids separated by commas, or list filters written as a query string
 * (`author=meta-llama&pipeline_tag=text-generation`, `filter` repeatable).
 */
function selectionOf(only: string): SyncSelection {
  if (!only.includes("=")) {
    const ids = [
      ...new Set(
        only
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    const bad = ids.find((id) => !isRepoId(id));
    if (ids.length === 0 || bad !== undefined) {
      throw new UsageError(
        `--only: ${JSON.stringify(bad ?? only)} is not a model id like owner/name`,
      );
    }
    return { ids };
  }
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(only)) {
    const field = FILTER_KEYS[key as keyof typeof FILTER_KEYS];
    if (field === undefined) {
      throw new UsageError(
        `--only: unknown filter ${JSON.stringify(key)} (use ${Object.keys(FILTER_KEYS).join(", ")})`,
      );
    }
    if (field === "tags") query.tags = [...((query.tags as string[] | undefined) ?? []), value];
    else query[field] = value;
  }
  return { query } as SyncSelection;
}

function partsOf(parts: string): { cards: boolean; files: boolean } {
  const names = parts
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = names.find((name) => name !== "cards" && name !== "files" && name !== "none");
  if (unknown !== undefined)
    throw new UsageError(`--with: unknown part ${JSON.stringify(unknown)}`);
  return { cards: names.includes("cards"), files: names.includes("files") };
}

function positiveInteger(value: string | undefined, option: string, max = Infinity) {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new UsageError(
      `${option} must be an integer from 1${Number.isFinite(max) ? ` to ${max}` : ""}`,
    );
  }
  return number;
}

/**
 * `modeldeck sync --from <hub-url> [--only …] [--with cards,files] [--limit N] [--concurrency N]`:
 * copies models from a Hub, each with its full info, file tree and card.
 *
 * @example
 * ```sh
 * modeldeck sync --from https://huggingface.co --only author=meta-llama --concurrency 8
 * ```
 */
export const syncCommand: Command = {
  name: "sync",
  summary: "copy models (info, files, card) from a Hub, incrementally and resumably",
  help: `Usage: modeldeck sync --from <hub-url> [options]

Walks <hub-url>/api/models (the Hugging Face Hub shape) and stores, for every model that is new
or changed since the last sync (its sha or lastModified), its full model info, its file tree with
sizes (GET /api/models/{id}/tree/{sha}?recursive=true) and its card (README.md at that commit).
Unchanged models are not read again. A killed sync goes on where it stopped when run again with
the same options. Invalid entries and models that cannot be read are reported and skipped; a
model the Hub no longer has is marked as gone. HF_TOKEN is sent only when <hub-url> is an
https address on huggingface.co.

Options:
  --from <url>          the Hub to copy from, e.g. https://huggingface.co
  --only <selection>    model ids separated by commas (org/a,org/b), or list filters as a query:
                        author=…, search=…, pipeline_tag=…, library=…, filter=<tag> (repeatable)
  --with <parts>        what to read besides the model info: cards, files, both (the default:
                        cards,files) or none
  --limit <N>           stop after N models (default: all)
  --concurrency <N>     models read at once, 1 to 64 (default 8)
  --progress-every <s>  seconds between progress lines when stderr is not a terminal (default 10)`,
  async run(argv, io) {
    const { values } = parseArgs({
      args: argv,
      options: {
        from: { type: "string" },
        limit: { type: "string" },
        only: { type: "string" },
        with: { type: "string" },
        concurrency: { type: "string" },
        "progress-every": { type: "string" },
      },
      allowPositionals: false,
    });
    if (values.from === undefined) throw new UsageError("sync needs --from <hub-url>");
    let from: URL;
    try {
      from = new URL(values.from);
    } catch {
      throw new UsageError(`--from is not a URL: ${values.from}`);
    }
    const limit = positiveInteger(values.limit, "--limit");
    const concurrency = positiveInteger(values.concurrency, "--concurrency", 64);
    const every = positiveInteger(values["progress-every"], "--progress-every");
    const only = values.only === undefined ? undefined : selectionOf(values.only);
    const parts = partsOf(values.with ?? "cards,files");
    const database = await openFromEnvironment(io.env);
    const progress = progressReporter({
      line: (text) => io.err(text),
      ...(io.status === undefined ? {} : { status: io.status }),
      ...(every === undefined ? {} : { everyMs: every * 1000 }),
    });
    try {
      const summary = await syncModels({
        database,
        from: from.href,
        limit,
        only,
        with: parts,
        concurrency,
        accessToken: isHuggingFaceHub(from.href) ? io.env.HF_TOKEN : undefined,
        onProgress: progress.update,
        // JSON quoting keeps a remote id from writing control characters to the terminal.
        onSkip: (entry) =>
          io.err(
            `page ${entry.page}, entry ${entry.position}${entry.id === undefined ? "" : ` ${JSON.stringify(entry.id)}`} skipped: ${entry.reason}`,
          ),
      });
      progress.finish();
      io.out(
        `synced ${summary.done} models from ${from.origin}${summary.resumed ? " (resumed)" : ""}: ` +
          `${summary.stored} stored, ${summary.unchanged} unchanged, ${summary.skipped} skipped, ` +
          `${summary.failed} failed, ${summary.gone + summary.markedGone} gone`,
      );
      return summary.failed > 0 ? 1 : 0;
    } finally {
      await database.close();
    }
  },
};
