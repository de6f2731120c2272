import { InferenceClientProviderApiError } from "../../http-request-errors.js";
import { EventStream } from "../../internal/event-stream.js";
import { throwForResponse } from "../../internal/failure.js";
import { errorContextOf } from "../../internal/inner-request.js";
import { requestIdOf } from "../../internal/http-error.js";
import { makeRequestOptions } from "../../internal/make-request-options.js";
import { fetchWithRetry } from "../../internal/retry.js";
import type { RequestArgs, RequestOptions } from "../../types.js";

/**
 * Sends a custom request that answers with server-sent events and yields each event's JSON.
 * HTTP errors surface on the first read; the stream ends at `[DONE]` or when the server closes.
 *
 * @example
 * ```ts
 * import { streamingRequest } from "@modeldeck/inference";
 * for await (const chunk of streamingRequest<{ token: { text: string } }>(
 *   { model: "gpt2", inputs: "Hello", parameters: { max_new_tokens: 20 } },
 *   { task: "text-generation" },
 * )) process.stdout.write(chunk.token.text);
 * ```
 */
export function streamingRequest<T>(
  args: RequestArgs,
  options?: RequestOptions,
): AsyncGenerator<T> {
  return new EventStream<T>(async () => {
    const prepared = await makeRequestOptions({ ...args, stream: true }, options);
    const context = errorContextOf(prepared);
    const response = await fetchWithRetry(prepared.url, prepared.info, options ?? {});
    if (!response.ok) await throwForResponse(response, context);
    const contentType = response.headers.get("content-type");
    if (!contentType?.startsWith("text/event-stream")) {
      await response.body?.cancel().catch(() => undefined);
      throw new InferenceClientProviderApiError(
        `Server does not support event stream content type, it returned ${contentType}`,
        context.request,
        { status: response.status, requestId: requestIdOf(response), body: "" },
        prepared.secrets,
      );
    }
    return { response, context };
  });
}
