import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "../../../test-support/render";
import ModelPage from "./model-page";

const READ = "2026-11-27T10:00:00.000Z";

// A deep-synced GGUF repository as the server answers it: siblings with the tree's sizes, the
// figures dated in factsReadAt, and a status saying where and when each part was read.
const GGUF = {
  _id: "66f1b3a7c1f1e1a1b1c1d1e1",
  id: "bartowski/Llama-3.2-3B-Instruct-GGUF",
  pipeline_tag: "text-generation",
  tags: ["gguf", "text-generation", "license:llama3.2"],
  downloads: 131_232,
  likes: 152,
  createdAt: "2024-09-25T18:31:59.000Z",
  lastModified: "2024-09-25T19:19:35.000Z",
  gguf: { total: 3_212_749_888, architecture: "llama", context_length: 131072 },
  siblings: [
    { rfilename: "Llama-3.2-3B-Instruct-Q4_K_M.gguf", blobId: "a".repeat(40), size: 2_019_377_696 },
    { rfilename: `${"Llama-3.2-3B-Instruct-".repeat(6)}Q8_0.gguf`, size: 3_421_899_296 },
    { rfilename: "README.md", size: 3_900 },
  ],
  factsReadAt: {
    downloads: READ,
    likes: READ,
    createdAt: READ,
    lastModified: READ,
    parameters: READ,
  },
};
const BERT = {
  _id: "621ffdc036468d709f17434d",
  id: "google-bert/bert-base-uncased",
  pipeline_tag: "fill-mask",
  tags: [],
  downloads: 1,
  likes: 1,
  createdAt: READ,
  lastModified: READ,
  safetensors: { parameters: { F32: 110_106_428 }, total: 110_106_428 },
  siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }],
};

const STATUS = {
  upstream: null,
  source: "https://huggingface.co",
  infoReadAt: READ,
  filesReadAt: READ,
  cardReadAt: READ,
  cardStatus: "stored",
  cardBytes: 3900,
  goneAt: null,
  refreshFailedAt: null,
  refreshError: null,
};

describe("ModelPage and what the hub read", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  const statuses = new Map<string, object>();
  beforeAll(async () => {
    const routes: Parameters<typeof startFakeServer>[0] = {};
    for (const model of [GGUF, BERT]) {
      routes[`GET /api/models/${model.id}/readme`] = (_, response) => {
        response.writeHead(200, { "content-type": "text/markdown" });
        response.end(model === GGUF ? "# Llamacpp imatrix Quantizations" : "");
      };
      routes[`GET /api/models/${model.id}`] = (request, response) =>
        request.url.includes("expand")
          ? sendJson(response, { _id: model._id, id: model.id, inferenceProviderMapping: {} })
          : sendJson(response, model);
      routes[`GET /api/model-status/${model.id}`] = (_, response) =>
        sendJson(response, { id: model.id, ...statuses.get(model.id) });
    }
    server = await startFakeServer(routes);
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("dates the card, the files and the parameters, with the total of each quantization", async () => {
    statuses.set(GGUF.id, STATUS);
    visit(`/${GGUF.id}`);
    renderWithApi(<ModelPage modelId={GGUF.id} />, server.url);
    expect(await screen.findByText("Card read from huggingface.co on 27 Nov 2026.")).toBeTruthy();
    expect(screen.getByText("Read from huggingface.co on 27 Nov 2026.")).toBeTruthy();
    const header = screen.getByRole("banner");
    expect(within(header).getByText("Parameters").nextElementSibling?.textContent).toBe(
      "3.2B as of 27 Nov 2026",
    );
    visit(`/${GGUF.id}?tab=files`);
    cleanup();
    renderWithApi(<ModelPage modelId={GGUF.id} />, server.url);
    expect(await screen.findByText("Files read from huggingface.co on 27 Nov 2026.")).toBeTruthy();
    expect(screen.getByRole("list", { name: "4-bit" }).textContent).toContain("2.0 GB");
    expect(screen.getByRole("list", { name: "8-bit" }).textContent).toContain("3.4 GB");
    const weights = screen.getByRole("region", { name: "Parameters" });
    expect(within(weights).getByText("llama")).toBeTruthy();
    expect(within(weights).getByText("3.2B")).toBeTruthy();
  });

  it("keeps showing the stored model when a refresh failed, and says so with its date", async () => {
    statuses.set(GGUF.id, {
      ...STATUS,
      upstream: "https://huggingface.co",
      refreshFailedAt: "2026-11-28T09:00:00.000Z",
      refreshError: "could not reach https://huggingface.co",
    });
    visit(`/${GGUF.id}`);
    renderWithApi(<ModelPage modelId={GGUF.id} />, server.url);
    const note = await screen.findByText(/Refreshing this model from huggingface.co failed/);
    expect(note.textContent).toBe(
      "Refreshing this model from huggingface.co failed on 28 Nov 2026 (could not reach https://huggingface.co). What is shown was read on 27 Nov 2026.",
    );
    expect(
      await screen.findByRole("heading", { name: "Llamacpp imatrix Quantizations" }),
    ).toBeTruthy();
  });

  it("says a model is gone upstream, and what was never read and how to read it", async () => {
    statuses.set(BERT.id, {
      ...STATUS,
      filesReadAt: null,
      cardReadAt: null,
      cardStatus: null,
      goneAt: "2026-11-28T00:00:00.000Z",
    });
    visit(`/${BERT.id}?tab=files`);
    renderWithApi(<ModelPage modelId={BERT.id} />, server.url);
    expect(
      await screen.findByText(/This model is no longer on huggingface.co \(noticed 28 Nov 2026\)/),
    ).toBeTruthy();
    expect(
      screen.getByText(
        (_, element) =>
          element?.textContent ===
          `This hub never read this model's file sizes. An operator can copy them with modeldeck sync --only ${BERT.id}, or set an upstream hub to read them on demand.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText("F32")).toBeTruthy();
  });
});
