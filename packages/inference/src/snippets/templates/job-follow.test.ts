// The job-following lines are written from the provider's declared snippetJob alone. Running
// them against each provider's answers is job-snippet-execution.test.ts; these check what the
// text promises: the follow-up URLs, a bounded poll, and where credentials go.
import { describe, expect, it } from "vitest";
import type { JobSnippet } from "../../providers/media-protocol.js";
import { getInferenceSnippets } from "../get-inference-snippets.js";
import type { SnippetJob } from "../internal/snippet-request.js";
import type { SnippetModel } from "../internal/snippet-task.js";
import { jobJavaScript, jobPython, jobShell } from "./job-follow.js";

const HF_TOKEN = "hf_togetherVideoSnippetToken";
const PROVIDER_ID = "Wan-AI/Wan2.2-T2V-A14B";
const WAN: SnippetModel = {
  id: PROVIDER_ID,
  pipeline_tag: "text-to-video",
  tags: ["diffusers", "safetensors", "text-to-video"],
};

const snippetsOf = (token: string) =>
  Object.fromEntries(
    getInferenceSnippets(WAN, token, "together", PROVIDER_ID).map((snippet) => [
      `${snippet.language}/${snippet.client}`,
      snippet.content,
    ]),
  );

describe("Together text to video snippets", () => {
  it("requests polls the production job URL and saves the video", () => {
    const python = snippetsOf(HF_TOKEN)["python/requests"];
    expect(python).toContain('API_URL = "https://router.huggingface.co/together/v2/videos"');
    expect(python).toContain(
      'job_url = "https://router.huggingface.co/together/v2/videos/" + job["id"]',
    );
    expect(python).toContain('output = requests.get(job["outputs"]["video_url"])');
    expect(python).toContain('with open("output.mp4", "wb") as file:');
  });

  it("with a Together key, follows the job on api.together.xyz itself", () => {
    const curl = snippetsOf("together-key-0123")["sh/curl"];
    expect(curl).toContain("JOB_URL=https://api.together.xyz/v2/videos/");
  });
});

// A job declared with every option the templates read: a nested id in the middle of a URL, a
// nested status, a result request, and follow-ups without credentials.
const SPEC: JobSnippet = {
  jobUrl: { from: "id", path: ["data", "id"], url: "/v1/jobs/{id}/state" },
  statusSuffix: "",
  statusPath: ["data", "state"],
  pending: ["waiting"],
  done: "finished",
  resultRequest: true,
  pollSeconds: 4,
  followWithoutCredentials: true,
  outputs: { "text-to-image": { path: ["files", 0, "url"], extension: "webp" } },
};
const JOB: SnippetJob = {
  spec: SPEC,
  base: "https://router.huggingface.co/wavespeed",
  query: "",
  output: { path: ["files", 0, "url"], extension: "webp" },
};

describe("job lines from a declared protocol", () => {
  it("curl polls at most until the client's deadline and keeps the key to the submission", () => {
    const shell = jobShell(JOB, ['-H "Authorization: Bearer $HF_TOKEN"']);
    // 15 minutes at 4 s: 225 status requests at most.
    expect(shell).toContain("for _ in $(seq 225); do");
    expect(shell).toContain(
      `JOB_URL=https://router.huggingface.co/wavespeed/v1/jobs/$(printf '%s' "$SUBMITTED" | jq -r '.data.id')/state`,
    );
    expect(shell).toContain(`jq -e '(.data.state // "waiting") | . == "waiting"'`);
    expect(shell).toContain('JOB=$(curl -s "$JOB_URL")');
    expect(shell).not.toContain("Authorization");
    expect(shell).toContain(
      `curl -s "$(printf '%s' "$JOB" | jq -r '.files[0].url')" -o output.webp`,
    );
  });

  it("requests and fetch read a nested status safely and stop after the deadline", () => {
    const python = jobPython(JOB);
    expect(python).toContain("for _ in range(225):");
    expect(python).toContain('(job.get("data") or {}).get("state", "waiting") not in ("waiting",)');
    expect(python).toContain(
      'job_url = "https://router.huggingface.co/wavespeed/v1/jobs/" + job["data"]["id"] + "/state"',
    );
    expect(python).not.toContain("headers=headers");
    const javascript = jobJavaScript(JOB);
    expect(javascript).toContain(
      'for (let poll = 0; poll < 225 && ["waiting"].includes((job?.["data"]?.["state"] ?? "waiting")); poll++)',
    );
    expect(javascript).toContain("await fetch(jobUrl)");
    expect(javascript).not.toContain("{ headers }");
  });
});
