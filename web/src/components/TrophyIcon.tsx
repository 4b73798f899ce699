/** The filled trophy of team cards and team pages (decorative unless `title` is given). */
export function TrophyIcon({ className = "size-4", title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="currentColor"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      {title && <title>{title}</title>}
      <path d="M7 3h10v2h3a1 1 0 0 1 1 1v2a5 5 0 0 1-4.1 4.92A5 5 0 0 1 13 15.9V18h3v2H8v-2h3v-2.1a5 5 0 0 1-3.9-2.98A5 5 0 0 1 3 8V6a1 1 0 0 1 1-1h3V3zm10 4v3.83A3 3 0 0 0 19 8V7h-2zM5 7v1a3 3 0 0 0 2 2.83V7H5z" />
    </svg>
  );
}
