import type { PlayerIcon as Kind } from "@/lib/people/format";

const TITLES: Record<Kind, string> = {
  trophy: "More than 2 championships",
  mvp: "MVP award winner",
  medal: "More than 3 awards",
  person: "Player",
};

/** The card's icon: trophy, MVP star, medal or a plain person. */
export function PlayerIcon({ kind, className = "size-6" }: { kind: Kind; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" role="img" aria-label={TITLES[kind]}>
      <title>{TITLES[kind]}</title>
      {kind === "trophy" && <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />}
      {kind === "mvp" && <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />}
      {kind === "medal" && (
        <>
          <circle cx="12" cy="15" r="5" />
          <path d="M8.5 11L6 3h4l2 5 2-5h4l-2.5 8" />
        </>
      )}
      {kind === "person" && (
        <>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
        </>
      )}
    </svg>
  );
}
