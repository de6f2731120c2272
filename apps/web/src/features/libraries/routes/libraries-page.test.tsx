import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import LibrariesPage from "./libraries-page";

describe("LibrariesPage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/stats": (_, response) =>
        sendJson(response, {
          total: 5,
          pipelineCounts: { "image-classification": 5 },
          libraryCounts: { timm: 3, transformers: 2 },
        }),
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("puts the libraries with models here first, with their counts from the stats", async () => {
    renderWithApi(<LibrariesPage />, server.url);
    expect(await screen.findByText("timm · 3 models")).toBeTruthy();
    const cards = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(cards.slice(0, 2).map((card) => card.textContent)).toEqual([
      expect.stringContaining("timm · 3 models"),
      expect.stringContaining("transformers · 2 models"),
    ]);
    expect(server.requests.filter((request) => request.url === "/api/stats")).toHaveLength(1);
  });
});
