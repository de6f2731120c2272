import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { recordRequest, type RecordedRequest } from "./loopback-server.js";

/** One scripted answer. */
export interface FakeResponse {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as `application/json` unless `headers` says otherwise. */
  json?: unknown;
  /** Sent as `text/plain` unless `headers` says otherwise. */
  text?: string;
  body?: Buffer | Uint8Array;
  /** Server-sent events: each string is one event's `data`; `[DONE]` is not added for you. */
  events?: string[];
  /** Raw chunks written one after the other (for split and truncated streams). */
  chunks?: (string | Uint8Array)[];
  /** Destroys the connection after writing, without ending the response properly. */
  cutConnection?: boolean;
}

type Responder =
  | FakeResponse
  | ((request: RecordedRequest, server: FakeServer) => FakeResponse | Promise<FakeResponse>);

interface Route {
  method: string;
  path: string | RegExp;
  responders: Responder[];
  calls: number;
}

/**
 * A loopback HTTP server (port 0) that plays hub, router and providers at once. Routes match
 * on method and path; a route given several answers plays them in order and repeats the last,
 * which scripts 503 storms and job polling.
 */
export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  private routes: Route[] = [];
  url = "";
  private readonly server = createServer((request, response) => {
    void this.handle(request, response);
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Forgets routes and recorded requests between tests. */
  reset(): void {
    this.routes = [];
    this.requests.length = 0;
  }

  on(method: string, path: string | RegExp, ...responders: Responder[]): this {
    this.routes.unshift({ method, path, responders, calls: 0 });
    return this;
  }

  /** Requests whose URL (path and query) starts with `prefix` (or matches it). */
  requestsTo(prefix: string | RegExp): RecordedRequest[] {
    return this.requests.filter((request) =>
      typeof prefix === "string" ? request.url.startsWith(prefix) : prefix.test(request.url),
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const recorded = await recordRequest(request);
    this.requests.push(recorded);
    const pathname = recorded.url.split("?")[0] ?? "";
    const route = this.routes.find(
      (candidate) =>
        candidate.method === recorded.method &&
        (typeof candidate.path === "string"
          ? candidate.path === pathname
          : candidate.path.test(recorded.url)),
    );
    if (!route) {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ error: `No fake route for ${recorded.method} ${recorded.url}` }),
      );
      return;
    }
    const responder = route.responders[Math.min(route.calls, route.responders.length - 1)];
    route.calls++;
    const answer = typeof responder === "function" ? await responder(recorded, this) : responder;
    await this.write(answer ?? {}, response);
  }

  private async write(answer: FakeResponse, response: ServerResponse): Promise<void> {
    const headers: Record<string, string> = { ...answer.headers };
    let payload: Buffer | undefined;
    if (answer.json !== undefined) {
      headers["content-type"] ??= "application/json";
      payload = Buffer.from(JSON.stringify(answer.json));
    } else if (answer.text !== undefined) {
      headers["content-type"] ??= "text/plain; charset=utf-8";
      payload = Buffer.from(answer.text);
    } else if (answer.body) {
      payload = Buffer.from(answer.body);
    }
    let chunks = answer.chunks;
    if (answer.events) {
      headers["content-type"] ??= "text/event-stream";
      chunks = answer.events.map((data) => `data: ${data}\n\n`);
    }
    response.writeHead(answer.status ?? 200, headers);
    if (chunks) {
      for (const chunk of chunks) {
        response.write(chunk);
        // Gives the client a chance to read each chunk on its own.
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (answer.cutConnection) {
        response.socket?.destroy();
        return;
      }
      response.end();
      return;
    }
    response.end(payload);
  }
}

/** A wait that returns at once but records every requested duration. */
export function instantSleep(): {
  sleep: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  waits: number[];
} {
  const waits: number[] = [];
  return {
    waits,
    sleep: async (milliseconds, signal) => {
      signal?.throwIfAborted();
      waits.push(milliseconds);
    },
  };
}
