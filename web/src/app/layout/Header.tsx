import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "@/components/Logo";
import { HeaderSearch } from "@/features/search/components/HeaderSearch";
import { useAdminFlag } from "@/lib/use-admin-flag";
import { useSite } from "@/lib/use-site";
import { UserMenu } from "./UserMenu";
import { headerLinks } from "../nav";

const SCROLL_THRESHOLD_PX = 20;

function navClass({ isActive }: { isActive: boolean }): string {
  return [
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-primary-50 text-primary-700"
      : "text-secondary-700 hover:bg-secondary-100 hover:text-secondary-900",
  ].join(" ");
}

function mobileNavClass({ isActive }: { isActive: boolean }): string {
  return [
    "block rounded-md px-3 py-2 text-base font-medium",
    isActive ? "bg-primary-50 text-primary-700" : "text-secondary-800 hover:bg-secondary-100",
  ].join(" ");
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const showAdmin = useAdminFlag();
  const site = useSite();
  const { pathname } = useLocation();

  // The header turns more opaque once the page has scrolled 20 px.
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // A navigation closes the mobile menu (adjusted while rendering the new path, not in an effect after it).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const adminLink = showAdmin ? (
    <a href="/admin/" target="_blank" rel="noopener noreferrer" className={navClass({ isActive: false })}>
      Admin
    </a>
  ) : null;

  return (
    <header
      className={[
        "sticky top-0 z-40 border-b backdrop-blur transition-colors duration-200",
        scrolled || menuOpen ? "border-secondary-200 bg-white/95 shadow-sm" : "border-transparent bg-white/70",
      ].join(" ")}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-md" aria-label={`${site.name} home`}>
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={navClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {adminLink && <li>{adminLink}</li>}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <HeaderSearch />
          <UserMenu />
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-md p-2 text-secondary-700 hover:bg-secondary-100 lg:hidden"
            aria-controls="mobile-menu"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-secondary-200 bg-white px-4 pb-4 pt-2 lg:hidden"
      >
        <ul className="space-y-1">
          {headerLinks.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={mobileNavClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
          {adminLink && <li>{adminLink}</li>}
        </ul>
        <UserMenu placement="mobile" className="mt-3 border-t border-secondary-200 pt-3 sm:hidden" />
      </nav>
    </header>
  );
}
