import type { SnippetRequest } from "../internal/snippet-request.js";

/**
 * Together creates videos as jobs: `POST {base}/v2/videos` answers `{ id, status: "queued" }`,
 * and `GET {base}/v2/videos/{id}` reports the job until its status is `completed` (the video's
 * URL then sits in `outputs.video_url`) or `failed`. Raw HTTP snippets for that route follow
 * the job on the base it was created on, the way the client does, and save the video.
 */
export interface TogetherVideoJob {
  /** The creation URL, where the job's status lives under `/{id}`. */
  jobsUrl: string;
}

/**
 * The video job route of a request, or `undefined` when the request is answered directly:
 * Together's `v2/videos`, through the router or with a Together key.
 *
 * @example
 * ```ts
 * import type { SnippetRequest } from "../internal/snippet-request.js";
 * declare const request: SnippetRequest;
 * const job = togetherVideoJob(request);
 * const shell = job ? togetherVideoShell(job, ["Authorization: Bearer $HF_TOKEN"]) : undefined;
 * ```
 */
export function togetherVideoJob(request: SnippetRequest): TogetherVideoJob | undefined {
  if (request.provider !== "together" || request.endpointUrl) return undefined;
  return new URL(request.url).pathname.endsWith("/v2/videos")
    ? { jobsUrl: request.url }
    : undefined;
}

/**
 * The shell lines that follow a created Together video job (its answer in `$SUBMITTED`): ask
 * for its status every two seconds while it is queued or in progress, then download the video.
 * `headers` are the `-H` options with the credentials, as the creation sent them.
 *
 * @example
 * ```ts
 * `SUBMITTED=$(${submit})\n${togetherVideoShell(job, headers)}`;
 * ```
 */
export function togetherVideoShell(job: TogetherVideoJob, headers: string[]): string {
  const auth = headers.length ? ` ${headers.join(" ")}` : "";
  return [
    "# Together answers with a job: ask for it until it is completed, then download the video.",
    `JOB_URL="${job.jobsUrl}/$(printf '%s' "$SUBMITTED" | jq -r '.id')"`,
    'JOB="$SUBMITTED"',
    `while printf '%s' "$JOB" | jq -e '.status == "queued" or .status == "in_progress"' > /dev/null; do`,
    "    sleep 2",
    `    JOB=$(curl -s "$JOB_URL"${auth})`,
    "done",
    `curl -s "$(printf '%s' "$JOB" | jq -r '.outputs.video_url')" -o output.mp4`,
  ].join("\n");
}

/**
 * The Python lines that follow a created Together video job (`response` holds the creation's
 * answer, `headers` its credentials): the same steps as `togetherVideoShell`, with `requests`.
 *
 * @example
 * ```ts
 * `${post}\n\n${togetherVideoPython(job)}`;
 * ```
 */
export function togetherVideoPython(job: TogetherVideoJob): string {
  return [
    "# Together answers with a job: ask for it until it is completed, then download the video.",
    "job = response.json()",
    `job_url = ${JSON.stringify(job.jobsUrl)} + "/" + job["id"]`,
    'while job.get("status", "queued") in ("queued", "in_progress"):',
    "    time.sleep(2)",
    "    job = requests.get(job_url, headers=headers).json()",
    "",
    'if job["status"] != "completed":',
    "    raise RuntimeError(f\"The video job ended {job['status']}: {job.get('error')}\")",
    'output = requests.get(job["outputs"]["video_url"])',
    "output.raise_for_status()",
    'with open("output.mp4", "wb") as file:',
    "    file.write(output.content)",
  ].join("\n");
}
