import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, sendJson } from "@modeldeck/test-support/loopback-server";
import { renderWithApi, visit } from "../../../test-support/render";
import ModelPage from "./model-page";

// Shaped like the shipped seed: a recorded model-info body with the day it was read, and a row
// of a 2022 snapshot that knows only the task and the 30-day downloads.
const FLAN = {
  _id: "63ee31ccbf6b1d5b3f2e0d6b",
  id: "google/flan-t5-large",
  pipeline_tag: "text2text-generation",
  library_name: "transformers",
  tags: ["transformers", "t5", "text2text-generation", "license:apache-2.0"],
  downloads: 1_710_518,
  likes: 717,
  createdAt: "2022-10-21T10:07:08.000Z",
  lastModified: "2023-07-17T12:49:05.000Z",
  cardData: {
    license: "apache-2.0",
    language: ["en", "fr"],
    datasets: ["svakulenko/qrecc", "taskmaster2"],
  },
  siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors", size: 3_132_668_808 }],
  factsReadAt: {
    downloads: "2025-03-21",
    likes: "2025-03-21",
    createdAt: "2025-03-21",
    lastModified: "2025-03-21",
  },
};
const ALBERT = {
  _id: "621ffdc036468d709f174328",
  id: "albert-base-v2",
  pipeline_tag: "fill-mask",
  tags: [],
  downloads: 1_905_476,
  likes: 0,
  // What the server fills in for a descriptor without dates: not a fact about the model.
  createdAt: "2026-11-23T18:00:00.000Z",
  lastModified: "2026-11-23T18:00:00.000Z",
  siblings: [],
  factsReadAt: { downloads: "2022-07-01" },
};
// A recorded model-info body whose card names no licence: read, and the Hub states none.
const MBART = {
  _id: "621ffdc136468d709f17d9c3",
  id: "facebook/mbart-large-50-many-to-many-mmt",
  pipeline_tag: "translation",
  library_name: "transformers",
  tags: ["transformers", "mbart", "translation"],
  siblings: [],
  factsReadAt: { license: "2025-03-21", library_name: "2025-03-21" },
};

// A gated model whose card's licence is not in the Hub's list: `other`, named in `license_name`.
const FLUX_DEV = {
  _id: "66aaa908fc35e079a941470d",
  id: "black-forest-labs/FLUX.1-dev",
  pipeline_tag: "text-to-image",
  library_name: "diffusers",
  tags: ["diffusers", "text-to-image", "license:other"],
  cardData: { license: "other", license_name: "flux-1-dev-non-commercial-license" },
  siblings: [],
  factsReadAt: { license: "2026-11-27", library_name: "2026-11-27" },
};

describe("ModelPage facts", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    const routes: Parameters<typeof startFakeServer>[0] = {};
    for (const model of [FLAN, ALBERT, MBART, FLUX_DEV]) {
      routes[`GET /api/models/${model.id}/readme`] = (_, response) => {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: `no readme for ${model.id}` }));
      };
      routes[`GET /api/models/${model.id}`] = (request, response) =>
        request.url.includes("expand")
          ? sendJson(response, { _id: model._id, id: model.id, inferenceProviderMapping: {} })
          : sendJson(response, model);
    }
    server = await startFakeServer(routes);
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it("links a text2text-generation model to the task the Hub groups it under", async () => {
    visit(`/${FLAN.id}`);
    renderWithApi(<ModelPage modelId={FLAN.id} />, server.url);
    await screen.findByRole("heading", { level: 1, name: FLAN.id });
    const facts = within(screen.getByRole("banner"));
    expect(facts.getByRole("link", { name: "Text Generation" }).getAttribute("href")).toBe(
      "/tasks/text-generation",
    );
    expect(facts.getByText(/Text2Text Generation/)).toBeTruthy();
  });

  it("dates each figure read from a snapshot and leaves out the ones it does not know", async () => {
    visit(`/${ALBERT.id}`);
    renderWithApi(<ModelPage modelId={ALBERT.id} />, server.url);
    await screen.findByRole("heading", { level: 1, name: ALBERT.id });
    const header = within(screen.getByRole("banner"));
    expect(header.getByText("as of 1 Jul 2022")).toBeTruthy();
    expect(header.getByText(/1\.9M/)).toBeTruthy();
    expect(header.queryByText("Likes")).toBeNull();
    expect(header.queryByText("Created")).toBeNull();
    expect(header.queryByText("Updated")).toBeNull();
    // Nobody read its licence or library: unknown, not a claim that the Hub states none.
    expect(header.getAllByText("unknown")).toHaveLength(2);
    expect(header.queryByText("not stated")).toBeNull();
  });

  it("names a licence outside the Hub's list by its license_name, as the Hub's header does", async () => {
    visit(`/${FLUX_DEV.id}`);
    renderWithApi(<ModelPage modelId={FLUX_DEV.id} />, server.url);
    await screen.findByRole("heading", { level: 1, name: FLUX_DEV.id });
    const header = within(screen.getByRole("banner"));
    expect(header.getByText("flux-1-dev-non-commercial-license")).toBeTruthy();
    expect(header.queryByText("other")).toBeNull();
  });

  it("says 'not stated' only for a licence its dated source read and found absent", async () => {
    visit(`/${MBART.id}`);
    renderWithApi(<ModelPage modelId={MBART.id} />, server.url);
    await screen.findByRole("heading", { level: 1, name: MBART.id });
    const header = within(screen.getByRole("banner"));
    expect(header.getByText("not stated")).toBeTruthy();
    expect(header.queryByText("unknown")).toBeNull();
  });

  it("shows the card's metadata and says the card is not stored here, with no made-up card", async () => {
    visit(`/${FLAN.id}`);
    renderWithApi(<ModelPage modelId={FLAN.id} />, server.url);
    const note = await screen.findByText(/card is not stored in this hub/);
    expect(
      within(note)
        .getByRole("link", { name: /huggingface\.co/ })
        .getAttribute("href"),
    ).toBe(`https://huggingface.co/${FLAN.id}`);
    const metadata = within(screen.getByLabelText("Card metadata"));
    expect(metadata.getByText("en, fr")).toBeTruthy();
    expect(metadata.getByText("svakulenko/qrecc, taskmaster2")).toBeTruthy();
    const files = within(screen.getByRole("list", { name: "Files" }));
    expect(files.getByText("model.safetensors")).toBeTruthy();
    expect(files.getByText(/3\.1 GB/)).toBeTruthy();
    expect(screen.queryByText(/has no model card/)).toBeNull();
  });
});
