import { describe, expect, it } from "vitest";
import { redactText } from "./redact.js";
import { secretsOf } from "./secrets-of.js";

describe("secretsOf", () => {
  it("lists the raw key, each credential header whole and the credential inside it", () => {
    const secrets = secretsOf("fal-key-1234", {
      Authorization: "Key fal-key-1234",
      "X-Key": "bfl-key-5678",
      "x-api-key": "other-key-9",
      "Content-Type": "application/json",
    });
    expect(secrets).toEqual(
      expect.arrayContaining(["fal-key-1234", "Key fal-key-1234", "bfl-key-5678", "other-key-9"]),
    );
    expect(secrets).not.toContain("application/json");
    // The scheme word alone is not a secret, and redacting it would garble messages.
    expect(secrets).not.toContain("Key");
  });

  it("redacts a bare key echoed by a server even when only the header was known", () => {
    const secrets = secretsOf(undefined, { Authorization: "Key fal-key-1234" });
    expect(redactText("unknown key fal-key-1234", secrets)).toBe("unknown key [redacted]");
    expect(redactText("header was Key fal-key-1234", secrets)).toBe("header was [redacted]");
  });
});
