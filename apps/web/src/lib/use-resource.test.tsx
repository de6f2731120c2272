import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiProvider, createApiClient } from "./api-client";
import { useResource } from "./use-resource";

/** Shows what `useResource` gives for `name`, counting every load. */
function Greeting({ name, loads }: { name: string | undefined; loads: string[] }) {
  const greeting = useResource(name && `greeting:${name}`, async () => {
    loads.push(name ?? "");
    return name === "nobody" ? undefined : `Hello, ${name}`;
  });
  if (greeting.status === "loading") return <p>Loading</p>;
  if (greeting.status === "error") return <p>{greeting.error.message}</p>;
  return <p>{greeting.data ?? "No greeting"}</p>;
}

function Harness({ loads }: { loads: string[] }) {
  const [name, setName] = useState<string | undefined>("Ada");
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        Toggle
      </button>
      <button type="button" onClick={() => setName("nobody")}>
        Nobody
      </button>
      <button type="button" onClick={() => setName(undefined)}>
        No one
      </button>
      {shown ? <Greeting name={name} loads={loads} /> : null}
    </>
  );
}

describe("useResource", () => {
  afterEach(cleanup);

  it("loads a key once and shows it at once when a screen mounts again", async () => {
    const loads: string[] = [];
    render(
      <ApiProvider client={createApiClient()}>
        <Harness loads={loads} />
      </ApiProvider>,
    );
    expect(await screen.findByText("Hello, Ada")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect(screen.getByText("Hello, Ada")).toBeTruthy();
    expect(loads).toEqual(["Ada"]);
  });

  it("takes a load that answers undefined, and loads nothing for an undefined key", async () => {
    const loads: string[] = [];
    render(
      <ApiProvider client={createApiClient()}>
        <Harness loads={loads} />
      </ApiProvider>,
    );
    await screen.findByText("Hello, Ada");
    await userEvent.click(screen.getByRole("button", { name: "Nobody" }));
    expect(await screen.findByText("No greeting")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "No one" }));
    expect(await screen.findByText("Loading")).toBeTruthy();
    expect(loads).toEqual(["Ada", "nobody"]);
  });

  it("gives each provider its own cache", async () => {
    const loads: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      render(
        <ApiProvider client={createApiClient()}>
          <Greeting name="Grace" loads={loads} />
        </ApiProvider>,
      );
      await screen.findByText("Hello, Grace");
      cleanup();
    }
    expect(loads).toEqual(["Grace", "Grace"]);
  });
});
