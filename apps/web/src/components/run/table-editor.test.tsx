import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { TableEditor } from "./table-editor";

function Harness({ onTable }: { onTable: (table: Record<string, string[]>) => void }) {
  const [table, setTable] = useState<Record<string, string[]>>({
    Repository: ["transformers"],
    Stars: ["36542"],
  });
  return (
    <TableEditor
      table={table}
      onChange={(next) => {
        setTable(next);
        onTable(next);
      }}
    />
  );
}

describe("TableEditor", () => {
  afterEach(cleanup);

  it("edits cells labelled by column and row, and adds rows and columns", async () => {
    let latest: Record<string, string[]> = {};
    render(<Harness onTable={(table) => (latest = table)} />);
    const cell = screen.getByRole("textbox", { name: "Stars, row 1" });
    await userEvent.clear(cell);
    await userEvent.type(cell, "40000");
    expect(latest.Stars).toEqual(["40000"]);
    await userEvent.click(screen.getByRole("button", { name: "Add row" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Repository, row 2" }), "datasets");
    await userEvent.click(screen.getByRole("button", { name: "Add column" }));
    expect(screen.getByRole("columnheader", { name: "Column 3" })).toBeTruthy();
    expect(latest).toEqual({
      Repository: ["transformers", "datasets"],
      Stars: ["40000", ""],
      "Column 3": ["", ""],
    });
  });
});
