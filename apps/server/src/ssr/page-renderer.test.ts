import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageRenderer } from "./page-renderer.js";

// A built web app in miniature: Vite's index.html, the client manifest, and a server entry that
// renders what its hub requests answered, so the test sees what the server's renderer did.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>ModelDeck</title>
    <script type="module" crossorigin src="/assets/index-Dh3k2LmQ.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-OZVnHnMg.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  "index.html": { file: "assets/index-Dh3k2LmQ.js", css: ["assets/index-OZVnHnMg.css"] },
  "src/features/models/routes/model-browser-page.tsx": {
    file: "assets/model-browser-page-BX1qUe0r.js",
    css: ["assets/model-browser-page-CNCnXpci.css"],
    imports: ["_format-9yXIKeGp.js", "index.html"],
  },
  "_format-9yXIKeGp.js": { file: "assets/format-9yXIKeGp.js" },
};

const ENTRY = `
export async function renderPage({ url, origin, hubFetch }) {
  if (url === "/settings") return undefined;
  if (url === "/broken") throw new Error("render failed");
  const list = await hubFetch(origin + "/api/models?limit=2");
  let refused = "";
  try { await hubFetch("https://huggingface.co/api/models"); } catch (error) { refused = error.message; }
  return {
    html: "<h1>Models</h1><p>" + (await list.text()) + " $& $1</p>",
    stateScript: "<script type=\\"application/json\\" id=\\"state\\">{}</script>",
    title: "</title><script>alert(1)</script>",
    pageModule: "src/features/models/routes/model-browser-page.tsx",
    link: list.headers.get("link"),
    refused,
  };
}
`;

describe("createPageRenderer", () => {
  let folder: string;
  let app: FastifyInstance;
  let html: (url: string) => Promise<string | undefined>;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "modeldeck-ssr-"));
    mkdirSync(join(folder, "dist", ".vite"), { recursive: true });
    mkdirSync(join(folder, "dist-server"));
    writeFileSync(join(folder, "dist", "index.html"), INDEX_HTML);
    writeFileSync(join(folder, "dist", ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    writeFileSync(join(folder, "dist-server", "entry-server.js"), ENTRY);
    app = Fastify();
    app.get("/api/models", async (_request, reply) =>
      reply
        .header("link", '<http://127.0.0.1/api/models?limit=2&cursor=eyJkIjoxfQ>; rel="next"')
        .send([{ id: "openai-community/gpt2" }]),
    );
    const renderer = createPageRenderer(app, {
      webRoot: join(folder, "dist"),
      serverEntry: join(folder, "dist-server", "entry-server.js"),
      publicUrl: () => "http://deck.example.com:8080",
    });
    if (renderer === undefined) throw new Error("the renderer found no build");
    app.get("/*", async (request, reply) => {
      const page = await renderer.render(request);
      return page === undefined ? reply.status(204).send() : reply.type("text/html").send(page);
    });
    await app.ready();
    html = async (url) => {
      const response = await app.inject({ method: "GET", url });
      return response.statusCode === 204 ? undefined : response.body;
    };
  });

  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("fills index.html with the page, its data and its chunk's styles and scripts", async () => {
    const page = await html("/models");
    expect(page).toContain(
      '<div id="root"><h1>Models</h1><p>[{"id":"openai-community/gpt2"}] $& $1</p></div><script type="application/json" id="state">{}</script>',
    );
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/model-browser-page-CNCnXpci.css">',
    );
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/model-browser-page-BX1qUe0r.js">',
    );
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/format-9yXIKeGp.js">',
    );
    // The page is drawn without its scripts: they do not compete with the styles.
    expect(page).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-Dh3k2LmQ.js">',
    );
    // What the template already loads is not linked twice.
    expect(page?.match(/index-OZVnHnMg\.css/g)).toHaveLength(1);
    expect(page?.match(/index-Dh3k2LmQ\.js/g)).toHaveLength(1);
    expect(page).toContain(
      "<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>",
    );
  });

  it("leaves a page the app does not render, or a failed render, to index.html", async () => {
    await expect(html("/settings")).resolves.toBeUndefined();
    await expect(html("/broken")).resolves.toBeUndefined();
  });
});

describe("the renderer's hub fetch", () => {
  it("answers from the server's own routes, moves Link to the public origin and refuses other hosts", async () => {
    const folder = mkdtempSync(join(tmpdir(), "modeldeck-ssr-"));
    mkdirSync(join(folder, ".vite"));
    writeFileSync(join(folder, "index.html"), INDEX_HTML);
    writeFileSync(join(folder, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    writeFileSync(
      join(folder, "entry.js"),
      ENTRY.replace(
        "html: ",
        "html: JSON.stringify({ link: list.headers.get('link'), refused }) + ",
      ),
    );
    const app = Fastify();
    app.get("/api/models", async (_request, reply) =>
      reply
        .header("link", '<http://127.0.0.1/api/models?limit=2&cursor=eyJkIjoxfQ>; rel="next"')
        .send([]),
    );
    const renderer = createPageRenderer(app, {
      webRoot: folder,
      serverEntry: join(folder, "entry.js"),
      publicUrl: () => "http://deck.example.com:8080",
    });
    let page: string | undefined;
    app.get("/*", async (request) => (page = await renderer?.render(request)) ?? "");
    await app.inject({ method: "GET", url: "/models" });
    await app.close();
    rmSync(folder, { recursive: true, force: true });
    const seen = JSON.parse(/<div id="root">(\{.*?\})/.exec(page ?? "")?.[1] ?? "{}") as {
      link?: string;
      refused?: string;
    };
    expect(seen.link).toBe(
      '<http://deck.example.com:8080/api/models?limit=2&cursor=eyJkIjoxfQ>; rel="next"',
    );
    expect(seen.refused).toBe(
      "server rendering reads only this server's API, not https://huggingface.co",
    );
  });
});
