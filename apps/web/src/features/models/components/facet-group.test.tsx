import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadLibraryLabels } from "../../../lib/library-labels";
import { FacetGroup } from "./facet-group";
import { FACET_VIEWS } from "./facet-views";

// The seed's libraries with their counts, as `GET /api/models-facets` answers them.
const libraries = {
  exact: true,
  values: [
    { value: "transformers.js", count: 60 },
    { value: "transformers", count: 28 },
    { value: "diffusers", count: 2 },
    { value: "sentence-transformers", count: 2 },
    { value: "timm", count: 1 },
    { value: "peft", count: 1 },
    { value: "gguf", count: 1 },
  ],
};

describe("FacetGroup", () => {
  // Library names come from the registry, which the browser page loads after its first paint.
  beforeAll(() => loadLibraryLabels());
  afterEach(cleanup);

  it("lists the largest values with counts, and the rest behind a disclosure", async () => {
    render(
      <FacetGroup
        facet="library"
        view={FACET_VIEWS.library}
        counts={libraries}
        selected={undefined}
        onSelect={() => undefined}
      />,
    );
    const group = within(screen.getByRole("region", { name: "Libraries" }));
    expect(group.getAllByRole("button", { pressed: false })).toHaveLength(6);
    expect(group.getByRole("button", { name: "Transformers 28 models" })).toBeTruthy();
    const more = group.getByRole("button", { name: "Show all 7 libraries" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    expect(group.getAllByRole("button", { pressed: false })).toHaveLength(7);
  });

  it("presses a value to choose it, presses it again to remove it, and always shows it", async () => {
    const onSelect = vi.fn();
    const { rerender } = render(
      <FacetGroup
        facet="license"
        view={FACET_VIEWS.license}
        counts={{ exact: false, values: [{ value: "license:apache-2.0", count: 2000 }] }}
        selected={undefined}
        onSelect={onSelect}
      />,
    );
    // A count over a bounded sample is a lower bound.
    await userEvent.click(screen.getByRole("button", { name: "apache-2.0 2K+ models" }));
    expect(onSelect).toHaveBeenLastCalledWith("license:apache-2.0");
    // A licence in force that the counts do not list (a shared link) is still shown, pressed.
    rerender(
      <FacetGroup
        facet="license"
        view={FACET_VIEWS.license}
        counts={{ exact: false, values: [{ value: "license:apache-2.0", count: 2000 }] }}
        selected="license:openrail"
        onSelect={onSelect}
      />,
    );
    const active = screen.getByRole("button", { name: "openrail" });
    expect(active.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(active);
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
  });
});
