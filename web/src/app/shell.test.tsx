import { useQuery } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RateLimitNotice } from "@/components/RateLimitNotice";
import { api } from "@/lib/api";
import { DEFAULT_SITE, THEME_STYLE_ID, normalizeSite } from "@/lib/site";
import { jsonResponse, mockFetch, renderApp, renderWithProviders, routeFetch } from "@/testing/test-utils";

const sports = { count: 0, next: null, previous: null, results: [] };
const config = (auth: boolean) => ({ features: { auth, analytics: true } });

afterEach(() => {
  vi.useRealTimers();
  document.getElementById(THEME_STYLE_ID)?.remove();
});

describe("rate limit notice", () => {
  it("appears when a query fails with a server 429, with its Retry-After", async () => {
    routeFetch({
      "/api/config": config(false),
      "/api/sports": () => jsonResponse({ detail: "Too many requests" }, { status: 429, headers: { "Retry-After": "90" } }),
    });
    renderApp("/");
    const notice = await screen.findByRole("alert", { name: "Rate Limit Exceeded" });
    expect(within(notice).getByText("Server rate limit exceeded. Please wait before making more requests.")).toBeInTheDocument();
    expect(within(notice).getByText("Retry in 1m 30s")).toBeInTheDocument();
    expect(within(notice).getByTestId("rate-limit-progress")).toBeInTheDocument();
    fireEvent.click(within(notice).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert", { name: "Rate Limit Exceeded" })).not.toBeInTheDocument();
  });

  it("appears for the client limiter's refusals, with the queue message", async () => {
    mockFetch(() => jsonResponse({}));
    for (let i = 0; i < 5; i++) await api.get(`/api/export/warm${i}`);
    void api.get("/api/export/q1").catch(() => {});
    void api.get("/api/export/q2").catch(() => {});
    function Probe() {
      useQuery({ queryKey: ["export"], queryFn: () => api.get("/api/export/refused") });
      return null;
    }
    renderWithProviders(
      <>
        <Probe />
        <RateLimitNotice />
      </>,
    );
    const notice = await screen.findByRole("alert", { name: "Rate Limit Exceeded" });
    expect(within(notice).getByText("Request queue is full. Please try again later.")).toBeInTheDocument();
  });

  it("hides itself after 5 seconds", async () => {
    vi.useFakeTimers();
    const { showRateLimitNotice } = await import("@/lib/rate-limit-notice");
    renderWithProviders(<RateLimitNotice />);
    act(() => showRateLimitNotice({ message: "search rate limit exceeded", retryAfter: 30, queuePosition: 3 }));
    expect(screen.getByText("Retry in 30 seconds")).toBeInTheDocument();
    expect(screen.getByText("Queue position: 3")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText("Retry in 28 seconds")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("search rate limit exceeded")).not.toBeInTheDocument();
  });
});

describe("site profile", () => {
  const nba = normalizeSite({
    id: "nba",
    name: "Hardwood Almanac",
    sport: "basketball",
    level: "professional",
    logoUrl: "/logo.svg",
    theme: { primary: { "600": "#c2410c" }, secondary: {}, accent: {} },
  })!;

  it("brands the shell and injects the theme", async () => {
    routeFetch({ "/api/config": config(false), "/api/sports": sports });
    renderApp("/coaches", { site: nba });
    expect(screen.getByRole("link", { name: "Hardwood Almanac home" })).toBeInTheDocument();
    await screen.findByRole("heading", { level: 1, name: "Coaches" });
    expect(document.title).toBe("Coaches | Hardwood Almanac");
    await waitFor(() => expect(document.getElementById(THEME_STYLE_ID)?.textContent).toContain("--color-primary-600:#c2410c"));
  });

  it("shows the text brand when the logo fails to load", () => {
    routeFetch({ "/api/config": config(false), "/api/sports": sports });
    renderApp("/", { site: nba });
    const home = screen.getByRole("link", { name: "Hardwood Almanac home" });
    const img = home.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/logo.svg");
    fireEvent.error(img);
    expect(home.querySelector("img")).toBeNull();
    expect(within(home).getByTestId("logo-text-mark")).toHaveTextContent("H");
    expect(within(home).getByText("Hardwood Almanac")).toBeInTheDocument();
  });

  it("fetches /api/site when the server injected no profile, and uses its filters", async () => {
    const { SiteProvider } = await import("./site-provider");
    const { useSite } = await import("@/lib/use-site");
    const { siteFilters } = await import("@/lib/site");
    routeFetch({ "/api/site": { name: "Frozen Pond Almanac", sport: "hockey", level: "college" } });
    function Name() {
      const site = useSite();
      return <p>{`${site.name} ${JSON.stringify(siteFilters())}`}</p>;
    }
    const { render } = await import("@testing-library/react");
    render(
      <SiteProvider>
        <Name />
      </SiteProvider>,
    );
    expect(await screen.findByText('Frozen Pond Almanac {"sport__slug":"hockey","level__slug":"ncaa-d1"}')).toBeInTheDocument();
    const { setSite } = await import("@/lib/site");
    act(() => setSite(DEFAULT_SITE));
  });
});

describe("auth", () => {
  it("shows no user menu while the auth flag is off", async () => {
    const fetch = routeFetch({ "/api/config": config(false), "/api/sports": sports });
    renderApp("/");
    await waitFor(() => expect(fetch.mock.calls.map((c) => String(c[0]))).toContain("/api/config"));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it("validates the login form with the spec's messages and clears a field's error on edit", async () => {
    routeFetch({ "/api/config": config(true), "/api/sports": sports });
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Sign In" }));
    const dialog = await screen.findByRole("dialog", { name: "Welcome Back" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    expect(within(dialog).getByText("Email is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Password is required")).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "fan@" } });
    expect(within(dialog).queryByText("Email is required")).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "short" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    expect(within(dialog).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(dialog).getByText("Password must be at least 8 characters long")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's detail, or 'Login failed', in a banner", async () => {
    let answer = () => jsonResponse({ detail: "Invalid email or password." }, { status: 401 });
    const fetch = routeFetch({ "/api/config": config(true), "/api/sports": sports, "/auth/login": () => answer() });
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Sign In" }));
    const dialog = await screen.findByRole("dialog", { name: "Welcome Back" });
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "fan@example.com" } });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "Secret123" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    expect(within(dialog).getByRole("button", { name: "Please wait..." })).toHaveAttribute("aria-disabled", "true");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Invalid email or password.");
    const call = fetch.mock.calls.find((c) => String(c[0]) === "/auth/login/")!;
    expect(call[1]?.method).toBe("POST");
    expect(JSON.parse(String(call[1]?.body))).toEqual({ email: "fan@example.com", password: "Secret123" });

    answer = () => new Response(null, { status: 500 });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent("Login failed"));
    expect(screen.queryByText("Welcome Back!")).not.toBeInTheDocument();
  });

  it("switches between login, register and reset, clearing the form", async () => {
    routeFetch({ "/api/config": config(true), "/api/sports": sports });
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Sign Up" }));
    let dialog = await screen.findByRole("dialog", { name: "Create Account" });
    expect(dialog).toHaveAccessibleDescription(/Join the Almanac community/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Account" }));
    for (const msg of ["First name is required", "Last name is required", "Username is required", "Please confirm your password"]) {
      expect(within(dialog).getByText(msg)).toBeInTheDocument();
    }
    const pw = within(dialog).getByLabelText("Password");
    expect(pw).toHaveAttribute("type", "password");
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Show password" })[0]);
    expect(pw).toHaveAttribute("type", "text");

    fireEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    dialog = screen.getByRole("dialog", { name: "Welcome Back" });
    expect(within(dialog).queryByText("Email is required")).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Forgot your password?" }));
    dialog = screen.getByRole("dialog", { name: "Reset Password" });
    expect(within(dialog).queryByLabelText("Password")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("confirms a sent reset link for 2 seconds, then closes", async () => {
    routeFetch({ "/api/config": config(true), "/api/sports": sports, "/auth/reset-password": {} });
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Sign In" }));
    const dialog = await screen.findByRole("dialog", { name: "Welcome Back" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Forgot your password?" }));
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "fan@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Reset Link Sent!")).toBeInTheDocument();
    expect(screen.getByText("Check your email for reset instructions.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 15_000 });
  });

  it("signs in when the server answers with tokens and a user, and signs out", async () => {
    routeFetch({
      "/api/config": config(true),
      "/api/sports": sports,
      "/auth/login": { access: "a", refresh: "r", expires_in: 3600, user: { email: "fan@example.com", first_name: "Pat", last_name: "Fan", is_verified: true } },
      "/auth/logout": {},
    });
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Sign In" }));
    const dialog = await screen.findByRole("dialog", { name: "Welcome Back" });
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "fan@example.com" } });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "Secret123" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Welcome Back!")).toBeInTheDocument();
    expect(screen.getByText("Redirecting to dashboard...")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 15_000 });

    fireEvent.click(screen.getByRole("button", { name: "Account menu for Pat Fan" }));
    const menu = screen.getByRole("menu", { name: "Account" });
    expect(within(menu).getByText("fan@example.com")).toBeInTheDocument();
    expect(within(menu).getByText("Verified")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Profile Settings" })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Sign Out" }));
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(window.localStorage.getItem("almanac:auth:tokens")).toBeNull();
  });
});

describe("shared views", () => {
  it("render the spec's texts", async () => {
    const { EmptyState } = await import("@/components/EmptyState");
    const { ErrorState } = await import("@/components/ErrorState");
    const { ComingSoon } = await import("@/components/ComingSoon");
    const retry = vi.fn();
    renderWithProviders(
      <>
        <EmptyState variant="teams" />
        <EmptyState variant="players" />
        <EmptyState variant="games" />
        <EmptyState />
        <ErrorState message="Network down" onRetry={retry} />
        <ComingSoon feature="Play-by-Play" compact title="Play-by-Play Coming Soon" />
      </>,
    );
    for (const t of ["No Teams Found", "No Players Found", "No Games Found", "No Data Available", "Failed to Load Data", "Play-by-Play Coming Soon"]) {
      expect(screen.getByRole("heading", { name: t })).toBeInTheDocument();
    }
    expect(screen.getByText("Play-by-Play will be available in a future update. Stay tuned for more exciting features!")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("shows the generic error fallback when a screen throws", async () => {
    const { ErrorFallback } = await import("@/components/ErrorFallback");
    const retry = vi.fn();
    renderWithProviders(<ErrorFallback onRetry={retry} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("We encountered an unexpected error. The issue has been logged and we'll look into it.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
