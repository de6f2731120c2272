// @vitest-environment node
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "./entry-server";
import { createApiClient } from "./lib/api-client";
import { serverRenderedCache } from "./lib/server-state";

// Text a hostile model could carry in its id or card: it must reach the page as text only.
const ATTACK = "</script><img src=x onerror=alert(1)>";

const MODEL = {
  _id: "65f1c9a2e4b0d7a3c1f2e3d4",
  id: `attacker/${ATTACK}`,
  pipeline_tag: "text-classification",
  library_name: "transformers",
  tags: ["transformers", "text-classification", `license:${ATTACK}`],
  downloads: 1_204,
  likes: 3,
  createdAt: "2024-03-13T09:12:02.000Z",
  lastModified: "2024-03-14T10:00:00.000Z",
  cardData: { license: ATTACK, language: ["en"] },
  siblings: [{ rfilename: "config.json" }, { rfilename: `${ATTACK}.safetensors`, size: 268 }],
  factsReadAt: { downloads: "2025-03-21", likes: "2025-03-21" },
};

describe("renderPage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/models/attacker/": (request, response) =>
        request.url.includes("expand")
          ? sendJson(response, { _id: MODEL._id, id: MODEL.id, inferenceProviderMapping: {} })
          : sendJson(response, MODEL),
      "GET /api/models/broken/": (_, response) => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: "database unavailable" }));
      },
    });
  });
  afterAll(() => server.close());

  const render = (url: string) =>
    renderPage({
      url,
      origin: server.url,
      hubFetch: (input, init) => globalThis.fetch(input, init),
    });

  it("renders a model page with its data, and a hostile id or card stays text", async () => {
    const page = await render("/attacker/evil");
    if (page === undefined) throw new Error("the model page was not rendered");
    const dom = new JSDOM(`<!doctype html><div id="root">${page.html}</div>${page.stateScript}`);
    const document = dom.window.document;
    expect(document.querySelector("h1")?.textContent).toBe(MODEL.id);
    // The text did not become markup: no image, and the data's script is the only script.
    expect(document.querySelectorAll("img")).toHaveLength(0);
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(page.stateScript).not.toMatch(/<\/script[\s\S]*<\/script>/i);
    // The browser reads the same data back from the page.
    const cache = serverRenderedCache(document, createApiClient({ baseUrl: server.url }));
    expect(cache?.getQueryData(["resource", "model:attacker/evil"])).toEqual({ value: MODEL });
    expect(page.title).toBe("attacker/evil · ModelDeck");
  });

  it("leaves a read that failed to the browser: the HTML shows it loading, as the browser will", async () => {
    const page = await render("/broken/model");
    if (page === undefined) throw new Error("the model page was not rendered");
    expect(page.html).toContain("Loading");
    expect(page.html).not.toContain("database unavailable");
    expect(page.stateScript).not.toContain("model:broken/model");
  });

  it("leaves pages it does not render on the server to index.html", async () => {
    await expect(render("/settings")).resolves.toBeUndefined();
    await expect(render("/compare?task=fill-mask")).resolves.toBeUndefined();
    await expect(render("/api/models/x/y/z")).resolves.toBeUndefined();
  });
});
