import { describe, expect, it } from "vitest";
import { renderMarkdown, stripFrontMatter } from "./markdown";

describe("renderMarkdown", () => {
  it("renders markdown and removes scripts, handlers and javascript: links", () => {
    const html = renderMarkdown(
      '# Title\n\n<script>alert(1)</script><img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3))',
    );
    expect(html).toContain("<h1>Title</h1>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("javascript:");
  });

  it("drops the YAML header of a model card", () => {
    expect(stripFrontMatter("---\nlicense: mit\n---\n# Model")).toBe("# Model");
    expect(renderMarkdown("---\nlicense: mit\n---\nHello")).not.toContain("license");
  });
});
