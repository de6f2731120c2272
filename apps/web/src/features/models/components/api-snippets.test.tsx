import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadInference } from "../../../lib/inference";
import { visit } from "../../../test-support/render";
import { ApiSnippets } from "./api-snippets";

const MODEL = {
  id: "meta-llama/Llama-3.1-8B-Instruct",
  pipeline_tag: "text-generation" as const,
  library_name: "transformers",
  tags: ["transformers", "conversational", "text-generation"],
};
const PROVIDERS = [
  {
    provider: "together",
    providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
    status: "live" as const,
    task: "conversational" as const,
  },
  {
    provider: "nebius",
    providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct",
    status: "staging" as const,
    task: "conversational" as const,
  },
];

// Room for a first import on a loaded 2-core machine; a wait, not a measurement.
const CHUNK_BUDGET = 120_000;

describe("ApiSnippets", () => {
  // The inference client is a lazy chunk (all of @modeldeck/inference, transformed on its first
  // import while the suite runs): loaded here, with a budget of its own, rather than inside a
  // test's 10 s wait for a result, which that import once outlasted on a loaded CI machine.
  beforeAll(() => loadInference(), CHUNK_BUDGET);
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  // The snippets chunk loads on first use; a busy machine may take more than findBy's second.
  it("opens the next model on the language and client picked last", async () => {
    visit(`/${MODEL.id}?tab=api`);
    render(<ApiSnippets model={MODEL} providers={PROVIDERS} />);
    await userEvent.selectOptions(
      await screen.findByRole("combobox", { name: "Language" }, { timeout: 10_000 }),
      "python",
    );
    const client = screen.getByRole("combobox", { name: "Client" });
    const clients = within(client)
      .getAllByRole("option")
      .map((option) => option.getAttribute("value") ?? "");
    const last = clients.at(-1) ?? "";
    expect(clients.length).toBeGreaterThan(1);
    await userEvent.selectOptions(client, last);
    cleanup();
    // Another model, opened from a link that names no language or client.
    const other = { ...MODEL, id: "mistralai/Mistral-7B-Instruct-v0.3" };
    visit(`/${other.id}?tab=api`);
    render(<ApiSnippets model={other} providers={PROVIDERS} />);
    const language = await screen.findByRole("combobox", { name: "Language" }, { timeout: 10_000 });
    expect((language as HTMLSelectElement).value).toBe("python");
    expect((screen.getByRole("combobox", { name: "Client" }) as HTMLSelectElement).value).toBe(
      last,
    );
  });

  it("keeps provider, language and client in the URL and opens the code a link names", async () => {
    visit(`/${MODEL.id}?tab=api`);
    render(<ApiSnippets model={MODEL} providers={PROVIDERS} />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Provider" }), "nebius");
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "sh");
    const query = new URLSearchParams(window.location.search);
    expect([query.get("tab"), query.get("provider"), query.get("language")]).toEqual([
      "api",
      "nebius",
      "sh",
    ]);
    const link = window.location.pathname + window.location.search;
    cleanup();
    visit("/elsewhere");
    visit(link);
    render(<ApiSnippets model={MODEL} providers={PROVIDERS} />);
    expect((screen.getByRole("combobox", { name: "Provider" }) as HTMLSelectElement).value).toBe(
      "nebius",
    );
    await waitFor(() => expect(screen.getByRole("figure").textContent).toMatch(/curl/));
  });

  it("offers no provider for a model that has none, and says so", () => {
    visit("/google/flan-t5-xxl?tab=api");
    render(<ApiSnippets model={{ id: "google/flan-t5-xxl", tags: [] }} providers={[]} />);
    expect(screen.queryByRole("combobox", { name: "Provider" })).toBeNull();
    expect(screen.getByRole("note").textContent).toMatch(/No inference provider serves this model/);
  });

  it("offers each provider with its status and code by language and client", async () => {
    render(<ApiSnippets model={MODEL} providers={PROVIDERS} />);
    const provider = screen.getByRole("combobox", { name: "Provider" });
    expect(
      within(provider)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["together (live)", "nebius (staging)"]);
    const language = await screen.findByRole("combobox", { name: "Language" });
    const languages = within(language)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(languages).toEqual(expect.arrayContaining(["Python", "JavaScript", "cURL"]));
    await userEvent.selectOptions(language, "sh");
    await waitFor(() => expect(screen.getByRole("figure").textContent).toMatch(/curl/));
    await userEvent.selectOptions(provider, "nebius");
    await waitFor(() => expect(screen.getByRole("figure").textContent).toMatch(/nebius/));
  });

  it("starts the @modeldeck/inference code with the command that installs it from this server", async () => {
    render(<ApiSnippets model={MODEL} providers={PROVIDERS} />);
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "js");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Client" }),
      "@modeldeck/inference",
    );
    await waitFor(() =>
      expect(screen.getByRole("figure").textContent).toContain(
        `// npm install ${window.location.origin}/api/packages/modeldeck-inference.tgz\nimport { InferenceClient } from "@modeldeck/inference";`,
      ),
    );
  });
});
