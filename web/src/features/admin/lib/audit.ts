/**
 * Audit-log entries (GET /api/admin/audit/) made readable: what changed,
 * field by field, before → after.
 */

import type { Schemas } from "@/lib/openapi/types";

export type AuditActor = Schemas["AuditActor"];
/** One entry; before and after are the row's states (null when there was none). */
export type AuditEntry = Schemas["Audit"];

export const ACTION_LABELS: Record<string, string> = {
  "game.ingest": "Live game entered",
  "game.correct": "Game corrected",
  "champion.correct": "Champion corrected",
  "user.role": "Role changed",
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A value as short text: "—" for nothing, JSON for objects and lists. */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

function record(v: unknown): Record<string, unknown> {
  if (v && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
  return v === null || v === undefined ? {} : { value: v };
}

/**
 * The fields whose value differs between before and after, in the order they
 * first appear (before's fields, then after's new ones). A creation (no
 * before) lists every field of after; a deletion every field of before.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const b = record(before);
  const a = record(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const out: FieldChange[] = [];
  for (const field of fields) {
    const fb = formatValue(b[field]);
    const fa = formatValue(a[field]);
    if (fb !== fa) out.push({ field, before: fb, after: fa });
  }
  return out;
}

/** "Nov 24, 2026, 7:32:05 PM" in the visitor's zone; the raw text when it is not a date. */
export function formatWhen(at: string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return at;
  return d.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", second: "2-digit" });
}
