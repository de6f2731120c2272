import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import { listenOnLoopback, seededServer, storeModels } from "../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

describe.each(DATABASE_ENGINES)("model routes on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    app = await seededServer(test.database);
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const get = (url: string) => app.inject({ method: "GET", url });

  it("lists models in the Hub's compact shape, trending first by default", async () => {
    const response = await get("/api/models");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      id: "meta-llama/Llama-3.1-8B-Instruct",
      likes: 4000,
      trendingScore: 90,
      private: false,
      downloads: 5000000,
      tags: [
        "transformers",
        "llama",
        "text-generation",
        "conversational",
        "en",
        "license:llama3.1",
      ],
      pipeline_tag: "text-generation",
      library_name: "transformers",
      createdAt: "2024-07-18T08:56:00.000Z",
      modelId: "meta-llama/Llama-3.1-8B-Instruct",
    });
  });

  it("searches, filters and sorts", async () => {
    const response = await get(
      "/api/models?search=llama&filter=conversational&sort=downloads&direction=1&pipeline_tag=text-generation",
    );
    expect(response.json().map((model: { id: string }) => model.id)).toEqual([
      "bartowski/Llama-3.2-3B-Instruct-GGUF",
      "meta-llama/Llama-3.1-8B-Instruct",
    ]);
    const byAuthor = await get("/api/models?author=google-bert&library=transformers");
    expect(byAuthor.json()).toHaveLength(1);
  });

  it("pages with a Link header whose cursor continues the list", async () => {
    const first = await get("/api/models?sort=likes&limit=4");
    const link = first.headers.link as string;
    expect(link).toMatch(
      /^<http:\/\/localhost(:\d+)?\/api\/models\?sort=likes&limit=4&cursor=[\w-]+>; rel="next"$/,
    );
    const next = new URL(/<([^>]+)>/.exec(link)?.[1] ?? "");
    const second = await get(`${next.pathname}${next.search}`);
    expect(second.headers.link).toBeUndefined();
    const ids = [...first.json(), ...second.json()].map((model: { id: string }) => model.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it("returns whole descriptors with full=true and chosen fields with expand[]", async () => {
    const full = (await get("/api/models?full=true&search=bert-base")).json();
    expect(full[0]).toMatchObject({
      id: "google-bert/bert-base-uncased",
      author: "google-bert",
      siblings: expect.any(Array),
    });
    const expanded = (
      await get(
        "/api/models?expand[]=downloads&expand[]=inferenceProviderMapping&author=meta-llama",
      )
    ).json();
    expect(expanded[0]).toEqual({
      _id: expect.any(String),
      id: "meta-llama/Llama-3.1-8B-Instruct",
      downloads: 5000000,
      inferenceProviderMapping: [
        {
          provider: "together",
          providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
          status: "live",
          task: "conversational",
        },
        {
          provider: "hf-inference",
          providerId: "meta-llama/Llama-3.1-8B-Instruct",
          status: "staging",
          task: "conversational",
        },
      ],
    });
  });

  it("serves a model's descriptor by two-segment and single-segment id", async () => {
    const bert = await get("/api/models/google-bert/bert-base-uncased");
    expect(bert.statusCode).toBe(200);
    expect(bert.headers["content-type"]).toContain("application/json");
    expect(bert.json()).toMatchObject({
      _id: "621ffdc036468d709f174338",
      id: "google-bert/bert-base-uncased",
      modelId: "google-bert/bert-base-uncased",
      author: "google-bert",
      mask_token: "[MASK]",
      config: { architectures: ["BertForMaskedLM"] },
      widgetData: [{ text: "Paris is the [MASK] of France." }],
    });
    expect(bert.json()).not.toHaveProperty("readme");
    expect((await get("/api/models/gpt2")).json().id).toBe("gpt2");
    expect((await get("/api/models/gpt2/revision/main")).json().id).toBe("gpt2");
  });

  it("answers a revision other than main, HEAD or the stored sha with 404, not the main record", async () => {
    for (const revision of ["v1.0", "refs%2Fpr%2F1", "0123456789abcdef0123456789abcdef01234567"]) {
      const response = await get(`/api/models/google-bert/bert-base-uncased/revision/${revision}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.stringContaining("not found") });
    }
    expect((await get("/api/models/gpt2/revision/HEAD")).statusCode).toBe(200);
  });

  it("matches model ids without regard to case, as the Hub does", async () => {
    const response = await get("/api/models/GOOGLE-BERT/Bert-Base-Uncased");
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe("google-bert/bert-base-uncased");
    expect((await get("/api/models/GPT2/revision/main")).json().id).toBe("gpt2");
    expect((await get("/api/models/Google-Bert/BERT-base-uncased/readme")).body).toContain(
      "# BERT base",
    );
  });

  it("builds Link headers from MODELDECK_PUBLIC_URL, never from Host or X-Forwarded-*", async () => {
    const forged = {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    };
    const configured = await buildServer({
      database: test.database,
      webRoot: "/nonexistent",
      env: {
        MODELDECK_PUBLIC_URL: "https://deck.example.org/hub/",
        MODELDECK_TRUST_PROXY: "1",
        // A name the server answers for, yet not the public URL's: links must still use the latter.
        MODELDECK_ALLOWED_HOSTS: "evil.example",
      },
    });
    try {
      const response = await configured.inject({
        method: "GET",
        url: "/api/models?sort=likes&limit=2",
        headers: forged,
      });
      expect(response.headers.link).toMatch(
        /^<https:\/\/deck\.example\.org\/hub\/api\/models\?sort=likes&limit=2&cursor=[\w-]+>; rel="next"$/,
      );
    } finally {
      await configured.close();
    }
    // Without the setting, a Host the server answers for (any IP address) names nothing either.
    const unconfigured = await app.inject({
      method: "GET",
      url: "/api/models?limit=2",
      headers: { ...forged, host: "203.0.113.9" },
    });
    expect(unconfigured.headers.link).not.toContain("evil.example");
    expect(unconfigured.headers.link).not.toContain("203.0.113.9");
  });

  it("returns the provider mapping keyed by provider with expand[]=inferenceProviderMapping", async () => {
    const response = await get(
      "/api/models/meta-llama/Llama-3.1-8B-Instruct?expand[]=inferenceProviderMapping",
    );
    expect(response.json()).toEqual({
      _id: expect.any(String),
      id: "meta-llama/Llama-3.1-8B-Instruct",
      inferenceProviderMapping: {
        together: {
          providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
          status: "live",
          task: "conversational",
        },
        "hf-inference": {
          providerId: "meta-llama/Llama-3.1-8B-Instruct",
          status: "staging",
          task: "conversational",
        },
      },
    });
    const none = await get("/api/models/gpt2?expand=inferenceProviderMapping");
    expect(none.json().inferenceProviderMapping).toEqual({});
  });

  it("serves model cards as markdown", async () => {
    const response = await get("/api/models/google-bert/bert-base-uncased/readme");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/markdown");
    expect(response.body).toContain("# BERT base");
    // A known model without a stored card: no content; an unknown model: not found.
    const noCard = await get("/api/models/gpt2/readme");
    expect(noCard.statusCode).toBe(204);
    expect(noCard.body).toBe("");
    expect((await get("/api/models/nobody/nothing/readme")).statusCode).toBe(404);
  });

  it.each([
    ["/api/models/nobody/nothing", 404],
    ["/api/models/a/b/c/d/e", 400],
    ["/api/models/..%2F..%2Fetc/passwd", 400],
    ["/api/models/a%20b", 400],
    ["/api/models?limit=1001", 400],
    ["/api/models?limit=0", 400],
    ["/api/models?limit=ten", 400],
    ["/api/models?sort=random", 400],
    ["/api/models?direction=sideways", 400],
    ["/api/models?cursor=not-a-cursor", 400],
    ["/api/models?cursor=WyJ4Il0", 400],
    ["/api/models?expand[]=password", 400],
    ["/api/models?full=maybe", 400],
    ["/api/models?author=%27%3B%20DROP%20TABLE%20models", 400],
    ["/api/models?search=a&search=b", 400],
    ["/api/models/gpt2?expand=nope", 400],
    ["/api/models/%E0%A4%A", 400],
    ["/api/models?inference_provider=../x", 400],
    [`/api/models/${"a".repeat(600)}`, 400],
    // PostgreSQL refuses NUL in text, so control characters must stop at validation on both engines.
    ["/api/models?filter=a%00b", 400],
    ["/api/models?search=%00", 400],
    ["/api/models?search=bert%1B", 400],
    ["/api/models?sort=likes%00", 400],
    ["/api/models?unknown=%00", 400],
    ["/api/models?a%00b=1", 400],
    ["/api/models/gpt2%00", 400],
    ["/api/models/acme/x%00y/readme", 400],
    ["/api/models/gpt2/revision/main%00", 400],
    ["/api/models/gpt2?expand=%00", 400],
  ])("answers %s with %i and an error body", async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it("leaves unknown figures and dates out, lists such models last and pages through them", async () => {
    await storeModels(test.database, [
      { id: "zz-unknown/first", tags: ["unknown-facts"] },
      { id: "zz-unknown/second", tags: ["unknown-facts"], downloads: 0 },
      { id: "zz-unknown/third", tags: ["unknown-facts"] },
    ]);
    const info = (await get("/api/models/zz-unknown/first")).json();
    for (const field of ["downloads", "likes", "createdAt", "lastModified", "trendingScore"]) {
      expect(info).not.toHaveProperty(field);
    }
    const ids: string[] = [];
    let url = "/api/models?filter=unknown-facts&sort=downloads&direction=1&limit=1";
    for (let page = 0; page < 5 && url !== ""; page += 1) {
      const response = await get(url);
      const [entry] = response.json() as Record<string, unknown>[];
      ids.push(String(entry?.id));
      if (entry?.id === "zz-unknown/second") expect(entry.downloads).toBe(0);
      else expect(Object.keys(entry ?? {})).not.toContain("downloads");
      const next = /<([^>]+)>/.exec(String(response.headers.link ?? ""))?.[1];
      url = next === undefined ? "" : `${new URL(next).pathname}${new URL(next).search}`;
    }
    // A real 0 is a known figure, first in ascending order; the unknowns follow by id.
    expect(ids).toEqual(["zz-unknown/second", "zz-unknown/first", "zz-unknown/third"]);
    const descending = await get("/api/models?filter=unknown-facts&sort=downloads");
    expect(descending.json().map((model: { id: string }) => model.id)).toEqual(ids);
  });

  it("redirects a legacy id the Hub moved to its canonical id, as the Hub does", async () => {
    const info = await get("/api/models/bert-base-uncased?expand[]=downloads");
    expect(info.statusCode).toBe(307);
    expect(info.headers.location).toBe(
      "/api/models/google-bert/bert-base-uncased?expand[]=downloads",
    );
    const followed = await get(String(info.headers.location));
    expect(followed.json()).toMatchObject({ id: "google-bert/bert-base-uncased" });
    expect((await get("/api/models/BERT-BASE-UNCASED/readme")).headers.location).toBe(
      "/api/models/google-bert/bert-base-uncased/readme",
    );
    expect((await get("/api/models/bert-base-uncased/revision/main")).headers.location).toBe(
      "/api/models/google-bert/bert-base-uncased/revision/main",
    );
    // Any other unknown id is still a 404.
    expect((await get("/api/models/bert-base-uncasedd")).statusCode).toBe(404);
  });

  it("rejects a cursor made for another sort", async () => {
    const link = (await get("/api/models?sort=likes&limit=1")).headers.link as string;
    const cursor = /cursor=([\w-]+)/.exec(link)?.[1];
    const response = await get(`/api/models?sort=downloads&limit=1&cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
  });

  it("answers the same over a real loopback connection", async () => {
    const server = await seededServer(test.database);
    const baseUrl = await listenOnLoopback(server);
    try {
      const response = await fetch(`${baseUrl}/api/models?limit=2&sort=downloads`);
      expect(response.status).toBe(200);
      expect(response.headers.get("link")).toContain(`<${baseUrl}/api/models?`);
      const forged = await fetch(`${baseUrl}/api/models?limit=2`, {
        headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
      });
      expect(forged.headers.get("link")).toContain(`<${baseUrl}/api/models?`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const models = (await response.json()) as { id: string }[];
      expect(models.map((model) => model.id)).toEqual([
        "sentence-transformers/all-MiniLM-L6-v2",
        "google-bert/bert-base-uncased",
      ]);
    } finally {
      await server.close();
    }
  });
});
