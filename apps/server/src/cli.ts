#!/usr/bin/env node
import { runCli } from "./commands/run-cli.js";

const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  ...(process.stderr.isTTY
    ? { status: (line: string) => process.stderr.write(`\r${line}\u001b[K`) }
    : {}),
});
process.exitCode = code;
