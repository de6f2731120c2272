import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import { rememberFileNames } from "../api/batch-file-names";
import { BatchRowsView } from "./batch-rows-view";

const ID = "b4tchIdFromTheFakeServer0";
const CAT = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const CLIP = "60303ae22b998861bce3b28f33eec1be758a213c86c93c076dbe9f558c11c752";
const BOXES = JSON.stringify([
  { label: "cat", box: { xmin: 1, ymin: 2, xmax: 30, ymax: 40 } },
  { label: "dog", box: { xmin: 5, ymin: 5, xmax: 9, ymax: 9 } },
]);

describe("BatchRowsView over files", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let rows: unknown[] = [];
  beforeAll(async () => {
    server = await startFakeServer({
      [`GET /api/batches/${ID}/rows`]: (_, response) =>
        sendJson(response, { total: rows.length, offset: 0, rows }),
    });
  });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
  afterAll(() => server.close());

  it("names an image row's file instead of drawing it, and reads detection answers as text", async () => {
    // As the uploading browser remembered it from the archive.
    rememberFileNames(ID, { [CAT.slice(0, 16)]: "images/cat.png" });
    rows = [
      {
        row: 0,
        input: CAT,
        expected: BOXES,
        cells: [{ answer: "cat, dog", latencyMs: 300 }, { answer: "cat" }],
        disagree: true,
        wrong: false,
      },
    ];
    renderWithApi(
      <BatchRowsView
        batchId={ID}
        task="object-detection"
        columns={["acme/detr (hf-inference)", "acme/yolos (hf-inference)"]}
        version="1"
      />,
      server.url,
    );
    const table = await screen.findByRole("table", { name: "Outputs side by side" });
    expect(table.querySelector("img")).toBe(null);
    const [row] = within(table).getAllByRole("row").slice(1);
    const cells = within(row as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual(["images/cat.png", "2 boxes: cat, dog", "cat, dog", "cat"]);
    // Boxes are scored by mAP, not by text: no answer is marked wrong against the JSON.
    expect(table.textContent).not.toContain("(wrong)");
  });

  it("names a recording row another browser uploaded by its hash, and compares transcripts with the expected text", async () => {
    rows = [
      {
        row: 0,
        input: CLIP,
        expected: "hello world",
        cells: [{ answer: "Hello world." }, { answer: "yellow world" }],
        disagree: true,
        wrong: true,
      },
    ];
    renderWithApi(
      <BatchRowsView
        batchId={ID}
        task="automatic-speech-recognition"
        columns={["acme/whisper (hf-inference)", "acme/asr (fal-ai)"]}
        version="2"
      />,
      server.url,
    );
    const table = await screen.findByRole("table", { name: "Outputs side by side" });
    const input = within(table).getByRole("cell", {
      name: new RegExp(`^recording ${CLIP.slice(0, 12)}`),
    });
    expect(input.getAttribute("title")).toBe(`SHA-256 ${CLIP}`);
    expect(within(table).getAllByRole("cell", { name: /\(wrong\)/ })).toHaveLength(1);
  });
});
