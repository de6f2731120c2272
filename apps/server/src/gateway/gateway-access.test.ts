import { describe, expect, it } from "vitest";
import { accessPolicyFrom, callerAccess, isLoopback } from "./gateway-access.js";

describe("callerAccess", () => {
  it("recognises loopback addresses in every form Node reports them", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of [
      "10.0.0.1",
      "::ffff:10.0.0.1",
      "128.0.0.1",
      "fe80::1",
      "127.0.0.1.evil",
    ]) {
      expect(isLoopback(address), address).toBe(false);
    }
  });

  it("keeps only digests of the configured tokens", () => {
    const policy = accessPolicyFrom({ MODELDECK_GATEWAY_TOKENS: " team-a ,team-b\nteam-c " });
    expect(policy.tokenDigests).toHaveLength(3);
    expect(JSON.stringify(policy)).not.toMatch(/team-/);
  });

  it("counts a valid token's requests under its digest, never the token itself", () => {
    const policy = accessPolicyFrom({ MODELDECK_GATEWAY_TOKENS: "team-a,team-b" });
    const a = callerAccess(policy, { token: "team-b", ip: "198.51.100.1", forwarded: false });
    const b = callerAccess(policy, { token: "team-b", ip: "198.51.100.2", forwarded: false });
    expect(a).toMatchObject({ operatorKeys: true, tokenAccepted: true, tokenRequired: false });
    expect(a.rateLimitKey).toBe(b.rateLimitKey);
    expect(a.rateLimitKey).toMatch(/^token:[0-9a-f]{32}$/);
    const wrong = callerAccess(policy, { token: "team-c", ip: "127.0.0.1", forwarded: false });
    expect(wrong).toMatchObject({ operatorKeys: false, tokenRejected: true, tokenRequired: true });
    expect(wrong.rateLimitKey).toBe("ip:127.0.0.1");
  });

  it("treats a forwarded loopback request as local only behind a trusted proxy", () => {
    const direct = accessPolicyFrom({});
    expect(
      callerAccess(direct, { token: undefined, ip: "127.0.0.1", forwarded: true }).operatorKeys,
    ).toBe(false);
    const proxied = accessPolicyFrom({ MODELDECK_TRUST_PROXY: "1" });
    expect(
      callerAccess(proxied, { token: undefined, ip: "127.0.0.1", forwarded: true }).operatorKeys,
    ).toBe(true);
  });
});
