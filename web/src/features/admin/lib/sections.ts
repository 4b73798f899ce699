/** The admin's tabs; each has its own path (/admin/ is Live games). */
export type AdminSection = "live" | "corrections" | "imports" | "audit" | "plans";

const SECTIONS: readonly AdminSection[] = ["live", "corrections", "imports", "audit", "plans"];

export function sectionFromPath(segment: string | undefined): AdminSection {
  return SECTIONS.find((s) => s === segment) ?? "live";
}

export function sectionPath(section: AdminSection): string {
  return section === "live" ? "/admin/" : `/admin/${section}`;
}

/** Operators and admins may write; the server decides again on every call. */
export function canOperate(role: string | undefined): boolean {
  return role === "operator" || role === "admin";
}
