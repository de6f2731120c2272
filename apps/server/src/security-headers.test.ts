import { PROVIDERS } from "@modeldeck/inference";
import { describe, expect, it } from "vitest";
import { providerConnectOrigins, SECURITY_HEADERS } from "./security-headers.js";

/** The policy as directive name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("the page's content security policy", () => {
  const policy = directives(SECURITY_HEADERS["content-security-policy"] ?? "");

  it("loads images, media, styles and scripts from this server only", () => {
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("media-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    for (const [name, sources] of policy) {
      expect(sources, name).not.toContain("https:");
      expect(sources, name).not.toContain("http:");
      expect(sources, name).not.toContain("*");
      expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
    }
  });

  it("calls this server, the router and the browser-callable providers, nothing else", () => {
    const connect = policy.get("connect-src") ?? [];
    expect(connect[0]).toBe("'self'");
    expect(connect.slice(1).sort()).toEqual(providerConnectOrigins().sort());
    for (const source of connect.slice(1)) expect(source).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });

  it("lets a page call only the router and the providers that take calls from pages", () => {
    const origins = providerConnectOrigins();
    const browserCallable = Object.values(PROVIDERS).filter(
      (definition) => definition.browserCalls,
    );
    expect(browserCallable.map((definition) => definition.id).sort()).toEqual(["groq", "openai"]);
    expect(origins.sort()).toEqual(
      ["https://router.huggingface.co", "https://api.groq.com", "https://api.openai.com"].sort(),
    );
    // Everything else goes through this server's gateway: provider APIs, job queues, storage.
    for (const host of [
      "https://api.together.xyz",
      "https://fal.run",
      "https://queue.fal.run",
      "https://api.replicate.com",
      "https://api.bfl.ai",
      "https://v3.fal.media",
      "https://replicate.delivery",
      "https://huggingface.co",
    ]) {
      expect(origins).not.toContain(host);
    }
  });
});
