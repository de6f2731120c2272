import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "./app";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "./test-support/render";

// Two screens misbehave on purpose: the settings chunk cannot be downloaded (as after a deploy
// that removed old files) and the libraries page throws while rendering.
vi.mock("./features/settings/routes/settings-page", () => {
  throw new TypeError(
    "Failed to fetch dynamically imported module: http://127.0.0.1/assets/settings-page-9c1e.js",
  );
});
vi.mock("./features/libraries/routes/libraries-page", () => ({
  default: function BrokenLibraries(): never {
    throw new Error("libraries.map is not a function");
  },
}));

describe("App when a screen fails", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/stats": (_, response) =>
        sendJson(response, { total: 2, pipelineCounts: {}, libraryCounts: {} }),
    });
  });
  afterAll(() => {
    server.close();
    consoleError.mockRestore();
  });
  afterEach(() => cleanup());

  it("keeps the navigation and offers a reload when a route chunk fails to load", async () => {
    visit("/settings");
    renderWithApi(<App />, server.url);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("could not be downloaded");
    expect(within(alert).getByRole("button", { name: "Reload page" })).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
  });

  it("shows a rendering error in plain words and clears it when the user navigates away", async () => {
    visit("/libraries");
    renderWithApi(<App />, server.url);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Something went wrong while showing this page.");
    expect(alert.textContent).toContain("libraries.map is not a function");
    const navigation = screen.getByRole("navigation", { name: "Main" });
    await userEvent.click(within(navigation).getByRole("link", { name: "Tasks" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Machine-learning tasks and models" }),
    ).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
