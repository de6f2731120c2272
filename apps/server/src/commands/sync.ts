import { parseArgs } from "node:util";
import { syncModels } from "../sync/sync-models.js";
import { UsageError, type Command } from "./command.js";
import { openFromEnvironment } from "./open-from-environment.js";

/**
 * `modeldeck sync --from <hub-url> [--limit N]`: copies model descriptors from a Hub.
 *
 * @example
 * ```sh
 * modeldeck sync --from https://huggingface.co --limit 1000
 * ```
 */
export const syncCommand: Command = {
  name: "sync",
  summary: "pull model descriptors from a Hub's /api/models and upsert them",
  help: `Usage: modeldeck sync --from <hub-url> [--limit N]

Pulls models from <hub-url>/api/models (the Hugging Face Hub shape), following its
Link: rel="next" pages, and adds or replaces them here. Entries that are not valid
descriptors are skipped and counted. HF_TOKEN is sent only when <hub-url> is on huggingface.co.

Options:
  --from <url>   the Hub to copy from, e.g. https://huggingface.co
  --limit <N>    stop after N models (default: all)`,
  async run(argv, io) {
    const { values } = parseArgs({
      args: argv,
      options: { from: { type: "string" }, limit: { type: "string" } },
      allowPositionals: false,
    });
    if (values.from === undefined) throw new UsageError("sync needs --from <hub-url>");
    let from: URL;
    try {
      from = new URL(values.from);
    } catch {
      throw new UsageError(`--from is not a URL: ${values.from}`);
    }
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
      throw new UsageError("--limit must be a positive integer");
    }
    const isHuggingFace =
      from.hostname === "huggingface.co" || from.hostname.endsWith(".huggingface.co");
    const database = await openFromEnvironment(io.env);
    try {
      const summary = await syncModels({
        database,
        from: from.href,
        limit,
        accessToken: isHuggingFace ? io.env.HF_TOKEN : undefined,
        onPage: (progress) => io.err(`page ${progress.pages}: ${progress.stored} models stored`),
        // JSON quoting keeps a remote id from writing control characters to the terminal.
        onSkip: (entry) =>
          io.err(
            `page ${entry.page}, entry ${entry.position}${entry.id === undefined ? "" : ` ${JSON.stringify(entry.id)}`} skipped: ${entry.reason}`,
          ),
      });
      io.out(
        `synced ${summary.stored} models from ${from.origin} in ${summary.pages} pages` +
          (summary.skipped > 0 ? ` (${summary.skipped} invalid entries skipped)` : ""),
      );
      return 0;
    } finally {
      await database.close();
    }
  },
};
