import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  sendJson,
  startFakeServer,
  type RecordedRequest,
} from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../test-support/render";
import { inputFromWidget } from "../../lib/run/try-input";
import { TryRunShare } from "./try-run-share";

const DETR = "facebook/detr-resnet-50";
const SHA = "b5bb9d8014a0f9b1d61e21e796d78dccdf1352f23cd32812f4850b878ae4944c";
// The SHA-256 of the eight-byte PNG signature the tests use as an image.
const SIGNATURE_SHA = "4c4b6a3be1314ab86138bef4314dde022e600960d8689a2c8f8631802d20dab6";
const pngSignature = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
    type: "image/png",
  });

describe("TryRunShare", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  const uploads: RecordedRequest[] = [];
  const runs: unknown[] = [];
  const stored = new Set<string>();
  beforeAll(async () => {
    server = await startFakeServer({
      "HEAD /api/blobs/": (request, response) => {
        const known = stored.has(request.url.split("/").pop() ?? "");
        response.writeHead(known ? 200 : 404, {
          "content-type": known ? "image/png" : "application/json",
        });
        response.end();
      },
      "POST /api/blobs": (request, response) => {
        uploads.push(request);
        sendJson(
          response,
          {
            sha256: SHA,
            size: request.body.length,
            contentType: "image/png",
            url: `/api/blobs/${SHA}`,
          },
          201,
        );
      },
      "POST /api/runs": (request, response) => {
        runs.push(JSON.parse(request.body));
        sendJson(
          response,
          {
            id: "Qm3vT0aZk1LpXw9YbN2cRq",
            createdAt: "2026-11-23T21:45:00.000Z",
            listed: JSON.parse(request.body).listed === true,
          },
          201,
        );
      },
      "GET /api/runs": (_, response) => sendJson(response, { runs: [] }),
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    uploads.length = 0;
    runs.length = 0;
    stored.clear();
  });

  it("stores the picked image by hash, then saves a single run that names it", async () => {
    const image = pngSignature();
    renderWithApi(
      <TryRunShare
        task="object-detection"
        modelId={DETR}
        provider="hf-inference"
        chat={false}
        input={{ ...inputFromWidget(undefined), file: image, fileName: "cat.png" }}
        output={{
          kind: "boxes",
          boxes: [
            { label: "cat", score: 0.9982, box: { xmin: 110, ymin: 20, xmax: 380, ymax: 295 } },
          ],
        }}
        exchange={{
          sequence: 1,
          method: "POST",
          url: "",
          headers: {},
          headersAfter: 412,
          totalAfter: 430,
        }}
      />,
      server.url,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save run" }));
    await screen.findByRole("link", { name: "Open the saved run" });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.headers["content-type"]).toBe("image/png");
    expect(runs[0]).toMatchObject({
      kind: "try",
      task: "object-detection",
      setup: {
        columns: [{ model: DETR, provider: "hf-inference" }],
        input: { file: { blob: SHA, contentType: "image/png" } },
      },
      results: [{ output: { kind: "boxes" }, timings: { firstTokenMs: 412, totalMs: 430 } }],
    });
    expect(JSON.stringify(runs[0])).not.toMatch(/hf_|Bearer/);
  });

  it("says who will see the run before saving it, and lists it publicly only when asked", async () => {
    renderWithApi(
      <TryRunShare
        task="text-classification"
        modelId={DETR}
        provider="hf-inference"
        chat={false}
        input={inputFromWidget(undefined)}
        output={{ kind: "scores", scores: [{ label: "POSITIVE", score: 0.9 }] }}
      />,
      server.url,
    );
    const save = screen.getByRole("button", { name: "Save run" });
    expect(save.getAttribute("aria-describedby")).toBeTruthy();
    const who = document.getElementById(save.getAttribute("aria-describedby")!);
    expect(who?.textContent).toBe(
      "Who can see it: you, in this browser's saved runs, and anyone you give its link to. It is not listed anywhere.",
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "List it publicly" }));
    expect(who?.textContent).toContain("Who can see it: anyone.");
    await userEvent.click(save);
    const status = await screen.findByRole("status");
    await within(status).findByRole("link", { name: "Open the saved run" });
    expect(status.textContent).toContain("Saved and listed publicly.");
    expect(runs[0]).toMatchObject({ listed: true });
  });

  it("skips the upload when the server already holds the image's bytes", async () => {
    stored.add(SIGNATURE_SHA);
    renderWithApi(
      <TryRunShare
        task="object-detection"
        modelId={DETR}
        provider="hf-inference"
        chat={false}
        input={{ ...inputFromWidget(undefined), file: pngSignature(), fileName: "cat.png" }}
        output={{ kind: "boxes", boxes: [] }}
      />,
      server.url,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save run" }));
    await screen.findByRole("link", { name: "Open the saved run" });
    expect(uploads).toHaveLength(0);
    expect(runs[0]).toMatchObject({
      setup: { input: { file: { blob: SIGNATURE_SHA, contentType: "image/png" } } },
    });
  });
});
