import { describe, expect, it } from "vitest";
import { MAX_ARCHIVE_BYTES, fileProblem, initialSetup, parseParameters } from "./batch-setup";

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
    expect(initialSetup("?task=automatic-speech-recognition").task).toBe(
      "automatic-speech-recognition",
    );
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

describe("fileProblem", () => {
  it("wants a zip for tasks over files, text files for the others, and archives that fit", () => {
    expect(fileProblem(undefined, "rows.jsonl", 10)).toBe(undefined);
    expect(fileProblem(undefined, "rows.ZIP", 10)).toContain("CSV or JSON Lines");
    expect(fileProblem("audio", "rows.csv", 10)).toContain("recordings");
    expect(fileProblem("image", "photos.zip", MAX_ARCHIVE_BYTES)).toBe(undefined);
    expect(fileProblem("image", "photos.zip", MAX_ARCHIVE_BYTES + 1)).toContain("up to 17 MB");
  });
});
