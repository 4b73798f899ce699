import { type CareerCoverage, coverageNote } from "@/lib/coverage";
import { Note } from "./Note";

/** The note a career page shows where its totals cover only part of the career (nothing when complete). */
export function CoverageNote({ coverage, what, className = "" }: { coverage: CareerCoverage | null | undefined; what?: string; className?: string }) {
  const note = coverageNote(coverage, what);
  if (!note) return null;
  return <Note className={className}>{note}</Note>;
}
