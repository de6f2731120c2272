import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";

/** A shell snippet to run, with the name failures are reported under. */
export interface ShellRun {
  name: string;
  code: string;
}

/** One program the snippet started, as the program saw it. */
export interface StubCall {
  command: string;
  args: string[];
  /** What the program could read on its standard input (a here-document, a pipe). */
  stdin: string;
}

/** What running one snippet did. */
export interface ShellOutcome {
  name: string;
  /** Every program started, in order; none of them ran (each is a recording stub). */
  calls: StubCall[];
  /** Files whose name starts with `markerPrefix`, created anywhere in the run's folders. */
  markers: string[];
  status: number;
  stderr: string;
}

/**
 * Harmless tools snippets use to glue commands together, run for real (`touch` too: it is how a
 * hostile value that escaped its quotes shows itself). Every other program is a stub; `seq` too,
 * so a polling loop (`for _ in $(seq 1800)`) over stubbed answers ends at once.
 */
const REAL_TOOLS = [
  "touch",
  "find",
  "sort",
  "head",
  "tail",
  "tr",
  "base64",
  "jq",
  "sed",
  "cat",
  "mkdir",
  "chmod",
  "cp",
  "dirname",
  "basename",
  "grep",
  "cut",
  "wc",
  "ls",
];

// Records the call (name, argument count, arguments, base64 of standard input) as NUL-separated
// fields. Downloaders create the file they were asked to write, as a copy of this stub, so a
// snippet that downloads an executable and runs it records that run too; `git clone` creates the
// folder a later `cd` enters.
const STUB = `#!/bin/bash
input=$(base64 -w0)
printf '%s\\0' "\${0##*/}" "$#" "$@" "$input" >> "$STUB_LOG"
case "\${0##*/}" in
  curl|wget)
    previous=""
    for argument in "$@"; do
      case "$previous" in
        --output|-O|-o|-[A-Za-z]*o) mkdir -p -- "$(dirname -- "$argument")"; cp -- "$0" "$argument" ;;
      esac
      previous=$argument
    done ;;
  git)
    if [ "$1" = clone ]; then
      if [ "$#" -ge 3 ]; then target=\${!#}; else target=$(basename -- "$2" .git); fi
      mkdir -p -- "$target"
    fi ;;
esac
exit 0
`;

// Pasted into an interactive bash, \`!\` in double quotes is history expansion; the prelude
// turns it on so the snippet is read as a terminal would read it. Programs that are neither
// stubbed nor real tools reach command_not_found_handle, which records them like a stub.
const PRELUDE = `set -o history -o histexpand
command_not_found_handle() {
  local input
  input=$(base64 -w0)
  printf '%s\\0' "$1" "$(($# - 1))" "\${@:2}" "$input" >> "$STUB_LOG"
  return 0
}
`;

const DRIVER = `for dir in "$@"; do
  ( cd "$dir/home" && HOME="$dir/home" STUB_LOG="$dir/calls" PATH="$STUB_PATH" \\
      "$TIMEOUT_PATH" 30 "$BASH_PATH" "$dir/snippet.sh" </dev/null >"$dir/stdout" 2>"$dir/stderr"
    echo $? > "$dir/status" )
done
`;

// The run's own folder differs from run to run; calls name it `<run>` so that two runs compare.
function parseCalls(file: string, folder: string): StubCall[] {
  if (!existsSync(file)) return [];
  const fields = readFileSync(file, "utf8").replaceAll(folder, "<run>").split("\u0000");
  const calls: StubCall[] = [];
  let index = 0;
  while (index + 1 < fields.length) {
    const command = fields[index] ?? "";
    const count = Number(fields[index + 1]);
    const args = fields.slice(index + 2, index + 2 + count);
    const stdin = Buffer.from(fields[index + 2 + count] ?? "", "base64").toString("utf8");
    calls.push({ command, args, stdin });
    index += count + 3;
  }
  return calls;
}

function filesUnder(folder: string): string[] {
  const result = spawnSync("find", [folder, "-print0"], { encoding: "utf8" });
  return result.stdout.split("\u0000").filter(Boolean);
}

// Relative programs a snippet runs by a plain path (`./llama-server`, `./build/bin/llama-cli`)
// exist as stubs before it starts, as they would after the setup it assumes.
function relativePrograms(code: string): string[] {
  return [...code.matchAll(/(?:^|[\s;&|(])\.\/([\w.-]+(?:\/[\w.-]+)*)(?=$|[\s;&|)])/gm)].map(
    (match) => match[1] ?? "",
  );
}

/**
 * Runs each snippet in real `bash` (as if pasted: history expansion on) in a folder of its own,
 * with every program it starts replaced by a stub that records its arguments and standard input,
 * except a few harmless tools (`touch`, `find`, `jq`, …) that run for real. Reports the calls and
 * any file named `markerPrefix…` that appeared, which only a value that escaped its quoting can
 * create. All snippets run in one driver process, each under a 30 s `timeout`.
 *
 * @example
 * ```ts
 * const [outcome] = runWithStubs([{ name: "ollama", code: "ollama run 'a;b'" }], "PWNED_");
 * outcome?.calls[0]; // { command: "ollama", args: ["run", "a;b"], stdin: "" }
 * ```
 */
export function runWithStubs(runs: ShellRun[], markerPrefix: string): ShellOutcome[] {
  const root = mkdtempSync(join(tmpdir(), "stubbed-shell-"));
  try {
    const stubs = join(root, "bin");
    mkdirSync(stubs);
    for (const name of ["curl", "wget", "git", "sleep"]) {
      writeFileSync(join(stubs, name), STUB);
      chmodSync(join(stubs, name), 0o755);
    }
    const tools = join(root, "tools");
    mkdirSync(tools);
    for (const tool of REAL_TOOLS) {
      const path = spawnSync("bash", ["-c", `command -v ${tool}`], {
        encoding: "utf8",
      }).stdout.trim();
      if (path) spawnSync("ln", ["-s", path, join(tools, tool)]);
    }
    const folders = runs.map((run, index) => {
      const folder = join(root, `run-${index}`);
      mkdirSync(join(folder, "home"), { recursive: true });
      writeFileSync(join(folder, "snippet.sh"), `${PRELUDE}${run.code}\n`);
      for (const program of relativePrograms(run.code)) {
        const path = join(folder, "home", program);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, STUB);
        chmodSync(path, 0o755);
      }
      return folder;
    });
    const locate = (program: string) =>
      spawnSync("bash", ["-c", `command -v ${program}`], { encoding: "utf8" }).stdout.trim();
    spawnSync("bash", ["-c", DRIVER, "driver", ...folders], {
      env: {
        ...process.env,
        STUB_PATH: `${stubs}:${tools}`,
        BASH_PATH: locate("bash"),
        TIMEOUT_PATH: locate("timeout"),
      },
      stdio: "ignore",
    });
    return runs.map((run, index) => {
      const folder = folders[index] ?? "";
      const status = existsSync(join(folder, "status"))
        ? Number(readFileSync(join(folder, "status"), "utf8"))
        : -1;
      return {
        name: run.name,
        calls: parseCalls(join(folder, "calls"), folder),
        markers: filesUnder(folder)
          .map((path) => relative(folder, path))
          .filter((path) => (path.split("/").at(-1) ?? "").startsWith(markerPrefix)),
        status,
        stderr: existsSync(join(folder, "stderr"))
          ? readFileSync(join(folder, "stderr"), "utf8")
          : "",
      };
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
