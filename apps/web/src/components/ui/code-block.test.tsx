import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { CodeBlock } from "./code-block";

const PYTHON = `from transformers import pipeline

classifier = pipeline("text-classification", model="distilbert/distilbert-base-uncased-finetuned-sst-2-english")
print(classifier("I love this!"))`;

describe("CodeBlock", () => {
  afterEach(cleanup);

  it("shows the plain code at once and colours it once the highlighter chunk arrives", async () => {
    render(<CodeBlock code={PYTHON} language="python" label="Transformers" />);
    const block = screen.getByLabelText("Transformers code");
    // The text is readable before the highlighter has loaded.
    expect(block.textContent).toBe(PYTHON);
    await waitFor(() => expect(block.querySelector("code[data-highlighted]")).not.toBeNull());
    const keywords = [...block.querySelectorAll(".hljs-keyword")].map((node) => node.textContent);
    expect(keywords).toContain("from");
    expect(keywords).toContain("import");
    // Highlighting never changes what is copied or read out.
    expect(block.textContent).toBe(PYTHON);
  });

  it("highlights shell and JavaScript, and leaves a language it does not know as plain text", async () => {
    render(
      <>
        <CodeBlock
          code={'curl https://router.huggingface.co/v1/models -H "Accept: application/json"'}
          language="sh"
          label="Shell"
        />
        <CodeBlock
          code={
            'const answer = await client.chatCompletion({ model: "meta-llama/Llama-3.1-8B-Instruct" });'
          }
          language="js"
          label="Script"
        />
        <CodeBlock code={"cargo add candle-core"} language="toml" label="Other" />
      </>,
    );
    const shell = screen.getByLabelText("Shell code");
    const script = screen.getByLabelText("Script code");
    await waitFor(() => expect(shell.querySelector(".hljs-string")).not.toBeNull());
    await waitFor(() => expect(script.querySelector(".hljs-keyword")?.textContent).toBe("const"));
    const other = screen.getByLabelText("Other code");
    expect(other.querySelector("[data-highlighted]")).toBeNull();
    expect(other.textContent).toBe("cargo add candle-core");
  });

  it("copies the exact code and says so on the button and in a status region", async () => {
    const user = userEvent.setup();
    render(<CodeBlock code={PYTHON} language="python" label="Transformers" />);
    const button = screen.getByRole("button", { name: "Copy Transformers" });
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe(PYTHON);
    expect(screen.getByRole("button", { name: "Copied Transformers" })).toBe(button);
    expect(status.textContent).toMatch(/^Copied/);
  });

  it("says plainly when the clipboard refuses", async () => {
    const user = userEvent.setup();
    const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
    Object.defineProperty(navigator.clipboard, "writeText", {
      configurable: true,
      value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
    });
    try {
      render(<CodeBlock code="pip install -U transformers" language="sh" />);
      await user.click(screen.getByRole("button", { name: "Copy" }));
      expect(screen.getByRole("status").textContent).toBe("Copy failed");
      expect(screen.getByRole("button", { name: "Copy failed" })).toBeTruthy();
    } finally {
      Object.defineProperty(navigator.clipboard, "writeText", {
        configurable: true,
        value: writeText,
      });
    }
  });
});
