import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@/lib/auth-validation";
import { fetchedUrls, jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";

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
