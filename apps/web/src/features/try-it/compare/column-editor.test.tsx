import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ColumnEditor } from "./column-editor";
import type { CompareColumn } from "./compare-setup";

// The box's 400 ms pause, with room for a loaded machine: a wait, not a measurement.
const PAUSE = { timeout: 10_000 };
const CHOICES = [{ provider: "hf-inference", status: "live" as const, onGateway: true }];

describe("ColumnEditor", () => {
  afterEach(cleanup);

  it("keeps what was typed after a pause when the column takes the earlier text late", async () => {
    const changes: CompareColumn[] = [];
    const editor = (column: CompareColumn) => (
      <ColumnEditor
        position={1}
        column={column}
        choices={CHOICES}
        onChange={(next) => changes.push(next)}
      />
    );
    const view = render(editor({ model: "", provider: "" }));
    const box = screen.getByRole("textbox", { name: "Model" }) as HTMLInputElement;
    await userEvent.type(box, "openai-community/gpt2");
    // Typing paused: the box hands the model over.
    await waitFor(() => expect(changes.at(-1)?.model).toBe("openai-community/gpt2"), PAUSE);
    await userEvent.type(box, "-large");
    // The screen applies that first model only now (a busy main thread, a slow render).
    act(() => view.rerender(editor({ model: "openai-community/gpt2", provider: "" })));
    expect(box.value).toBe("openai-community/gpt2-large");
    await waitFor(() => expect(changes.at(-1)?.model).toBe("openai-community/gpt2-large"), PAUSE);
  });

  it("shows a model set from elsewhere", () => {
    const view = render(
      <ColumnEditor
        position={1}
        column={{ model: "facebook/detr-resnet-50", provider: "" }}
        choices={CHOICES}
        onChange={() => undefined}
      />,
    );
    view.rerender(
      <ColumnEditor
        position={1}
        column={{ model: "PekingU/rtdetr_v2_r50vd", provider: "" }}
        choices={CHOICES}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Model" })).toHaveProperty(
      "value",
      "PekingU/rtdetr_v2_r50vd",
    );
  });
});
