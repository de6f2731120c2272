import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "../../../test-support/render";
import { TaskModels } from "./task-models";

// List entries shaped like `GET /api/models?pipeline_tag=text-classification&sort=downloads`.
const ENTRIES = [
  {
    _id: "621ffdc136468d709f17adb9",
    id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    likes: 712,
    downloads: 7_123_456,
    tags: ["transformers", "text-classification"],
    pipeline_tag: "text-classification",
    library_name: "transformers",
    createdAt: "2022-03-02T23:29:04.000Z",
  },
  {
    // A seed row whose likes the hub does not know: the list answers 0.
    _id: "621ffdc136468d709f17ddd1",
    id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
    likes: 0,
    downloads: 2_345_678,
    tags: ["transformers", "text-classification"],
    pipeline_tag: "text-classification",
    library_name: "transformers",
    createdAt: "2022-03-15T01:21:58.000Z",
  },
];

describe("TaskModels", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/models": (request, response) => {
        const query = new URL(request.url, "http://localhost").searchParams;
        if (query.get("pipeline_tag") !== "text-classification") return sendJson(response, []);
        const next = `${server.url}/api/models?pipeline_tag=text-classification&cursor=eyJ2IjoyfQ`;
        sendJson(response, ENTRIES, 200, { link: `<${next}>; rel="next"` });
      },
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("lists the task's most downloaded models and links to the browser filtered by it", async () => {
    visit("/tasks/text-classification");
    renderWithApi(
      <TaskModels taskId="text-classification" label="Text Classification" />,
      server.url,
    );
    const list = await screen.findByRole("list", {
      name: "Most downloaded text classification models",
    });
    const cards = within(list).getAllByRole("listitem");
    expect(cards.map((card) => card.textContent)).toEqual([
      "distilbert/distilbert-base-uncased-finetuned-sst-2-english7.1M downloads · 712 likes",
      "cardiffnlp/twitter-roberta-base-sentiment-latest2.3M downloads",
    ]);
    expect(within(list).getAllByRole("link")[0]?.getAttribute("href")).toBe(
      "/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    );
    expect(
      screen.getByRole("link", { name: "See all text classification models" }).getAttribute("href"),
    ).toBe("/models?task=text-classification");
    const request = server.requests.find((received) => received.url.startsWith("/api/models?"));
    expect(request?.url).toContain("pipeline_tag=text-classification");
    expect(request?.url).toContain("sort=downloads");
  });

  it("says what to try when the hub holds no model of the task", async () => {
    visit("/tasks/graph-ml");
    renderWithApi(<TaskModels taskId="graph-ml" label="Graph Machine Learning" />, server.url);
    expect(
      await screen.findByRole("heading", {
        name: "No graph machine learning models in this hub yet",
      }),
    ).toBeTruthy();
  });
});
