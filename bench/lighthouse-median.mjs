// The median of several Lighthouse runs of one page: prints its scores and
// the range of the performance score, and copies the median run's report to
// the given path. Usage: node lighthouse-median.mjs URL OUT REPORT...
import { copyFileSync, readFileSync } from "node:fs";

const [url, out, ...paths] = process.argv.slice(2);
const runs = paths.map((path) => ({ path, report: JSON.parse(readFileSync(path, "utf8")) }));
const score = (r, k) => Math.round(r.report.categories[k].score * 100);
runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
const median = runs[Math.floor(runs.length / 2)];
copyFileSync(median.path, out);
const perf = runs.map((r) => score(r, "performance"));
console.log(
  url.padEnd(52),
  String(score(median, "performance")).padStart(5),
  `${perf[0]}-${perf[perf.length - 1]}`.padStart(9),
  ...["accessibility", "best-practices", "seo"].map((k) => String(score(median, k)).padStart(5)),
);
