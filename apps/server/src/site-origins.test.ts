import { describe, expect, it } from "vitest";
import { siteOriginsFrom } from "./site-origins.js";

describe("siteOriginsFrom", () => {
  it("answers localhost and IP addresses on any port, and no other name, by default", () => {
    const origins = siteOriginsFrom({});
    for (const host of [
      "localhost",
      "localhost:8080",
      "LOCALHOST.:8080",
      "127.0.0.1:8080",
      "[::1]:8080",
      "192.168.1.20:8080",
      "[fe80::1]",
    ]) {
      expect(origins.hostAllowed(host), host).toBe(true);
    }
    for (const host of [
      "rebind.attacker.example:8080",
      "localhost.attacker.example",
      "127.0.0.1.nip.io:8080",
      "deck.example.com",
      "evil.localhost",
      "",
      "localhost:8080:80",
      "local host",
      "[::1",
      "user@localhost",
    ]) {
      expect(origins.hostAllowed(host), host).toBe(false);
    }
    expect(origins.hostAllowed(undefined)).toBe(false);
  });

  it("adds the public URL's host and the configured names, with their port when one is given", () => {
    const origins = siteOriginsFrom({
      MODELDECK_PUBLIC_URL: "https://deck.example.com/hub/",
      MODELDECK_ALLOWED_HOSTS: " deck.lan , modeldeck:8080,",
    });
    expect(origins.hostAllowed("deck.example.com")).toBe(true);
    expect(origins.hostAllowed("Deck.Example.com:443")).toBe(true);
    expect(origins.hostAllowed("deck.lan:3000")).toBe(true);
    expect(origins.hostAllowed("modeldeck:8080")).toBe(true);
    expect(origins.hostAllowed("modeldeck:8081")).toBe(false);
    expect(origins.hostAllowed("modeldeck")).toBe(false);
    expect(origins.hostAllowed("example.com")).toBe(false);
  });

  it("refuses to start with an allowed host that is not a host name", () => {
    for (const value of ["https://deck.example", "deck.example/path", "*", "deck example"]) {
      expect(() => siteOriginsFrom({ MODELDECK_ALLOWED_HOSTS: value }), value).toThrow(
        /MODELDECK_ALLOWED_HOSTS/,
      );
    }
  });

  it("knows its own pages: the host and port the request was sent to, or the public origin", () => {
    const origins = siteOriginsFrom({ MODELDECK_PUBLIC_URL: "https://deck.example.com" });
    expect(origins.isOwnOrigin("http://localhost:8080", ["localhost:8080"])).toBe(true);
    expect(origins.isOwnOrigin("http://127.0.0.1", ["127.0.0.1:80"])).toBe(true);
    expect(origins.isOwnOrigin("https://deck.example.com", ["127.0.0.1:8080"])).toBe(true);
    // Behind a proxy that forwards the browser's name, the page is on that name.
    expect(origins.isOwnOrigin("https://deck.lan", ["127.0.0.1:8080", "deck.lan"])).toBe(true);
    expect(origins.isOwnOrigin("http://localhost:3000", ["localhost:8080"])).toBe(false);
    expect(origins.isOwnOrigin("http://127.0.0.1:9999", ["127.0.0.1:8080"])).toBe(false);
    expect(origins.isOwnOrigin("https://evil.example", ["localhost:8080"])).toBe(false);
    expect(origins.isOwnOrigin("null", ["localhost:8080"])).toBe(false);
    expect(origins.isOwnOrigin("file://", ["localhost:8080"])).toBe(false);
    expect(origins.isOwnOrigin("chrome-extension://abc", ["abc"])).toBe(false);
  });
});
