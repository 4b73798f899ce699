import { useEffect } from "react";
import { Link, useLocation, useNavigate, useRouteError } from "react-router";

/** The analytics screens' fallback. */
export function AnalyticsUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 text-amber-600" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      </svg>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-secondary-900 sm:text-3xl">Analytics Temporarily Unavailable</h1>
      <p className="mt-4 text-secondary-700">
        We're experiencing issues loading the analytics data. This could be due to high server load or temporary connectivity issues.
      </p>
      <p className="mt-2 text-sm text-secondary-600">Our team has been notified and is working on a fix</p>
      <div className="mt-8 flex gap-3">
        {onRetry && (
          <button type="button" onClick={onRetry} className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
            Try Again
          </button>
        )}
        <Link to="/" className="rounded-md border border-secondary-300 px-4 py-2 text-sm font-semibold text-secondary-800 hover:bg-secondary-100">
          Go Home
        </Link>
      </div>
    </section>
  );
}

/** Route error boundary around every analytics screen. */
export function AnalyticsRouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <AnalyticsUnavailable onRetry={() => navigate(location, { replace: true })} />;
}
