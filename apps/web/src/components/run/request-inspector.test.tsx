import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { hostileValue, MARKER_PREFIX } from "@modeldeck/test-support/hostile-values";
import { runWithStubs } from "@modeldeck/test-support/stubbed-shell";
import type { RecordedExchange } from "../../lib/run/recording-fetch";
import { RequestInspector } from "./request-inspector";

// A model id and a prompt are hostile values: the id sits in the URL, the prompt in the body.
const MODEL = `attacker/${hostileValue("model")}`;
const PROMPT = `@/etc/passwd ${hostileValue("prompt")}`;
const URL_SENT = `http://127.0.0.1:8080/api/inference/hf-inference/models/${MODEL}`;

function exchange(body: Partial<RecordedExchange> = {}): RecordedExchange {
  return {
    sequence: 1,
    method: "POST",
    url: URL_SENT,
    headers: { authorization: "Bearer hf_********", "content-type": "text/plain" },
    // A text body, as a provider that takes the prompt as it is receives it.
    body: PROMPT,
    ...body,
  };
}

function shownCurl(recorded: RecordedExchange): string {
  render(<RequestInspector exchange={recorded} />);
  return screen.getByLabelText("curl code").textContent ?? "";
}

describe("the request inspector's curl line", () => {
  afterEach(cleanup);

  it("repeats the request in real bash exactly, however hostile the model id and prompt", () => {
    const curl = shownCurl(exchange());
    const [outcome] = runWithStubs([{ name: "inspector", code: curl }], MARKER_PREFIX);
    expect(outcome?.markers).toEqual([]);
    expect(outcome?.calls).toEqual([
      {
        command: "curl",
        args: [
          "-X",
          "POST",
          URL_SENT,
          "-H",
          // HF_TOKEN is not set in the test's shell: the header ends where the token would go.
          "authorization: Bearer ",
          "-H",
          "content-type: text/plain",
          // A body that starts with @ is sent as it is, never read as a file name.
          "--data-raw",
          PROMPT,
        ],
        stdin: "",
      },
    ]);
    expect(curl).not.toContain("hf_");
  });

  it("points at a file for a binary body instead of writing its bytes", () => {
    const curl = shownCurl(exchange({ body: "<binary body, 12 bytes>", binaryBody: true }));
    expect(curl).toContain("--data-binary @input-file");
  });
});
