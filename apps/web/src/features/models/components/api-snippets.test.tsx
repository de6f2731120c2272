import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
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

describe("ApiSnippets", () => {
  afterEach(cleanup);

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
});
