import { classifyCredential } from "./internal/credential.js";
import { redactSecrets } from "./redact-secrets.js";
import * as tasks from "./tasks/index.js";
import type { BaseArgs, InferenceTask, Options } from "./types.js";

/**
 * The client's methods, typed as the task functions themselves, overloads included (so
 * `client.textToImage(args, { outputType: "url" })` is a `Promise<string>`, as the function is).
 * A call's own `accessToken` or `endpointUrl`, which the functions accept, wins over the
 * client's.
 */
type ClientMethods = { [Name in keyof typeof tasks]: (typeof tasks)[Name] };

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

/**
 * Holds the token and defaults in private fields, so that `console.log(client)`, `util.inspect`
 * and `JSON.stringify` never show the token (`toJSON` and the inspect hook show its kind
 * instead); the per-task methods are installed on its prototype by the static block.
 */
class TaskMethodsBase {
  readonly #accessToken: string | undefined;
  readonly #defaults: ClientDefaults;

  constructor(accessToken?: string, defaultOptions: ClientDefaults = {}) {
    this.#accessToken = accessToken || defaultOptions.accessToken;
    const { accessToken: _token, ...defaults } = defaultOptions;
    this.#defaults = defaults;
  }

  /** A copy bound to an endpoint, with the same token and defaults. */
  protected withEndpoint(endpointUrl: string): InferenceClientEndpoint {
    return new InferenceClientEndpoint(endpointUrl, this.#accessToken, this.#defaults);
  }

  /**
   * What `JSON.stringify` shows: the credential's kind and the defaults, with the call headers'
   * values redacted (an `X-Api-Key` default is a secret too); never the token.
   */
  toJSON(): Record<string, unknown> {
    const { headers, ...defaults } = this.#defaults;
    const shown = headers
      ? Object.fromEntries(Object.keys(headers).map((name) => [name, "[redacted]"]))
      : undefined;
    return {
      credential: classifyCredential(this.#accessToken).kind,
      ...defaults,
      ...(shown ? { headers: shown } : {}),
    };
  }

  /** What `console.log` and `util.inspect` show in Node: the class name and `toJSON()`. */
  [Symbol.for("nodejs.util.inspect.custom")](
    _depth: number,
    options: unknown,
    inspect: (value: unknown, options: unknown) => string,
  ): string {
    return `${this.constructor.name} ${redactSecrets(inspect(this.toJSON(), options))}`;
  }

  static {
    // Shared on the prototype (one closure per task, not per instance); inside the class body
    // so the methods can read the private fields.
    for (const [name, task] of Object.entries(tasks)) {
      Object.defineProperty(this.prototype, name, {
        configurable: true,
        writable: true,
        value(
          this: TaskMethodsBase,
          args: Record<string, unknown>,
          options?: Record<string, unknown>,
        ) {
          const defaults = this.#defaults;
          const inherited: Record<string, unknown> = {};
          for (const key of ARG_DEFAULTS)
            if (defaults[key] !== undefined) inherited[key] = defaults[key];
          const accessToken = (args.accessToken as string | undefined) ?? this.#accessToken;
          return (task as (args: unknown, options: unknown) => unknown)(
            { ...inherited, ...args, accessToken },
            { ...defaults, ...options },
          );
        },
      });
    }
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
    return this.withEndpoint(endpointUrl);
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

// Declaration merging gives the classes their per-task method types; the methods exist at
// run time because the static block installs them on the shared prototype.
/* eslint-disable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging */
export interface InferenceClient extends ClientMethods {}
export interface InferenceClientEndpoint extends ClientMethods {}
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
