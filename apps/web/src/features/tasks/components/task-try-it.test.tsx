import { cleanup, render, screen, within } from "@testing-library/react";
import { TASKS_DATA, type PipelineType } from "@modeldeck/tasks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { ApiProvider, createApiClient } from "../../../lib/api-client";
import { TryItContext, type TryItProps } from "../../../lib/try-it-slot";
import { TaskTryIt } from "./task-try-it";

const SERVED_CHAT = "meta-llama/Llama-3.1-8B-Instruct";

describe("TaskTryIt", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      // `GET /api/models?pipeline_tag=…&inference_provider=all`: the task's served models.
      "GET /api/models": (request, response) => {
        const query = new URL(request.url, "http://hub.invalid").searchParams;
        expect(query.get("inference_provider")).toBe("all");
        // The most downloaded is served for plain text generation only; the next as a chat model.
        const served: Record<string, object[]> = {
          "text-generation": [
            {
              _id: "1",
              id: "openai-community/gpt2",
              inferenceProviderMapping: [
                {
                  provider: "hf-inference",
                  status: "live",
                  providerId: "x",
                  task: "text-generation",
                },
              ],
            },
            {
              _id: "2",
              id: SERVED_CHAT,
              inferenceProviderMapping: [
                { provider: "together", status: "live", providerId: "y", task: "conversational" },
              ],
            },
          ],
        };
        sendJson(response, served[query.get("pipeline_tag") ?? ""] ?? []);
      },
    });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  function renderTryIt(taskId: PipelineType) {
    const task = TASKS_DATA[taskId];
    if (!task) throw new Error(`no task page ${taskId}`);
    const tryIt = (props: TryItProps) => <p>try-it box for {props.modelId}</p>;
    const api = createApiClient({
      baseUrl: server.url,
      fetch: (input, init) => fetch(input, init),
    });
    return render(
      <ApiProvider client={api}>
        <TryItContext.Provider value={tryIt}>
          <TaskTryIt task={task} />
        </TryItContext.Provider>
      </ApiProvider>,
    );
  }

  it("tries a model a provider serves, a chat model for a chat example, not the unserved widget model", async () => {
    expect(TASKS_DATA["text-generation"]?.widgetModels).not.toContain(SERVED_CHAT);
    renderTryIt("text-generation");
    expect(await screen.findByText(`try-it box for ${SERVED_CHAT}`)).toBeTruthy();
    expect(screen.getByRole("link", { name: SERVED_CHAT }).getAttribute("href")).toBe(
      `/${SERVED_CHAT}`,
    );
  });

  it("keeps the section for a task no provider serves and says so, with the way on", async () => {
    renderTryIt("depth-estimation");
    const section = screen.getByRole("region", { name: "Try it" });
    const note = await within(section).findByRole("note");
    expect(note.getAttribute("aria-label")).toBe(
      "No inference provider serves a depth estimation model in this hub",
    );
    expect(within(note).getByRole("list", { name: "Libraries that run it locally" })).toBeTruthy();
    expect(within(note).getByRole("link", { name: "Settings" })).toBeTruthy();
    expect(screen.queryByText(/try-it box for/)).toBeNull();
  });
});
