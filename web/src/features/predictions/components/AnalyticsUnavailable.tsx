/** The analytics screens' error fallback. */
export function AnalyticsUnavailable() {
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900">Analytics Temporarily Unavailable</h1>
      <p className="mt-4 text-secondary-600">
        We're experiencing issues loading the analytics data. This could be due to high server load or temporary connectivity issues.
      </p>
      <p className="mt-2 text-sm text-secondary-600">Our team has been notified and is working on a fix</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
      >
        Try Again
      </button>
    </section>
  );
}
