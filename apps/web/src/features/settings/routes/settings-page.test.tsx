import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../../lib/settings";
import { startFakeServer, sendJson } from "../../../test-support/fake-server";
import { renderWithApi } from "../../../test-support/render";
import SettingsPage from "./settings-page";

describe("SettingsPage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/inference-gateway": (_, response) =>
        sendJson(response, { configuredProviders: ["hf-inference"] }),
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

  it("saves the theme and shows which providers the operator configured", async () => {
    renderWithApi(<SettingsPage />, server.url);
    await userEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect(readSettings().theme).toBe("dark");
    expect(await screen.findByText(/configured keys for: hf-inference/)).toBeTruthy();
  });
});
