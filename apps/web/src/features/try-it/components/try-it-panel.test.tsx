import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadInference } from "../../../lib/inference";
import { updateSettings } from "../../../lib/settings";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import TryItPanel from "./try-it-panel";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const SPEECH_MODEL = "openai/whisper-large-v3";

const mapping = (task: string, id: string) => ({
  "hf-inference": { status: "live", providerId: id, task },
});

// Room for a first import on a loaded 2-core machine; a wait, not a measurement.
const CHUNK_BUDGET = 120_000;

describe("TryItPanel", () => {
  // The inference client is a lazy chunk (all of @modeldeck/inference, transformed on its first
  // import while the suite runs): loaded here, with a budget of its own, rather than inside a
  // test's 10 s wait for a result, which that import once outlasted on a loaded CI machine.
  beforeAll(() => loadInference(), CHUNK_BUDGET);
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let streamClosed = false;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/inference/status": (_, response) =>
        sendJson(response, {
          providers: { "hf-inference": { operatorKey: true } },
          tokenRequired: false,
        }),
      [`GET /api/models/${CLASSIFIER}`]: (_, response) =>
        sendJson(response, {
          id: CLASSIFIER,
          inferenceProviderMapping: mapping("text-classification", CLASSIFIER),
        }),
      [`GET /api/models/${CHAT_MODEL}`]: (_, response) =>
        sendJson(response, {
          id: CHAT_MODEL,
          inferenceProviderMapping: mapping("conversational", CHAT_MODEL),
        }),
      [`POST /api/inference/hf-inference/models/${CLASSIFIER}`]: (request, response) => {
        if (request.headers.authorization === "Bearer hf_badtoken") {
          return sendJson(response, { error: "Invalid credentials in Authorization header" }, 401);
        }
        sendJson(response, [
          [
            { label: "POSITIVE", score: 0.9987 },
            { label: "NEGATIVE", score: 0.0013 },
          ],
        ]);
      },
      "POST /api/inference/hf-inference/models/odd/shape": (_, response) =>
        sendJson(response, { generated_text: "not scores" }),
      "GET /media/cards-005.wav": (_, response) => {
        response.writeHead(200, { "content-type": "audio/wav" });
        response.end(Buffer.alloc(2048, 1));
      },
      [`POST /api/inference/hf-inference/models/${SPEECH_MODEL}`]: (request, response) =>
        sendJson(response, { text: `heard ${request.body.length} bytes: eight of spades` }),
      [`POST /api/inference/hf-inference/models/${CHAT_MODEL}/v1/chat/completions`]: (
        _,
        response,
      ) => {
        response.writeHead(200, { "content-type": "text/event-stream" });
        let count = 0;
        const timer = setInterval(() => {
          count += 1;
          const chunk = {
            id: "1",
            object: "chat.completion.chunk",
            created: 1,
            model: CHAT_MODEL,
            choices: [
              {
                index: 0,
                delta: { role: "assistant", content: `word${count} ` },
                finish_reason: null,
              },
            ],
          };
          response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }, 20);
        response.on("close", () => {
          streamClosed = true;
          clearInterval(timer);
        });
      },
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it("runs text classification through the gateway and shows labelled score bars", async () => {
    renderWithApi(
      <TryItPanel
        modelId={CLASSIFIER}
        task="text-classification"
        widgetInput={{ kind: "text", text: "I love this!" }}
      />,
      server.url,
    );
    const provider = screen.getByRole("combobox", { name: "Provider" }) as HTMLSelectElement;
    await waitFor(() =>
      expect(within(provider).getByRole("option").textContent).toMatch(/live.*server key/),
    );
    expect(provider.value).toBe("hf-inference");
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const scores = await screen.findByRole("list", { name: "Results" });
    expect(within(scores).getByRole("meter", { name: "POSITIVE" })).toBeTruthy();
    expect(within(scores).getByText("99.9%")).toBeTruthy();
    const call = server.requests.find((request) => request.method === "POST");
    expect(JSON.parse(call?.body ?? "{}")).toMatchObject({ inputs: "I love this!" });
  });

  it("explains a refused token next to the input and keeps the input", async () => {
    updateSettings({ hfToken: "hf_badtoken" });
    renderWithApi(<TryItPanel modelId={CLASSIFIER} task="text-classification" />, server.url);
    const text = screen.getByRole("textbox", { name: "Text" });
    await userEvent.type(text, "Keep me");
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/access token was refused/);
    expect(alert.textContent).not.toContain("hf_badtoken");
    expect((text as HTMLTextAreaElement).value).toBe("Keep me");
    await userEvent.click(screen.getByText("Request inspector"));
    const request = screen.getByLabelText("HTTP request");
    expect(request.textContent).toContain("hf_********");
    expect(request.textContent).not.toContain("hf_badtoken");
    expect(screen.getByLabelText("curl code").textContent).toContain("$HF_TOKEN");
  });

  it("streams a chat answer into a live region and stops it", async () => {
    renderWithApi(
      <TryItPanel modelId={CHAT_MODEL} task="text-generation" conversational />,
      server.url,
    );
    await waitFor(() =>
      expect((screen.getByRole("combobox", { name: "Provider" }) as HTMLSelectElement).value).toBe(
        "hf-inference",
      ),
    );
    await userEvent.type(screen.getByRole("textbox", { name: "System prompt" }), "Be brief.");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const live = screen.getByRole("log", { name: "Assistant answer" });
    expect(live.getAttribute("aria-live")).toBe("polite");
    await waitFor(() => expect(live.textContent).toContain("word3"));
    await userEvent.click(screen.getByRole("button", { name: "Stop" }));
    const conversation = await screen.findByRole("list", { name: "Conversation" });
    expect(conversation.textContent).toContain("[stopped]");
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
    await waitFor(() => expect(streamClosed).toBe(true));
    const call = server.requests.find((request) => request.url.endsWith("/v1/chat/completions"));
    expect(JSON.parse(call?.body ?? "{}")).toMatchObject({
      stream: true,
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Hello" },
      ],
    });
  });

  it("sends the example audio file as binary and shows the transcript", async () => {
    renderWithApi(
      <TryItPanel
        modelId={SPEECH_MODEL}
        task="automatic-speech-recognition"
        providers={[
          {
            provider: "hf-inference",
            providerId: SPEECH_MODEL,
            status: "live",
            task: "automatic-speech-recognition",
          },
        ]}
        widgetInput={{ kind: "audio", filename: "cards-005.wav" }}
      />,
      server.url,
    );
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    expect(await screen.findByText("heard 2048 bytes: eight of spades")).toBeTruthy();
  });

  it("explains an answer of the wrong shape in plain words", async () => {
    renderWithApi(
      <TryItPanel
        modelId="odd/shape"
        task="text-classification"
        providers={[
          {
            provider: "hf-inference",
            providerId: "odd/shape",
            status: "live",
            task: "text-classification",
          },
        ]}
        widgetInput={{ kind: "text", text: "Hi" }}
      />,
      server.url,
    );
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/^Unexpected answer/);
    expect((screen.getByRole("textbox", { name: "Text" }) as HTMLTextAreaElement).value).toBe("Hi");
  });
});
