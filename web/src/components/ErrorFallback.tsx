import { Link } from "react-router";

/** Generic error fallback. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900">Something went wrong</h1>
      <p className="mt-4 text-secondary-600">
        We encountered an unexpected error. The issue has been logged and we'll look into it.
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-primary-600 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          Try Again
        </button>
        <Link to="/" className="rounded-md border border-secondary-300 px-4 py-2 text-sm font-semibold text-secondary-800 hover:bg-secondary-100">
          Go Home
        </Link>
      </div>
    </section>
  );
}
