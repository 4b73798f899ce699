import { Link } from "react-router";
import { Logo } from "@/components/Logo";
import { useSite } from "@/lib/use-site";
import { footerLinks } from "../nav";

export function Footer() {
  const year = new Date().getFullYear();
  const site = useSite();
  return (
    <footer className="border-t border-secondary-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-5 lg:px-8">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-secondary-600">{site.headline || site.description}</p>
        </div>
        {footerLinks.map((group) => (
          <nav key={group.title} aria-label={`Footer ${group.title}`}>
            <h2 className="text-sm font-semibold text-secondary-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-secondary-600 hover:text-primary-700">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-secondary-100">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-secondary-500 sm:px-6 lg:px-8">
          © {year} {site.name}. Open, self-hostable sports statistics.
        </p>
      </div>
    </footer>
  );
}
