import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import { ModelProviderScoreboard } from "./model-provider-scoreboard";

describe("ModelProviderScoreboard", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/scoreboard": (request, response) => {
        const model = new URL(request.url, "http://x").searchParams.get("model");
        sendJson(response, {
          enabled: true,
          minSamples: 20,
          lines:
            model === "acme/chat"
              ? [
                  {
                    provider: "together",
                    model,
                    samples: 240,
                    latencyP50Ms: 612.4,
                    latencyP95Ms: 1480,
                    firstTokenP50Ms: 190,
                    tokensPerSecond: 84.27,
                    errorRate: 0.0125,
                  },
                  {
                    provider: "hf-inference",
                    model,
                    samples: 20,
                    latencyP50Ms: 2300,
                    errorRate: 0,
                  },
                  // Not this model's line: left out even if a server sent it.
                  { provider: "groq", model: "acme/other", samples: 50, errorRate: 0 },
                ]
              : [],
        });
      },
    });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it("shows a row per provider with latency, first token, tokens/s, errors and samples", async () => {
    renderWithApi(<ModelProviderScoreboard modelId="acme/chat" />, server.url);
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ProviderLatency p50Latency p95First token p50Tokens/sErrorsSamples",
      "together612 ms1.48 s190 ms84.31.3 %240",
      "hf-inference2.30 s———0.0 %20",
    ]);
    expect(screen.getByRole("heading", { name: "Providers here recently" })).toBeTruthy();
  });

  it("shows nothing for a model without lines", async () => {
    renderWithApi(
      <>
        <div data-testid="quiet">
          <ModelProviderScoreboard modelId="acme/quiet" />
        </div>
        <ModelProviderScoreboard modelId="acme/chat" />
      </>,
      server.url,
    );
    // Both were asked at once; once the busy model's table is there, the quiet one answered too.
    await screen.findByRole("table");
    expect(screen.getByTestId("quiet").textContent).toBe("");
  });
});
