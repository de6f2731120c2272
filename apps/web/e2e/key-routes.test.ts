// @vitest-environment node
// Where the browser sends a call, against the real server: fal's queued jobs go through the
// gateway when it is chosen (queue calls included), and a personal key for a provider that takes
// calls from web pages goes straight to that provider unless the user chooses the server.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { REPOSITORY_ROOT, startRealServer } from "./support/real-server";
import {
  sendJson,
  startFakeUpstream,
  type FakeUpstream,
  type RecordedRequest,
} from "@modeldeck/test-support/loopback-server";

const VIDEO_MODEL = "genmo/mochi-1-preview";
const FAL_APP = "fal-ai/mochi-v1";
const CHAT_MODEL = "openai/gpt-oss-20b";
const FAL_KEY = "6f1c2e7a-9b3d-4c5e-8f0a-1b2c3d4e5f6a:0a1b2c3d4e5f67890a1b2c3d4e5f6789";
const GROQ_KEY = "gsk_e2eRouteKey0123456789abcdef";
const POLL = { timeout: 15_000 };

/** A model of the Hub, with the provider that serves it. */
const models = [
  {
    id: VIDEO_MODEL,
    pipeline_tag: "text-to-video",
    tags: ["diffusers", "text-to-video"],
    inferenceProviderMapping: {
      "fal-ai": { status: "live", providerId: FAL_APP, task: "text-to-video" },
    },
  },
  {
    id: CHAT_MODEL,
    pipeline_tag: "text-generation",
    tags: ["transformers", "conversational", "text-generation"],
    inferenceProviderMapping: {
      groq: { status: "live", providerId: CHAT_MODEL, task: "conversational" },
    },
  },
];

/** Four bytes of an MP4 header: enough for the page to build a video from. */
const VIDEO = "data:video/mp4;base64,AAAAGGZ0eXBtcDQy";

const chatChunk = (content: string) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-route",
    object: "chat.completion.chunk",
    created: 1_732_000_000,
    model: CHAT_MODEL,
    choices: [{ index: 0, delta: { role: "assistant", content }, finish_reason: null }],
  })}\n\n`;

/** fal's queue and Groq's chat, as the server's gateway reaches them (provider URL overrides). */
function answer(request: RecordedRequest, response: ServerResponse): void {
  const path = request.url.split("?")[0];
  const json = (body: unknown) => sendJson(response, body);
  if (request.method === "POST" && path === `/fal-direct/${FAL_APP}`) {
    // fal names its own queue host in the answer, whoever called.
    return json({
      status: "IN_QUEUE",
      request_id: "r-e2e",
      response_url: `https://queue.fal.run/${FAL_APP}/requests/r-e2e`,
    });
  }
  if (path === `/fal-direct/${FAL_APP}/requests/r-e2e/status`) return json({ status: "COMPLETED" });
  if (path === `/fal-direct/${FAL_APP}/requests/r-e2e`) return json({ video: { url: VIDEO } });
  if (path === "/groq-direct/openai/v1/chat/completions") {
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.end(`${chatChunk("through the server")}data: [DONE]\n\n`);
    return;
  }
  sendJson(response, { error: `not served: ${path}` }, 404);
}

describe("where the browser sends calls, against the real server", { timeout: 60_000 }, () => {
  let provider: FakeUpstream;
  /** What the provider received: path and query, and the credential it came with. */
  const providerCalls = () =>
    provider.requests.map(({ url, headers }) => ({
      path: url,
      authorization: headers.authorization,
    }));
  let dataDirectory: string;
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Every request the page sent to a host other than this server (answered here). */
  const outside: { url: string; authorization?: string }[] = [];

  beforeAll(async () => {
    provider = await startFakeUpstream(answer);
    const providerUrl = provider.url;
    // A catalogue of two models, imported before the first start (so nothing else is seeded).
    dataDirectory = mkdtempSync(join(tmpdir(), "modeldeck-e2e-routes-"));
    const file = join(dataDirectory, "models.jsonl");
    writeFileSync(file, models.map((model) => JSON.stringify(model)).join("\n"));
    // Its own SQLite, as every e2e server: never the PostgreSQL database CI exports.
    const environment: NodeJS.ProcessEnv = { ...process.env, MODELDECK_DATA_DIR: dataDirectory };
    delete environment.DATABASE_URL;
    const imported = spawnSync(process.execPath, ["apps/server/dist/cli.js", "import", file], {
      cwd: REPOSITORY_ROOT,
      env: environment,
      encoding: "utf8",
    });
    if (imported.status !== 0) throw new Error(`import failed: ${imported.stderr}`);
    server = await startRealServer({
      MODELDECK_DATA_DIR: dataDirectory,
      MODELDECK_ROUTER_URL: providerUrl,
      MODELDECK_PROVIDER_URL_FAL_AI: `${providerUrl}/fal-direct`,
      MODELDECK_PROVIDER_URL_GROQ: `${providerUrl}/groq-direct`,
    });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Nothing leaves the machine: a request for any other host is recorded and answered here,
    // as Groq's API answers a page (CORS allowed).
    await context.route(
      (url) => !url.href.startsWith(server.url) && !url.protocol.startsWith("data"),
      async (route) => {
        const request = route.request();
        outside.push({ url: request.url(), authorization: request.headers().authorization });
        const cors = {
          "access-control-allow-origin": "*",
          "access-control-allow-headers": "*",
          "access-control-allow-methods": "GET, POST",
        };
        if (request.url() === "https://api.groq.com/openai/v1/chat/completions") {
          return route.fulfill({
            status: 200,
            headers: { ...cors, "content-type": "text/event-stream" },
            body: `${chatChunk("straight from groq")}data: [DONE]\n\n`,
          });
        }
        return route.fulfill({ status: 404, headers: cors, body: "{}" });
      },
    );
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
    if (dataDirectory) rmSync(dataDirectory, { recursive: true, force: true });
  }, TEARDOWN_BUDGET);

  const tryPanel = () => page.getByRole("form", { name: /^Try / });

  it("sends fal's queued job, its polls and its result through the gateway when it is chosen", async () => {
    await page.goto(`${server.url}/settings`);
    await page.getByLabel("fal-ai key").fill(FAL_KEY);
    await page.goto(`${server.url}/${VIDEO_MODEL}?tab=try`);
    const form = tryPanel();
    await form.getByRole("combobox", { name: "Provider" }).selectOption("fal-ai");
    await form.getByRole("textbox", { name: "Prompt" }).fill("A lighthouse at dusk");
    await form.getByRole("button", { name: "Run" }).click();
    await page.getByRole("link", { name: "Download the video" }).waitFor();
    // No call left the browser for fal's hosts: the queue went through the server.
    expect(outside.filter((call) => /fal\.run/.test(call.url))).toEqual([]);
    expect(providerCalls().map((call) => call.path)).toEqual([
      `/fal-direct/${FAL_APP}`,
      `/fal-direct/${FAL_APP}/requests/r-e2e/status`,
      `/fal-direct/${FAL_APP}/requests/r-e2e`,
    ]);
    expect(providerCalls()[0]?.authorization).toBe(`Key ${FAL_KEY}`);
    await page.goto(`${server.url}/settings`);
    await page.getByRole("button", { name: "Forget all tokens and keys" }).click();
  });

  it("sends a personal Groq key straight to Groq, and through the server only when chosen", async () => {
    provider.requests.length = 0;
    await page.goto(`${server.url}/settings`);
    await page.getByLabel("groq key").fill(GROQ_KEY);
    await page
      .getByText("Goes straight from this browser to groq; this server never sees it.")
      .waitFor();
    await page.goto(`${server.url}/${CHAT_MODEL}?tab=try`);
    const form = tryPanel();
    await form.getByRole("combobox", { name: "Provider" }).selectOption("groq");
    await form.getByRole("textbox", { name: "Message" }).fill("Say hello");
    await form.getByRole("button", { name: "Send" }).click();
    await page
      .getByRole("list", { name: "Conversation" })
      .getByText(/straight from groq/)
      .waitFor();
    expect(outside.filter((call) => call.url.includes("api.groq.com")).at(-1)?.authorization).toBe(
      `Bearer ${GROQ_KEY}`,
    );
    expect(providerCalls()).toEqual([]);

    await page.goto(`${server.url}/settings`);
    await page
      .getByRole("checkbox", { name: "Send my own provider keys through this server too" })
      .check();
    await page.goto(`${server.url}/${CHAT_MODEL}?tab=try`);
    const again = tryPanel();
    await again.getByRole("combobox", { name: "Provider" }).selectOption("groq");
    await again.getByRole("textbox", { name: "Message" }).fill("Say hello again");
    await again.getByRole("button", { name: "Send" }).click();
    await page
      .getByRole("list", { name: "Conversation" })
      .getByText(/through the server/)
      .waitFor();
    await expect
      .poll(() => providerCalls().map((call) => call.path), POLL)
      .toEqual(["/groq-direct/openai/v1/chat/completions"]);
    expect(providerCalls()[0]?.authorization).toBe(`Bearer ${GROQ_KEY}`);
    await page.goto(`${server.url}/settings`);
    await page.getByRole("button", { name: "Forget all tokens and keys" }).click();
  });

  it("refuses a provider key pasted in the Hugging Face field, and saves nothing", async () => {
    await page.goto(`${server.url}/settings`);
    await page.getByLabel("Hugging Face token").fill(GROQ_KEY);
    await page
      .getByRole("alert")
      .getByText(/not a Hugging Face token/)
      .waitFor();
    expect(
      await page.evaluate(() => localStorage.getItem("modeldeck.settings") ?? ""),
    ).not.toContain(GROQ_KEY);
  });
});
