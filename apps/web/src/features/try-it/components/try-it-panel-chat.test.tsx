import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadInference } from "../../../lib/inference";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import TryItPanel from "./try-it-panel";

const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const CHAT_PATH = `/api/inference/hf-inference/models/${CHAT_MODEL}/v1/chat/completions`;

function chunk(delta: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return `data: ${JSON.stringify({
    id: "chatcmpl-7",
    object: "chat.completion.chunk",
    created: 1_753_000_000,
    model: CHAT_MODEL,
    choices: Object.keys(delta).length === 0 ? [] : [{ index: 0, delta, finish_reason: null }],
    ...extra,
  })}\n\n`;
}

// Room for a first import on a loaded 2-core machine; a wait, not a measurement.
const CHUNK_BUDGET = 120_000;

describe("TryItPanel chat", () => {
  // The inference client is a lazy chunk (all of @modeldeck/inference, transformed on its first
  // import while the suite runs): loaded here, with a budget of its own, rather than inside a
  // test's 10 s wait for a result, which that import once outlasted on a loaded CI machine.
  beforeAll(() => loadInference(), CHUNK_BUDGET);
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/inference/status": (_, response) =>
        sendJson(response, {
          providers: { "hf-inference": { operatorKey: true } },
          tokenRequired: true,
        }),
      [`GET /api/models/${CHAT_MODEL}`]: (_, response) =>
        sendJson(response, {
          id: CHAT_MODEL,
          inferenceProviderMapping: {
            "hf-inference": { status: "live", providerId: CHAT_MODEL, task: "conversational" },
          },
        }),
      // A stream as TGI sends it with include_usage: the text, then a usage chunk, then [DONE].
      [`POST ${CHAT_PATH}`]: (_, response) => {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.write(chunk({ role: "assistant", content: "Paris" }));
        response.write(chunk({ content: "." }));
        response.write(
          chunk({}, { usage: { prompt_tokens: 31, completion_tokens: 2, total_tokens: 33 } }),
        );
        response.end("data: [DONE]\n\n");
      },
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it("puts the system prompt above the conversation and sends the advanced parameters", async () => {
    renderWithApi(
      <TryItPanel modelId={CHAT_MODEL} task="text-generation" conversational />,
      server.url,
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Provider" }).textContent).toMatch(/server key/),
    );
    await userEvent.type(
      screen.getByRole("textbox", { name: "System prompt" }),
      "Answer in one word.",
    );
    const advanced = screen.getByText("Advanced");
    // Behind a closed toggle until asked for.
    expect(advanced.closest("details")?.open).toBe(false);
    await userEvent.click(advanced);
    expect(advanced.closest("details")?.open).toBe(true);
    await userEvent.type(screen.getByLabelText("Top-p"), "0.9");
    await userEvent.type(screen.getByLabelText("Seed"), "42");
    await userEvent.type(screen.getByLabelText("Stop sequences (one per line)"), "###");
    await userEvent.selectOptions(screen.getByLabelText("Response format"), "json_object");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Capital of France?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    const conversation = await screen.findByRole("list", { name: "Conversation" });
    await within(conversation).findByText("Paris.");
    const system = screen.getByRole("textbox", { name: "System prompt" });
    expect(
      system.compareDocumentPosition(conversation) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const sent = JSON.parse(
      server.requests.filter((request) => request.url === CHAT_PATH).at(-1)?.body ?? "{}",
    );
    expect(sent).toMatchObject({
      messages: [
        { role: "system", content: "Answer in one word." },
        { role: "user", content: "Capital of France?" },
      ],
      top_p: 0.9,
      seed: 42,
      stop: ["###"],
      response_format: { type: "json_object" },
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it("shows the token usage and the time to first token of the last answer", async () => {
    renderWithApi(
      <TryItPanel modelId={CHAT_MODEL} task="text-generation" conversational />,
      server.url,
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Provider" }).textContent).toMatch(/server key/),
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Capital of France?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const stats = await screen.findByLabelText("Last answer");
    expect(stats.textContent).toContain("33 tokens (31 prompt, 2 answer)");
    expect(stats.textContent).toMatch(/Time to first token \d+ ms/);
  });
});
