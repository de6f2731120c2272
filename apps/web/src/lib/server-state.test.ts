import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client";
import { statsQuery } from "./hub-queries";
import { serverRenderedCache, serverStateScript } from "./server-state";

const ATTACK = "</script><img src=x onerror=alert(1)><!-- \u2028";

function stateOf(hubUrl: string, data: unknown) {
  return {
    mutations: [],
    queries: [
      {
        queryKey: ["hub", hubUrl, "stats"],
        queryHash: JSON.stringify(["hub", hubUrl, "stats"]),
        dehydratedAt: 1_795_000_000_000,
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt: 1_795_000_000_000,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: "success" as const,
          fetchStatus: "idle" as const,
        },
      },
    ],
  };
}

describe("serverStateScript", () => {
  it("keeps text that could close the script as data", () => {
    const data = { total: 1, pipelineCounts: {}, note: ATTACK };
    const script = serverStateScript(
      "http://127.0.0.1:8080",
      stateOf("http://127.0.0.1:8080", data),
    );
    document.body.innerHTML = `<div id="root"></div>${script}<p>after</p>`;
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(document.querySelectorAll("img")).toHaveLength(0);
    expect(document.querySelector("p")?.textContent).toBe("after");
    const api = createApiClient({ baseUrl: "http://127.0.0.1:8080" });
    expect(serverRenderedCache(document, api)?.getQueryData(statsQuery(api).queryKey)).toEqual(
      data,
    );
  });
});

describe("serverRenderedCache", () => {
  it("moves the server's hub queries to the hub URL the browser uses", () => {
    const data = { total: 7, pipelineCounts: { "fill-mask": 7 } };
    document.body.innerHTML = serverStateScript(
      "http://10.0.0.5:8080",
      stateOf("http://10.0.0.5:8080", data),
    );
    const api = createApiClient({ baseUrl: "https://deck.example.com" });
    const cache = serverRenderedCache(document, api);
    expect(cache?.getQueryData(statsQuery(api).queryKey)).toEqual(data);
  });

  it("is undefined for the plain index.html or a damaged payload", () => {
    const api = createApiClient({ baseUrl: "http://127.0.0.1:8080" });
    document.body.innerHTML = '<div id="root"></div>';
    expect(serverRenderedCache(document, api)).toBeUndefined();
    document.body.innerHTML =
      '<script type="application/json" id="modeldeck-server-state">{"hubUrl":</script>';
    expect(serverRenderedCache(document, api)).toBeUndefined();
  });
});
