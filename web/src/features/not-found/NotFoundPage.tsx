import { Link, useLocation } from "react-router";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle("Page Not Found");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" aria-labelledby="not-found-title">
      <p className="text-sm font-semibold text-primary-600">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight text-secondary-900">
        Page Not Found
      </h1>
      <p className="mt-4 break-words text-secondary-600">
        There is no page at <code className="rounded bg-secondary-100 px-1 py-0.5 text-sm">{pathname}</code>. It may have
        moved, or the address may be mistyped.
      </p>
      <Link to="/" className="mt-8 rounded-md bg-primary-600 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700">
        Go Home
      </Link>
    </section>
  );
}
