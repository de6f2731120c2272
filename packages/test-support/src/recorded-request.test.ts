import { afterEach, describe, expect, it } from "vitest";
import {
  jsonBody,
  sendJson,
  startFakeUpstream,
  type FakeUpstream,
  type RecordedRequest,
} from "./loopback-server.js";
import { FakeServer } from "./scripted-server.js";

// The first bytes of a PNG file: not valid UTF-8, so only `bytes` keeps them.
const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHAT = {
  model: "meta-llama/Llama-3.1-8B-Instruct",
  messages: [{ role: "user", content: "Hi" }],
};

async function sendBoth(baseUrl: string): Promise<void> {
  await fetch(`${baseUrl}/v1/chat/completions?stream=false`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(CHAT),
  });
  await fetch(`${baseUrl}/models/google/vit-base-patch16-224`, {
    method: "POST",
    headers: { "content-type": "image/png" },
    body: PNG_SIGNATURE,
  });
}

function withoutHeaders({ headers: _headers, ...request }: RecordedRequest) {
  return request;
}

describe("RecordedRequest", () => {
  let upstream: FakeUpstream | undefined;
  const scripted = new FakeServer();
  afterEach(async () => {
    await upstream?.close();
    await scripted.close();
  });

  it("is what both the loopback and the scripted server record", async () => {
    upstream = await startFakeUpstream((_request, response) => sendJson(response, {}));
    await scripted.start();
    scripted.on("POST", /.*/, { json: {} });
    await sendBoth(upstream.url);
    await sendBoth(scripted.url);

    expect(scripted.requests.map(withoutHeaders)).toEqual(upstream.requests.map(withoutHeaders));
    const [chat, image] = upstream.requests;
    expect(chat?.url).toBe("/v1/chat/completions?stream=false");
    expect(jsonBody(chat)).toEqual(CHAT);
    expect(new Uint8Array(image?.bytes ?? [])).toEqual(PNG_SIGNATURE);
    expect(jsonBody(image)).toBeUndefined();
  });
});
