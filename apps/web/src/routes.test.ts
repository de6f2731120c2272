import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "./paths";
import { ROUTE_PATTERNS } from "./route-patterns";
import { matchRoute, pathTo, RESERVED_SEGMENTS, type Screen } from "./route-paths";
import { NAVIGATION, preloadRoute, routeRequests, ROUTES, titleOf } from "./routes";

/** A sample value for each parameter a pattern names. */
function sampleParams(pattern: string): Record<string, string> {
  return Object.fromEntries(
    pattern
      .split("/")
      .filter((part) => part.startsWith(":"))
      .map((part) => {
        const name = part.replace(/^:|\+$/g, "");
        return [name, part.endsWith("+") ? "some-org/some model" : `some ${name}`];
      }),
  );
}

describe("matchRoute", () => {
  it("maps the app's sections", () => {
    expect(matchRoute("/")).toEqual({ screen: "home", params: {} });
    expect(matchRoute("/tasks")).toEqual({ screen: "home", params: {} });
    expect(matchRoute("/tasks/text-classification")).toEqual({
      screen: "task",
      params: { taskId: "text-classification" },
    });
    expect(matchRoute("/models")).toEqual({ screen: "models", params: {} });
    expect(matchRoute("/libraries/transformers")).toEqual({
      screen: "library",
      params: { libraryId: "transformers" },
    });
  });

  it("reads model ids in the Hub's shapes, one or two segments", () => {
    expect(matchRoute("/openai-community/gpt2")).toEqual({
      screen: "model",
      params: { modelId: "openai-community/gpt2" },
    });
    expect(matchRoute("/gpt2")).toEqual({ screen: "model", params: { modelId: "gpt2" } });
    expect(matchRoute(paths.model("org/name.with.dots"))).toEqual({
      screen: "model",
      params: { modelId: "org/name.with.dots" },
    });
  });

  it("never treats reserved sections or deep paths as models", () => {
    expect(matchRoute("/api")).toEqual({ screen: "not-found", params: {} });
    expect(matchRoute("/a/b/c")).toEqual({ screen: "not-found", params: {} });
    for (const segment of RESERVED_SEGMENTS) {
      expect(matchRoute(`/${segment}/x`).screen).not.toBe("model");
      expect(matchRoute(`/${segment}`).screen).not.toBe("model");
    }
  });
});

describe("the route table", () => {
  const screens = Object.keys(ROUTE_PATTERNS) as Screen[];

  it("names the same screens in its patterns and its pages", () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...screens].sort());
  });

  it("parses every path it builds back to the same screen and parameters", () => {
    for (const screen of screens) {
      const params = sampleParams(ROUTE_PATTERNS[screen]);
      const path = (pathTo as (screen: Screen, params: Record<string, string>) => string)(
        screen,
        params,
      );
      expect(matchRoute(path)).toEqual({ screen, params });
    }
  });

  it("reserves the first segment of every screen, so none can be read as a model id", () => {
    for (const screen of screens) {
      const first = ROUTE_PATTERNS[screen].split("/")[1] ?? "";
      if (first === "" || first.startsWith(":")) continue;
      expect(RESERVED_SEGMENTS).toContain(first);
      expect(matchRoute(`/${first}`).screen).not.toBe("model");
    }
  });

  it("derives the navigation and the titles from the table", () => {
    expect(NAVIGATION).toEqual(
      screens
        .filter((screen) => ROUTES[screen].nav !== undefined)
        .map((screen) => ({ href: ROUTE_PATTERNS[screen], label: ROUTES[screen].nav })),
    );
    expect(NAVIGATION.map((item) => matchRoute(item.href).screen)).not.toContain("not-found");
    expect(titleOf(matchRoute(paths.settings()))).toBe("Settings · ModelDeck");
    expect(titleOf(matchRoute(paths.model("openai-community/gpt2")))).toBe(
      "openai-community/gpt2 · ModelDeck",
    );
    expect(titleOf(matchRoute(paths.home()))).toBe("ModelDeck");
  });
});

describe("paths", () => {
  it("builds page paths from the table", () => {
    expect(paths.task("text-classification")).toBe("/tasks/text-classification");
    expect(paths.model("openai-community/gpt2")).toBe("/openai-community/gpt2");
    expect(paths.library("sentence-transformers")).toBe("/libraries/sentence-transformers");
    expect(paths.home()).toBe("/");
  });

  it("keeps only non-default model-browser state in the URL", () => {
    expect(paths.models()).toBe("/models");
    expect(paths.models({ search: "bert", tags: ["en", "pytorch"], sort: "likes", pages: 2 })).toBe(
      "/models?search=bert&tag=en&tag=pytorch&sort=likes&pages=2",
    );
    expect(paths.models({ sort: "downloads", pages: 1 })).toBe("/models");
  });
});

describe("preloadRoute", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("starts downloading the page of a path before anything renders it", async () => {
    const modelPage = ROUTES.model.page;
    expect(modelPage.preload).toBeTypeOf("function");
    const started = vi.spyOn(modelPage, "preload");
    preloadRoute("/distilbert/distilbert-base-uncased-finetuned-sst-2-english");
    expect(started).toHaveBeenCalledTimes(1);
    // What it downloads is the page the table renders for that path.
    const loaded = (await started.mock.results[0]?.value) as { default: unknown };
    expect(typeof loaded.default).toBe("function");
  });

  it("settles without an error when the page's code cannot be downloaded", async () => {
    vi.spyOn(ROUTES.settings.page, "preload").mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(preloadRoute("/settings")).resolves.toBeUndefined();
  });

  it("downloads nothing for a path no screen takes", () => {
    const started = (Object.keys(ROUTES) as Screen[]).map((screen) =>
      vi.spyOn(ROUTES[screen].page, "preload"),
    );
    preloadRoute("/api/models/a/b/c");
    for (const spy of started) expect(spy).not.toHaveBeenCalled();
  });
});

describe("routeRequests", () => {
  it("names the model page's three first reads as @modeldeck/hub sends them", () => {
    const id = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
    expect(routeRequests(`/${id}`)).toEqual([
      { path: `/api/models/${id}`, accept: "application/json" },
      { path: `/api/models/${id}/readme`, accept: "text/markdown" },
      { path: `/api/models/${id}?expand[]=inferenceProviderMapping`, accept: "application/json" },
    ]);
  });

  it("starts nothing for pages that do not declare their reads, or paths no screen takes", () => {
    expect(routeRequests("/settings")).toEqual([]);
    expect(routeRequests("/api/models/a/b/c")).toEqual([]);
  });
});
