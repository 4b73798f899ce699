import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@/lib/auth-validation";
import { TOKENS_KEY, USER_KEY } from "@/lib/auth/auth-storage";
import { fetchedUrls, jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";
import { ACCOUNT_TEXT } from "./AccountPage";

const config = { features: { auth: true } };

describe("/verify-email", () => {
  it("sends the token once and says the email is verified", async () => {
    const fetch = routeFetch({ "/api/config": config, "/auth/verify-email": { detail: "Email verified." } });
    renderApp("/verify-email?token=abc123");
    expect(await screen.findByText(/Email verified\./)).toBeInTheDocument();
    const calls = fetch.mock.calls.filter((c) => String(c[0]) === "/auth/verify-email/");
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({ token: "abc123" });
  });

  it("shows the server's detail for a used or expired token", async () => {
    routeFetch({ "/api/config": config, "/auth/verify-email": () => jsonResponse({ detail: "Token is invalid or expired." }, { status: 400 }) });
    renderApp("/verify-email?token=old");
    expect(await screen.findByRole("alert")).toHaveTextContent("Token is invalid or expired.");
  });

  it("a link without a token calls nothing", async () => {
    const fetch = routeFetch({ "/api/config": config });
    renderApp("/verify-email");
    expect(await screen.findByText(/carries no token/)).toBeInTheDocument();
    expect(fetchedUrls(fetch).some((u) => u.startsWith("/auth/"))).toBe(false);
  });
});

describe("/reset-password", () => {
  it("checks the new password with the spec's messages, then sends it with the token", async () => {
    const fetch = routeFetch({ "/api/config": config, "/auth/reset-password/confirm": { detail: "Password has been reset." } });
    renderApp("/reset-password?token=t0k");
    const submit = await screen.findByRole("button", { name: "Set New Password" });
    fireEvent.click(submit);
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.confirmRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "short" } });
    fireEvent.click(submit);
    expect(screen.getByText(AUTH_MESSAGES.passwordShort)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "alllowercase1" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "different" } });
    fireEvent.click(submit);
    expect(screen.getByText(AUTH_MESSAGES.passwordWeak)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(fetchedUrls(fetch).some((u) => u.startsWith("/auth/"))).toBe(false);

    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "NewSecret1" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "NewSecret1" } });
    fireEvent.click(submit);
    expect(await screen.findByRole("status")).toHaveTextContent("Password has been reset.");
    const call = fetch.mock.calls.find((c) => String(c[0]) === "/auth/reset-password/confirm/")!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ token: "t0k", password: "NewSecret1" });
    // The way on: sign in with the new password.
    expect(screen.getAllByRole("button", { name: "Sign In" }).length).toBeGreaterThan(0);
  });

  it("shows the server's refusal", async () => {
    routeFetch({ "/api/config": config, "/auth/reset-password/confirm": () => jsonResponse({ detail: "Token is invalid or expired." }, { status: 400 }) });
    renderApp("/reset-password?token=used");
    fireEvent.change(await screen.findByLabelText("New Password"), { target: { value: "NewSecret1" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "NewSecret1" } });
    fireEvent.click(screen.getByRole("button", { name: "Set New Password" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Token is invalid or expired."));
  });
});

describe("/account", () => {
  const user = { id: 3, email: "kim@example.com", firstName: "Kim", lastName: "Lee", isVerified: true, role: "user" };
  const today = new Date().toISOString().slice(0, 10);
  const plan = { slug: "free", name: "Free", per_minute: 60, per_day: 10000 };
  const keys = [
    { id: 7, name: "laptop", prefix: "alm_ab12", plan, created_at: "2026-10-01T09:00:00Z", last_used_at: "2026-10-20T12:00:00Z", revoked_at: null, usage: [{ date: today, requests: 1500 }, { date: "2026-10-02", requests: 20 }] },
    { id: 6, name: "old script", prefix: "alm_cd34", plan, created_at: "2026-09-01T09:00:00Z", last_used_at: null, revoked_at: "2026-09-05T09:00:00Z", usage: [] },
  ];

  it("lists the signed-in user's keys in a named table: plan, requests, created; revokes an active key", async () => {
    window.localStorage.setItem(TOKENS_KEY, JSON.stringify({ accessToken: "access-1", refreshToken: "refresh-1", expiresAt: Date.now() + 15 * 60_000 }));
    window.localStorage.setItem(USER_KEY, JSON.stringify(user));
    const fetch = routeFetch({
      "/api/config": config,
      "/auth/me": user,
      "/auth/keys": (_u: URL, init?: RequestInit) => (init?.method === "DELETE" ? new Response(null, { status: 204 }) : { results: keys }),
    });
    renderApp("/account");
    const table = await screen.findByRole("table", { name: ACCOUNT_TEXT.keysTitle });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Key", "Plan", "Requests today", "Created", "Actions"]);
    const laptop = within(table).getByRole("row", { name: /laptop/ });
    expect(within(laptop).getByRole("rowheader")).toHaveTextContent("laptopalm_ab12…");
    expect(laptop).toHaveTextContent("60/min · 10,000/day");
    expect(laptop).toHaveTextContent("1,500");
    expect(laptop).toHaveTextContent("1,520 in 30 days");
    expect(laptop).toHaveTextContent("used 2026-10-20");
    const old = within(table).getByRole("row", { name: /old script/ });
    expect(old).toHaveTextContent("never used");
    expect(within(old).getByText("Revoked")).toBeInTheDocument();
    expect(within(old).queryByRole("button", { name: "Revoke" })).toBeNull();

    fireEvent.click(within(laptop).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(fetch.mock.calls.some((c) => String(c[0]) === "/auth/keys/7/" && c[1]?.method === "DELETE")).toBe(true));
  });
});
