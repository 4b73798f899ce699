import type { ReactNode } from "react";

/**
 * "Failed to Load Data" with a Try Again action. Screens
 * pass their own title ("Error Loading Championships") and the error's
 * message. `onRetry` omitted: no button.
 */
export function ErrorState({
  title = "Failed to Load Data",
  message,
  onRetry,
  retryLabel = "Try Again",
  headingLevel = 2,
  children,
  className = "",
}: {
  title?: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as "h1" | "h2" | "h3";
  return (
    <div role="alert" className={`flex flex-col items-center rounded-lg border border-red-200 bg-red-50 px-4 py-10 text-center ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mb-3 size-10 text-red-600" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v6M12 16.5v.5" />
      </svg>
      <Heading className="text-lg font-semibold text-red-900">{title}</Heading>
      {message && <p className="mt-2 max-w-md text-sm text-red-800">{message}</p>}
      {children}
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-6 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          {retryLabel}
        </button>
      )}
    </div>
  );
}

/** A retry that reloads the page (several spec screens retry that way). */
export function reloadPage() {
  window.location.reload();
}
