import { describe, expect, it } from "vitest";
import { requestRoute } from "./inference";

const settings = {
  hfToken: "hf_usertoken0001",
  providerKeys: { groq: "gsk_personal0001", together: "tgp_v1_personal0001" },
  useGateway: true,
  keysThroughServer: false,
};

describe("requestRoute", () => {
  it("sends a personal key straight to a provider that takes calls from pages", () => {
    expect(requestRoute(settings, "groq")).toEqual({
      token: "gsk_personal0001",
      throughServer: false,
      ownKey: true,
    });
  });

  it("sends a key for a provider that refuses pages through the server", () => {
    expect(requestRoute(settings, "together")).toMatchObject({ throughServer: true });
  });

  it("sends personal keys through the server when the user chose it", () => {
    expect(requestRoute({ ...settings, keysThroughServer: true }, "groq").throughServer).toBe(true);
  });

  it("sends the Hugging Face token (or nothing) through the server when it is on", () => {
    expect(requestRoute(settings, "novita")).toEqual({
      token: "hf_usertoken0001",
      throughServer: true,
      ownKey: false,
    });
    expect(requestRoute({ ...settings, hfToken: "" }, "novita").token).toBeUndefined();
  });

  it("sends everything straight out when the server is off", () => {
    for (const provider of ["groq", "together", "novita"]) {
      expect(requestRoute({ ...settings, useGateway: false }, provider).throughServer).toBe(false);
    }
  });
});
