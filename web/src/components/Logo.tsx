import { site } from "@/app/site";

/** The brand mark and name; the mark uses the theme's primary colour. */
export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" className="fill-primary-600" />
        <path d="M16 6l8 20h-4.2l-1.6-4.3h-4.5L12.1 26H8zm0 6.4l-1.5 5.3h3z" fill="#fff" fillRule="evenodd" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-secondary-900">{site.name}</span>
    </span>
  );
}
