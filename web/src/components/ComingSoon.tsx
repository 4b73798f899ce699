import { Link } from "react-router";

/** The text shown for a screen that is not built yet. */
export function comingSoonText(feature: string): string {
  return `${feature} will be available in a future update. Stay tuned for more exciting features!`;
}

/**
 * Shared "Coming Soon" view. As a page (default) it has an h1 and a link
 * home; `compact` fits it inside a tab or card with an h2/h3.
 */
export function ComingSoon({
  feature,
  title = "Coming Soon",
  compact = false,
  headingLevel,
}: {
  feature: string;
  title?: string;
  compact?: boolean;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = (`h${headingLevel ?? (compact ? 2 : 1)}`) as "h1" | "h2" | "h3";
  return (
    <section
      className={
        compact
          ? "flex flex-col items-center rounded-lg border border-dashed border-secondary-300 bg-white px-4 py-12 text-center"
          : "mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
      }
    >
      <div
        className={`mb-6 flex items-center justify-center rounded-full bg-primary-100 text-primary-700 ${compact ? "size-10" : "size-14"}`}
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className={compact ? "size-5" : "size-7"} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      </div>
      <Heading className={`${compact ? "text-xl" : "text-3xl"} font-bold tracking-tight text-secondary-900`}>{title}</Heading>
      <p className={`mt-4 ${compact ? "text-base" : "text-lg"} text-secondary-600`}>{comingSoonText(feature)}</p>
      {!compact && (
        <Link to="/" className="mt-8 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
          Back to Home
        </Link>
      )}
    </section>
  );
}
