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
      "GET /api/models": (_, response) =>
        sendJson(response, [{ id: "facebook/detr-resnet-50", tags: [] }]),
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
    const searches = server.requests.map((request) =>
      new URL(request.url, server.url).searchParams.get("search"),
    );
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
});
