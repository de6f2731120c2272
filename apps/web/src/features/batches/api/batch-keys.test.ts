import { describe, expect, it } from "vitest";
import { fileFormat, startKeys } from "./batch-keys";

const ROUTING = { useGateway: true, keysThroughServer: false };

describe("startKeys", () => {
  it("sends each provider's own key, else the Hugging Face token, else nothing", () => {
    expect(
      startKeys(
        { ...ROUTING, hfToken: "hf_user_token", providerKeys: { together: "tgp_v1_key" } },
        ["together", "hf-inference", "together"],
      ),
    ).toEqual({ together: "tgp_v1_key", "hf-inference": "hf_user_token" });
    expect(
      startKeys({ ...ROUTING, hfToken: "", providerKeys: { groq: "gsk_x" } }, ["together"]),
    ).toBe(undefined);
  });
});

describe("fileFormat", () => {
  it("reads JSON Lines from the name and CSV otherwise", () => {
    expect(fileFormat("rows.JSONL")).toBe("jsonl");
    expect(fileFormat("rows.ndjson")).toBe("jsonl");
    expect(fileFormat("rows.csv")).toBe("csv");
    expect(fileFormat("rows.txt")).toBe("csv");
  });
});
