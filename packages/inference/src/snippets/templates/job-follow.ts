import { javascriptString, pythonString, shellWord } from "@modeldeck/tasks";
import type { AnswerPath, JobSnippet } from "../../providers/media-protocol.js";
import type { SnippetJob } from "../internal/snippet-request.js";

/**
 * A path as jq reads it: `.video.url`, `.images[0].url`, `(.audio_file // .audio).url`, and
 * `(.output | if type == "array" then .[0] else . end)` for the first item of a possible list.
 */
function jqPath(path: AnswerPath): string {
  return path.reduce<string>((expression, step) => {
    if (typeof step === "number") return `${expression || "."}[${step}]`;
    if (typeof step === "string") return `${expression}.${step}`;
    const inner = Array.isArray(step)
      ? step.map((key) => `.${key}`).join(" // ")
      : 'if type == "array" then .[0] else . end';
    return expression ? `(${expression} | ${inner})` : `(${inner})`;
  }, "");
}

/** A path as Python reads it from `variable`: `job["video"]["url"]`, with `or` for alternatives. */
function pythonPath(variable: string, path: AnswerPath): string {
  return path.reduce<string>((expression, step) => {
    if (Array.isArray(step)) {
      return `(${step.map((key: string) => `${expression}.get(${pythonString(key)})`).join(" or ")})`;
    }
    if (typeof step === "object") {
      return `(${expression}[0] if isinstance(${expression}, list) else ${expression})`;
    }
    return `${expression}[${typeof step === "number" ? step : pythonString(step)}]`;
  }, variable);
}

/** A path as JavaScript reads it from `variable`: `job.video.url`, with `??` for alternatives. */
function javascriptPath(variable: string, path: AnswerPath): string {
  return path.reduce<string>((expression, step) => {
    if (Array.isArray(step)) {
      return `(${step.map((key: string) => `${expression}[${javascriptString(key)}]`).join(" ?? ")})`;
    }
    if (typeof step === "object") return `[${expression}].flat()[0]`;
    return `${expression}[${typeof step === "number" ? step : javascriptString(step)}]`;
  }, variable);
}

/** A status read safely from `variable` in Python: missing levels give the first pending status. */
function pythonStatus(variable: string, { statusPath, pending }: JobSnippet): string {
  const fallback = pythonString(pending[0] ?? "");
  return statusPath.reduce<string>(
    (expression, key, index) =>
      index === statusPath.length - 1
        ? `${expression}.get(${pythonString(key)}, ${fallback})`
        : `(${expression}.get(${pythonString(key)}) or {})`,
    variable,
  );
}

/** A status read safely from `variable` in JavaScript, the first pending status when missing. */
function javascriptStatus(variable: string, { statusPath, pending }: JobSnippet): string {
  const read = statusPath.map((key) => `?.[${javascriptString(key)}]`).join("");
  return `(${variable}${read} ?? ${javascriptString(pending[0] ?? "")})`;
}

// The poller's overall deadline (the client's default job timeout): snippets poll as long.
const DEADLINE_SECONDS = 15 * 60;

/** How many status requests fit in the deadline at the provider's interval. */
function pollCount(spec: JobSnippet): number {
  return Math.ceil(DEADLINE_SECONDS / spec.pollSeconds);
}

/** `url` split around its `{id}`: the job URL is `before` + the id + `after`. */
function aroundId(url: string): [before: string, after: string] {
  const [before = url, after = ""] = url.split("{id}");
  return [before, after];
}

/** A follow-up's URL suffix: the status suffix, then the submission's query. */
function followUp(job: SnippetJob, suffix: string): string {
  return `${suffix}${job.query}`;
}

/** A follow-up's URL as one shell word: the job URL's variable, then the suffix quoted. */
function followUpWord(job: SnippetJob, suffix: string): string {
  const text = followUp(job, suffix);
  return `"$JOB_URL"${text ? shellWord(text) : ""}`;
}

/**
 * A follow-up's URL in Python or JavaScript (`string` writes that language's literals):
 * `variable`, plus the suffix when there is one.
 */
function followUpExpression(
  variable: string,
  job: SnippetJob,
  suffix: string,
  string: (value: string) => string,
): string {
  const text = followUp(job, suffix);
  return text ? `${variable} + ${string(text)}` : variable;
}

const COMMENT =
  "# The answer is a job: ask for its status until it is done, then download the file it made.";

/**
 * The shell lines that follow a submitted job (its answer in `$SUBMITTED`) as the provider's
 * `snippetJob` declares: ask for the status while it is pending (at most until the client's
 * deadline), read the result, download the file without credentials. `headers` are the `-H`
 * options with the credentials.
 *
 * @example
 * ```ts
 * `SUBMITTED=$(${submit})\n${jobShell(job, headers)}`;
 * ```
 */
export function jobShell(job: SnippetJob, headers: string[]): string {
  const { spec, base, output } = job;
  const auth = headers.length && !spec.followWithoutCredentials ? ` ${headers.join(" ")}` : "";
  const field = `$(printf '%s' "$SUBMITTED" | jq -r '${jqPath(spec.jobUrl.path)}'`;
  // An assignment takes `$(…)` without double quotes, so the URL's fixed parts sit in plain
  // shell words around it and nothing in them is exposed to expansion.
  let jobUrl: string;
  if (spec.jobUrl.from === "id") {
    const [before, after] = aroundId(spec.jobUrl.url);
    jobUrl = `${shellWord(base + before)}${field})${after ? shellWord(after) : ""}`;
  } else if (spec.jobUrl.from === "url-path") {
    jobUrl = `${shellWord(base)}${field} | sed -E 's#^https?://[^/]+##; s#[?].*##')`;
  } else jobUrl = `${field})`;
  const status = `(${jqPath(spec.statusPath)} // ${JSON.stringify(spec.pending[0])})`;
  const pending = spec.pending.map((value) => `. == ${JSON.stringify(value)}`).join(" or ");
  return [
    COMMENT,
    `JOB_URL=${jobUrl}`,
    'JOB="$SUBMITTED"',
    `for _ in $(seq ${pollCount(spec)}); do`,
    `    printf '%s' "$JOB" | jq -e '${status} | ${pending}' > /dev/null || break`,
    `    sleep ${spec.pollSeconds}`,
    `    JOB=$(curl -s ${followUpWord(job, spec.statusSuffix)}${auth})`,
    "done",
    `if printf '%s' "$JOB" | jq -e '${status} == ${JSON.stringify(spec.done)}' > /dev/null; then`,
    ...(spec.resultRequest ? [`    JOB=$(curl -s ${followUpWord(job, "")}${auth})`] : []),
    `    curl -s "$(printf '%s' "$JOB" | jq -r '${jqPath(output.path)}')" -o output.${output.extension}`,
    "else",
    `    echo "The job ended without its file: $JOB" >&2`,
    "fi",
  ].join("\n");
}

/**
 * The Python lines that follow a submitted job (`response` holds the submission's answer,
 * `headers` its credentials): the same steps as `jobShell`, with `requests`.
 *
 * @example
 * ```ts
 * `${post}\n\n${jobPython(job)}`;
 * ```
 */
export function jobPython(job: SnippetJob): string {
  const { spec, base, output } = job;
  const field = pythonPath("job", spec.jobUrl.path);
  let jobUrl: string;
  if (spec.jobUrl.from === "id") {
    const [before, after] = aroundId(spec.jobUrl.url);
    jobUrl = `${pythonString(base + before)} + ${field}${after ? ` + ${pythonString(after)}` : ""}`;
  } else if (spec.jobUrl.from === "url-path") {
    jobUrl = `${pythonString(base)} + urllib.parse.urlparse(${field}).path`;
  } else jobUrl = field;
  const credentials = spec.followWithoutCredentials ? "" : ", headers=headers";
  const status = pythonStatus("job", spec);
  const pending = spec.pending.map((value) => pythonString(value)).join(", ");
  return [
    COMMENT,
    "job = response.json()",
    `job_url = ${jobUrl}`,
    `for _ in range(${pollCount(spec)}):`,
    `    if ${status} not in (${pending}${spec.pending.length === 1 ? "," : ""}):`,
    "        break",
    `    time.sleep(${spec.pollSeconds})`,
    `    job = requests.get(${followUpExpression("job_url", job, spec.statusSuffix, pythonString)}${credentials}).json()`,
    "",
    `if ${status} != ${pythonString(spec.done)}:`,
    '    raise RuntimeError(f"The job ended without its file: {job}")',
    ...(spec.resultRequest
      ? [
          `job = requests.get(${followUpExpression("job_url", job, "", pythonString)}${credentials}).json()`,
        ]
      : []),
    `output = requests.get(${pythonPath("job", output.path)})`,
    "output.raise_for_status()",
    `with open("output.${output.extension}", "wb") as file:`,
    "    file.write(output.content)",
  ].join("\n");
}

/**
 * The JavaScript lines that follow a submitted job (`response` holds the submission's answer,
 * `headers` its credentials): the same steps as `jobShell`, with `fetch`.
 *
 * @example
 * ```ts
 * blocks(submit, jobJavaScript(job));
 * ```
 */
export function jobJavaScript(job: SnippetJob): string {
  const { spec, base, output } = job;
  const field = javascriptPath("job", spec.jobUrl.path);
  let jobUrl: string;
  if (spec.jobUrl.from === "id") {
    const [before, after] = aroundId(spec.jobUrl.url);
    jobUrl = `${javascriptString(base + before)} + ${field}${after ? ` + ${javascriptString(after)}` : ""}`;
  } else if (spec.jobUrl.from === "url-path") {
    jobUrl = `${javascriptString(base)} + new URL(${field}).pathname`;
  } else jobUrl = field;
  const options = spec.followWithoutCredentials ? "" : ", { headers }";
  const status = javascriptStatus("job", spec);
  const pending = spec.pending.map((value) => javascriptString(value)).join(", ");
  return [
    COMMENT.replace("#", "//"),
    "let job = await response.json();",
    `const jobUrl = ${jobUrl};`,
    `for (let poll = 0; poll < ${pollCount(spec)} && [${pending}].includes(${status}); poll++) {`,
    `  await new Promise((resolve) => setTimeout(resolve, ${spec.pollSeconds * 1000}));`,
    `  job = await (await fetch(${followUpExpression("jobUrl", job, spec.statusSuffix, javascriptString)}${options})).json();`,
    "}",
    `if (${status} !== ${javascriptString(spec.done)}) throw new Error(\`The job ended without its file: \${JSON.stringify(job)}\`);`,
    ...(spec.resultRequest
      ? [
          `job = await (await fetch(${followUpExpression("jobUrl", job, "", javascriptString)}${options})).json();`,
        ]
      : []),
    `const output = await fetch(${javascriptPath("job", output.path)});`,
    "if (!output.ok) throw new Error(`${output.status}: ${await output.text()}`);",
    `await writeFile("output.${output.extension}", new Uint8Array(await output.arrayBuffer()));`,
  ].join("\n");
}

/** The Python modules `jobPython` uses beyond `requests`. */
export function jobPythonImports({ spec }: SnippetJob): string[] {
  return spec.jobUrl.from === "url-path" ? ["time", "urllib.parse"] : ["time"];
}
