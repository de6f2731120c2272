// Z.ai image-to-text on production URLs: layout parsing of an image sent as a data URL.
import { describe, expect, it } from "vitest";
import { imageToText } from "../tasks/cv/image-to-text.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const hosts = useProductionHosts();
const HF_TOKEN = "hf_zailayoutparsing3";
const MODEL = "zai-org/GLM-OCR";

describe("Z.ai image to text through the router", () => {
  it("posts the image as a data URL in file to layout_parsing and returns its Markdown", async () => {
    hosts.server.on("GET", at(`https://huggingface.co/api/models/${MODEL}`), {
      json: {
        id: MODEL,
        inferenceProviderMapping: {
          "zai-org": { status: "live", providerId: "glm-ocr", task: "image-to-text" },
        },
      },
    });
    const parse = "https://router.huggingface.co/zai-org/api/paas/v4/layout_parsing";
    hosts.server.on("POST", at(parse), {
      json: {
        id: "task_20251124_3f9a",
        created: 1763975000,
        model: "GLM-OCR",
        md_results: "# Invoice\n\n| Item | Price |\n| --- | --- |\n| Tea | 3.50 |",
        layout_details: [[{ index: 0, label: "title", content: "# Invoice" }]],
        usage: { completion_tokens: 40, prompt_tokens: 900, total_tokens: 940 },
        request_id: "r-3f9a",
      },
    });
    const scan = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" });
    const output = await imageToText(
      { provider: "zai-org", model: MODEL, accessToken: HF_TOKEN, inputs: scan },
      hosts.options(),
    );
    expect(output).toEqual({
      generated_text: "# Invoice\n\n| Item | Price |\n| --- | --- |\n| Tea | 3.50 |",
    });
    expect(hosts.urls.slice(1)).toEqual([parse]);
    const [post] = hosts.server.requests.filter((request) => request.method === "POST");
    expect(jsonBody(post)).toEqual({ model: "glm-ocr", file: "data:image/jpeg;base64,/9j/4A==" });
    expect(post?.headers.authorization).toBe(`Bearer ${HF_TOKEN}`);
    expect(post?.headers["x-source-channel"]).toBe("hugging_face");
  });
});
