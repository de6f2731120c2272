import { describe, expect, it } from "vitest";
import { libraryLabel, loadLibraryLabels } from "./library-labels";

describe("library labels", () => {
  it("names a library by its id until the registry is loaded, then by its display name", async () => {
    expect(libraryLabel("transformers")).toBe("transformers");
    await loadLibraryLabels();
    expect(libraryLabel("transformers")).toBe("Transformers");
    // An id the registry does not know stays as it is.
    expect(libraryLabel("no-such-library")).toBe("no-such-library");
  });
});
