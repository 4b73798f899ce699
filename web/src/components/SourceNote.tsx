import { Link } from "react-router";

/** Where the data-quality page lists every source with its files and licence. */
export const SOURCES_PATH = "/data-quality#dq-sources";

/** "Source: Retrosheet", the publisher's name linking to the sources list (never a file path). */
export function SourceNote({ name, className = "" }: { name: string | null | undefined; className?: string }) {
  if (!name) return null;
  return (
    <p className={`text-xs text-secondary-600 ${className}`}>
      Source:{" "}
      <Link to={SOURCES_PATH} className="underline decoration-secondary-300 underline-offset-2 hover:text-primary-700">
        {name}
      </Link>
    </p>
  );
}
