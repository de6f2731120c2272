import { describe, expect, it } from "vitest";
import { DescriptorError } from "./descriptor-error.js";
import { toModelRecord } from "./model-record.js";
import { isRepoId, searchWords } from "./repo-id.js";

const now = new Date("2025-03-01T12:00:00Z");

describe("toModelRecord", () => {
  it("fills what the Hub would have (author, _id, flags) and leaves unknown facts unknown", () => {
    const record = toModelRecord({ id: "acme/tiny-bert", tags: ["bert", "bert"] }, now);
    expect(record).toMatchObject({
      id: "acme/tiny-bert",
      author: "acme",
      objectId: expect.stringMatching(/^[0-9a-f]{24}$/),
      tags: ["bert"],
      downloads: null,
      likes: null,
      trendingScore: null,
      createdAt: null,
      lastModified: null,
      isPrivate: false,
      searchText: "acme tiny bert",
    });
    expect(toModelRecord({ id: "acme/tiny-bert" }, now).objectId).toBe(record.objectId);
    const body = JSON.parse(record.data) as Record<string, unknown>;
    expect(body).toMatchObject({ modelId: "acme/tiny-bert", gated: false, siblings: [] });
    // Absent, as the Hub leaves out what it does not have: no 0, no "now".
    for (const field of ["downloads", "likes", "createdAt", "lastModified"]) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it("keeps a real 0 and a real date apart from unknown", () => {
    const record = toModelRecord(
      { id: "acme/new", downloads: 0, likes: 0, trendingScore: 0, createdAt: "2025-01-02" },
      now,
    );
    expect(record).toMatchObject({ downloads: 0, likes: 0, trendingScore: 0 });
    expect(record.createdAt).toBe("2025-01-02T00:00:00.000Z");
    expect(record.lastModified).toBeNull();
    expect(JSON.parse(record.data)).toMatchObject({ downloads: 0, likes: 0 });
  });

  it("keeps unknown Hub fields, but not the readme or the provider mapping, in the body", () => {
    const record = toModelRecord(
      {
        id: "gpt2",
        mask_token: "<mask>",
        readme: "# GPT-2",
        inferenceProviderMapping: [
          { provider: "together", providerId: "x", status: "live", task: "conversational" },
        ],
      },
      now,
    );
    const body = JSON.parse(record.data);
    expect(body.mask_token).toBe("<mask>");
    expect(body).not.toHaveProperty("readme");
    expect(body).not.toHaveProperty("inferenceProviderMapping");
    expect(record.readme).toBe("# GPT-2");
    expect(JSON.parse(record.providerMapping ?? "")).toEqual({
      together: { providerId: "x", status: "live", task: "conversational" },
    });
    expect(record.author).toBe("gpt2");
  });

  it.each([
    [{ id: "a/b/c" }, /repository id/],
    [{ id: "ok/id", downloads: 1.5 }, /downloads/],
    [{ id: "ok/id", likes: "many" }, /likes/],
    [{ id: "ok/id", tags: "bert" }, /tags/],
    [{ id: "ok/id", createdAt: "yesterday" }, /createdAt/],
    [{ id: "ok/id", pipeline_tag: "Text Generation" }, /pipeline_tag/],
    [{ id: "ok/id", gated: "yes" }, /gated/],
    [{ id: "ok/id", config: [] }, /config/],
    [{ id: "ok/id", siblings: ["a.bin"] }, /siblings/],
    [
      { id: "ok/id", inferenceProviderMapping: { together: { status: "live" } } },
      /inferenceProviderMapping/,
    ],
    [{ id: "ok/id", _id: "xyz" }, /_id/],
    [[], /JSON object/],
    [{ id: "ok/id", tags: ["en", "a\u0000b"] }, /^tags\[1\] contains a NUL character/],
    [{ id: "ok/i\u0000d" }, /^id contains a NUL character/],
    [{ id: "ok/id", author: "\u0000" }, /^author contains/],
    [{ id: "ok/id", readme: "# Card\u0000" }, /^readme contains/],
    [
      { id: "ok/id", cardData: { language: ["en", "fr\u0000"] } },
      /^cardData.language\[1\] contains/,
    ],
    [{ id: "ok/id", config: { "key\u0000": 1 } }, /^a key in config contains a NUL character/],
    [{ id: "ok/id", siblings: [{ rfilename: "a\u0000.gguf" }] }, /^siblings\[0\].rfilename/],
    [{ id: "ok/id", sha: "\u0000" }, /^sha contains/],
    [
      {
        id: "ok/id",
        inferenceProviderMapping: {
          together: { providerId: "x\u0000", status: "live", task: "conversational" },
        },
      },
      /^inferenceProviderMapping.together.providerId contains/,
    ],
  ])("rejects %j", (descriptor, message) => {
    expect(() => toModelRecord(descriptor, now)).toThrow(DescriptorError);
    expect(() => toModelRecord(descriptor, now)).toThrow(message);
  });
});

describe("NUL characters", () => {
  it("are refused anywhere, while other control characters in text are kept", () => {
    const record = toModelRecord(
      { id: "ok/id", readme: "tab\there\r\n", cardData: { note: "escape \\u0000 is text" } },
      now,
    );
    expect(record.readme).toBe("tab\there\r\n");
    expect(JSON.parse(record.data).cardData.note).toBe("escape \\u0000 is text");
  });
});

describe("repository ids", () => {
  it.each(["gpt2", "google-bert/bert-base-uncased", "a_b/c.d-e", `org/${"x".repeat(240)}`])(
    "accepts %s",
    (id) => {
      expect(isRepoId(id)).toBe(true);
    },
  );
  it.each(["", "/x", "x/", "a/b/c", "../x", "a/..", "a/b.git", "-a/b", "a b", "a/b?c", 42])(
    "rejects %j",
    (id) => {
      expect(isRepoId(id)).toBe(false);
    },
  );
  it("indexes words in lower case", () => {
    expect(searchWords(["Qwen/Qwen2.5-7B", "license:apache-2.0"])).toBe(
      "qwen qwen2 5 7b license apache 2 0",
    );
  });
});
