import { describe, expect, it } from "vitest";
import { trustProxyFrom } from "./trust-proxy.js";

describe("trustProxyFrom", () => {
  it("trusts nothing by default or with 0", () => {
    expect(trustProxyFrom({})).toBe(false);
    expect(trustProxyFrom({ MODELDECK_TRUST_PROXY: "0" })).toBe(false);
  });

  it("turns a hop count into a test that trusts exactly that many hops from the right", () => {
    const trust = trustProxyFrom({ MODELDECK_TRUST_PROXY: "2" });
    if (typeof trust !== "function") throw new Error("expected a function");
    expect([0, 1, 2].map((hop) => trust("10.0.0.1", hop))).toEqual([true, true, false]);
  });

  it("takes a list of addresses, ranges and proxy-addr names", () => {
    expect(
      trustProxyFrom({ MODELDECK_TRUST_PROXY: "10.0.0.5, 192.168.0.0/16,::1,loopback" }),
    ).toEqual(["10.0.0.5", "192.168.0.0/16", "::1", "loopback"]);
  });

  it.each(["true", "*", "10.0.0.0/33", "proxy.example", "1.5"])("refuses %s", (value) => {
    expect(() => trustProxyFrom({ MODELDECK_TRUST_PROXY: value })).toThrow(/MODELDECK_TRUST_PROXY/);
  });
});
