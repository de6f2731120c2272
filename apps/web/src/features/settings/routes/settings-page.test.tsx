import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../../lib/settings";
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import SettingsPage from "./settings-page";

describe("SettingsPage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/inference-gateway": (_, response) =>
        sendJson(response, { configuredProviders: ["hf-inference"] }),
      // Answers as the real gateway does: operator keys only with the team's token.
      "GET /api/inference/status": (request, response) => {
        const accepted = request.headers["x-modeldeck-token"] === "mdt_team_token_1";
        sendJson(response, {
          providers: { together: { operatorKey: accepted } },
          tokenRequired: !accepted,
          tokenAccepted: accepted,
        });
      },
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it("keeps the token in this browser only and forgets it in one click", async () => {
    renderWithApi(<SettingsPage />, server.url);
    const field = screen.getByLabelText("Hugging Face token") as HTMLInputElement;
    expect(field.type).toBe("password");
    await userEvent.type(field, "hf_abcdefgh1234");
    expect(readSettings().hfToken).toBe("hf_abcdefgh1234");
    expect(screen.getByRole("note").textContent).toMatch(/only in this browser/);
    await userEvent.click(screen.getByRole("button", { name: "Forget all tokens and keys" }));
    expect(readSettings().hfToken).toBe("");
    expect(field.value).toBe("");
    expect(
      server.requests.every((request) => !JSON.stringify(request).includes("hf_abcdefgh1234")),
    ).toBe(true);
  });

  it("keeps the gateway token in this browser, sends it only to this server's gateway status, and forgets it", async () => {
    renderWithApi(<SettingsPage />, server.url);
    expect(
      await screen.findByText(/shares its provider keys only with a gateway token/),
    ).toBeTruthy();
    const field = screen.getByLabelText("Gateway token") as HTMLInputElement;
    expect(field.type).toBe("password");
    await userEvent.type(field, "mdt_team_token_1");
    expect(readSettings().gatewayToken).toBe("mdt_team_token_1");
    expect(await screen.findByText(/This server accepted your gateway token\./)).toBeTruthy();
    const asked = server.requests.filter((request) => request.url === "/api/inference/status");
    expect(asked.at(-1)?.headers["x-modeldeck-token"]).toBe("mdt_team_token_1");
    // Only the status request carries it: nothing else this page sends does.
    const others = server.requests.filter((request) => request.url !== "/api/inference/status");
    expect(JSON.stringify(others)).not.toContain("mdt_team_token_1");
    await userEvent.click(screen.getByRole("button", { name: "Forget all tokens and keys" }));
    expect(readSettings().gatewayToken).toBe("");
    expect(field.value).toBe("");
  });

  it("saves the theme", async () => {
    renderWithApi(<SettingsPage />, server.url);
    await userEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect(readSettings().theme).toBe("dark");
  });

  it("names the providers whose operator keys serve this browser, not every key the operator has", async () => {
    renderWithApi(<SettingsPage />, server.url);
    // Without the token the operator's keys do not serve this browser, whatever it configured.
    expect(await screen.findByText(/only with a gateway token/)).toBeTruthy();
    expect(screen.queryByText(/configured keys for/)).toBeNull();
    await userEvent.type(screen.getByLabelText("Gateway token"), "mdt_team_token_1");
    expect(await screen.findByText(/Its keys serve you for: together\./)).toBeTruthy();
  });

  it("refuses a key that is not a Hugging Face token in the Hugging Face field, and says why", async () => {
    renderWithApi(<SettingsPage />, server.url);
    const field = screen.getByLabelText("Hugging Face token") as HTMLInputElement;
    await userEvent.click(field);
    await userEvent.paste("tgp_v1_personalkey0123456789");
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /not a Hugging Face token \(those start with hf_\), so it was not saved/,
    );
    expect(readSettings().hfToken).toBe("");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await userEvent.clear(field);
    await userEvent.paste("hf_realtoken0001");
    expect(readSettings().hfToken).toBe("hf_realtoken0001");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says where each key goes, and follows the choice to send keys through the server", async () => {
    renderWithApi(<SettingsPage />, server.url);
    await screen.findByLabelText("groq key");
    expect(
      screen.getByText(/Goes straight from this browser to groq; this server never sees it/),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /Goes to together through this ModelDeck server \(together refuses calls from web pages\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Hugging Face router through this ModelDeck server/)).toBeTruthy();
    await userEvent.click(
      screen.getByRole("checkbox", { name: "Send my own provider keys through this server too" }),
    );
    expect(readSettings().keysThroughServer).toBe(true);
    expect(
      screen.getByText(/Goes to groq through this ModelDeck server \(as you chose\)/),
    ).toBeTruthy();
    await userEvent.click(
      screen.getByRole("checkbox", {
        name: "Send inference requests through this ModelDeck server",
      }),
    );
    expect(
      screen.getByText(
        /Goes straight from this browser to together, which refuses calls from web pages/,
      ),
    ).toBeTruthy();
  });
});
