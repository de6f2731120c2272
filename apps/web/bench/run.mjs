// Prints the web app's bundle sizes and a Lighthouse run (performance and accessibility) on the
// home, task, model browser and model pages, served by the real server from a fresh temporary database.
// Usage: `npm run build` at the root once, then `npm run bench` in apps/web.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { PAGES, repositoryRoot, startServer, webRoot } from "./bench-server.mjs";

const distribution = join(webRoot, "dist");
const BUDGET_KIB = 150;
const CHROMIUM = "/usr/bin/chromium";

const PERFORMANCE_TARGET = 90;
// Each page is measured this many times and the run with the median performance score is shown,
// since one run on a shared machine swings by many points (`BENCH_RUNS=1` for a quick look).
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "3", 10) || 3);

/**
 * What Lighthouse blames for a slow page: its opportunities with savings, and the scripts that
 * kept the main thread busiest (under CPU contention these grow with the machine's load).
 */
function performanceCauses(audits) {
  const opportunities = Object.values(audits)
    .filter((audit) => audit.details?.type === "opportunity" && (audit.numericValue ?? 0) > 0)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.id} (${audit.displayValue ?? ""})`);
  const scripts = (audits["bootup-time"]?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${new URL(item.url, "http://x").pathname} ${Math.round(item.scripting)} ms`);
  const work = (audits["mainthread-work-breakdown"]?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`);
  return [
    `opportunities: ${opportunities.join(", ") || "none"}`,
    `main thread: ${work.join(", ")}`,
    `busiest scripts: ${scripts.join(", ")}`,
  ].join("; ");
}

/**
 * The run with the median performance score among those that measured (Lighthouse sometimes
 * loses a trace, `NO_NAVSTART`, on a busy machine); a failed run only when every run failed.
 */
function medianRun(runs) {
  const measured = runs.filter((run) => !run.runtimeError);
  if (measured.length === 0) return runs[0];
  const sorted = measured.sort(
    (left, right) =>
      (left.categories.performance?.score ?? -1) - (right.categories.performance?.score ?? -1),
  );
  return sorted[Math.floor(sorted.length / 2)];
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

function bundleReport() {
  if (!existsSync(join(distribution, "index.html"))) {
    console.log("apps/web/dist is missing: run `npm run build` first.");
    process.exit(1);
  }
  const html = readFileSync(join(distribution, "index.html"), "utf8");
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  const initialBytes = initial.reduce((sum, file) => sum + gzipped(join(distribution, file)), 0);
  console.log("## Bundle (gzip -9)");
  console.log(
    `initial JS: ${kib(initialBytes)} (${initial.join(", ")}) — budget ${BUDGET_KIB} KiB: ${initialBytes <= BUDGET_KIB * 1024 ? "within" : "OVER"}`,
  );
  const assets = join(distribution, "assets");
  const chunks = readdirSync(assets)
    .filter((file) => file.endsWith(".js") && !initial.includes(`assets/${file}`))
    .map((file) => ({
      file,
      raw: readFileSync(join(assets, file)).length,
      gzip: gzipped(join(assets, file)),
    }))
    .sort((left, right) => right.gzip - left.gzip);
  console.log("lazy chunks (loaded per route or on demand):");
  for (const chunk of chunks)
    console.log(
      `  ${chunk.file.padEnd(44)} ${kib(chunk.raw).padStart(11)} raw  ${kib(chunk.gzip).padStart(10)} gzip`,
    );
  const css = readdirSync(assets).filter((file) => file.endsWith(".css"));
  for (const file of css) console.log(`CSS ${file}: ${kib(gzipped(join(assets, file)))} gzip`);
}

async function lighthouseReport() {
  if (!existsSync(join(repositoryRoot, "apps/server/dist/cli.js"))) {
    console.log("apps/server/dist is missing: run `npm run build` first; skipping Lighthouse.");
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`${CHROMIUM} is missing (apt-get install chromium); skipping Lighthouse.`);
    return;
  }
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  console.log(
    `\n## Lighthouse 12 (mobile emulation, simulated throttling), median of ${RUNS} run(s) per page`,
  );
  console.log("page   performance  accessibility  FCP       LCP       TBT      CLS");
  const notes = [];
  const benchmarkIndexes = [];
  try {
    // `BENCH_PAGES=task,home` measures only those pages.
    const only = process.env.BENCH_PAGES?.split(",");
    for (const [name, path] of PAGES.filter(([page]) => !only || only.includes(page))) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(server.url + path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        runs.push(result.lhr);
        // `BENCH_JSON=/some/dir` keeps every run's full Lighthouse JSON (bootup-time, long-tasks,
        // the LCP element and its phases) for a closer look.
        if (process.env.BENCH_JSON)
          writeFileSync(join(process.env.BENCH_JSON, `${name}-${run + 1}.json`), result.report);
      }
      const { categories, audits, runtimeError, environment } = medianRun(runs);
      // Lighthouse's own CPU score of this machine at that moment: its simulated 4x mobile
      // slowdown assumes a desktop near 1000-2000; a busy shared machine scores far lower.
      benchmarkIndexes.push(Math.round(environment?.benchmarkIndex ?? 0));
      if (runtimeError)
        console.log(
          `${name}: Lighthouse could not measure (${runtimeError.code}: ${runtimeError.message})`,
        );
      const score = (category) => String(Math.round((category?.score ?? 0) * 100)).padStart(3);
      const metric = (id) => (audits[id]?.displayValue ?? "–").padEnd(9);
      const failing = (categories.accessibility?.auditRefs ?? [])
        .filter((reference) => reference.weight > 0 && audits[reference.id]?.score === 0)
        .map((reference) => reference.id);
      if (failing.length > 0)
        notes.push(`${name}: accessibility audits failing: ${failing.join(", ")}`);
      if ((categories.performance?.score ?? 0) < PERFORMANCE_TARGET / 100)
        notes.push(
          `${name}: performance below ${PERFORMANCE_TARGET}: ${performanceCauses(audits)}`,
        );
      console.log(
        `${name.padEnd(6)} ${score(categories.performance).padEnd(12)} ${score(categories.accessibility).padEnd(14)} ${metric("first-contentful-paint")} ${metric("largest-contentful-paint")} ${metric("total-blocking-time")} ${audits["cumulative-layout-shift"]?.displayValue ?? "–"}`,
      );
    }
    console.log(`Lighthouse benchmarkIndex per page (median run): ${benchmarkIndexes.join(", ")}`);
    for (const note of notes) console.log(note);
  } finally {
    chrome.kill();
    server.stop();
  }
}

bundleReport();
console.log(
  `\nload average (1, 5, 15 min): ${loadavg()
    .map((value) => value.toFixed(1))
    .join(", ")} on ${cpus().length} cores`,
);
await lighthouseReport();
