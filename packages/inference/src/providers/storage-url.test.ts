import { describe, expect, it } from "vitest";
import { MEDIA_PROTOCOLS } from "./registry.js";
import { storageUrlOf } from "./storage-url.js";

describe("storageUrlOf", () => {
  it("accepts the files each provider's recorded answers point to", () => {
    expect(storageUrlOf("fal-ai", "https://v3.fal.media/files/penguin/out.mp4")).toBe(
      "https://v3.fal.media/files/penguin/out.mp4",
    );
    expect(storageUrlOf("fal-ai", "https://fal.media/files/a.png")).toBeDefined();
    expect(
      storageUrlOf("replicate", "https://replicate.delivery/xezq/fox/out-0.webp"),
    ).toBeDefined();
    expect(storageUrlOf("replicate", "https://pbxt.replicate.delivery/a/out.png")).toBeDefined();
    expect(
      storageUrlOf(
        "black-forest-labs",
        "https://delivery-eu1.bfl.ai/results/e7/sample.jpeg?se=2026-11-23T18%3A10%3A00Z",
      ),
    ).toBeDefined();
  });

  it("declares hosts only on media sides, each a host name (no scheme, path or port)", () => {
    for (const media of Object.values(MEDIA_PROTOCOLS)) {
      for (const host of media?.storageHosts ?? []) expect(host).toMatch(/^[a-z0-9*.-]+$/);
    }
  });

  it.each([
    ["another provider's storage", "fal-ai", "https://replicate.delivery/xezq/out.png"],
    ["the provider's API host", "fal-ai", "https://queue.fal.run/fal-ai/x/requests/1"],
    ["a look-alike suffix", "fal-ai", "https://v3.fal.media.attacker.example/files/a.png"],
    ["a look-alike prefix", "fal-ai", "https://evilfal.media/files/a.png"],
    ["two labels for one star", "black-forest-labs", "https://delivery-x.y.bfl.ai/a.png"],
    ["the API host under a star", "black-forest-labs", "https://api.bfl.ai/v1/get_result"],
    ["plain http", "fal-ai", "http://v3.fal.media/files/a.png"],
    ["a user name", "fal-ai", "https://user@v3.fal.media/files/a.png"],
    ["a user and password", "fal-ai", "https://a:b@v3.fal.media/files/a.png"],
    ["userinfo hiding the real host", "fal-ai", "https://v3.fal.media@127.0.0.1/files/a.png"],
    ["a port", "fal-ai", "https://v3.fal.media:8443/files/a.png"],
    ["an IPv4 literal", "fal-ai", "https://169.254.169.254/latest/meta-data/"],
    ["an IPv4 literal in hex", "fal-ai", "https://0x7f.1/files/a.png"],
    ["an IPv4 literal as one number", "fal-ai", "https://2130706433/files/a.png"],
    ["an IPv6 literal", "fal-ai", "https://[::1]/files/a.png"],
    ["a trailing dot", "fal-ai", "https://v3.fal.media./files/a.png"],
    ["a file URL", "fal-ai", "file:///etc/passwd"],
    ["a data URL", "fal-ai", "data:text/html,<script>alert(1)</script>"],
    ["not a URL", "fal-ai", "v3.fal.media/files/a.png"],
    ["a provider without storage", "together-not", "https://api.together.ai/shrt/x"],
    ["an inherited property name", "__proto__", "https://v3.fal.media/files/a.png"],
    ["a provider that answers inline", "hf-inference", "https://v3.fal.media/files/a.png"],
  ])("refuses %s", (_name, provider, url) => {
    expect(storageUrlOf(provider, url)).toBeUndefined();
  });
});
