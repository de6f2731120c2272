import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { App } from "./app";
import { preloadRoute } from "./routes";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "./test-support/render";

describe("App", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/stats": (_, response) =>
        sendJson(response, { total: 2, pipelineCounts: {}, libraryCounts: {} }),
      "GET /api/inference-gateway": (_, response) =>
        sendJson(response, { configuredProviders: [] }),
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it("routes with the History API, marks the current section and moves focus to the new content", async () => {
    visit("/");
    renderWithApi(<App />, server.url);
    await screen.findByRole("heading", { level: 1, name: "Machine-learning tasks and models" });
    const navigation = screen.getByRole("navigation", { name: "Main" });
    await userEvent.click(within(navigation).getByRole("link", { name: "Settings" }));
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(window.location.pathname).toBe("/settings");
    expect(
      within(navigation).getByRole("link", { name: "Settings" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(document.activeElement).toBe(screen.getByRole("main"));
    expect(document.title).toBe("Settings · ModelDeck");
  });

  it("renders a page whose code has already arrived at once, with no loading fallback first", async () => {
    visit("/libraries");
    // What main.tsx waits for before its first render.
    await preloadRoute("/libraries");
    renderWithApi(<App />, server.url);
    // React keeps a fallback on screen for at least 300 ms once shown; none is shown here.
    expect(screen.queryByText("Loading the page…")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Libraries" })).toBeTruthy();
  });

  it("applies the chosen theme to the document", async () => {
    visit("/settings");
    renderWithApi(<App />, server.url);
    await userEvent.click(await screen.findByRole("radio", { name: "Dark" }));
    expect(document.documentElement.dataset.theme).toBe("dark");
    await userEvent.click(screen.getByRole("radio", { name: "Follow the system" }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it("opens the command palette with Ctrl+K", async () => {
    visit("/");
    renderWithApi(<App />, server.url);
    await screen.findByRole("heading", { level: 1 });
    await userEvent.keyboard("{Control>}k{/Control}");
    expect(
      await screen.findByRole("combobox", { name: "Jump to a task, model or library" }),
    ).toBeTruthy();
  });

  it("answers an unknown address with a page, not a blank screen", async () => {
    visit("/a/b/c");
    renderWithApi(<App />, server.url);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });
});
