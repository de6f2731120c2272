import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "../../../test-support/render";
import { TASK_DATA_LOADERS } from "@modeldeck/tasks";
import HomePage from "./home-page";

describe("HomePage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/models": (_, response) =>
        sendJson(response, [{ id: "textattack/bert-base-uncased-SST-2", tags: [] }]),
      "GET /api/stats": (_, response) =>
        sendJson(response, {
          total: 1500,
          pipelineCounts: { "text-classification": 1234, robotics: 1 },
          libraryCounts: {},
        }),
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("groups tasks by modality and shows model counts from the stats", async () => {
    renderWithApi(<HomePage />, server.url);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    const nlp = await screen.findByRole("region", { name: "Natural Language Processing" });
    const link = within(nlp).getByRole("link", { name: "Text Classification" });
    expect(link.getAttribute("href")).toBe("/tasks/text-classification");
    expect(
      link.closest("li")?.querySelector('svg[data-task="text-classification"]'),
    ).not.toBeNull();
    expect(await within(nlp).findByText("1.2K models")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Computer Vision" })).toBeTruthy();
    expect(screen.getByRole("search")).toBeTruthy();
  });

  it("reaches every task page, and shows a pipeline without a page only when the hub has its models", async () => {
    renderWithApi(<HomePage />, server.url);
    const robotics = await screen.findByRole("link", { name: "Robotics" });
    // No page for it: the tile leads to its models, and says how many there are.
    expect(robotics.getAttribute("href")).toBe("/models?task=robotics");
    expect(robotics.closest("li")?.textContent).toContain("1 model");
    expect(robotics.closest("li")?.textContent).not.toContain("1 models");
    // No page and no models: nothing to browse, so no tile.
    expect(screen.queryByRole("link", { name: "Voice Activity Detection" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Graph Machine Learning" })).toBeNull();
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    for (const id of Object.keys(TASK_DATA_LOADERS)) expect(hrefs).toContain(`/tasks/${id}`);
  });

  it("suggests tasks, libraries and models as you type and opens the chosen one", async () => {
    visit("/");
    renderWithApi(<HomePage />, server.url);
    const box = screen.getByRole("combobox", { name: "Search tasks, models and libraries" });
    await userEvent.type(box, "text class");
    const options = await screen.findAllByRole("option");
    expect(options[0]?.textContent).toBe("Task Text Classification");
    await screen.findByRole("option", { name: "Model textattack/bert-base-uncased-SST-2" });
    await userEvent.keyboard("{ArrowDown}{ArrowUp}{Enter}");
    await waitFor(() => expect(window.location.pathname).toBe("/tasks/text-classification"));
  });

  it("searches all models when Enter has nothing to choose", async () => {
    visit("/");
    renderWithApi(<HomePage />, server.url);
    await userEvent.type(
      screen.getByRole("combobox", { name: "Search tasks, models and libraries" }),
      "{Enter}",
    );
    expect(window.location.pathname).toBe("/models");
  });

  describe("while counts load, when they fail and when the hub is empty", () => {
    let stats: Awaited<ReturnType<typeof startFakeServer>>;
    let answer: (response: ServerResponse) => void | Promise<void>;
    beforeAll(async () => {
      stats = await startFakeServer({
        "GET /api/stats": (_, response) => answer(response),
      });
    });
    afterAll(() => stats.close());

    it("shows placeholders and announces the wait until the counts arrive", async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      answer = async (response) => {
        await held;
        sendJson(response, {
          total: 3,
          pipelineCounts: { "object-detection": 3 },
          libraryCounts: {},
        });
      };
      const { container } = renderWithApi(<HomePage />, stats.url);
      expect(screen.getByText("Loading model counts…").getAttribute("role")).toBe("status");
      expect(container.querySelectorAll(".skeleton").length).toBeGreaterThan(0);
      // The tasks themselves never wait for the counts.
      expect(screen.getByRole("link", { name: "Object Detection" })).toBeTruthy();
      release();
      expect(await screen.findByText("3 models")).toBeTruthy();
      expect(screen.queryByText("Loading model counts…")).toBeNull();
      expect(container.querySelector(".skeleton")).toBeNull();
    });

    it("says in plain words that counts failed, keeps the tasks, and retries on request", async () => {
      answer = (response) => sendJson(response, { error: "Service Unavailable" }, 503);
      renderWithApi(<HomePage />, stats.url);
      const alert = await screen.findByRole("alert");
      expect(within(alert).getByText("Model counts are unavailable right now")).toBeTruthy();
      expect(screen.getByRole("link", { name: "Text Classification" })).toBeTruthy();
      answer = (response) =>
        sendJson(response, {
          total: 7,
          pipelineCounts: { "text-classification": 7 },
          libraryCounts: {},
        });
      await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
      expect(await screen.findByText("7 models")).toBeTruthy();
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("tells the reader of an empty hub how to fill it", async () => {
      answer = (response) =>
        sendJson(response, { total: 0, pipelineCounts: {}, libraryCounts: {} });
      renderWithApi(<HomePage />, stats.url);
      const empty = await screen.findByRole("region", { name: "This hub has no models yet" });
      expect(within(empty).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe(
        "/settings",
      );
      expect(empty.textContent).toContain("modeldeck sync");
    });
  });
});
