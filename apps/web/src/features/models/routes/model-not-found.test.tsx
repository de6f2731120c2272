import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { renderWithApi } from "../../../test-support/render";
import ModelPage from "./model-page";
import { similarSearches } from "./model-not-found";

const TYPO = "distilbert/distilbert-base-uncased-finetuned-sst2";
const MEANT = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

describe("the page of a model this hub does not know", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      [`GET /api/models/${TYPO}`]: (_, response) =>
        sendJson(response, { error: `model ${TYPO} not found` }, 404),
      // The hub's search: only the shortened name finds the model meant.
      "GET /api/models": (request, response) => {
        const search = new URL(request.url, "http://hub.invalid").searchParams.get("search");
        sendJson(
          response,
          search === "distilbert-base-uncased-finetuned" ? [{ _id: "1", id: MEANT }] : [],
        );
      },
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("searches for its name, then shorter forms of it, then its owner", () => {
    expect(similarSearches(TYPO)).toEqual([
      "distilbert-base-uncased-finetuned-sst2",
      "distilbert-base-uncased-finetuned",
      "distilbert-base-uncased",
      "distilbert",
    ]);
    expect(similarSearches("gpt2")).toEqual(["gpt2"]);
  });

  it("says so plainly and offers a search and the models with similar ids", async () => {
    renderWithApi(<ModelPage modelId={TYPO} />, server.url);
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe(`No model called “${TYPO}” here`);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: /Search the models for/ }).getAttribute("href")).toBe(
      "/models?search=distilbert-base-uncased-finetuned-sst2",
    );
    const similar = await screen.findByRole("region", { name: "Models with similar ids" });
    expect(within(similar).getByRole("link", { name: MEANT }).getAttribute("href")).toBe(
      `/${MEANT}`,
    );
  });
});
