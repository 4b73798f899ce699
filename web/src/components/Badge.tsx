import type { ReactNode } from "react";

/**
 * A small label. Tones by status: success (live,
 * active), secondary (final, completed), primary (scheduled, upcoming),
 * warning (postponed), danger, accent, neutral.
 */
export type BadgeTone = "primary" | "secondary" | "success" | "warning" | "danger" | "accent" | "neutral";

const TONES: Record<BadgeTone, string> = {
  primary: "bg-primary-100 text-primary-800 ring-primary-200",
  secondary: "bg-secondary-100 text-secondary-800 ring-secondary-200",
  success: "bg-green-100 text-green-800 ring-green-200",
  warning: "bg-amber-100 text-amber-900 ring-amber-200",
  danger: "bg-red-100 text-red-800 ring-red-200",
  accent: "bg-accent-100 text-accent-900 ring-accent-200",
  neutral: "bg-white text-secondary-700 ring-secondary-300",
};

export function Badge({ tone = "secondary", children, className = "" }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]} ${className}`}>
      {children}
    </span>
  );
}
