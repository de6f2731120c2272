import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "../../../test-support/render";
import CommandPalette from "./command-palette";

describe("CommandPalette", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/models": (request, response) => {
        const search = new URL(request.url, "http://hub.invalid").searchParams.get("search");
        sendJson(
          response,
          search === "qwen"
            ? [
                { id: "vidore/colqwen2-v1.0", downloads: 90_000, tags: [] },
                { id: "Qwen/Qwen2.5-VL-3B-Instruct", downloads: 3_000_000, tags: [] },
              ]
            : [{ id: "facebook/detr-resnet-50", tags: [] }],
        );
      },
      // This hub's counts: no model of the Qwen3-TTS library.
      "GET /api/stats": (_, response) =>
        sendJson(response, {
          total: 3,
          pipelineCounts: { "image-text-to-text": 1 },
          libraryCounts: { transformers: 3 },
        }),
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("finds tasks, libraries and models and opens the chosen one with the keyboard", async () => {
    visit("/");
    let closed = false;
    renderWithApi(<CommandPalette onClose={() => (closed = true)} />, server.url);
    const input = screen.getByRole("combobox", { name: "Jump to a task, model or library" });
    await userEvent.type(input, "detr");
    await screen.findByRole("option", { name: /facebook\/detr-resnet-50/ });
    // One request for the word typed, not one per keystroke.
    const searches = server.requests
      .filter((request) => request.url.startsWith("/api/models?"))
      .map((request) => new URL(request.url, server.url).searchParams.get("search"));
    expect(searches).toEqual(["detr"]);
    await userEvent.clear(input);
    await userEvent.type(input, "object detection");
    const option = await screen.findByRole("option", { name: /Task Object Detection/ });
    expect(option.getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(option.id);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(window.location.pathname).toBe("/tasks/object-detection"));
    expect(closed).toBe(true);
  });

  it("opens the task when Enter comes before the catalogue's matches have loaded", async () => {
    visit("/");
    renderWithApi(<CommandPalette onClose={() => undefined} />, server.url);
    const input = screen.getByRole("combobox", { name: "Jump to a task, model or library" });
    // Typed and entered in one go: the catalogue index is still loading at the Enter.
    fireEvent.change(input, { target: { value: "object det" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(window.location.pathname).toBe("/tasks/object-detection"));
    expect(window.location.search).toBe("");
  });

  it("opens the best-matching model for Enter, not a library this hub has no model of", async () => {
    visit("/");
    renderWithApi(<CommandPalette onClose={() => undefined} />, server.url);
    const input = screen.getByRole("combobox", { name: "Jump to a task, model or library" });
    // Typed and entered in one go: neither the catalogue nor the hub has answered yet.
    fireEvent.change(input, { target: { value: "qwen" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(window.location.pathname).toBe("/Qwen/Qwen2.5-VL-3B-Instruct"));
    visit("/");
    cleanup();
    renderWithApi(<CommandPalette onClose={() => undefined} />, server.url);
    await userEvent.type(
      screen.getByRole("combobox", { name: "Jump to a task, model or library" }),
      "qwen",
    );
    await screen.findByRole("option", { name: /Qwen\/Qwen2.5-VL-3B-Instruct/ });
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options[0]).toBe("Model Qwen/Qwen2.5-VL-3B-Instruct");
    expect(options.at(-1)).toBe("Library Qwen3-TTS");
  });
});
