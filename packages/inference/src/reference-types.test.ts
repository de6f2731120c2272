import type * as reference from "@huggingface/tasks";
import { describe, expectTypeOf, it } from "vitest";
import type * as own from "./index.js";

/**
 * Type-level compatibility with the types `@huggingface/inference` 3.6.2 exports or uses
 * (`@huggingface/tasks` 0.18 for chat): code written against them must compile unchanged after
 * swapping the import. `npm run typecheck` is what fails when one drifts.
 */

type ChatArgs = Parameters<typeof own.chatCompletion>[0];
type ChatAnswer = Awaited<ReturnType<typeof own.chatCompletion>>;
type StreamEvent = own.TextGenerationStreamOutput;

describe("3.6.2 type exports", () => {
  it("exports the provider configuration types", () => {
    expectTypeOf<own.HeaderParams>().toEqualTypeOf<{
      accessToken?: string;
      authMethod: own.AuthMethod;
    }>();
    expectTypeOf<own.UrlParams>().toHaveProperty("baseUrl").toEqualTypeOf<string>();
    expectTypeOf<own.BodyParams>()
      .toHaveProperty("chatCompletion")
      .toEqualTypeOf<boolean | undefined>();
    expectTypeOf<own.ProviderConfig["makeUrl"]>().parameter(0).toEqualTypeOf<own.UrlParams>();
  });

  it("exports the streaming and audio element types", () => {
    expectTypeOf<own.TextGenerationStreamPrefillToken>()
      .toHaveProperty("logprob")
      .toEqualTypeOf<number | undefined>();
    expectTypeOf<own.TextGenerationStreamBestOfSequence>()
      .toHaveProperty("prefill")
      .toEqualTypeOf<own.TextGenerationStreamPrefillToken[]>();
    expectTypeOf<own.AudioToAudioOutputElem>().toHaveProperty("audio").toEqualTypeOf<Blob>();
    expectTypeOf<StreamEvent["token"]>().toExtend<own.TextGenerationStreamToken>();
  });

  it("types chat message content as 3.6.2 does", () => {
    // Input: a message content written with the reference types fits ours.
    type ReferenceContent = NonNullable<reference.ChatCompletionInputMessage["content"]>;
    expectTypeOf<ReferenceContent>().toExtend<
      NonNullable<ChatArgs["messages"][number]["content"]>
    >();
    expectTypeOf<Exclude<ReferenceContent, string>[number]>().toExtend<
      Exclude<NonNullable<ChatArgs["messages"][number]["content"]>, string>[number]
    >();
    // Output: `message.content` reads as `string | undefined`, as the reference types say.
    type Content = NonNullable<ChatAnswer["choices"][number]["message"]["content"]> | undefined;
    expectTypeOf<ChatAnswer["choices"][number]["message"]["content"]>().toEqualTypeOf<Content>();
    expectTypeOf<ChatAnswer["choices"][number]["message"]["content"]>().toEqualTypeOf<
      reference.ChatCompletionOutputMessage["content"]
    >();
  });
});
