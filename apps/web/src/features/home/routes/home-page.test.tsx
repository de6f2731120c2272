import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, sendJson } from "../../../test-support/fake-server";
import { renderWithApi, visit } from "../../../test-support/render";
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
          pipelineCounts: { "text-classification": 1234 },
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
    expect(await within(nlp).findByText("1.2K models")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Computer Vision" })).toBeTruthy();
    expect(screen.getByRole("search")).toBeTruthy();
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
});
