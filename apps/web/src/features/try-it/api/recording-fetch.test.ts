import { describe, expect, it } from "vitest";
import {
  createRecordingFetch,
  maskSecret,
  rewriteToGateway,
  type RecordedExchange,
} from "./recording-fetch";

const rewrite = {
  gatewayUrl: "http://127.0.0.1:8080/api/inference",
  providerBaseUrls: { together: "https://api.together.xyz", "fal-ai": "https://fal.run" },
};

describe("rewriteToGateway", () => {
  it("sends direct provider URLs through the gateway under the same path", () => {
    expect(rewriteToGateway("https://api.together.xyz/v1/chat/completions", rewrite)).toBe(
      "http://127.0.0.1:8080/api/inference/together/v1/chat/completions",
    );
    expect(rewriteToGateway("https://fal.run/fal-ai/flux/dev", rewrite)).toBe(
      "http://127.0.0.1:8080/api/inference/fal-ai/fal-ai/flux/dev",
    );
  });

  it("leaves gateway URLs, look-alike hosts and other URLs alone", () => {
    expect(rewriteToGateway("http://127.0.0.1:8080/api/inference/together/v1", rewrite)).toBe(
      "http://127.0.0.1:8080/api/inference/together/v1",
    );
    expect(rewriteToGateway("https://api.together.xyz.evil.example/v1", rewrite)).toBe(
      "https://api.together.xyz.evil.example/v1",
    );
    expect(rewriteToGateway("https://api.together.xyz/v1", undefined)).toBe(
      "https://api.together.xyz/v1",
    );
  });
});

describe("createRecordingFetch", () => {
  it("records the request with secrets masked, the status and the raw response", async () => {
    const records: RecordedExchange[] = [];
    const fake: typeof fetch = async () =>
      new Response(JSON.stringify([{ label: "POSITIVE", score: 0.9 }]), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    let clock = 0;
    const recording = createRecordingFetch(fake, (exchange) => records.push(exchange), {
      rewrite,
      now: () => (clock += 5),
    });
    const response = await recording("https://api.together.xyz/v1/x", {
      method: "POST",
      headers: { Authorization: "Bearer hf_secretsecret", "Content-Type": "application/json" },
      body: JSON.stringify({ inputs: "hello" }),
    });
    expect(await response.json()).toEqual([{ label: "POSITIVE", score: 0.9 }]);
    await expect.poll(() => records.at(-1)?.response).toBeDefined();
    const last = records.at(-1);
    expect(last?.url).toBe("http://127.0.0.1:8080/api/inference/together/v1/x");
    expect(last?.headers.authorization).toBe("Bearer hf_********");
    expect(last?.status).toBe(200);
    expect(last?.headersAfter).toBe(5);
    expect(last?.response).toContain("POSITIVE");
    expect(JSON.stringify(records)).not.toContain("secretsecret");
  });

  it("summarises binary bodies instead of storing them", async () => {
    const records: RecordedExchange[] = [];
    const recording = createRecordingFetch(
      async () => new Response("[]"),
      (exchange) => records.push(exchange),
    );
    await recording("http://127.0.0.1/x", {
      method: "POST",
      body: new Blob([new Uint8Array(1234)]),
    });
    expect(records[0]?.body).toBe("<binary body, 1234 bytes>");
    expect(records[0]?.binaryBody).toBe(true);
  });
});

describe("maskSecret", () => {
  it("keeps only the scheme of a secret header", () => {
    expect(maskSecret("Key abc123")).toBe("Key ********");
    expect(maskSecret("Bearer hf_abc")).toBe("Bearer hf_********");
  });
});
