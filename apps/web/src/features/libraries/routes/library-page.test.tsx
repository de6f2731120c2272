import { cleanup, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import LibrariesPage from "./libraries-page";
import LibraryPage from "./library-page";

describe("libraries", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/stats": (_, response) =>
        sendJson(response, { total: 3, pipelineCounts: {}, libraryCounts: { timm: 3 } }),
      "GET /api/models": (_, response) =>
        sendJson(response, [
          {
            id: "timm/resnet50.a1_in1k",
            tags: ["timm", "image-classification"],
            library_name: "timm",
            downloads: 1000,
          },
        ]),
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("lists libraries with model counts, the busiest first", async () => {
    renderWithApi(<LibrariesPage />, server.url);
    expect(await screen.findByText("timm · 3 models")).toBeTruthy();
    expect(screen.getAllByRole("listitem")[0]?.textContent).toContain("timm");
  });

  it("shows what a library is, its links, its models and an example for its top model", async () => {
    renderWithApi(<LibraryPage libraryId="timm" />, server.url);
    expect(screen.getByRole("link", { name: "Source repository" }).getAttribute("href")).toMatch(
      /^https:\/\//,
    );
    expect(await screen.findByRole("link", { name: "timm/resnet50.a1_in1k" })).toBeTruthy();
    const example = screen.getAllByRole("figure")[0];
    expect(example?.textContent).toContain("timm/resnet50.a1_in1k");
    expect(new URL(server.requests.at(-1)?.url ?? "", server.url).searchParams.get("library")).toBe(
      "timm",
    );
  });
});
