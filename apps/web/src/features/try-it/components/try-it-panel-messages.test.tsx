import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadInference } from "../../../lib/inference";
import { updateSettings } from "../../../lib/settings";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import TryItPanel from "./try-it-panel";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const OFFLINE = "cardiffnlp/twitter-roberta-base-sentiment-latest";
const STRICT = "ProsusAI/finbert";
const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";

// Room for a first import on a loaded 2-core machine; a wait, not a measurement.
const CHUNK_BUDGET = 120_000;

describe("TryItPanel messages say what happened", () => {
  // The inference client is a lazy chunk (all of @modeldeck/inference, transformed on its first
  // import while the suite runs): loaded here, with a budget of its own, rather than inside a
  // test's 10 s wait for a result, which that import once outlasted on a loaded CI machine.
  beforeAll(() => loadInference(), CHUNK_BUDGET);
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let operatorKeys: Record<string, { operatorKey: boolean }> = {};
  // When set, the gateway's status (or a model's providers) is answered only once this settles,
  // as a slow server would.
  let statusHeld: Promise<void> | undefined;
  let providersHeld: Promise<void> | undefined;
  const inferenceCalls = () =>
    server.requests.filter(
      (request) => request.url.startsWith("/api/inference/") && request.method === "POST",
    );
  beforeAll(async () => {
    const mapped = (id: string, task: string) => ({
      id,
      inferenceProviderMapping: { "hf-inference": { status: "live", providerId: id, task } },
    });
    server = await startFakeServer({
      // The gateway's contract: which providers the operator holds keys for, never the keys.
      "GET /api/inference/status": async (_, response) => {
        await statusHeld;
        sendJson(response, { providers: operatorKeys, tokenRequired: true });
      },
      [`GET /api/models/${CLASSIFIER}`]: (_, response) =>
        sendJson(response, mapped(CLASSIFIER, "text-classification")),
      [`GET /api/models/${OFFLINE}`]: (_, response) =>
        sendJson(response, mapped(OFFLINE, "text-classification")),
      [`GET /api/models/${STRICT}`]: (_, response) =>
        sendJson(response, mapped(STRICT, "text-classification")),
      [`GET /api/models/${CHAT_MODEL}`]: async (_, response) => {
        await providersHeld;
        sendJson(response, {
          id: CHAT_MODEL,
          inferenceProviderMapping: {
            together: {
              status: "live",
              providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
              task: "conversational",
            },
          },
        });
      },
      [`POST /api/inference/hf-inference/models/${CLASSIFIER}`]: (_, response) =>
        sendJson(response, [[{ label: "POSITIVE", score: 0.9987 }]]),
      // What ModelDeck's gateway answers when the connection to the provider fails.
      [`POST /api/inference/hf-inference/models/${OFFLINE}`]: (_, response) =>
        sendJson(
          response,
          {
            error: "hf-inference could not be reached: getaddrinfo ENOTFOUND router.huggingface.co",
            code: "upstream_unreachable",
          },
          502,
        ),
      [`POST /api/inference/hf-inference/models/${STRICT}`]: (_, response) =>
        sendJson(
          response,
          {
            error:
              "Input validation error: `inputs` must have less than 512 tokens. Set HF_MAX_INPUT_TOKENS.",
          },
          422,
        ),
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    operatorKeys = {};
    statusHeld = undefined;
    providersHeld = undefined;
  });

  const run = async (modelId: string, text = "I love this!") => {
    renderWithApi(
      <TryItPanel
        modelId={modelId}
        task="text-classification"
        widgetInput={{ kind: "text", text }}
      />,
      server.url,
    );
    await waitFor(() =>
      expect(server.requests.some((request) => request.url === "/api/inference/status")).toBe(true),
    );
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    return screen.findByRole("alert");
  };

  it("with no key and no operator key, says so with a link to Settings and sends nothing", async () => {
    const before = inferenceCalls().length;
    const alert = await run(CLASSIFIER);
    expect(alert.textContent).toMatch(/Add a key in Settings/);
    expect(
      within(alert).getByRole("link", { name: "Add a key in Settings" }).getAttribute("href"),
    ).toBe("/settings");
    expect(inferenceCalls().length).toBe(before);
  });

  it("waits for the gateway's answer when Run is pressed before it, then holds back what no key serves", async () => {
    let answer = () => undefined as void;
    statusHeld = new Promise<void>((resolve) => (answer = resolve));
    const before = inferenceCalls().length;
    renderWithApi(
      <TryItPanel
        modelId={CLASSIFIER}
        task="text-classification"
        widgetInput={{ kind: "text", text: "I love this!" }}
      />,
      server.url,
    );
    // The status was asked for, and the server has not answered yet.
    await waitFor(() =>
      expect(server.requests.some((request) => request.url === "/api/inference/status")).toBe(true),
    );
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    expect(screen.getByRole("button", { name: "Running…" })).toBeTruthy();
    answer();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("link", { name: "Add a key in Settings" })).toBeTruthy();
    expect(inferenceCalls().length).toBe(before);
  });

  it("sends with the operator's key when the server holds one and the user has none", async () => {
    operatorKeys = { "hf-inference": { operatorKey: true } };
    renderWithApi(
      <TryItPanel
        modelId={CLASSIFIER}
        task="text-classification"
        widgetInput={{ kind: "text", text: "Fine." }}
      />,
      server.url,
    );
    const provider = screen.getByRole("combobox", { name: "Provider" });
    await waitFor(() => expect(provider.textContent).toMatch(/server key/));
    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    await screen.findByRole("list", { name: "Results" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says ModelDeck's server could not reach an unreachable provider, without blaming a 502 or suggesting another", async () => {
    updateSettings({ hfToken: "hf_usertokenforthisbrowser" });
    const alert = await run(OFFLINE);
    expect(alert.textContent).toMatch(/ModelDeck's server could not reach hf-inference/);
    expect(alert.textContent).not.toMatch(/502|answered|another provider/);
  });

  it("quotes a provider's own error as the provider's, without operator setting names", async () => {
    updateSettings({ hfToken: "hf_usertokenforthisbrowser" });
    const alert = await run(STRICT);
    expect(alert.textContent).toContain("hf-inference answered 422: “Input validation error");
    expect(alert.textContent).not.toContain("HF_MAX_INPUT_TOKENS");
    expect(alert.textContent).not.toContain("hf_usertokenforthisbrowser");
  });

  it("offers only the providers the model has, and holds a chat back without a key for it", async () => {
    renderWithApi(
      <TryItPanel modelId={CHAT_MODEL} task="text-generation" conversational />,
      server.url,
    );
    const provider = screen.getByRole("combobox", { name: "Provider" });
    await waitFor(() =>
      expect(
        within(provider)
          .getAllByRole("option")
          .map((option) => option.getAttribute("value")),
      ).toEqual(["together"]),
    );
    const before = inferenceCalls().length;
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/no.*key for together/i);
    expect(inferenceCalls().length).toBe(before);
  });

  it("runs on the model's own providers when Send is pressed before they have arrived", async () => {
    let answer = () => undefined as void;
    providersHeld = new Promise<void>((resolve) => (answer = resolve));
    const before = inferenceCalls().length;
    renderWithApi(
      <TryItPanel modelId={CHAT_MODEL} task="text-generation" conversational />,
      server.url,
    );
    await waitFor(() =>
      expect(
        server.requests.some((request) => request.url.startsWith(`/api/models/${CHAT_MODEL}`)),
      ).toBe(true),
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    answer();
    // The model is served by together only: the answer names it, not the placeholder choice.
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/no.*key for together/i);
    expect(inferenceCalls().length).toBe(before);
  });
});
