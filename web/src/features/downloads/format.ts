/** A byte count as people read it (1 decimal from KB up). */
export function size(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return i === 0 ? `${v} B` : `${v.toFixed(1)} ${units[i]}`;
}

/** A count with thousands separators. */
export const count = (n: number) => n.toLocaleString("en-US");

/** What a file holds, for its row in the list. */
export function label(f: { table: string | null; format: string; path: string }): string {
  if (f.table) return `${f.table.replace(/_/g, " ")} (${f.format === "csv" ? "CSV" : "Parquet"})`;
  const names: Record<string, string> = {
    "almanac.sqlite": "Whole public dataset (SQLite)",
    "dictionary.json": "Data dictionary (JSON)",
    "CHANGELOG.md": "Changelog (Markdown)",
    "row-hashes.json.gz": "Row hashes for the next changelog",
  };
  return names[f.path] ?? f.path;
}

/** Each site's folder of the release, named by its sport and level. */
const scopes: Record<string, string> = {
  nfl: "Pro football",
  nba: "Pro basketball",
  mlb: "Pro baseball",
  nhl: "Pro hockey",
  cfb: "College football (NCAA Division I)",
  cbb: "College basketball (NCAA Division I)",
  cbs: "College baseball (NCAA Division I)",
  chk: "College hockey (NCAA Division I)",
};

export const scopeTitle = (id: string) => scopes[id] ?? id;
