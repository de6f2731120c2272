import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStats, inferenceGatewayInfo, listTasks } from "./catalogue.js";
import { HubApiError } from "./hub-api-error.js";
import { modelInfo, modelProviderMapping, modelReadme } from "./model-info.js";
import { startFakeHub } from "@modeldeck/test-support/fake-hub";
import type { FakeUpstream } from "@modeldeck/test-support/loopback-server";

const MAPPING = {
  _id: "6698d8a0653e4babe21e1e7d",
  id: "meta-llama/Llama-3.1-8B-Instruct",
  inferenceProviderMapping: {
    together: {
      status: "live",
      providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
      task: "conversational",
    },
  },
};

describe("model and catalogue reads", () => {
  let hub: FakeUpstream;
  beforeAll(async () => {
    hub = await startFakeHub((url) => {
      if (url === "/api/models/google-bert/bert-base-uncased") {
        return {
          body: {
            _id: "621ffdc036468d709f174338",
            id: "google-bert/bert-base-uncased",
            pipeline_tag: "fill-mask",
            tags: [],
          },
        };
      }
      if (url === "/api/models/meta-llama/Llama-3.1-8B-Instruct?expand[]=inferenceProviderMapping")
        return { body: MAPPING };
      if (url === "/api/models/gpt2/readme")
        return { headers: { "content-type": "text/markdown" }, body: "# GPT-2" };
      if (url === "/api/tasks")
        return {
          body: {
            "fill-mask": { id: "fill-mask", widgetModels: ["google-bert/bert-base-uncased"] },
          },
        };
      if (url === "/api/stats")
        return { body: { total: 1, pipelineCounts: {}, libraryCounts: {} } };
      if (url === "/api/inference-gateway") return { body: { configuredProviders: ["together"] } };
      if (url === "/api/models/broken")
        return {
          status: 502,
          headers: { "content-type": "text/html" },
          body: "<html>Bad gateway</html>",
        };
      return undefined;
    });
  });
  afterAll(() => hub.close());
  const options = () => ({ hubUrl: hub.url });

  it("reads descriptors, provider mappings and readmes", async () => {
    expect(
      (await modelInfo({ ...options(), name: "google-bert/bert-base-uncased" })).pipeline_tag,
    ).toBe("fill-mask");
    expect(
      (await modelProviderMapping({ ...options(), name: "meta-llama/Llama-3.1-8B-Instruct" }))
        .inferenceProviderMapping.together?.status,
    ).toBe("live");
    expect(await modelReadme({ ...options(), name: "gpt2" })).toBe("# GPT-2");
  });

  it("reads tasks, stats and the gateway's providers", async () => {
    expect((await listTasks(options()))["fill-mask"]?.widgetModels).toEqual([
      "google-bert/bert-base-uncased",
    ]);
    expect((await getStats(options())).total).toBe(1);
    expect(await inferenceGatewayInfo(options())).toEqual({ configuredProviders: ["together"] });
  });

  it("throws HubApiError with the server's message and status", async () => {
    const missing = await modelInfo({ ...options(), name: "nobody/nothing" }).catch(
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(HubApiError);
    expect(missing).toMatchObject({
      name: "HubApiError",
      status: 404,
      message: "not found",
      url: "/api/models/nobody/nothing",
    });
    const broken = await modelInfo({ ...options(), name: "broken" }).catch(
      (error: unknown) => error,
    );
    expect(broken).toMatchObject({ status: 502, message: "<html>Bad gateway</html>" });
    const unreachable = await modelInfo({ hubUrl: "http://127.0.0.1:9", name: "x" }).catch(
      (error: unknown) => error,
    );
    expect(unreachable).toMatchObject({ status: 0 });
  });
});
