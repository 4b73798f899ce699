import { type CareerCoverage, coverageNote } from "@/lib/coverage";

/** The note a career page shows where its totals cover only part of the career (nothing when complete). */
export function CoverageNote({ coverage, what, className = "" }: { coverage: CareerCoverage | null | undefined; what?: string; className?: string }) {
  const note = coverageNote(coverage, what);
  if (!note) return null;
  return (
    <p role="note" className={`rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 ${className}`}>
      {note}
    </p>
  );
}
