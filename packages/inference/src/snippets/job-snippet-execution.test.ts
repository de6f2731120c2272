// Every provider whose tasks are jobs gets raw HTTP snippets (curl with jq, Python requests, JS
// fetch) that submit, poll, read the result and download the file, as its declared snippetJob
// says. Each snippet runs here against a loopback fake answering as the provider does
// (test-support/job-cases.ts), under the same paths the client follows, and must end with the
// downloaded file.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  sendJson,
  startFakeUpstream,
  type FakeUpstream,
} from "@modeldeck/test-support/loopback-server";
import { MEDIA_PROTOCOLS } from "../providers/registry.js";
import { getInferenceSnippets } from "./get-inference-snippets.js";
import { HF_TOKEN, JOB_CASES, type JobCase } from "./test-support/job-cases.js";
import {
  runJavaScript,
  runPython,
  runShell,
  scratchFolder,
  type SnippetRun,
} from "./test-support/run-snippet.js";
import type { InferenceSnippetClient } from "./types.js";

/** A loopback fake answering as `job`'s provider, the file's host included. */
function startJobFake(job: JobCase): Promise<FakeUpstream> {
  const fake = startFakeUpstream((request, response) => {
    const key = `${request.method} ${request.url}`;
    if (request.method === "GET" && request.url === job.file.path) {
      const type = job.file.saved.endsWith(".mp4") ? "video/mp4" : "image/png";
      response.writeHead(200, { "content-type": type });
      response.end(job.file.bytes);
      return;
    }
    void fake.then(({ url, requests }) => {
      const answer = job.answers[key];
      if (!answer) return sendJson(response, { error: `no route for ${key}` }, 404);
      const seen = requests.filter((sent) => `${sent.method} ${sent.url}` === key).length - 1;
      sendJson(response, answer(url, seen));
    });
  });
  return fake;
}

/** Runs one raw HTTP client's snippet for `job` against `fake`, in `folder`. */
async function runJob(
  job: JobCase,
  client: InferenceSnippetClient,
  fake: FakeUpstream,
  folder: string,
): Promise<SnippetRun> {
  const options = job.key
    ? { providerUrls: { [job.provider]: fake.url } }
    : { routerUrl: fake.url };
  const snippet = getInferenceSnippets(
    job.model,
    job.key?.value ?? HF_TOKEN,
    job.provider,
    job.providerId,
    options,
  ).find((candidate) => candidate.client === client);
  if (!snippet) throw new Error(`no ${client} snippet for ${job.provider}`);
  const environment = job.key ? { [job.key.variable]: job.key.value } : { HF_TOKEN };
  const runner =
    snippet.language === "sh"
      ? runShell
      : snippet.language === "python"
        ? runPython
        : runJavaScript;
  return runner(snippet.content, folder, environment);
}

const RUNS = JOB_CASES.flatMap((job) =>
  (["curl", "requests", "fetch"] as const).map((client) => ({ job, client })),
);

// Each run has its own fake and folder. Runs go one after another: side by side, the Python
// interpreters' start-up on a shared machine costs more than the polls' pauses save.
describe("raw HTTP job snippets against the provider's answers", () => {
  it.each(RUNS)(
    "$job.provider $job.model.pipeline_tag with $client: submits, polls, reads the result and downloads the file",
    async ({ job, client }) => {
      const fake = await startJobFake(job);
      const folder = await scratchFolder([]);
      try {
        const result = await runJob(job, client, fake, folder.path);
        expect(result.stderr).toBe("");
        expect(result.exitCode).toBe(0);
        const saved = await readFile(join(folder.path, job.file.saved));
        expect(saved.equals(job.file.bytes)).toBe(true);
      } finally {
        await folder.remove();
        await fake.close();
      }
      expect(fake.requests.map((sent) => `${sent.method} ${sent.url}`)).toEqual(job.exchanges);

      // Credentials go with the submission, and with the follow-ups where the client sends them
      // too; never with the file's download.
      const credential = (headers: Record<string, unknown>) =>
        job.key ? headers[job.key.header] : headers.authorization;
      const expected = job.key ? job.key.value : `Bearer ${HF_TOKEN}`;
      const [submission, ...followUps] = fake.requests.slice(0, -1);
      expect(credential(submission?.headers ?? {})).toBe(expected);
      const bare = MEDIA_PROTOCOLS[job.provider]?.snippetJob?.followWithoutCredentials === true;
      for (const followUp of followUps) {
        expect(credential(followUp.headers)).toBe(bare ? undefined : expected);
      }
      expect(credential(fake.requests.at(-1)?.headers ?? {})).toBeUndefined();
    },
  );
});
