import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MediaInput } from "./media-input";

describe("MediaInput", () => {
  beforeAll(() => {
    URL.createObjectURL ??= () => "blob:test";
    URL.revokeObjectURL ??= () => undefined;
  });
  afterEach(cleanup);

  it("takes a picked, dropped or pasted image and refuses other kinds", async () => {
    const received: string[] = [];
    render(
      <MediaInput
        kind="image"
        fileUrl="/media/cat-chelsea.png"
        onFile={(_, name) => received.push(name)}
      />,
    );
    expect(screen.getByRole("img", { name: "Selected image" }).getAttribute("src")).toBe(
      "/media/cat-chelsea.png",
    );
    const input = screen.getByLabelText("Image (pick, drop or paste a file)");
    await userEvent.upload(input, new File(["png"], "picked.png", { type: "image/png" }));
    const zone = input.closest(".drop-zone") as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(["png"], "dropped.png", { type: "image/png" })] },
    });
    fireEvent.paste(zone, {
      clipboardData: { files: [new File(["png"], "pasted.png", { type: "image/png" })] },
    });
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(["text"], "notes.txt", { type: "text/plain" })] },
    });
    fireEvent.paste(document.body, {
      clipboardData: { files: [new File(["png"], "page-paste.png", { type: "image/png" })] },
    });
    expect(received).toEqual(["picked.png", "dropped.png", "pasted.png", "page-paste.png"]);
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(["text"], "notes.txt", { type: "text/plain" })] },
    });
    expect(screen.getByRole("status").textContent).toBe("“notes.txt” is not an image file.");
  });
});
