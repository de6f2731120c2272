import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { updateSettings } from "../../../lib/settings";
import { renderWithApi, visit } from "../../../test-support/render";
import BatchesPage from "./batches-page";

const SST2 = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const TWITTER = "cardiffnlp/twitter-roberta-base-sentiment-latest";
const BATCH_ID = "b4tchIdFromTheFakeServer0";
const REFUSED_ID = "b4tchRefusedByTheServer01";
const DETR = "facebook/detr-resnet-50";
const YOLOS = "hustvl/yolos-tiny";
// An archive written by the zip tool (a CSV naming PNGs beside it), the server's own fixture.
const IMAGES_ZIP = readFileSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    "../../../../../server/src/batches/fixtures/images-batch.zip",
  ),
);

const LISTED = {
  id: "Lst0bPubl1c_batch_id_22",
  task: "text-classification",
  title: "Support tickets, three classifiers",
  state: "done",
  rowCount: 300,
  models: ["acme/left", "acme/right"],
  listed: true,
  createdAt: "2026-11-27T18:00:00.000Z",
};

function mapping(id: string, task = "text-classification") {
  return {
    id,
    inferenceProviderMapping: {
      "hf-inference": { status: "live", providerId: id, task },
    },
  };
}

describe("BatchesPage", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      "GET /api/inference/status": (_, response) =>
        sendJson(response, { providers: {}, tokenRequired: false }),
      [`GET /api/models/${SST2}`]: (_, response) => sendJson(response, mapping(SST2)),
      [`GET /api/models/${TWITTER}`]: (_, response) => sendJson(response, mapping(TWITTER)),
      [`GET /api/models/${DETR}`]: (_, response) =>
        sendJson(response, mapping(DETR, "object-detection")),
      [`GET /api/models/${YOLOS}`]: (_, response) =>
        sendJson(response, mapping(YOLOS, "object-detection")),
      // The public list, as the server answers it; only the public scope is ever asked here.
      "GET /api/batches": (request, response) =>
        request.url === "/api/batches?scope=public&limit=20"
          ? sendJson(response, { batches: [LISTED] })
          : sendJson(response, { error: "not asked by this page" }, 400),
      // Answers as the server does: a file without an input column is refused whole.
      "POST /api/batches": (request, response) => {
        const body = JSON.parse(request.body) as { format: string; file: string; archive: string };
        if (body.format === "zip") {
          // A zip archive's first bytes are "PK"; the server names what is wrong with one.
          return Buffer.from(body.archive, "base64").subarray(0, 2).toString() === "PK"
            ? sendJson(response, { id: BATCH_ID, rowCount: 2, filesStored: 2 }, 201)
            : sendJson(
                response,
                { error: "the archive: it is not a zip archive (no end of central directory)" },
                400,
              );
        }
        if (!body.file.startsWith("input")) {
          return sendJson(
            response,
            {
              error:
                "the csv file: the first line must name the columns, one of them input, text, inputs, question",
            },
            400,
          );
        }
        const refused = body.file.includes("refused start");
        sendJson(response, { id: refused ? REFUSED_ID : BATCH_ID, rowCount: 2 }, 201);
      },
      // The server's words for a caller it does not let spend its keys, who sent none.
      [`POST /api/batches/${REFUSED_ID}/start`]: (_, response) =>
        sendJson(
          response,
          {
            error:
              "this server runs batches on its keys only for callers allowed to spend them; send your own keys with the start",
          },
          401,
        ),
      [`POST /api/batches/${BATCH_ID}/start`]: (_, response) =>
        sendJson(response, { id: BATCH_ID, state: "running" }),
    });
  });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
  afterAll(() => server.close());

  it("takes Compare's columns, refuses a bad file in the server's words, then uploads and starts", async () => {
    updateSettings({ hfToken: "hf_user_token_for_batches", gatewayToken: "md_gateway_token" });
    visit(
      `/batches?task=text-classification&model=${SST2}&provider=hf-inference&model=${TWITTER}&provider=`,
    );
    const user = userEvent.setup();
    renderWithApi(<BatchesPage />, server.url);
    const form = screen.getByRole("form", { name: "New batch" });
    expect(within(form).getByRole("combobox", { name: "Task" })).toHaveProperty(
      "value",
      "text-classification",
    );
    expect(within(form).getAllByRole("group", { name: /Column/ })).toHaveLength(2);
    await user.type(within(form).getByRole("textbox", { name: "Title (optional)" }), "Reviews");
    const fileInput = within(form).getByLabelText("Data set file (CSV or JSON Lines)");
    await user.upload(fileInput, new File(["review,label\ngreat,POSITIVE\n"], "bad.csv"));
    const send = within(form).getByRole("button", { name: "Upload and start" });
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    await user.click(send);
    const alert = await within(form).findByRole("alert");
    expect(alert.textContent).toContain("the first line must name the columns");
    // Nothing typed or chosen is lost.
    expect(within(form).getByRole("textbox", { name: "Title (optional)" })).toHaveProperty(
      "value",
      "Reviews",
    );

    const good = "input,expected\ngreat film,POSITIVE\ndull film,NEGATIVE\n";
    await user.upload(fileInput, new File([good], "reviews.csv", { type: "text/csv" }));
    await user.click(send);
    await waitFor(() => expect(window.location.pathname).toBe(`/batches/${BATCH_ID}`));
    const upload = server.requests.filter((request) => request.url === "/api/batches").at(-1);
    const sent = JSON.parse(upload?.body ?? "{}") as Record<string, unknown>;
    expect(sent).toMatchObject({
      task: "text-classification",
      title: "Reviews",
      format: "csv",
      file: good,
      columns: [
        { model: SST2, provider: "hf-inference", parameters: {} },
        { model: TWITTER, provider: "hf-inference", parameters: {} },
      ],
    });
    const start = server.requests.find((request) => request.url.endsWith("/start"));
    expect(JSON.parse(start?.body ?? "{}")).toEqual({
      keys: { "hf-inference": "hf_user_token_for_batches" },
    });
    expect(start?.headers["x-modeldeck-token"]).toBe("md_gateway_token");
    expect(start?.headers["x-modeldeck-owner-key"]).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(upload?.headers["x-modeldeck-owner-key"]).toBe(start?.headers["x-modeldeck-owner-key"]);
    expect(JSON.parse(window.localStorage.getItem("modeldeck.batches") ?? "[]")).toMatchObject([
      { id: BATCH_ID, title: "Reviews", rowCount: 2 },
    ]);
  });

  it("keeps a stored batch whose start is refused, with the way on", async () => {
    visit(
      `/batches?task=text-classification&model=${SST2}&provider=hf-inference&model=${TWITTER}&provider=hf-inference`,
    );
    const user = userEvent.setup();
    renderWithApi(<BatchesPage />, server.url);
    const form = screen.getByRole("form", { name: "New batch" });
    await user.upload(
      within(form).getByLabelText("Data set file (CSV or JSON Lines)"),
      new File(["input\nrefused start\n"], "rows.csv"),
    );
    const send = within(form).getByRole("button", { name: "Upload and start" });
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    await user.click(send);
    const alert = await within(form).findByRole("alert");
    expect(alert.textContent).toContain("The batch is stored but did not start");
    expect(alert.textContent).toContain("send your own keys with the start");
    expect(within(alert).getByRole("link", { name: "Open the batch" }).getAttribute("href")).toBe(
      `/batches/${REFUSED_ID}`,
    );
    expect(within(alert).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe(
      "/settings",
    );
    // No keys were set, so none were sent: the server decides on its own keys.
    const start = server.requests.find((request) => request.url.includes(REFUSED_ID));
    expect(JSON.parse(start?.body ?? "")).toEqual({});
    expect(window.location.pathname).toBe("/batches");
  });

  it("takes a zip archive for a task over files, says what it must hold, and shows its refusal", async () => {
    visit(`/batches?task=object-detection&model=${DETR}&provider=hf-inference&model=${YOLOS}`);
    // As a browser's "All files" choice would, past the input's accept list.
    const user = userEvent.setup({ applyAccept: false });
    renderWithApi(<BatchesPage />, server.url);
    const form = screen.getByRole("form", { name: "New batch" });
    const fileInput = within(form).getByLabelText("Data set archive (zip)");
    expect(fileInput.getAttribute("accept")).toContain(".zip");
    const help = document.getElementById(fileInput.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toContain("exactly one CSV or JSON Lines file");
    expect(help?.textContent).toContain("mAP@0.5");
    const send = within(form).getByRole("button", { name: "Upload and start" });
    const posts = () => server.requests.filter((request) => request.method === "POST").length;
    const postsBefore = posts();

    // A CSV for a task over files is refused before anything is sent, in plain words.
    await user.upload(fileInput, new File(["input\ncat.png\n"], "rows.csv"));
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    await user.click(send);
    expect((await within(form).findByRole("alert")).textContent).toContain("choose a .zip archive");
    expect(posts()).toBe(postsBefore);

    // Not a zip inside: the server's refusal, in its words.
    await user.upload(fileInput, new File(["not a zip"], "broken.zip"));
    await user.click(send);
    await waitFor(() =>
      expect(within(form).getByRole("alert").textContent).toContain("not a zip archive"),
    );

    await user.upload(fileInput, new File([IMAGES_ZIP], "images-batch.zip"));
    await user.click(send);
    await waitFor(() => expect(window.location.pathname).toBe(`/batches/${BATCH_ID}`));
    const upload = server.requests.filter((request) => request.url === "/api/batches").at(-1);
    const sent = JSON.parse(upload?.body ?? "{}") as Record<string, unknown>;
    expect(sent).toMatchObject({ task: "object-detection", format: "zip" });
    expect(sent.file).toBe(undefined);
    expect(sent.archive).toBe(IMAGES_ZIP.toString("base64"));
    // The server keeps hashes; this browser remembers the names its files had in the archive.
    expect(
      Object.values(
        JSON.parse(localStorage.getItem("modeldeck.batch-files") ?? "{}")[BATCH_ID] ?? {},
      ),
    ).toEqual(expect.arrayContaining(["images/cat.png", "images/dog.png"]));
  });

  it("lists the batches listed publicly on this server, each a link to its page", async () => {
    visit("/batches");
    renderWithApi(<BatchesPage />, server.url);
    const list = await screen.findByRole("list", { name: "Listed publicly" });
    const link = within(list).getByRole("link", { name: "Support tickets, three classifiers" });
    expect(link.getAttribute("href")).toBe(`/batches/${LISTED.id}`);
    expect(within(list).getByText(/acme\/left vs acme\/right · done/)).toBeTruthy();
  });

  it("lists this browser's batches and ignores what it cannot read", async () => {
    window.localStorage.setItem(
      "modeldeck.batches",
      JSON.stringify([
        {
          id: BATCH_ID,
          task: "translation",
          title: "",
          rowCount: 7,
          createdAt: "2026-11-28T06:00:00.000Z",
        },
        { id: "../../api/runs", task: "x", title: "<img>", rowCount: 1, createdAt: "" },
        "junk",
      ]),
    );
    visit("/batches");
    const user = userEvent.setup();
    renderWithApi(<BatchesPage />, server.url);
    const list = screen.getByRole("region", { name: "Your batches" });
    const link = within(list).getByRole("link", { name: /7 rows/ });
    expect(link.getAttribute("href")).toBe(`/batches/${BATCH_ID}`);
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await user.click(within(list).getByRole("button", { name: /Remove/ }));
    expect(within(list).queryByRole("link")).toBe(null);
  });
});
