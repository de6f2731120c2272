import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { exportModels } from "../db/model-reads.js";
import type { Command } from "./command.js";
import { openFromEnvironment } from "./open-from-environment.js";

/**
 * `modeldeck export [--output file]`: writes every model as JSON Lines that `import` reads back.
 *
 * @example
 * ```sh
 * modeldeck export --output backup.jsonl
 * ```
 */
export const exportCommand: Command = {
  name: "export",
  summary: "write every model as JSON Lines (readable by import)",
  help: `Usage: modeldeck export [--output <file>]

Writes every stored model, one JSON descriptor per line, to the file or to standard output.
The output can be imported again with "modeldeck import".`,
  async run(argv, io) {
    const { values } = parseArgs({
      args: argv,
      options: { output: { type: "string", short: "o" } },
      allowPositionals: false,
    });
    const database = await openFromEnvironment(io.env);
    const file = values.output === undefined ? undefined : createWriteStream(values.output);
    let count = 0;
    try {
      for await (const descriptor of exportModels(database)) {
        const line = `${JSON.stringify(descriptor)}\n`;
        if (file === undefined) io.out(line.slice(0, -1));
        else if (!file.write(line)) await once(file, "drain");
        count += 1;
      }
    } finally {
      await database.close();
      if (file !== undefined) {
        file.end();
        await once(file, "finish");
      }
    }
    if (file !== undefined) io.err(`exported ${count} models to ${values.output}`);
    return 0;
  },
};
