import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "../../../test-support/render";
import ModelBrowserPage from "./model-browser-page";

const model = (id: string, downloads: number) => ({
  id,
  tags: [],
  downloads,
  likes: 3,
  pipeline_tag: "text-classification",
});

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
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/models": (request, response) => {
        const url = new URL(request.url, server.url);
        if (url.searchParams.get("cursor") === "page2")
          return sendJson(response, [model("org/third", 10)]);
        sendJson(response, [model("org/first", 900), model("org/second", 500)], 200, {
          link: `<${server.url}/api/models?cursor=page2>; rel="next"`,
        });
      },
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("reads search, filters and sort from the URL and sends them to the API", async () => {
    visit("/models?search=bert&task=text-classification&tag=en&sort=likes");
    renderWithApi(<ModelBrowserPage />, server.url);
    expect(await screen.findByRole("link", { name: "org/first" })).toBeTruthy();
    const sent = new URL(server.requests.at(-1)?.url ?? "", server.url).searchParams;
    expect(sent.get("search")).toBe("bert");
    expect(sent.get("pipeline_tag")).toBe("text-classification");
    expect(sent.getAll("filter")).toEqual(["en"]);
    expect(sent.get("sort")).toBe("likes");
    expect((screen.getByRole("combobox", { name: "Sort" }) as HTMLSelectElement).value).toBe(
      "likes",
    );
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe(
      "bert",
    );
  });

  it("appends the next page in place and records the page count in the URL", async () => {
    visit("/models");
    renderWithApi(<ModelBrowserPage />, server.url);
    await screen.findByRole("link", { name: "org/second" });
    await userEvent.click(screen.getByRole("button", { name: "Show more models" }));
    expect(await screen.findByRole("link", { name: "org/third" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "org/first" })).toBeTruthy();
    expect(window.location.search).toBe("?pages=2");
    expect(screen.queryByRole("button", { name: "Show more models" })).toBeNull();
  });

  it("puts a changed filter in the URL", async () => {
    visit("/models");
    renderWithApi(<ModelBrowserPage />, server.url);
    await screen.findByRole("link", { name: "org/first" });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort" }), "lastModified");
    await waitFor(() => expect(window.location.search).toBe("?sort=lastModified"));
  });

  it("keeps focus in the search box after a search", async () => {
    visit("/models");
    renderWithApi(<ModelBrowserPage />, server.url);
    await screen.findByRole("link", { name: "org/first" });
    const box = screen.getByRole("searchbox", { name: "Search" });
    await userEvent.type(box, "bert{Enter}");
    await waitFor(() => expect(window.location.search).toBe("?search=bert"));
    await waitFor(() =>
      expect(
        new URL(server.requests.at(-1)?.url ?? "", server.url).searchParams.get("search"),
      ).toBe("bert"),
    );
    await screen.findByText(/Showing 2 models/);
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Search" }));
    expect((document.activeElement as HTMLInputElement).value).toBe("bert");
  });

  it("shows the active task filter in the task select, a subtask included", async () => {
    visit("/models?task=text2text-generation");
    renderWithApi(<ModelBrowserPage />, server.url);
    await screen.findByRole("link", { name: "org/first" });
    const select = screen.getByRole("combobox", { name: "Task" }) as HTMLSelectElement;
    expect(select.value).toBe("text2text-generation");
    expect(select.selectedOptions[0]?.textContent).toBe("Text2Text Generation");
    expect(
      new URL(server.requests.at(-1)?.url ?? "", server.url).searchParams.get("pipeline_tag"),
    ).toBe("text2text-generation");
  });

  it("shows a list loaded before at once when the browser mounts again", async () => {
    visit("/models?sort=likes");
    renderWithApi(<Remountable />, server.url);
    await screen.findByRole("link", { name: "org/first" });
    const asked = server.requests.length;
    await userEvent.click(screen.getByRole("button", { name: "Hide" }));
    expect(screen.queryByRole("link", { name: "org/first" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("link", { name: "org/first" })).toBeTruthy();
    expect(server.requests.length).toBe(asked);
  });
});
