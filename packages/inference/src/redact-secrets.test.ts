import { describe, expect, it } from "vitest";
import { redactSecrets } from "./redact-secrets.js";

/** Keys of the shapes each supported provider issues (made up, the right length and alphabet). */
const KEYS: Record<string, string> = {
  "Hugging Face": "hf_AbCdEfGhIjKlMnOpQrStUvWxYz01234567",
  OpenAI: "sk-proj-4f9XbQ2mA7Lr0kT8sVwYzN3cUe6Hj1Dp",
  Novita: "sk_18Vuiio04cZmEs3ieW1xE2j9uoT9_VuGewihPFqVRe0",
  Replicate: "r8_Zx8c1Hk3RqW2nV7tYpL0aBcDeFgHiJkLmNoPq",
  Groq: "gsk_8hQz3XkP2mRt7Vw9Yb4Nc6Jd1Lf5Sg0Ha",
  Cerebras: "csk-4n8wq2e9r7t6y5u3i1o0p9a8s7d6f5g4h3j2",
  Fireworks: "fw_3ZyX9wV8uT7sR6qP5oN4mL3k",
  Together: "tgp_v1_Qm7Xk2Rt9Vw4Yb8Nc3Jd6Lf1Sg5Ha0Pz",
  "fal.ai": "6f1c2e7a-9b3d-4c5e-8f0a-1b2c3d4e5f6a:0a1b2c3d4e5f67890a1b2c3d4e5f6789",
  Cohere: "Xk3Rm9Tq2Vw7Yb4Nc8Jd1Lf6Sg0Ha5PzQeWuIo3T",
  "a JSON Web Token (Hyperbolic, Nebius)":
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIn0.c2lnbmF0dXJlLXZhbHVlLTEyMw",
};

describe("redactSecrets", () => {
  for (const [provider, key] of Object.entries(KEYS)) {
    it(`hides a ${provider} key wherever it appears`, () => {
      for (const text of [
        `Invalid API key: ${key}`,
        `{"error":{"message":"Incorrect API key provided: ${key}"}}`,
        `Authorization: Bearer ${key}`,
      ]) {
        const redacted = redactSecrets(text);
        expect(redacted).not.toContain(key);
        expect(redacted).toContain("[redacted]");
      }
    });
  }

  it("hides keys known only by their label: schemes, headers, and api_key= or key= in URLs", () => {
    const bfl = "3f2b8c1a-5d4e-4a6b-9c7d-8e9f0a1b2c3d";
    expect(redactSecrets(`x-key: ${bfl}`)).toBe("x-key: [redacted]");
    expect(redactSecrets(`{"x-key":"${bfl}"}`)).toBe('{"x-key":"[redacted]"}');
    expect(redactSecrets("GET https://api.example.com/v1/run?api_key=a1b2c3d4e5f6&x=1")).toBe(
      "GET https://api.example.com/v1/run?api_key=[redacted]&x=1",
    );
    expect(redactSecrets("https://generativelanguage.example/v1?key=k9j8h7g6f5d4")).toBe(
      "https://generativelanguage.example/v1?key=[redacted]",
    );
    expect(redactSecrets("Authorization: Key 0123456789abcdef0123")).toBe(
      "Authorization: Key [redacted]",
    );
  });

  it("leaves ids, hashes, model names and prose alone", () => {
    for (const text of [
      "The fal-ai job 5b1c2d0e-7a9f-4c1e-9d2b-3f4a5b6c7d8e ended with status FAILED",
      "Model Qwen/Qwen2.5-Coder-32B-Instruct is not supported for task text-to-image",
      "blob e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      "Bearer authentication sends a token; hf_ prefixes mark Hub tokens.",
      "the key: see below",
    ]) {
      expect(redactSecrets(text)).toBe(text);
    }
  });
});
