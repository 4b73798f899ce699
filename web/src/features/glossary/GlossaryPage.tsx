import { Link } from "react-router";
import { ErrorState } from "@/components/ErrorState";
import { PageHeader } from "@/components/PageHeader";
import { Spinner } from "@/components/Spinner";
import { errorMessage } from "@/lib/errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useUrlState } from "@/lib/use-url-state";
import { useGlossary, type GlossaryBook } from "./api/get-glossary";

const SPORT_NAMES: Record<string, string> = { baseball: "Baseball", basketball: "Basketball", football: "Football", hockey: "Hockey" };

/**
 * The glossary: every statistic the site shows with its abbreviation, its
 * name, what it counts and how it is computed, from the same file per sport
 * the server labels its figures with. A sport's site shows its sport; the
 * hub shows every sport, each in its own section.
 */
export default function GlossaryPage() {
  useDocumentTitle("Glossary");
  const site = useSite();
  const q = useGlossary();
  const books = q.data?.results ?? [];
  const many = books.length > 1;
  // The hub has every sport's book; it shows one at a time (some 230 terms at once made the page slow), chosen in the URL.
  const [chosen] = useUrlState("sport", "");
  const shown = many ? books.filter((b) => b.sport === (chosen || books[0].sport)) : books;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader title="Glossary">
        {site.sport
          ? `What each ${site.sport} statistic on ${site.name} means and how it is computed.`
          : "What each statistic on the Almanac sites means and how it is computed, sport by sport."}
      </PageHeader>
      {q.isPending ? (
        <Spinner label="Loading the glossary…" />
      ) : q.isError ? (
        <ErrorState message={errorMessage(q.error, "An error occurred")} onRetry={() => q.refetch()} className="mt-8" />
      ) : (
        <>
          {many && (
            <nav aria-label="Sports" className="mt-6 flex flex-wrap gap-2">
              {books.map((b) => {
                const current = b.sport === shown[0]?.sport;
                return (
                  <Link
                    key={b.sport}
                    to={`?sport=${b.sport}`}
                    replace
                    aria-current={current ? "page" : undefined}
                    className={`rounded-full border px-3 py-1 text-sm font-medium ${current ? "border-primary-600 bg-primary-50 text-primary-800" : "border-secondary-300 text-secondary-700 hover:border-primary-500 hover:text-primary-700"}`}
                  >
                    {SPORT_NAMES[b.sport] ?? b.sport}
                  </Link>
                );
              })}
            </nav>
          )}
          {shown.map((b) => (
            <Book key={b.sport} book={b} titled={many} />
          ))}
        </>
      )}
    </div>
  );
}

function Book({ book, titled }: { book: GlossaryBook; titled: boolean }) {
  const H = titled ? "h3" : "h2";
  return (
    <section
      id={book.sport}
      aria-labelledby={`${book.sport}-title`}
      className="mt-10 scroll-mt-20"
    >
      {titled ? (
        <h2 id={`${book.sport}-title`} className="text-2xl font-bold text-secondary-900">
          {SPORT_NAMES[book.sport] ?? book.sport}
        </h2>
      ) : (
        <h2 id={`${book.sport}-title`} className="sr-only">
          {SPORT_NAMES[book.sport] ?? book.sport} statistics
        </h2>
      )}
      <p className="mt-1 text-sm text-secondary-600">
        Scores count {book.score_unit.many}: team figures read {book.score_unit.many} per game, allowed and differential.
      </p>
      {(book.groups ?? []).map((g) => {
        const terms = (book.terms ?? []).filter((t) => t.group === g.id);
        if (terms.length === 0) return null;
        return (
          <div key={g.id} className="mt-6">
            <H className="text-lg font-semibold text-secondary-900">{g.label}</H>
            <dl className="mt-2 divide-y divide-secondary-200 rounded-lg border border-secondary-200 bg-white">
              {terms.map((t) => (
                <div key={t.name} id={`${book.sport}-${t.name}`} className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
                  <dt className="font-semibold text-secondary-900">
                    <abbr title={t.label} className="no-underline">
                      {t.abbr}
                    </abbr>
                    <span className="block text-sm font-normal text-secondary-600">{t.label}</span>
                  </dt>
                  <dd className="text-sm text-secondary-700">
                    {t.definition}
                    {t.formula && (
                      <span className="mt-1 block">
                        <span className="sr-only">Formula: </span>
                        <code className="rounded bg-secondary-100 px-1.5 py-0.5 text-xs text-secondary-800">{t.formula}</code>
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </section>
  );
}
