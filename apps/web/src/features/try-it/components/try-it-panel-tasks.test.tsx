import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadInference } from "../../../lib/inference";
import { updateSettings } from "../../../lib/settings";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import { TASK_SPECS } from "../../../lib/run/task-specs";
import TryItPanel from "./try-it-panel";

const RERANKER = "BAAI/bge-reranker-v2-m3";
const DEPTH = "depth-anything/Depth-Anything-V2-Small-hf";
const FLAN = "google/flan-t5-large";
const VOXTRAL = "mistralai/Voxtral-Mini-3B-2507";
// A 1×1 PNG, as a depth-estimation answer carries its depth map.
const PIXEL =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==";

// Room for a first import on a loaded 2-core machine; a wait, not a measurement.
const CHUNK_BUDGET = 120_000;

describe("TryItPanel for tasks without a dedicated client method", () => {
  // The inference client is a lazy chunk (all of @modeldeck/inference, transformed on its first
  // import while the suite runs): loaded here, with a budget of its own, rather than inside a
  // test's 10 s wait for a result, which that import once outlasted on a loaded CI machine.
  beforeAll(() => loadInference(), CHUNK_BUDGET);
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  const lastPost = (path: string) =>
    server.requests.filter((request) => request.method === "POST" && request.url === path).at(-1);
  beforeAll(async () => {
    const mapped =
      (id: string, task: string) => (_: unknown, response: Parameters<typeof sendJson>[0]) =>
        sendJson(response, {
          id,
          inferenceProviderMapping: { "hf-inference": { status: "live", providerId: id, task } },
        });
    server = await startFakeServer({
      "GET /api/inference/status": (_, response) =>
        sendJson(response, {
          providers: { "hf-inference": { operatorKey: true } },
          tokenRequired: true,
        }),
      [`GET /api/models/${RERANKER}`]: mapped(RERANKER, "text-ranking"),
      [`GET /api/models/${DEPTH}`]: mapped(DEPTH, "depth-estimation"),
      [`GET /api/models/${FLAN}`]: mapped(FLAN, "text2text-generation"),
      [`GET /api/models/${VOXTRAL}`]: mapped(VOXTRAL, "audio-text-to-text"),
      "GET /media/coffee.png": (_, response) => {
        response.writeHead(200, { "content-type": "image/png" });
        response.end(Buffer.from(PIXEL, "base64"));
      },
      "GET /media/cards-005.wav": (_, response) => {
        response.writeHead(200, { "content-type": "audio/wav" });
        response.end(Buffer.alloc(1024, 1));
      },
      [`POST /api/inference/hf-inference/models/${RERANKER}`]: (_, response) =>
        sendJson(response, [
          { index: 1, score: 0.9914 },
          { index: 0, score: 0.0021 },
        ]),
      [`POST /api/inference/hf-inference/models/${DEPTH}`]: (_, response) =>
        sendJson(response, { depth: PIXEL, predicted_depth: [[0.5]] }),
      [`POST /api/inference/hf-inference/models/${FLAN}`]: (_, response) =>
        sendJson(response, [{ generated_text: "Wie alt bist du?" }]),
      [`POST /api/inference/hf-inference/models/${VOXTRAL}/v1/chat/completions`]: (_, response) =>
        sendJson(response, {
          id: "chatcmpl-1",
          object: "chat.completion",
          created: 1_753_000_000,
          model: VOXTRAL,
          choices: [
            {
              index: 0,
              message: {
                role: "assistant",
                content: "Eight of spades, four of clubs, seven of hearts.",
              },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 120, completion_tokens: 14, total_tokens: 134 },
        }),
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it("has a try-it spec for every task the issue names and every media task the client added", () => {
    const named = [
      "image-text-to-image",
      "image-text-to-video",
      "text-ranking",
      "zero-shot-object-detection",
      "text2text-generation",
      "depth-estimation",
      "mask-generation",
      "image-to-video",
      "video-text-to-text",
      "audio-text-to-text",
    ];
    expect(named.filter((task) => TASK_SPECS[task] === undefined)).toEqual([]);
  });

  it("ranks texts for a query and labels each score with its text", async () => {
    renderWithApi(
      <TryItPanel
        modelId={RERANKER}
        task="text-ranking"
        widgetInput={{
          kind: "text-ranking",
          query: "What is the capital of Australia?",
          documents: ["Sydney is the largest city.", "Canberra is the capital."],
        }}
      />,
      server.url,
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Provider" }).textContent).toMatch(/server key/),
    );
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const results = await screen.findByRole("list", { name: "Results" });
    expect(within(results).getByRole("meter", { name: "Canberra is the capital." })).toBeTruthy();
    expect(
      JSON.parse(lastPost(`/api/inference/hf-inference/models/${RERANKER}`)?.body ?? "{}"),
    ).toEqual({
      query: "What is the capital of Australia?",
      texts: ["Sydney is the largest city.", "Canberra is the capital."],
    });
  });

  it("sends an image for depth estimation and shows the depth map", async () => {
    renderWithApi(
      <TryItPanel
        modelId={DEPTH}
        task="depth-estimation"
        widgetInput={{ kind: "image", filename: "coffee.png" }}
      />,
      server.url,
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Provider" }).textContent).toMatch(/server key/),
    );
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const result = await screen.findByRole("region", { name: "Result" });
    expect(await within(result).findByRole("img")).toBeTruthy();
    expect(lastPost(`/api/inference/hf-inference/models/${DEPTH}`)?.body.length).toBeGreaterThan(0);
  });

  it("runs a text2text-generation model as text generation", async () => {
    renderWithApi(
      <TryItPanel
        modelId={FLAN}
        task={"text2text-generation" as never}
        widgetInput={{ kind: "text", text: "Translate to German: How old are you?" }}
      />,
      server.url,
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Provider" }).textContent).toMatch(/server key/),
    );
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const result = await screen.findByRole("region", { name: "Result" });
    expect(within(result).getByText("Wie alt bist du?")).toBeTruthy();
  });

  it("asks about a recording with the audio as a chat content part", async () => {
    updateSettings({ hfToken: "hf_usertokenforthisbrowser" });
    renderWithApi(
      <TryItPanel
        modelId={VOXTRAL}
        task="audio-text-to-text"
        widgetInput={{
          kind: "audio-text",
          filename: "cards-005.wav",
          text: "Which cards are named?",
        }}
      />,
      server.url,
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Provider" }).textContent).toMatch(
        /hf-inference/,
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const result = await screen.findByRole("region", { name: "Result" });
    expect(within(result).getByText(/Eight of spades/)).toBeTruthy();
    const body = JSON.parse(
      lastPost(`/api/inference/hf-inference/models/${VOXTRAL}/v1/chat/completions`)?.body ?? "{}",
    ) as { messages: { content: { type: string; input_audio?: { format: string } }[] }[] };
    const parts = body.messages[0]?.content ?? [];
    expect(parts.map((part) => part.type)).toEqual(["input_audio", "text"]);
    expect(parts[0]?.input_audio?.format).toBe("wav");
  });

  it("says plainly when no provider serves a task and links to the libraries that run it", async () => {
    renderWithApi(
      <TryItPanel modelId="sb3/ppo-LunarLander-v2" task="reinforcement-learning" />,
      server.url,
    );
    const note = await screen.findByRole("note");
    expect(note.textContent).toMatch(/No inference provider serves/);
    const libraries = await within(note).findByRole("list", {
      name: "Libraries that run it locally",
    });
    expect(within(libraries).getAllByRole("link")[0]?.getAttribute("href")).toMatch(
      /^\/libraries\//,
    );
  });
});
