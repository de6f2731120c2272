import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import LibraryPage from "./library-page";

describe("a library page shows no invented model or figure", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/models": (request, response) => {
        const library = new URL(request.url, "http://localhost").searchParams.get("library");
        // Shaped like a seeded model the snapshot knew only by id and task: stored with 0.
        sendJson(
          response,
          library === "timm"
            ? [
                {
                  id: "timm/mobilenetv3_small_100.lamb_in1k",
                  tags: [],
                  library_name: "timm",
                  downloads: 0,
                  likes: 0,
                },
              ]
            : [],
        );
      },
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("labels the snippet of a library without models as using a placeholder id", async () => {
    renderWithApi(<LibraryPage libraryId="asteroid" />, server.url);
    const example = (await screen.findAllByRole("figure"))[0];
    expect(example?.textContent).toContain("your-name/your-model");
    expect(example?.querySelector("figcaption")?.textContent).toMatch(/placeholder id/);
    expect(screen.queryByText(/modeldeck-examples/)).toBeNull();
  });

  it("does not show an unknown download count as zero", async () => {
    renderWithApi(<LibraryPage libraryId="timm" />, server.url);
    const link = await screen.findByRole("link", { name: "timm/mobilenetv3_small_100.lamb_in1k" });
    expect(within(link.closest("li") as HTMLElement).queryByText(/downloads/)).toBeNull();
  });
});
