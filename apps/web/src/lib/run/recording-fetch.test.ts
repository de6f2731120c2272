import { describe, expect, it } from "vitest";
import { createRecordingFetch, maskSecret, type RecordedExchange } from "./recording-fetch";

describe("createRecordingFetch", () => {
  it("records the request with secrets masked, the status and the raw response", async () => {
    const records: RecordedExchange[] = [];
    const answer = () =>
      new Response(JSON.stringify([{ label: "POSITIVE", score: 0.9 }]), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    let clock = 0;
    const sent: string[] = [];
    const fake: typeof fetch = async (input) => {
      sent.push(String(input));
      return answer();
    };
    const recording = createRecordingFetch(fake, (exchange) => records.push(exchange), {
      now: () => (clock += 5),
    });
    const response = await recording("http://127.0.0.1:8080/api/inference/together/v1/x", {
      method: "POST",
      headers: { Authorization: "Bearer hf_secretsecret", "Content-Type": "application/json" },
      body: JSON.stringify({ inputs: "hello" }),
    });
    expect(await response.json()).toEqual([{ label: "POSITIVE", score: 0.9 }]);
    await expect.poll(() => records.at(-1)?.response).toBeDefined();
    const last = records.at(-1);
    expect(last?.url).toBe("http://127.0.0.1:8080/api/inference/together/v1/x");
    // It only records: the request goes where the client sent it, a provider URL included.
    await recording("https://api.groq.com/openai/v1/chat/completions", { method: "POST" });
    expect(sent).toEqual([
      "http://127.0.0.1:8080/api/inference/together/v1/x",
      "https://api.groq.com/openai/v1/chat/completions",
    ]);
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
