import type { BadgeTone } from "@/components/Badge";

/** Health bar: green at 95 or more, warning at 80 or more, else error. */
export function healthTone(value: number | null): "success" | "warning" | "danger" | "secondary" {
  if (value == null) return "secondary";
  if (value >= 95) return "success";
  if (value >= 80) return "warning";
  return "danger";
}

/** Item statuses: excellent, active, passing success; good, warning warning; poor, error, failing error; else secondary. */
export function statusTone(status: string): BadgeTone {
  switch (status.toLowerCase()) {
    case "excellent":
    case "active":
    case "passing":
      return "success";
    case "good":
    case "warning":
      return "warning";
    case "poor":
    case "error":
    case "failing":
      return "danger";
    default:
      return "secondary";
  }
}

/** "excellent" → "Excellent"; "unmeasured" → "Not measured". */
export function statusLabel(status: string): string {
  if (status === "unmeasured") return "Not measured";
  return status ? status[0].toUpperCase() + status.slice(1) : "";
}

/** One decimal; two just below 100 so a near-perfect figure never reads as 100.0%. */
export const fmt = (v: number | null) => (v == null ? "—" : `${v.toFixed(v >= 99.95 && v < 100 ? 2 : 1)}%`);

export const count = (n: number) => n.toLocaleString("en-US");

/** "2026-11-24T15:58:08Z" → "Nov 24, 2026". */
export function day(iso: string | null): string {
  if (!iso) return "—";
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}
