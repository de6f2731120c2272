import { describe, expect, it } from "vitest";
import { renderMarkdown, stripFrontMatter } from "./markdown";

describe("renderMarkdown", () => {
  it("renders markdown and removes scripts, handlers and javascript: links", () => {
    const { html } = renderMarkdown(
      '# Title\n\n<script>alert(1)</script><img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3)) [docs](https://example.org)',
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">docs</a>');
  });

  it("holds back images from other sites unless allowed", () => {
    const markdown = "![chart](https://cdn.example.org/chart.png) ![local](/media/cat.png)";
    const blocked = renderMarkdown(markdown);
    expect(blocked.blockedImages).toBe(1);
    expect(blocked.html).not.toContain("cdn.example.org");
    expect(blocked.html).toContain('src="/media/cat.png"');
    const allowed = renderMarkdown(markdown, { allowExternalImages: true });
    expect(allowed.blockedImages).toBe(0);
    expect(allowed.html).toContain("https://cdn.example.org/chart.png");
  });

  it("drops the YAML header of a model card and shifts headings", () => {
    expect(stripFrontMatter("---\nlicense: mit\n---\n# Model")).toBe("# Model");
    expect(renderMarkdown("---\nlicense: mit\n---\nHello").html).not.toContain("license");
    expect(renderMarkdown("# A\n\n###### F", { headingOffset: 1 }).html).toBe(
      "<h2>A</h2>\n<h6>F</h6>\n",
    );
  });
});
