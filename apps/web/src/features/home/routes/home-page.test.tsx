import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, sendJson } from "../../../test-support/fake-server";
import { renderWithApi } from "../../../test-support/render";
import HomePage from "./home-page";

describe("HomePage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
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
});
