import { onlineManager } from "@tanstack/react-query";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadInference } from "../../../lib/inference";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "../../../test-support/render";
import ComparePage from "./compare-page";

const SST2 = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const TWITTER = "cardiffnlp/twitter-roberta-base-sentiment-latest";
const DETR = "facebook/detr-resnet-50";
const RTDETR = "PekingU/rtdetr_v2_r50vd";
const PNG_HASH = "5d41a37c7d7e8e9bb2d2b7f6a7d0b4a1c0b9f0d1e2f3a4b5c6d7e8f9a0b1c2d3";
// The eight-byte PNG signature and an IHDR chunk start: enough for a Blob, never decoded here.
const PNG_BYTES = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

function mapping(id: string, task: string) {
  return {
    id,
    inferenceProviderMapping: { "hf-inference": { status: "live", providerId: id, task } },
  };
}

// Room for a first import on a loaded 2-core machine; a wait, not a measurement.
const CHUNK_BUDGET = 120_000;

describe("ComparePage", () => {
  // The inference client is a lazy chunk (all of @modeldeck/inference, transformed on its first
  // import while the suite runs): loaded here, with a budget of its own, rather than inside a
  // test's 10 s wait for a result, which that import once outlasted on a loaded CI machine.
  beforeAll(() => loadInference(), CHUNK_BUDGET);
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  const savedRuns: unknown[] = [];
  let operatorKeys: Record<string, { operatorKey: boolean }> = {};
  // When set, the gateway's status is answered only once this settles, as a slow server would.
  let statusHeld: Promise<void> | undefined;
  // The same for a stored file, which also reports when its answer has been sent.
  let blobHeld: Promise<void> | undefined;
  let blobSent = false;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/inference/status": async (_, response) => {
        await statusHeld;
        sendJson(response, { providers: operatorKeys, tokenRequired: false });
      },
      [`GET /api/models/${SST2}`]: (_, response) =>
        sendJson(response, mapping(SST2, "text-classification")),
      [`GET /api/models/${TWITTER}`]: (_, response) =>
        sendJson(response, mapping(TWITTER, "text-classification")),
      [`GET /api/models/${DETR}`]: (_, response) =>
        sendJson(response, mapping(DETR, "object-detection")),
      [`GET /api/models/${RTDETR}`]: (_, response) =>
        sendJson(response, mapping(RTDETR, "object-detection")),
      [`POST /api/inference/hf-inference/models/${SST2}`]: (_, response) =>
        sendJson(response, [
          [
            { label: "POSITIVE", score: 0.9998 },
            { label: "NEGATIVE", score: 0.0002 },
          ],
        ]),
      // hf-inference's words when a worker fails; a 500 is not retried, unlike a 503.
      [`POST /api/inference/hf-inference/models/${TWITTER}`]: (_, response) =>
        sendJson(response, { error: "There was an inference error: CUDA out of memory." }, 500),
      [`POST /api/inference/hf-inference/models/${DETR}`]: (_, response) =>
        sendJson(response, [
          { score: 0.9982, label: "cat", box: { xmin: 110, ymin: 20, xmax: 380, ymax: 295 } },
        ]),
      [`POST /api/inference/hf-inference/models/${RTDETR}`]: (_, response) =>
        sendJson(response, [
          { score: 0.951, label: "cat", box: { xmin: 104, ymin: 18, xmax: 377, ymax: 301 } },
          { score: 0.62, label: "remote", box: { xmin: 8, ymin: 204, xmax: 88, ymax: 286 } },
        ]),
      [`GET /api/blobs/${PNG_HASH}`]: async (_, response) => {
        await blobHeld;
        response.on("finish", () => (blobSent = true));
        response.writeHead(200, {
          "content-type": "image/png",
          "x-content-type-options": "nosniff",
          etag: `"${PNG_HASH}"`,
        });
        response.end(PNG_BYTES);
      },
      "POST /api/runs": (request, response) => {
        savedRuns.push({
          ...JSON.parse(request.body),
          owner: request.headers["x-modeldeck-owner-key"],
        });
        sendJson(
          response,
          { id: "r8Xq2LmZ0pTnVb6sWq1xYz", createdAt: "2026-11-23T21:40:00.000Z", listed: false },
          201,
        );
      },
      "GET /api/runs": (_, response) =>
        sendJson(response, {
          runs: savedRuns.map((_, index) => ({
            id: "r8Xq2LmZ0pTnVb6sWq1xYz",
            kind: "compare",
            task: "text-classification",
            title: `${SST2} vs ${TWITTER}`,
            models: [SST2, TWITTER],
            createdAt: "2026-11-23T21:40:00.000Z",
            index,
          })),
        }),
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    operatorKeys = { "hf-inference": { operatorKey: true } };
    statusHeld = undefined;
    blobHeld = undefined;
    blobSent = false;
  });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it("runs two classifiers at once, one failing in plain words, and saves the run", async () => {
    visit(
      `/compare?task=text-classification&model=${encodeURIComponent(SST2)}&provider=hf-inference&model=${encodeURIComponent(TWITTER)}&provider=hf-inference&text=I+love+this+phone`,
    );
    renderWithApi(<ComparePage />, server.url);
    expect(screen.getByRole("textbox", { name: "Text" })).toHaveProperty(
      "value",
      "I love this phone",
    );
    await userEvent.click(screen.getByRole("button", { name: "Run all" }));

    const first = screen.getByRole("region", { name: `Column 1: ${SST2} on hf-inference` });
    const second = screen.getByRole("region", { name: `Column 2: ${TWITTER} on hf-inference` });
    const bars = await within(first).findByRole("list", { name: "Results" });
    expect(within(bars).getByRole("meter", { name: "POSITIVE" })).toHaveProperty("value", 0.9998);
    const alert = await within(second).findByRole("alert");
    expect(alert.textContent).toContain("hf-inference failed");
    expect(alert.textContent).toContain("CUDA out of memory");
    expect(within(first).getByText("Done")).toBeTruthy();
    expect(within(first).getByText("Total")).toBeTruthy();
    expect(within(first).getByText("Output")).toBeTruthy();
    // The failing column is measured too, and the other column's result stays.
    expect(within(second).getByText("Total")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Save run" }));
    await screen.findByRole("link", { name: "Open the saved run" });
    const run = savedRuns[0] as {
      kind: string;
      setup: { columns: unknown[]; input: { text: string } };
      results: { error?: string; output: unknown; timings: { totalMs: number } }[];
    };
    expect(run.kind).toBe("compare");
    expect(run.setup.columns).toEqual([
      { model: SST2, provider: "hf-inference" },
      { model: TWITTER, provider: "hf-inference" },
    ]);
    expect(run.setup.input.text).toBe("I love this phone");
    expect(run.results[0]?.output).toMatchObject({ kind: "scores" });
    expect(run.results[1]?.error).toContain("CUDA out of memory");
    // Saved as this browser's run, private: its owner key travels in a header, not the run.
    expect(savedRuns[0]).toMatchObject({
      listed: false,
      owner: window.localStorage.getItem("modeldeck.owner-key"),
    });
    const list = await screen.findByRole("list", { name: "Your saved runs" });
    expect(within(list).getByRole("button", { name: `Delete ${SST2} vs ${TWITTER}` })).toBeTruthy();
    expect(window.location.search).toContain(`model=${encodeURIComponent(SST2)}`);
  });

  it("waits for the gateway's answer when Run all is pressed before it, then holds back what no key serves", async () => {
    operatorKeys = {};
    let answer = () => undefined as void;
    statusHeld = new Promise<void>((resolve) => (answer = resolve));
    const inferenceCalls = () =>
      server.requests.filter((request) => request.url.startsWith("/api/inference/hf-inference/"))
        .length;
    const before = inferenceCalls();
    visit(
      `/compare?task=text-classification&model=${encodeURIComponent(SST2)}&provider=hf-inference&model=${encodeURIComponent(TWITTER)}&provider=hf-inference&text=I+love+this+phone`,
    );
    renderWithApi(<ComparePage />, server.url);
    await waitFor(() =>
      expect(server.requests.some((request) => request.url === "/api/inference/status")).toBe(true),
    );
    await userEvent.click(screen.getByRole("button", { name: "Run all" }));
    expect(screen.getByRole("button", { name: "Running…" })).toBeTruthy();
    answer();
    for (const [position, model] of [SST2, TWITTER].entries()) {
      const column = screen.getByRole("region", {
        name: `Column ${position + 1}: ${model} on hf-inference`,
      });
      const alert = await within(column).findByRole("alert");
      expect(alert.textContent).toContain("Add a key in Settings");
    }
    expect(inferenceCalls()).toBe(before);
  });

  it("clears a column's result when its model is changed, keeping the other column's", async () => {
    visit(
      `/compare?task=text-classification&model=${encodeURIComponent(SST2)}&provider=hf-inference&model=${encodeURIComponent(TWITTER)}&provider=hf-inference&text=I+love+this+phone`,
    );
    renderWithApi(<ComparePage />, server.url);
    await userEvent.click(screen.getByRole("button", { name: "Run all" }));
    const first = screen.getByRole("region", { name: `Column 1: ${SST2} on hf-inference` });
    await within(first).findByRole("meter", { name: "POSITIVE" });
    const second = screen.getByRole("region", { name: `Column 2: ${TWITTER} on hf-inference` });
    await within(second).findByRole("alert");

    const model = screen.getAllByRole("combobox", { name: "Model" })[0]!;
    await userEvent.clear(model);
    await userEvent.type(model, DETR);
    await userEvent.tab();
    const changed = await screen.findByRole("region", { name: new RegExp(`^Column 1: ${DETR}`) });
    expect(within(changed).queryByRole("meter")).toBeNull();
    expect(within(changed).queryByText("Total")).toBeNull();
    expect(within(second).getByRole("alert").textContent).toContain("CUDA out of memory");
  });

  it("opens a permalink with a stored image and draws every detector's boxes", async () => {
    visit(
      `/compare?task=object-detection&model=${encodeURIComponent(DETR)}&provider=hf-inference&model=${encodeURIComponent(RTDETR)}&provider=hf-inference&blob=${PNG_HASH}&type=image%2Fpng`,
    );
    renderWithApi(<ComparePage />, server.url);
    await waitFor(() =>
      expect(server.requests.some((request) => request.url === `/api/blobs/${PNG_HASH}`)).toBe(
        true,
      ),
    );
    await screen.findByRole("img", { name: /Selected image/ });
    await userEvent.click(screen.getByRole("button", { name: "Run all" }));
    const second = screen.getByRole("region", { name: `Column 2: ${RTDETR} on hf-inference` });
    const objects = await within(second).findByRole("list", { name: "Detected objects" });
    expect(within(objects).getAllByRole("listitem")).toHaveLength(2);
    const first = screen.getByRole("region", { name: `Column 1: ${DETR} on hf-inference` });
    await within(first).findByRole("list", { name: "Detected objects" });
    const sent = server.requests.find(
      (request) => request.url === `/api/inference/hf-inference/models/${RTDETR}`,
    );
    expect(sent?.method).toBe("POST");
    // The link already names the stored image, so nothing is uploaded again.
    expect(
      server.requests.some((request) => request.url === "/api/blobs" && request.method === "POST"),
    ).toBe(false);
  });

  it("keeps an image picked before the task's example has loaded", async () => {
    URL.createObjectURL ??= () => "blob:picked";
    URL.revokeObjectURL ??= () => undefined;
    visit(
      `/compare?task=object-detection&model=${encodeURIComponent(DETR)}&provider=hf-inference&model=${encodeURIComponent(RTDETR)}&provider=hf-inference`,
    );
    // Queries wait while offline: the task's example (and everything else) arrives only after
    // the user has picked a file, as it does on a slow connection.
    onlineManager.setOnline(false);
    try {
      renderWithApi(<ComparePage />, server.url);
      const picker = await screen.findByLabelText("Image (pick, drop or paste a file)");
      await userEvent.upload(picker, new File([PNG_BYTES], "mine.png", { type: "image/png" }));
      await screen.findByRole("img", { name: "Selected image: mine.png" });
    } finally {
      await act(async () => onlineManager.setOnline(true));
    }
    // Every column's provider choices come from the same (resumed) queries as the task's example.
    await waitFor(() =>
      expect(
        server.requests.some((request) => request.url.startsWith(`/api/models/${RTDETR}`)),
      ).toBe(true),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole("img", { name: /^Selected image/ }).getAttribute("alt")).toBe(
      "Selected image: mine.png",
    );
  });

  it("keeps an image picked while the link's stored image is still loading", async () => {
    URL.createObjectURL ??= () => "blob:picked";
    URL.revokeObjectURL ??= () => undefined;
    let answer = () => undefined as void;
    blobHeld = new Promise<void>((resolve) => (answer = resolve));
    visit(
      `/compare?task=object-detection&model=${encodeURIComponent(DETR)}&provider=hf-inference&model=${encodeURIComponent(RTDETR)}&provider=hf-inference&blob=${PNG_HASH}&type=image%2Fpng`,
    );
    renderWithApi(<ComparePage />, server.url);
    const picker = await screen.findByLabelText("Image (pick, drop or paste a file)");
    await userEvent.upload(picker, new File([PNG_BYTES], "mine.png", { type: "image/png" }));
    await screen.findByRole("img", { name: "Selected image: mine.png" });
    answer();
    await waitFor(() => expect(blobSent).toBe(true));
    // The page has read the stored image (a loopback answer of a few bytes) and settled.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole("img", { name: /^Selected image/ }).getAttribute("alt")).toBe(
      "Selected image: mine.png",
    );
  });

  it("adds a model from another screen to the columns being gathered", async () => {
    visit(`/compare?task=text-classification&add=${encodeURIComponent(SST2)}`);
    const first = renderWithApi(<ComparePage />, server.url);
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).getAll("model")).toEqual([SST2]),
    );
    first.unmount();
    visit(`/compare?task=text-classification&add=${encodeURIComponent(TWITTER)}`);
    renderWithApi(<ComparePage />, server.url);
    const models = await screen.findAllByRole("combobox", { name: "Model" });
    expect(models.map((input) => (input as HTMLInputElement).value)).toEqual([SST2, TWITTER]);
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).getAll("model")).toEqual([SST2, TWITTER]),
    );
  });
});
