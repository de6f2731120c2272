/**
 * Worker thread of a file import: reads and checks the descriptor file named in `workerData`
 * and posts the checked batches to the importing thread, which only writes them. Parsing and
 * checking are half of an import's work; here they run on a second core, pipelined with the
 * writes. At most a few batches wait unacknowledged, so memory stays flat when writing is slower.
 */
import { parentPort, workerData } from "node:worker_threads";
import { checkDescriptors } from "./check-descriptors.js";
import type { CheckerMessage, CheckerRequest } from "./checked-batches.js";
import { readDescriptorFile } from "./read-descriptors.js";

const request = workerData as CheckerRequest;
const port = parentPort;
if (port === null) throw new Error("check-descriptors-worker runs as a worker thread");

let unacknowledged = 0;
let wake: (() => void) | undefined;
port.on("message", () => {
  unacknowledged -= 1;
  wake?.();
});

const post = (message: CheckerMessage) => port.postMessage(message);

try {
  for await (const batch of checkDescriptors(
    readDescriptorFile(request.file, request.read),
    new Date(request.now),
  )) {
    while (unacknowledged >= request.inFlight) {
      await new Promise<void>((resolve) => (wake = resolve));
    }
    unacknowledged += 1;
    post({ batch });
  }
  post({ done: true });
} catch (error) {
  post({ error: error instanceof Error ? error.message : String(error) });
}
