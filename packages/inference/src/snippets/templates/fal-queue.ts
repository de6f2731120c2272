import type { SnippetRequest } from "../internal/snippet-request.js";

/**
 * fal.ai runs long jobs (video, and media through its queue) asynchronously: the submission
 * answers with a handle (`request_id`, `response_url`), not the file. Raw HTTP snippets for such
 * a route follow the handle the way the client does: they ask `{app path}/requests/{id}/status`
 * on the same base the job was submitted to (the router keeps the whole app path and the
 * `_subdomain=queue` query), then read the result and download the file it points to.
 */
export interface FalQueueRoute {
  /** Where the job was submitted, without the model path: `https://router.huggingface.co/fal-ai`. */
  base: string;
  /** The submission's query, kept on every follow-up (`?_subdomain=queue` through the router). */
  query: string;
  /** The jq path of the output file's URL in the result, e.g. `.video.url`. */
  jqOutput: string;
  /** The same path as Python subscripts, e.g. `["video"]["url"]`. */
  pythonOutput: string;
  /** Extension the downloaded file is saved with. */
  extension: string;
}

interface QueueOutput {
  jq: string;
  python: string;
  extension: string;
}

/** Where each queued task's result keeps its file. */
const VIDEO_OUTPUT: QueueOutput = {
  jq: ".video.url",
  python: '["video"]["url"]',
  extension: "mp4",
};
const AUDIO_OUTPUT: QueueOutput = {
  jq: "(.audio_file // .audio).url",
  python: '.get("audio_file", result.get("audio"))["url"]',
  extension: "wav",
};
const IMAGE_OUTPUT: QueueOutput = {
  jq: ".images[0].url",
  python: '["images"][0]["url"]',
  extension: "png",
};

function outputOf(task: string): QueueOutput {
  if (task.endsWith("video")) return VIDEO_OUTPUT;
  if (task.endsWith("audio")) return AUDIO_OUTPUT;
  return IMAGE_OUTPUT;
}

/**
 * The queue route of a request, or `undefined` when the request is answered directly: fal-ai
 * through the router with `_subdomain=queue`, or straight to `queue.fal.run` with a fal key.
 *
 * @example
 * ```ts
 * import type { SnippetRequest } from "../internal/snippet-request.js";
 * declare const request: SnippetRequest;
 * const queue = falQueueRoute(request);
 * const shell = queue ? falQueueShell(queue, ["Authorization: Bearer $HF_TOKEN"]) : undefined;
 * ```
 */
export function falQueueRoute(request: SnippetRequest): FalQueueRoute | undefined {
  if (request.provider !== "fal-ai" || request.endpointUrl) return undefined;
  const url = new URL(request.url);
  const queued = url.searchParams.get("_subdomain") === "queue" || url.host === "queue.fal.run";
  if (!queued) return undefined;
  const [withoutQuery] = request.url.split("?");
  const modelPath = `/${request.providerModelId}`;
  const base = withoutQuery?.endsWith(modelPath)
    ? withoutQuery.slice(0, -modelPath.length)
    : url.origin;
  const output = outputOf(request.task);
  return {
    base,
    query: url.search,
    jqOutput: output.jq,
    pythonOutput: output.python,
    extension: output.extension,
  };
}

/**
 * The shell lines that follow a submitted fal job (its answer in `$SUBMITTED`): poll the status
 * every second while the job is queued or running, fetch the result, download the file.
 * `headers` are the `-H` options with the credentials, as the submission sent them.
 *
 * @example
 * ```ts
 * `SUBMITTED=$(${submit})\n${falQueueShell(queue, headers)}`;
 * ```
 */
export function falQueueShell(queue: FalQueueRoute, headers: string[]): string {
  const auth = headers.length ? ` ${headers.join(" ")}` : "";
  return [
    "# fal answers with a queue handle: ask the same base for the job's status, then its result.",
    `RESULT_URL="${queue.base}$(printf '%s' "$SUBMITTED" | jq -r '.response_url' | sed -E 's#^https?://[^/]+##')"`,
    `STATUS=$(printf '%s' "$SUBMITTED" | jq -r '.status // "IN_QUEUE"')`,
    'while [ "$STATUS" = IN_QUEUE ] || [ "$STATUS" = IN_PROGRESS ]; do',
    "    sleep 1",
    `    STATUS=$(curl -s "$RESULT_URL/status${queue.query}"${auth} | jq -r '.status')`,
    "done",
    `OUTPUT_URL=$(curl -s "$RESULT_URL${queue.query}"${auth} | jq -r '${queue.jqOutput}')`,
    `curl -s "$OUTPUT_URL" -o output.${queue.extension}`,
  ].join("\n");
}

/**
 * The Python lines that follow a submitted fal job (`response` holds the submission's answer,
 * `headers` its credentials): the same steps as `falQueueShell`, with `requests`.
 *
 * @example
 * ```ts
 * `${post}\n\n${falQueuePython(queue)}`;
 * ```
 */
export function falQueuePython(queue: FalQueueRoute): string {
  return [
    "# fal answers with a queue handle: ask the same base for the job's status, then its result.",
    "job = response.json()",
    `result_url = ${JSON.stringify(queue.base)} + urllib.parse.urlparse(job["response_url"]).path`,
    'status = job.get("status", "IN_QUEUE")',
    'while status in ("IN_QUEUE", "IN_PROGRESS"):',
    "    time.sleep(1)",
    `    status = requests.get(result_url + "/status${queue.query}", headers=headers).json()["status"]`,
    "",
    `result = requests.get(result_url + ${JSON.stringify(queue.query)}, headers=headers).json()`,
    `output = requests.get(result${queue.pythonOutput})`,
    "output.raise_for_status()",
    `with open("output.${queue.extension}", "wb") as file:`,
    "    file.write(output.content)",
  ].join("\n");
}
