import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../test-support/render";
import { ProviderPicker, type ProviderChoice } from "./provider-picker";

const CHOICES: ProviderChoice[] = [
  { provider: "novita", status: "live", onGateway: true },
  { provider: "together", status: "live", onGateway: false },
  { provider: "groq", status: "staging", onGateway: false },
];

describe("ProviderPicker", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/scoreboard": (request, response) => {
        const model = new URL(request.url, "http://x").searchParams.get("model");
        if (model === "acme/off") return sendJson(response, { enabled: false, lines: [] });
        sendJson(response, {
          enabled: true,
          minSamples: 20,
          lines: [
            // Fastest overall, but not offered for this run: not marked.
            { provider: "cerebras", model, samples: 90, latencyP50Ms: 120, errorRate: 0 },
            { provider: "together", model, samples: 240, latencyP50Ms: 612.4, errorRate: 0.01 },
            { provider: "novita", model, samples: 31, latencyP50Ms: 1480, errorRate: 0 },
          ],
        });
      },
    });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  const picker = (modelId?: string, id = "provider") => (
    <ProviderPicker
      id={id}
      choices={CHOICES}
      selected="novita"
      onSelect={() => {}}
      {...(modelId === undefined ? {} : { modelId })}
    />
  );

  it("marks the offered provider that was fastest here recently, with p50 and samples", async () => {
    renderWithApi(picker("acme/chat"), server.url);
    const note = await screen.findByRole("note", { name: "Fastest here recently" });
    expect(note.textContent).toBe("Fastest here recently: together, p50 612 ms over 240 calls.");
    const select = screen.getByRole("combobox", { name: "Provider" });
    const options = [...(select as HTMLSelectElement).options].map((option) => option.text);
    expect(options).toEqual([
      "novita — live (server key)",
      "together — live · fastest here recently (612 ms)",
      "groq — staging",
    ]);
  });

  it("marks nothing when the operator keeps no scoreboard, or without a model", async () => {
    renderWithApi(
      <>
        <div data-testid="off">{picker("acme/off", "off")}</div>
        <div data-testid="none">{picker(undefined, "none")}</div>
        {picker("acme/chat")}
      </>,
      server.url,
    );
    // The marked picker's answer arrives with the others asked at the same time.
    await screen.findByRole("note", { name: "Fastest here recently" });
    await waitFor(() =>
      expect(
        server.requests.filter((request) => request.url === "/api/scoreboard?model=acme%2Foff"),
      ).toHaveLength(1),
    );
    expect(within(screen.getByTestId("off")).queryByRole("note")).toBeNull();
    expect(within(screen.getByTestId("none")).queryByRole("note")).toBeNull();
    expect(
      server.requests.filter((request) => request.url.startsWith("/api/scoreboard")),
    ).toHaveLength(3);
  });
});
