import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ChatAnswer } from "./chat-answer";

// What a model may answer, including what a hostile provider could slip into one.
const ANSWER = [
  "**Yes.** Install it first:",
  "",
  "```python",
  "import torch",
  "print(torch.__version__)",
  "```",
  "",
  '<img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>',
].join("\n");

describe("ChatAnswer", () => {
  // The sanitizer and highlighter are a lazy chunk, transformed on first import.
  beforeAll(() => import("./chat-markdown"), 120_000);
  afterEach(cleanup);

  it("renders Markdown through the sanitizer with highlighted code, and shows the raw text on request", async () => {
    const { container } = render(<ChatAnswer text={ANSWER} />);
    const strong = await screen.findByText("Yes.");
    expect(strong.tagName).toBe("STRONG");
    const code = container.querySelector("pre > code");
    expect(code?.classList.contains("hljs")).toBe(true);
    expect(code?.querySelector(".hljs-keyword")?.textContent).toBe("import");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")?.hasAttribute("onerror")).toBe(false);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();

    await userEvent.click(screen.getByRole("button", { name: "Raw text", pressed: false }));
    await waitFor(() => expect(container.querySelector("strong")).toBeNull());
    expect(container.querySelector("[data-raw]")?.textContent).toBe(ANSWER);
    expect(container.querySelector("script")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Raw text", pressed: true }));
    expect(await screen.findByText("Yes.")).toBeTruthy();
  });

  it("keeps an answer that opens with a rule instead of dropping it as front matter", async () => {
    render(<ChatAnswer text={"---\nkept: yes\n---\nAfter the rule."} />);
    expect(await screen.findByText(/After the rule/)).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector(".chat-markdown")?.textContent).toContain("kept: yes"),
    );
  });
});
