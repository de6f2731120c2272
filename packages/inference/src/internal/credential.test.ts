import { describe, expect, it } from "vitest";
import { automaticSpeechRecognition } from "../tasks/audio/automatic-speech-recognition.js";
import { imageToImage } from "../tasks/cv/image-to-image.js";
import { providerMappingAnswer } from "../test-support/fixtures.js";
import { useFakeServer } from "../test-support/use-fake-server.js";
import { CREDENTIAL, classifyCredential, credentialOf } from "./credential.js";
import { makeRequestOptions } from "./make-request-options.js";

const fake = useFakeServer();
const WHISPER = "openai/whisper-large-v3";
const KONTEXT = "black-forest-labs/FLUX.1-Kontext-dev";

/**
 * A token that counts how often its kind is looked at: `classifyCredential` is the one place
 * that reads its prefix, so the count is the number of times a call decided what it is.
 */
function countingToken(text: string): { token: string; looks: () => number } {
  let looks = 0;
  const token = Object.assign(new String(text), {
    startsWith(prefix: string) {
      looks++;
      return text.startsWith(prefix);
    },
  });
  return { token: token as unknown as string, looks: () => looks };
}

describe("one credential decision per call", () => {
  it("classifies the token of a speech call once, though the call picks its provider first", async () => {
    fake.server.on("POST", `/router/hf-inference/models/${WHISPER}`, { json: { text: "hello" } });
    const { token, looks } = countingToken("hf_countedtoken1234");
    const answer = await automaticSpeechRecognition(
      { model: WHISPER, data: new Blob([new Uint8Array([1, 2, 3])]), accessToken: token },
      fake.options(),
    );
    expect(answer.text).toBe("hello");
    expect(looks()).toBe(1);
  });

  it("classifies the token of an image edit once, though the image is shaped for its provider first", async () => {
    fake.server.on("GET", `/api/models/${KONTEXT}`, {
      json: providerMappingAnswer(KONTEXT, {
        "fal-ai": { providerId: "fal-ai/flux-kontext/dev", task: "image-to-image" },
      }),
    });
    fake.server.on("POST", "/router/fal-ai/fal-ai/flux-kontext/dev", {
      json: { images: [{ url: "data:image/png;base64,iVBORw0KGgo=" }] },
    });
    const { token, looks } = countingToken("hf_countedtoken5678");
    await imageToImage(
      {
        provider: "fal-ai",
        model: KONTEXT,
        inputs: new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }),
        parameters: { prompt: "make it snow" },
        accessToken: token,
      },
      fake.options(),
    );
    expect(looks()).toBe(1);
  });

  it("routes by the credential the arguments carry, not by the token's look", async () => {
    // Carried as a Hugging Face token: the router, even for a key of another shape.
    const prepared = await makeRequestOptions(
      {
        model: WHISPER,
        accessToken: "plain-key-without-prefix",
        [CREDENTIAL]: { kind: "hf-token", token: "plain-key-without-prefix" },
      } as never,
      { ...fake.options(), task: "automatic-speech-recognition" },
    );
    expect(prepared.url).toBe(`${fake.server.url}/router/hf-inference/models/${WHISPER}`);
    expect(credentialOf({ accessToken: "r8_abc" })).toEqual(classifyCredential("r8_abc"));
  });
});
