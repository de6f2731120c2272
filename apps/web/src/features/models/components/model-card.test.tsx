import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ModelCard } from "./model-card";

// The shape of a real card's usage section (google-bert/bert-base-uncased's README).
const README = `---
license: apache-2.0
---
# BERT base model (uncased)

You can use this model directly with a pipeline for masked language modeling:

\`\`\`python
>>> from transformers import pipeline
>>> unmasker = pipeline('fill-mask', model='bert-base-uncased')
\`\`\`

![diagram](https://example.org/bert.png)

\`\`\`
pip install transformers
\`\`\`
`;

describe("ModelCard", () => {
  afterEach(cleanup);

  it("puts a copy button with feedback under every code block of the card", async () => {
    const user = userEvent.setup();
    render(<ModelCard markdown={README} />);
    const buttons = await screen.findAllByRole("button", { name: /^Copy code block/ });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    expect(await navigator.clipboard.readText()).toBe(
      ">>> from transformers import pipeline\n>>> unmasker = pipeline('fill-mask', model='bert-base-uncased')\n",
    );
    // Each block can be focused, so a keyboard can scroll a long line on a narrow screen.
    expect(
      [...document.querySelectorAll(".markdown pre")].map((pre) => pre.getAttribute("tabindex")),
    ).toEqual(["0", "0"]);
    const slot = buttons[0]!.parentElement!;
    expect(within(slot).getByRole("status").textContent).toBe("Copied to clipboard");
    expect(within(slot).getByRole("button").textContent).toMatch(/^Copied/);
  });

  it("keeps the buttons when the card is rendered again", async () => {
    const { rerender } = render(<ModelCard markdown={README} />);
    await screen.findAllByRole("button", { name: /^Copy code block/ });
    rerender(<ModelCard markdown={`${README}\nOne more line.\n`} />);
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: /^Copy code block/ })).toHaveLength(2),
    );
    expect(document.querySelectorAll(".card-copy")).toHaveLength(2);
  });
});
