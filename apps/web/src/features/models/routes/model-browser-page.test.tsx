import type { ApiModelFacets } from "@modeldeck/hub";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "../../../test-support/render";
import ModelBrowserPage from "./model-browser-page";

// Entries as the server answers `expand[]=…`: only the fields the stored descriptor has.
const model = (id: string, downloads: number) => ({
  _id: "621ffdc136468d709f17" + String(downloads).padStart(4, "0").slice(-4),
  id,
  tags: ["transformers", "text-classification", "en"],
  downloads,
  likes: 3,
  pipeline_tag: "text-classification",
  lastModified: "2024-02-19T11:06:12.000Z",
});

/** Counts shaped like the server's: exact when unfiltered, a lower bound past the sample. */
function facetsFor(url: URL): ApiModelFacets {
  const filtered = url.searchParams.toString() !== "";
  const exact = !filtered;
  return {
    total: { count: filtered ? 2000 : 41_250, exact },
    sampleSize: 2000,
    facets: {
      pipeline_tag: {
        exact: true,
        values: [
          { value: "text-classification", count: 12_480 },
          { value: "text-generation", count: 9_310 },
          { value: "fill-mask", count: 2_044 },
        ],
      },
      library: { exact, values: [{ value: "transformers", count: filtered ? 1_800 : 30_112 }] },
      language: {
        exact,
        values: [
          { value: "en", count: 20_877 },
          { value: "fr", count: 1_204 },
        ],
      },
      license: { exact, values: [{ value: "license:apache-2.0", count: 15_002 }] },
      inference_provider: { exact, values: [{ value: "hf-inference", count: 311 }] },
      // Smallest range first, as the server orders them; every range shown, no "Show all".
      num_parameters: {
        exact,
        values: [
          { value: "min:0,max:1B", count: 18_204 },
          { value: "min:1B,max:3B", count: 2_210 },
          { value: "min:3B,max:6B", count: 1_630 },
          { value: "min:6B,max:9B", count: 3_912 },
          { value: "min:9B,max:35B", count: 1_407 },
          { value: "min:35B,max:80B", count: 388 },
          { value: "min:80B", count: 97 },
        ],
      },
    },
  };
}

/** The browser behind a button that unmounts and mounts it, as leaving and coming back does. */
function Remountable() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? "Hide" : "Show"}
      </button>
      {shown ? <ModelBrowserPage /> : null}
    </>
  );
}

describe("ModelBrowserPage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  const listRequests = () =>
    server.requests
      .map((request) => new URL(request.url, server.url))
      .filter((url) => url.pathname === "/api/models");
  const lastList = () => listRequests().at(-1)?.searchParams ?? new URLSearchParams();

  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/models-facets": (request, response) =>
        sendJson(response, facetsFor(new URL(request.url, server.url))),
      "GET /api/models": (request, response) => {
        const url = new URL(request.url, server.url);
        if (url.searchParams.get("cursor") === "page2")
          return sendJson(response, [model("FacebookAI/roberta-large-mnli", 10)]);
        sendJson(
          response,
          [
            model("distilbert/distilbert-base-uncased-finetuned-sst-2-english", 900),
            model("cardiffnlp/twitter-roberta-base-sentiment-latest", 500),
          ],
          200,
          { link: `<${server.url}/api/models?cursor=page2>; rel="next"` },
        );
      },
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const FIRST = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
  const SECOND = "cardiffnlp/twitter-roberta-base-sentiment-latest";

  it("reads search, filters and sort from the URL and sends them to the list and the counts", async () => {
    visit(
      "/models?search=bert&task=text-classification&tag=en&tag=license:apache-2.0&provider=hf-inference&sort=likes",
    );
    renderWithApi(<ModelBrowserPage />, server.url);
    expect(await screen.findByRole("link", { name: FIRST })).toBeTruthy();
    const sent = lastList();
    expect(sent.get("search")).toBe("bert");
    expect(sent.get("pipeline_tag")).toBe("text-classification");
    expect(sent.getAll("filter")).toEqual(["en", "license:apache-2.0"]);
    expect(sent.get("inference_provider")).toBe("hf-inference");
    expect(sent.get("sort")).toBe("likes");
    // Cards ask for the fields they show, so unknown figures come back absent, not as 0.
    expect(sent.getAll("expand[]")).toEqual(expect.arrayContaining(["lastModified", "likes"]));
    await waitFor(() =>
      expect(
        server.requests.some((request) =>
          request.url.startsWith(
            "/api/models-facets?search=bert&pipeline_tag=text-classification&filter=en&filter=license%3Aapache-2.0&inference_provider=hf-inference",
          ),
        ),
      ).toBe(true),
    );
    expect((screen.getByRole("combobox", { name: "Sort" }) as HTMLSelectElement).value).toBe(
      "likes",
    );
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe(
      "bert",
    );
    // Each filter in force is pressed in the sidebar and removable as a chip.
    const chips = within(screen.getByRole("list", { name: "Active filters" }));
    for (const name of [
      "Remove Search: bert",
      "Remove Task: Text Classification",
      "Remove Language: English",
      "Remove Licence: apache-2.0",
      "Remove Provider: hf-inference",
    ]) {
      expect(chips.getByRole("button", { name })).toBeTruthy();
    }
    const sidebar = within(screen.getByRole("complementary", { name: "Filters" }));
    expect(
      sidebar.getByRole("button", { name: /^Text Classification/ }).getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("shows counts in the sidebar, applies a press at once, and steps back with Back", async () => {
    visit("/models");
    renderWithApi(<ModelBrowserPage />, server.url);
    const sidebar = within(await screen.findByRole("complementary", { name: "Filters" }));
    const task = await sidebar.findByRole("button", { name: "Text Generation 9.3K models" });
    expect(task.getAttribute("aria-pressed")).toBe("false");
    await screen.findByText("Showing 2 models of 41,250.");
    await userEvent.click(task);
    expect(window.location.search).toBe("?task=text-generation");
    await waitFor(() => expect(lastList().get("pipeline_tag")).toBe("text-generation"));
    // Filtered counts past the server's sample are lower bounds, and say so.
    expect(await sidebar.findByRole("button", { name: "Transformers 1.8K+ models" })).toBeTruthy();
    await screen.findByText("Showing 2 models of 2,000+.");
    expect(
      sidebar.getByRole("button", { name: /^Text Generation/ }).getAttribute("aria-pressed"),
    ).toBe("true");
    // Pressing a language adds it; pressing another replaces it (one value per facet).
    await userEvent.click(sidebar.getByRole("button", { name: /^English/ }));
    await userEvent.click(sidebar.getByRole("button", { name: /^French/ }));
    expect(window.location.search).toBe("?task=text-generation&tag=fr");
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe("?task=text-generation&tag=en"));
    await waitFor(() =>
      expect(sidebar.getByRole("button", { name: /^English/ }).getAttribute("aria-pressed")).toBe(
        "true",
      ),
    );
    // A chip removes its filter; pressing the task in force removes it too.
    await userEvent.click(screen.getByRole("button", { name: "Remove Language: English" }));
    expect(window.location.search).toBe("?task=text-generation");
    await userEvent.click(sidebar.getByRole("button", { name: /^Text Generation/ }));
    expect(window.location.search).toBe("");
  });

  it("filters by a parameter range from the sidebar in the Hub's URL form, with a chip", async () => {
    visit("/models?task=text-generation");
    renderWithApi(<ModelBrowserPage />, server.url);
    const sidebar = within(await screen.findByRole("complementary", { name: "Filters" }));
    const group = within(await sidebar.findByRole("region", { name: "Parameters" }));
    const ranges = await group.findAllByRole("button", { pressed: false });
    expect(ranges.map((button) => button.textContent)).toEqual([
      "< 1B18.2K+ models",
      "1–3B2.2K+ models",
      "3–6B1.6K+ models",
      "6–9B3.9K+ models",
      "9–35B1.4K+ models",
      "35–80B388+ models",
      "≥ 80B97+ models",
    ]);
    // A short, ordered scale: every range at once, no "Show all".
    expect(group.queryByRole("button", { name: /^Show / })).toBeNull();
    await userEvent.click(group.getByRole("button", { name: "6–9B 3.9K+ models" }));
    expect(window.location.search).toBe("?task=text-generation&num_parameters=min%3A6B%2Cmax%3A9B");
    await waitFor(() => expect(lastList().get("num_parameters")).toBe("min:6B,max:9B"));
    expect(lastList().get("pipeline_tag")).toBe("text-generation");
    await waitFor(() =>
      expect(
        server.requests.some((request) =>
          request.url.endsWith(
            "/api/models-facets?pipeline_tag=text-generation&num_parameters=min%3A6B%2Cmax%3A9B",
          ),
        ),
      ).toBe(true),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Remove Parameters: 6–9B" }));
    expect(window.location.search).toBe("?task=text-generation");
  });

  it("names a hand-written range from a Hub link in its chip", async () => {
    visit("/models?num_parameters=min:0,max:24B");
    renderWithApi(<ModelBrowserPage />, server.url);
    expect(await screen.findByRole("button", { name: "Remove Parameters: < 24B" })).toBeTruthy();
    await waitFor(() => expect(lastList().get("num_parameters")).toBe("min:0,max:24B"));
  });

  it("searches as the user types, once typing pauses, keeping focus in the box", async () => {
    visit("/models");
    renderWithApi(<ModelBrowserPage />, server.url);
    await screen.findByRole("link", { name: FIRST });
    const box = screen.getByRole("searchbox", { name: "Search" });
    const before = listRequests().length;
    await userEvent.type(box, "roberta");
    await waitFor(() => expect(window.location.search).toBe("?search=roberta"));
    await waitFor(() => expect(lastList().get("search")).toBe("roberta"));
    // One request for the whole word, none for "r", "ro", "rob"…
    const searched = listRequests()
      .slice(before)
      .filter((url) => url.searchParams.has("search"));
    expect(searched.map((url) => url.searchParams.get("search"))).toEqual(["roberta"]);
    await screen.findByText(/Showing 2 models/);
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Search" }));
    // Clearing the box by a chip empties it and the search is not sent again.
    await userEvent.click(screen.getByRole("button", { name: "Remove Search: roberta" }));
    expect(window.location.search).toBe("");
    expect((box as HTMLInputElement).value).toBe("");
  });

  it("appends the next page in place and records the page count in the URL", async () => {
    visit("/models");
    renderWithApi(<ModelBrowserPage />, server.url);
    await screen.findByRole("link", { name: SECOND });
    await userEvent.click(screen.getByRole("button", { name: "Show more models" }));
    expect(await screen.findByRole("link", { name: "FacebookAI/roberta-large-mnli" })).toBeTruthy();
    expect(screen.getByRole("link", { name: FIRST })).toBeTruthy();
    expect(window.location.search).toBe("?pages=2");
    expect(screen.queryByRole("button", { name: "Show more models" })).toBeNull();
  });

  it("puts a changed sort in the URL", async () => {
    visit("/models");
    renderWithApi(<ModelBrowserPage />, server.url);
    await screen.findByRole("link", { name: FIRST });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort" }), "lastModified");
    await waitFor(() => expect(window.location.search).toBe("?sort=lastModified"));
  });

  it("labels an active subtask filter by its catalogue name", async () => {
    visit("/models?task=text2text-generation");
    renderWithApi(<ModelBrowserPage />, server.url);
    await screen.findByRole("link", { name: FIRST });
    expect(screen.getByRole("button", { name: "Remove Task: Text2Text Generation" })).toBeTruthy();
    expect(lastList().get("pipeline_tag")).toBe("text2text-generation");
  });

  it("folds the sidebar behind a Filters button that says how many are in force", async () => {
    visit("/models?task=fill-mask&tag=en");
    renderWithApi(<ModelBrowserPage />, server.url);
    const toggle = screen.getByRole("button", { name: "Filters (2)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const sidebar = screen.getByRole("complementary", { name: "Filters" });
    expect(toggle.getAttribute("aria-controls")).toBe(sidebar.id);
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(sidebar.className).toContain("is-open");
  });

  it("shows a list loaded before at once when the browser mounts again", async () => {
    visit("/models?sort=likes");
    renderWithApi(<Remountable />, server.url);
    await screen.findByRole("link", { name: FIRST });
    const asked = server.requests.length;
    await userEvent.click(screen.getByRole("button", { name: "Hide" }));
    expect(screen.queryByRole("link", { name: FIRST })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("link", { name: FIRST })).toBeTruthy();
    expect(server.requests.length).toBe(asked);
  });

  it("gathers models to compare in a tray on the page, with a count and a Compare link", async () => {
    window.localStorage.clear();
    visit("/models");
    renderWithApi(<ModelBrowserPage />, server.url);
    await screen.findByRole("link", { name: FIRST });
    await userEvent.click(screen.getByRole("button", { name: `Add to compare: ${FIRST}` }));
    await userEvent.click(screen.getByRole("button", { name: `Add to compare: ${SECOND}` }));
    // Still the browser: adding never leaves the page.
    expect(window.location.pathname).toBe("/models");
    const tray = screen.getByRole("region", { name: "Models to compare" });
    expect(within(tray).getByRole("status").textContent).toMatch(/^2 models to compare/);
    const compare = new URL(
      within(tray).getByRole("link", { name: "Compare" }).getAttribute("href") ?? "",
      "http://app.invalid",
    );
    expect(compare.pathname).toBe("/compare");
    expect(compare.searchParams.get("task")).toBe("text-classification");
    expect(compare.searchParams.getAll("model")).toEqual([FIRST, SECOND]);
    // Pressed again, a card takes its model out.
    const second = screen.getByRole("button", { name: `Add to compare: ${SECOND}` });
    expect(second.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(second);
    expect(within(tray).getByRole("status").textContent).toMatch(/^1 model to compare/);
    await userEvent.click(
      within(tray).getByRole("button", { name: `Remove ${FIRST} from the comparison` }),
    );
    expect(screen.queryByRole("region", { name: "Models to compare" })).toBeNull();
  });
});
