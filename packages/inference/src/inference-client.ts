import * as tasks from "./tasks/index.js";
import type { BaseArgs, InferenceTask, Options } from "./types.js";

type Tasks = typeof tasks;
/** Omits keys from each member of a union, keeping it a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type TaskFunction = (args: never, options?: never) => unknown;

type ClientMethods<Omitted extends PropertyKey> = {
  [Name in keyof Tasks]: Tasks[Name] extends TaskFunction
    ? (
        args: DistributiveOmit<Parameters<Tasks[Name]>[0], Omitted>,
        options?: Parameters<Tasks[Name]>[1],
      ) => ReturnType<Tasks[Name]>
    : never;
};

/**
 * Defaults of a client: any option, plus request fields (provider, model, endpoint, task) that
 * every call inherits unless it sets its own.
 *
 * @example
 * ```ts
 * const defaults: ClientDefaults = { provider: "groq", retry_on_error: false };
 * ```
 */
export type ClientDefaults = Options & BaseArgs & { task?: InferenceTask };

const ARG_DEFAULTS = ["provider", "model", "endpointUrl"] as const;

/** Holds the token and defaults; the per-task methods are installed on its prototype below. */
class TaskMethodsBase {
  protected readonly accessToken: string | undefined;
  protected readonly defaultOptions: ClientDefaults;

  constructor(accessToken?: string, defaultOptions: ClientDefaults = {}) {
    this.accessToken = accessToken || defaultOptions.accessToken;
    this.defaultOptions = defaultOptions;
  }
}

/**
 * The inference client: one method per task (`chatCompletion`, `textToImage`, …), each calling
 * the tree-shakable function of the same name with the client's token and defaults.
 *
 * @example
 * ```ts
 * import { InferenceClient } from "@modeldeck/inference";
 * const client = new InferenceClient("hf_…", { provider: "together" });
 * const answer = await client.chatCompletion({
 *   model: "meta-llama/Llama-3.1-8B-Instruct",
 *   messages: [{ role: "user", content: "Hello!" }],
 * });
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class InferenceClient extends TaskMethodsBase {
  /**
   * A copy of this client bound to a dedicated endpoint (an Inference Endpoint, a TGI server…).
   *
   * @example
   * ```ts
   * const gpt2 = client.endpoint("https://xyz.endpoints.huggingface.cloud/gpt2");
   * const { generated_text } = await gpt2.textGeneration({ inputs: "The answer is" });
   * ```
   */
  endpoint(endpointUrl: string): InferenceClientEndpoint {
    return new InferenceClientEndpoint(endpointUrl, this.accessToken, this.defaultOptions);
  }
}

/**
 * A client bound to one endpoint URL, made by `client.endpoint(url)`.
 *
 * @example
 * ```ts
 * const llama = new InferenceClientEndpoint("http://localhost:8080", "hf_…");
 * await llama.chatCompletion({ messages: [{ role: "user", content: "Hi" }] });
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class InferenceClientEndpoint extends TaskMethodsBase {
  constructor(endpointUrl: string, accessToken?: string, defaultOptions: ClientDefaults = {}) {
    super(accessToken, { ...defaultOptions, endpointUrl });
  }
}

// The methods are shared on the prototype (one closure per task, not per instance).
for (const [name, task] of Object.entries(tasks)) {
  Object.defineProperty(TaskMethodsBase.prototype, name, {
    configurable: true,
    writable: true,
    value(this: TaskMethodsBase, args: Record<string, unknown>, options?: Record<string, unknown>) {
      const defaults = this.defaultOptions;
      const inherited: Record<string, unknown> = {};
      for (const key of ARG_DEFAULTS)
        if (defaults[key] !== undefined) inherited[key] = defaults[key];
      const callArgs = { ...inherited, ...args, accessToken: this.accessToken };
      return (task as (args: unknown, options: unknown) => unknown)(callArgs, {
        ...defaults,
        ...options,
      });
    },
  });
}

// Declaration merging gives the classes their per-task method types; the methods exist at
// run time because the loop above installs them on the shared prototype.
/* eslint-disable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging */
export interface InferenceClient extends ClientMethods<"accessToken"> {}
export interface InferenceClientEndpoint extends ClientMethods<"accessToken" | "endpointUrl"> {}
/* eslint-enable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging */

/**
 * The client's former name, kept so code written for it runs unchanged.
 *
 * @example
 * ```ts
 * import { HfInference } from "@modeldeck/inference";
 * const hf = new HfInference("hf_…");
 * ```
 */
export class HfInference extends InferenceClient {}
