import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HubApiError } from "./hub-api-error.js";
import { listModelFiles, modelFileResponse, modelTreePath } from "./model-files.js";
import { modelInfo } from "./model-info.js";
import { startFakeHub } from "@modeldeck/test-support/fake-hub";
import type { FakeUpstream } from "@modeldeck/test-support/loopback-server";

const OID = "e7c3b3b0f3f1e5e8b7a9b1f0a1e2d3c4b5a69788";

describe("model files", () => {
  let hub: FakeUpstream;
  let elsewhere: FakeUpstream;
  beforeAll(async () => {
    elsewhere = await startFakeHub(() => ({
      body: [{ type: "file", oid: OID, size: 1, path: "stolen" }],
    }));
    hub = await startFakeHub((url, base) => {
      if (url === "/api/models/openai-community/gpt2/tree/main?recursive=true&expand=false") {
        return {
          headers: {
            link: `<${base}/api/models/openai-community/gpt2/tree/main?recursive=true&expand=false&cursor=ZXhhbXBsZQ>; rel="next"`,
          },
          body: [{ type: "file", oid: OID, size: 548105171, path: "model.safetensors" }],
        };
      }
      if (url.endsWith("cursor=ZXhhbXBsZQ")) {
        return {
          headers: {
            link: `<${elsewhere.url}/api/models/openai-community/gpt2/tree/main?cursor=x>; rel="next"`,
          },
          body: [{ type: "directory", oid: OID, size: 0, path: "onnx" }],
        };
      }
      if (url === "/openai-community/gpt2/resolve/main/README.md") return { body: "# GPT-2" };
      if (url === "/api/models/gpt2/revision/refs%2Fpr%2F1?expand%5B%5D=sha")
        return { body: { _id: "1", id: "gpt2", sha: OID } };
      return undefined;
    });
  });
  afterAll(async () => {
    await hub.close();
    await elsewhere.close();
  });

  it("lists a tree across Link pages, never following one to another host", async () => {
    const entries = [];
    for await (const entry of listModelFiles(
      { name: "openai-community/gpt2", recursive: true },
      { hubUrl: hub.url, accessToken: "hf_x" },
    )) {
      entries.push(entry.path);
    }
    expect(entries).toEqual(["model.safetensors", "onnx"]);
    expect(elsewhere.requests).toEqual([]);
    expect(hub.requests[0]?.headers.authorization).toBe("Bearer hf_x");
    expect(modelTreePath({ name: "org/model", revision: "refs/pr/1", path: "onnx/sub dir" })).toBe(
      "/api/models/org/model/tree/refs%2Fpr%2F1/onnx/sub%20dir?recursive=false&expand=false",
    );
  });

  it("reads a file at a revision and a model's chosen fields at another", async () => {
    expect(
      await (
        await modelFileResponse({
          hubUrl: hub.url,
          name: "openai-community/gpt2",
          path: "README.md",
        })
      ).text(),
    ).toBe("# GPT-2");
    await expect(
      modelFileResponse({ hubUrl: hub.url, name: "openai-community/gpt2", path: "nope" }),
    ).rejects.toBeInstanceOf(HubApiError);
    expect(
      await modelInfo({ hubUrl: hub.url, name: "gpt2", revision: "refs/pr/1", expand: ["sha"] }),
    ).toMatchObject({ sha: OID });
  });
});
