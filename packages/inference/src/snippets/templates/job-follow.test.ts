// Raw HTTP job snippets follow the job to its file, as the client does, from the provider's
// declared snippetJob (here Together's video jobs; fal's queue is in provider-snippets.test.ts).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../get-inference-snippets.js";
import type { SnippetModel } from "../internal/snippet-task.js";
import { runJavaScript, runShell, scratchFolder } from "../test-support/run-snippet.js";

const HF_TOKEN = "hf_togetherVideoSnippetToken";
const PROVIDER_ID = "Wan-AI/Wan2.2-T2V-A14B";
const JOB_ID = "019a7c3e-5b2d-7f41-9c1e-2d8f4a6b0e13";
const VIDEO_BYTES = Buffer.from("AAAAGGZ0eXBtcDQy", "base64");
const WAN: SnippetModel = {
  id: PROVIDER_ID,
  pipeline_tag: "text-to-video",
  tags: ["diffusers", "safetensors", "text-to-video"],
};

const snippetsOf = (token: string, routerUrl?: string) =>
  Object.fromEntries(
    getInferenceSnippets(WAN, token, "together", PROVIDER_ID, routerUrl ? { routerUrl } : {}).map(
      (snippet) => [`${snippet.language}/${snippet.client}`, snippet.content],
    ),
  );

describe("Together text to video snippets", () => {
  const requests: { method: string; path: string; authorization: string | undefined }[] = [];
  let server: Server;
  let url = "";

  beforeAll(async () => {
    // Together's job answers, recorded-shaped, under the router's paths.
    server = createServer((request, response) => {
      const path = request.url ?? "";
      requests.push({
        method: request.method ?? "",
        path,
        authorization: request.headers.authorization,
      });
      const job = { id: JOB_ID, object: "video", model: PROVIDER_ID, created_at: 1763913600 };
      response.setHeader("content-type", "application/json");
      if (request.method === "POST" && path === "/together/v2/videos") {
        response.end(JSON.stringify({ ...job, status: "queued" }));
      } else if (path === `/together/v2/videos/${JOB_ID}`) {
        const polls = requests.filter((sent) => sent.path === path).length;
        response.end(
          JSON.stringify(
            polls < 2
              ? { ...job, status: "in_progress" }
              : {
                  ...job,
                  status: "completed",
                  outputs: { cost: 0.4, video_url: `${url}/shrt/Xk2pV9` },
                },
          ),
        );
      } else if (path === "/shrt/Xk2pV9") {
        response.writeHead(200, { "content-type": "video/mp4" });
        response.end(VIDEO_BYTES);
      } else {
        response.writeHead(404);
        response.end(JSON.stringify({ error: `no route ${request.method} ${path}` }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("curl creates the job, polls it on the router and downloads the video", async () => {
    const folder = await scratchFolder([]);
    try {
      const run = await runShell(snippetsOf(HF_TOKEN, url)["sh/curl"] ?? "", folder.path, {
        HF_TOKEN,
      });
      expect(run.stderr).toBe("");
      expect(run.exitCode).toBe(0);
      expect((await readFile(join(folder.path, "output.mp4"))).equals(VIDEO_BYTES)).toBe(true);
    } finally {
      await folder.remove();
    }
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /together/v2/videos",
      `GET /together/v2/videos/${JOB_ID}`,
      `GET /together/v2/videos/${JOB_ID}`,
      "GET /shrt/Xk2pV9",
    ]);
    // The token goes to the router only, never to the file host.
    expect(requests.slice(0, 3).every((sent) => sent.authorization === `Bearer ${HF_TOKEN}`)).toBe(
      true,
    );
    expect(requests.at(-1)?.authorization).toBeUndefined();
  });

  it("fetch creates the job, polls it on the router and downloads the video", async () => {
    requests.length = 0;
    const folder = await scratchFolder([]);
    try {
      const run = await runJavaScript(snippetsOf(HF_TOKEN, url)["js/fetch"] ?? "", folder.path, {
        HF_TOKEN,
      });
      expect(run.stderr).toBe("");
      expect(run.exitCode).toBe(0);
      expect((await readFile(join(folder.path, "output.mp4"))).equals(VIDEO_BYTES)).toBe(true);
    } finally {
      await folder.remove();
    }
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /together/v2/videos",
      `GET /together/v2/videos/${JOB_ID}`,
      `GET /together/v2/videos/${JOB_ID}`,
      "GET /shrt/Xk2pV9",
    ]);
    expect(requests.at(-1)?.authorization).toBeUndefined();
  });

  it("requests polls the production job URL and saves the video", () => {
    const python = snippetsOf(HF_TOKEN)["python/requests"];
    expect(python).toContain('API_URL = "https://router.huggingface.co/together/v2/videos"');
    expect(python).toContain(
      'job_url = "https://router.huggingface.co/together/v2/videos" + "/" + job["id"]',
    );
    expect(python).toContain('output = requests.get(job["outputs"]["video_url"])');
    expect(python).toContain('with open("output.mp4", "wb") as file:');
  });

  it("with a Together key, follows the job on api.together.xyz itself", () => {
    const curl = snippetsOf("together-key-0123")["sh/curl"];
    expect(curl).toContain('JOB_URL="https://api.together.xyz/v2/videos/');
  });
});
