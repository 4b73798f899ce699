import { Link } from "react-router";
import { site } from "@/app/site";
import { useDocumentTitle } from "@/lib/use-document-title";
import { SportsList } from "./SportsList";

export default function HomePage() {
  useDocumentTitle();
  return (
    <>
      <section className="bg-linear-to-b from-primary-50 to-secondary-50" aria-labelledby="home-title">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <h1 id="home-title" className="text-4xl font-extrabold tracking-tight text-secondary-900 sm:text-6xl">
            {site.name}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-secondary-700 sm:text-xl">{site.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/scores" className="rounded-md bg-primary-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-primary-700">
              Latest Scores
            </Link>
            <Link
              to="/championships"
              className="rounded-md border border-secondary-300 bg-white px-5 py-2.5 text-sm font-semibold text-secondary-800 hover:bg-secondary-100"
            >
              Championship History
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" aria-labelledby="sports-title">
        <h2 id="sports-title" className="text-2xl font-bold tracking-tight text-secondary-900">
          Sports
        </h2>
        <div className="mt-6">
          <SportsList />
        </div>
      </section>
    </>
  );
}
