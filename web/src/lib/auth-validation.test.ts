import { describe, expect, it } from "vitest";
import { EMPTY_AUTH_FORM, validateAuthForm, type AuthFormValues } from "./auth-validation";

const form = (v: Partial<AuthFormValues>): AuthFormValues => ({ ...EMPTY_AUTH_FORM, ...v });
const good = { email: "fan@example.com", password: "Secret123" };

describe("auth form validation", () => {
  it("requires an email in every mode", () => {
    for (const mode of ["login", "register", "reset"] as const) {
      expect(validateAuthForm(mode, form({})).email).toBe("Email is required");
    }
  });

  it("checks the address pattern", () => {
    expect(validateAuthForm("login", form({ ...good, email: "not-an-email" })).email).toBe("Please enter a valid email address");
    expect(validateAuthForm("login", form({ ...good, email: "a b@c.d" })).email).toBe("Please enter a valid email address");
    expect(validateAuthForm("login", form(good))).toEqual({});
  });

  it("checks the password except in reset mode", () => {
    expect(validateAuthForm("login", form({ email: good.email })).password).toBe("Password is required");
    expect(validateAuthForm("login", form({ email: good.email, password: "Ab1" })).password).toBe(
      "Password must be at least 8 characters long",
    );
    for (const pw of ["alllowercase1", "ALLUPPERCASE1", "NoDigitsHere"]) {
      expect(validateAuthForm("login", form({ email: good.email, password: pw })).password).toBe(
        "Password must contain uppercase, lowercase, and number",
      );
    }
    expect(validateAuthForm("reset", form({ email: good.email }))).toEqual({});
  });

  it("checks the register-only fields", () => {
    const errors = validateAuthForm("register", form(good));
    expect(errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      username: "Username is required",
      confirmPassword: "Please confirm your password",
    });
    const more = validateAuthForm("register", form({ ...good, firstName: "A", lastName: "B", username: "ab", confirmPassword: "Other123" }));
    expect(more).toEqual({
      username: "Username must be at least 3 characters long",
      confirmPassword: "Passwords do not match",
    });
    expect(
      validateAuthForm("register", form({ ...good, firstName: "A", lastName: "B", username: "abc", confirmPassword: good.password })),
    ).toEqual({});
  });

  it("ignores register fields when logging in", () => {
    expect(validateAuthForm("login", form({ ...good, confirmPassword: "x" }))).toEqual({});
  });
});
