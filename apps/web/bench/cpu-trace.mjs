// Main-thread work of a first visit, measured in CPU time so that it holds on a busy shared
// machine, where Lighthouse's wall-clock figures swing with the load. For each page: a Chromium
// trace of a cold load (no CPU throttling), then every top-level task's thread CPU time (`tdur`),
// the sum, the longest task, and "TBT x4": the blocking time the tasks would have at Lighthouse's
// 4x mobile slowdown on an idle machine (sum over tasks of 4 * cpu - 50 ms when positive), up to
// the moment the page's network went quiet.
// Usage: `npm run build` at the root, then `node bench/cpu-trace.mjs` in apps/web
// (`TRACE_RUNS=3` runs each page three times and shows the median; `BENCH_PAGES` as in run.mjs).
import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import { PAGES, startServer } from "./bench-server.mjs";

const RUNS = Math.max(1, Number.parseInt(process.env.TRACE_RUNS ?? "3", 10) || 3);
const SLOWDOWN = 4;

const WORK = new Set([
  "EvaluateScript",
  "FunctionCall",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "ParseHTML",
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "MajorGC",
  "MinorGC",
  "TimerFire",
  "FireAnimationFrame",
  "RunMicrotasks",
  "ResourceReceivedData",
]);

/** What a long task mostly did: its largest traced piece of work, with the script's file. */
function largestWork(events, main, task) {
  const end = task.ts + task.dur;
  let best;
  for (const event of events) {
    if (event.pid !== main.pid || event.tid !== main.tid || event.ph !== "X") continue;
    if (event.ts < task.ts || event.ts > end || !WORK.has(event.name)) continue;
    if (!best || (event.tdur ?? 0) > (best.tdur ?? 0)) best = event;
  }
  if (!best) return "?";
  const data = best.args?.data ?? best.args?.beginData ?? {};
  const url = data.url ?? data.scriptName ?? data.fileName ?? "";
  const file = url ? ` ${url.split("/").pop()?.slice(0, 40)}` : "";
  return `${best.name}${file}`;
}

/**
 * The top-level tasks of the page's renderer main thread in one traced load, in ms of CPU time
 * (a cross-site navigation may use a new renderer: the busiest main thread is the page's).
 */
function mainThreadTasks(events) {
  const mains = events.filter(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  const tasksOf = (main) =>
    events
      .filter(
        (event) =>
          event.pid === main.pid &&
          event.tid === main.tid &&
          event.ph === "X" &&
          event.name === "RunTask" &&
          typeof event.tdur === "number",
      )
      .map((event) => ({
        start: event.ts,
        cpu: event.tdur / 1000,
        what: largestWork(events, main, event),
      }));
  const total = (tasks) => tasks.reduce((sum, task) => sum + task.cpu, 0);
  return mains
    .map(tasksOf)
    .reduce((busiest, tasks) => (total(tasks) > total(busiest) ? tasks : busiest), []);
}

async function traceOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const events = [];
  session.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const done = new Promise((resolve) => session.once("Tracing.tracingComplete", resolve));
  await session.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,toplevel,__metadata",
    transferMode: "ReportEvents",
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  await session.send("Tracing.end");
  await done;
  await context.close();
  const tasks = mainThreadTasks(events);
  const cpu = tasks.reduce((sum, task) => sum + task.cpu, 0);
  const longest = Math.max(0, ...tasks.map((task) => task.cpu));
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, SLOWDOWN * task.cpu - 50), 0);
  const long = tasks
    .filter((task) => SLOWDOWN * task.cpu > 50)
    .map((task) => `${Math.round(task.cpu)} ms ${task.what}`);
  return { cpu, longest, blocking, long };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const only = process.env.BENCH_PAGES?.split(",");
console.log(
  `load average at start: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(", ")}; median of ${RUNS} cold load(s) per page`,
);
console.log("page     main-thread CPU  longest task  TBT x4 (idle-machine estimate)");
try {
  for (const [name, path] of PAGES.filter(([page]) => !only || only.includes(page))) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await traceOnce(browser, server.url + path));
    const median = runs.sort((left, right) => left.blocking - right.blocking)[
      Math.floor(runs.length / 2)
    ];
    console.log(
      `${name.padEnd(8)} ${`${Math.round(median.cpu)} ms`.padEnd(16)} ${`${Math.round(median.longest)} ms`.padEnd(13)} ${Math.round(median.blocking)} ms`,
    );
    if (process.env.TRACE_DETAILS)
      for (const run of runs) console.log(`  long tasks (CPU): ${run.long.join("; ") || "none"}`);
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(
  `load average at end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(", ")}`,
);
