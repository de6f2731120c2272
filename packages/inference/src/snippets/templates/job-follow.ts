import type { AnswerPath } from "../../providers/media-protocol.js";
import type { SnippetJob } from "../internal/snippet-request.js";

/** A path as jq reads it: `.video.url`, `.images[0].url`, `(.audio_file // .audio).url`. */
function jqPath(path: AnswerPath): string {
  return path
    .map((step) =>
      typeof step === "number"
        ? `[${step}]`
        : typeof step === "string"
          ? `.${step}`
          : `(${step.map((key) => `.${key}`).join(" // ")})`,
    )
    .join("");
}

/** A path as Python reads it from `variable`: `job["video"]["url"]`, with `or` for alternatives. */
function pythonPath(variable: string, path: AnswerPath): string {
  return path.reduce<string>(
    (expression, step) =>
      Array.isArray(step)
        ? `(${step.map((key: string) => `${expression}.get(${JSON.stringify(key)})`).join(" or ")})`
        : `${expression}[${JSON.stringify(step)}]`,
    variable,
  );
}

/** A path as JavaScript reads it from `variable`: `job.video.url`, with `??` for alternatives. */
function javascriptPath(variable: string, path: AnswerPath): string {
  return path.reduce<string>(
    (expression, step) =>
      Array.isArray(step)
        ? `(${step.map((key: string) => `${expression}[${JSON.stringify(key)}]`).join(" ?? ")})`
        : `${expression}[${JSON.stringify(step)}]`,
    variable,
  );
}

const COMMENT =
  "# The answer is a job: ask for its status until it is done, then download the file it made.";

/**
 * The shell lines that follow a submitted job (its answer in `$SUBMITTED`) as the provider's
 * `snippetJob` declares: ask for the status while it is pending, read the result, download the
 * file without credentials. `headers` are the `-H` options with the credentials.
 *
 * @example
 * ```ts
 * `SUBMITTED=$(${submit})\n${jobShell(job, headers)}`;
 * ```
 */
export function jobShell({ spec, base, query, output }: SnippetJob, headers: string[]): string {
  const auth = headers.length ? ` ${headers.join(" ")}` : "";
  const field = `$(printf '%s' "$SUBMITTED" | jq -r '.${spec.jobUrl.field}'`;
  const jobUrl =
    spec.jobUrl.from === "id"
      ? `${base}/${field})`
      : `${base}${field} | sed -E 's#^https?://[^/]+##')`;
  const pending = spec.pending.map((status) => `. == ${JSON.stringify(status)}`).join(" or ");
  return [
    COMMENT,
    `JOB_URL="${jobUrl}"`,
    'JOB="$SUBMITTED"',
    `while printf '%s' "$JOB" | jq -e '.${spec.statusField} // ${JSON.stringify(spec.pending[0])} | ${pending}' > /dev/null; do`,
    `    sleep ${spec.pollSeconds}`,
    `    JOB=$(curl -s "$JOB_URL${spec.statusSuffix}${query}"${auth})`,
    "done",
    ...(spec.resultRequest ? [`JOB=$(curl -s "$JOB_URL${query}"${auth})`] : []),
    `curl -s "$(printf '%s' "$JOB" | jq -r '${jqPath(output.path)}')" -o output.${output.extension}`,
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
export function jobPython({ spec, base, query, output }: SnippetJob): string {
  const field = `job[${JSON.stringify(spec.jobUrl.field)}]`;
  const jobUrl =
    spec.jobUrl.from === "id"
      ? `${JSON.stringify(base)} + "/" + ${field}`
      : `${JSON.stringify(base)} + urllib.parse.urlparse(${field}).path`;
  const status = `job.get(${JSON.stringify(spec.statusField)}, ${JSON.stringify(spec.pending[0])})`;
  const pending = spec.pending.map((value) => JSON.stringify(value)).join(", ");
  return [
    COMMENT,
    "job = response.json()",
    `job_url = ${jobUrl}`,
    `while ${status} in (${pending}):`,
    `    time.sleep(${spec.pollSeconds})`,
    `    job = requests.get(job_url + ${JSON.stringify(spec.statusSuffix + query)}, headers=headers).json()`,
    "",
    `if ${status} != ${JSON.stringify(spec.done)}:`,
    `    raise RuntimeError(f"The job ended {job.get('${spec.statusField}')}: {job}")`,
    ...(spec.resultRequest
      ? [`job = requests.get(job_url + ${JSON.stringify(query)}, headers=headers).json()`]
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
export function jobJavaScript({ spec, base, query, output }: SnippetJob): string {
  const field = `job[${JSON.stringify(spec.jobUrl.field)}]`;
  const jobUrl =
    spec.jobUrl.from === "id"
      ? `${JSON.stringify(`${base}/`)} + ${field}`
      : `${JSON.stringify(base)} + new URL(${field}).pathname`;
  const status = `(job[${JSON.stringify(spec.statusField)}] ?? ${JSON.stringify(spec.pending[0])})`;
  const pending = spec.pending.map((value) => JSON.stringify(value)).join(", ");
  return [
    COMMENT.replace("#", "//"),
    "let job = await response.json();",
    `const jobUrl = ${jobUrl};`,
    `while ([${pending}].includes(${status})) {`,
    `  await new Promise((resolve) => setTimeout(resolve, ${spec.pollSeconds * 1000}));`,
    `  job = await (await fetch(jobUrl + ${JSON.stringify(spec.statusSuffix + query)}, { headers })).json();`,
    "}",
    `if (${status} !== ${JSON.stringify(spec.done)}) throw new Error(\`The job ended: \${JSON.stringify(job)}\`);`,
    ...(spec.resultRequest
      ? [`job = await (await fetch(jobUrl + ${JSON.stringify(query)}, { headers })).json();`]
      : []),
    `const output = await fetch(${javascriptPath("job", output.path)});`,
    "if (!output.ok) throw new Error(`${output.status}: ${await output.text()}`);",
    `await writeFile("output.${output.extension}", new Uint8Array(await output.arrayBuffer()));`,
  ].join("\n");
}

/** The Python modules `jobPython` uses beyond `requests`. */
export function jobPythonImports({ spec }: SnippetJob): string[] {
  return spec.jobUrl.from === "id" ? ["time"] : ["time", "urllib.parse"];
}
