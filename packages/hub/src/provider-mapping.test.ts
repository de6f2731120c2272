import { describe, expect, it } from "vitest";
import { providerMappingDict, providerMappingList } from "./provider-mapping.js";

// The dict form as huggingface.co answers `GET /api/models/{id}?expand[]=inferenceProviderMapping`.
const DICT = {
  "fireworks-ai": {
    status: "live",
    providerId: "accounts/fireworks/models/llama-v3p1-8b-instruct",
    task: "conversational",
  },
  together: {
    status: "staging",
    providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
    task: "conversational",
  },
};

describe("provider mapping forms", () => {
  it("turns the dict form into the list form and back", () => {
    const list = providerMappingList(DICT);
    expect(list.map((entry) => entry.provider)).toEqual(Object.keys(DICT));
    expect(list[1]).toEqual({ provider: "together", ...DICT.together });
    expect(providerMappingDict(list)).toEqual(DICT);
    expect(providerMappingList(list)).toEqual(list);
  });

  it("drops entries that could not be called and shapes that are neither form", () => {
    expect(
      providerMappingList({
        ...DICT,
        broken: { providerId: "x" },
        odd: "live",
      }).map((entry) => entry.provider),
    ).toEqual(Object.keys(DICT));
    expect(providerMappingList([{ providerId: "x", status: "live", task: "x" }])).toEqual([]);
    expect(providerMappingList(undefined)).toEqual([]);
    expect(providerMappingList("together")).toEqual([]);
  });
});
