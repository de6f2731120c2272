import { describe, expect, it } from "vitest";
import { initialSetup, parseParameters } from "./batch-setup";

describe("initialSetup", () => {
  it("takes Compare's task and aligned columns, at least two and at most four", () => {
    expect(
      initialSetup("?task=translation&model=acme/mt&provider=hf-inference&model=%20&provider="),
    ).toEqual({
      task: "translation",
      columns: [
        { model: "acme/mt", provider: "hf-inference" },
        { model: "", provider: "" },
      ],
    });
    const many = Array.from({ length: 6 }, (_, index) => `model=acme/m${index}`).join("&");
    expect(initialSetup(`?task=text-generation&${many}`).columns).toHaveLength(4);
    expect(initialSetup(`?task=text-generation`).task).toBe("conversational");
    expect(initialSetup("?task=__proto__").task).toBe("text-classification");
  });
});

describe("parseParameters", () => {
  it("accepts one JSON object or nothing, and says why anything else is refused", () => {
    expect(parseParameters(" ")).toEqual({ parameters: {} });
    expect(parseParameters('{"top_k":1}')).toEqual({ parameters: { top_k: 1 } });
    expect(parseParameters("[1]")).toHaveProperty("error");
    expect(parseParameters("{")).toHaveProperty("error");
  });
});
