import { describe, expect, it } from "vitest";
import { DescriptorError } from "./descriptor-error.js";
import { MODEL_DESCRIPTOR } from "./descriptor-schema.js";
import { toModelRecord } from "./model-record.js";

const now = new Date("2026-11-23T12:00:00.000Z");

/** A value of the wrong kind for a schema property: text where a list or object is expected, else a list. */
function wrongValueFor(field: string): unknown {
  const accepted = JSON.stringify(MODEL_DESCRIPTOR.properties[field as "tags"]);
  return accepted.includes('"type":"array"') || accepted.includes('"type":"object"')
    ? "not-a-structure"
    : [{ nested: true }];
}

describe("MODEL_DESCRIPTOR", () => {
  it.each(Object.keys(MODEL_DESCRIPTOR.properties))(
    "refuses a descriptor whose %s has the wrong type, naming the field",
    (field) => {
      const descriptor = { id: "google-bert/bert-base-uncased", [field]: wrongValueFor(field) };
      expect(() => toModelRecord(descriptor, now)).toThrow(DescriptorError);
      expect(() => toModelRecord(descriptor, now)).toThrow(new RegExp(`^${field} `));
    },
  );

  it("accepts null for a missing field and keeps unknown fields, as the Hub's exports have them", () => {
    const record = toModelRecord(
      {
        id: "google-bert/bert-base-uncased",
        pipeline_tag: "fill-mask",
        library_name: null,
        downloads: null,
        gated: null,
        sha: "86b5e0934494bd15c9632b12f734a8a67f723594",
      },
      now,
    );
    expect(record).toMatchObject({ pipelineTag: "fill-mask", libraryName: null, downloads: null });
    expect(JSON.parse(record.data)).toMatchObject({
      gated: false,
      sha: "86b5e0934494bd15c9632b12f734a8a67f723594",
    });
  });
});
