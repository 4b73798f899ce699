import { Link } from "react-router";

/** Shared "Coming Soon" view (spec part 1 §2, "Shared views"). */
export function ComingSoon({ feature }: { feature: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" aria-labelledby="coming-soon-title">
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-700" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      </div>
      <h1 id="coming-soon-title" className="text-3xl font-bold tracking-tight text-secondary-900">
        Coming Soon
      </h1>
      <p className="mt-4 text-lg text-secondary-600">
        {feature} will be available in a future update. Stay tuned for more exciting features!
      </p>
      <Link to="/" className="mt-8 rounded-md bg-primary-600 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700">
        Back to Home
      </Link>
    </section>
  );
}
