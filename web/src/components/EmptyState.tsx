import type { ReactNode } from "react";

/** The shared empty views. */
export const EMPTY_STATES = {
  teams: { title: "No Teams Found", description: "Try adjusting your search or filters." },
  players: { title: "No Players Found", description: "Try adjusting your search or filters." },
  games: { title: "No Games Found", description: "No games match the selected dates or filters." },
  data: { title: "No Data Available", description: "There is nothing to show here yet." },
} as const;

export type EmptyVariant = keyof typeof EMPTY_STATES;

const ICONS: Record<EmptyVariant, ReactNode> = {
  teams: <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />,
  players: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
  games: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  data: (
    <>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </>
  ),
};

/**
 * "No Teams Found", "No Players Found", "No Games Found", "No Data
 * Available"; `title`/`description` override the variant's text, `action`
 * adds a button or link.
 */
export function EmptyState({
  variant = "data",
  title,
  description,
  action,
  headingLevel = 2,
  className = "",
}: {
  variant?: EmptyVariant;
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const text = EMPTY_STATES[variant];
  return (
    <div className={`flex flex-col items-center rounded-lg border border-secondary-200 bg-white px-4 py-12 text-center ${className}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mb-4 size-10 text-secondary-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {ICONS[variant]}
      </svg>
      <Heading className="text-lg font-semibold text-secondary-900">{title ?? text.title}</Heading>
      {(description ?? text.description) && <p className="mt-2 max-w-md text-sm text-secondary-600">{description ?? text.description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
