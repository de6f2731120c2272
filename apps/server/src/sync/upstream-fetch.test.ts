import { startFakeUpstream } from "@modeldeck/test-support/loopback-server";
import { describe, expect, it } from "vitest";
import { UpstreamRedirectError, upstreamFetch } from "./upstream-fetch.js";
import { isHuggingFaceHub, upstreamHub } from "./upstream-hub.js";

describe("upstreamFetch", () => {
  it("sends the token to the upstream only, follows its own redirects and refuses others", async () => {
    const elsewhere = await startFakeUpstream(
      (_request, response) => void response.end("secret metadata"),
    );
    const hub = await startFakeUpstream((request, response) => {
      if (request.url === "/openai-community/gpt2/resolve/main/README.md") {
        response.writeHead(307, {
          location: "/api/resolve-cache/models/openai-community/gpt2/README.md",
        });
        return void response.end();
      }
      if (request.url === "/away") {
        response.writeHead(302, { location: `${elsewhere.url}/latest/meta-data/` });
        return void response.end();
      }
      response.end("# GPT-2");
    });
    try {
      const read = upstreamFetch((input, init) => fetch(input, init), hub.url, "hf_token");
      const card = await read(`${hub.url}/openai-community/gpt2/resolve/main/README.md`);
      expect(await card.text()).toBe("# GPT-2");
      expect(hub.requests.map((request) => [request.url, request.headers.authorization])).toEqual([
        ["/openai-community/gpt2/resolve/main/README.md", "Bearer hf_token"],
        ["/api/resolve-cache/models/openai-community/gpt2/README.md", "Bearer hf_token"],
      ]);
      await expect(read(`${hub.url}/away`)).rejects.toBeInstanceOf(UpstreamRedirectError);
      await expect(read(`${elsewhere.url}/latest/meta-data/`)).rejects.toBeInstanceOf(
        UpstreamRedirectError,
      );
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await hub.close();
      await elsewhere.close();
    }
  });

  it("takes only plain http(s) upstreams, and HF_TOKEN's home is huggingface.co over https", () => {
    expect(upstreamHub("https://huggingface.co/").hubUrl).toBe("https://huggingface.co");
    expect(() => upstreamHub("file:///etc/passwd")).toThrow(/http/);
    expect(() => upstreamHub("https://user:pass@huggingface.co")).toThrow(/credentials/);
    expect(() => upstreamHub("not a url")).toThrow(/not a URL/);
    expect(isHuggingFaceHub("https://huggingface.co")).toBe(true);
    expect(isHuggingFaceHub("https://hub.huggingface.co")).toBe(true);
    expect(isHuggingFaceHub("http://huggingface.co")).toBe(false);
    expect(isHuggingFaceHub("https://huggingface.co.evil.example")).toBe(false);
  });
});
