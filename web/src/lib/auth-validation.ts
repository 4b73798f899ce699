/**
 * The auth form's rules and messages.
 */

export type AuthMode = "login" | "register" | "reset";

export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  username: string;
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

export const EMPTY_AUTH_FORM: AuthFormValues = {
  email: "",
  password: "",
  confirmPassword: "",
  firstName: "",
  lastName: "",
  username: "",
};

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_USERNAME_LENGTH = 3;

/** A simple address pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordShort: "Password must be at least 8 characters long",
  passwordWeak: "Password must contain uppercase, lowercase, and number",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  usernameRequired: "Username is required",
  usernameShort: "Username must be at least 3 characters long",
  confirmRequired: "Please confirm your password",
  passwordsDiffer: "Passwords do not match",
} as const;

/** The message for a new or current password, or undefined when it passes. */
export function passwordError(pw: string): string | undefined {
  if (!pw) return AUTH_MESSAGES.passwordRequired;
  if (pw.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordShort;
  if (!/[a-z]/.test(pw) || !/[A-Z]/.test(pw) || !/\d/.test(pw)) return AUTH_MESSAGES.passwordWeak;
  return undefined;
}

function confirmError(password: string, confirm: string): string | undefined {
  if (!confirm) return AUTH_MESSAGES.confirmRequired;
  if (confirm !== password) return AUTH_MESSAGES.passwordsDiffer;
  return undefined;
}

/** Field errors for `values` in `mode`; submission proceeds only when this is empty. */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = AUTH_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = AUTH_MESSAGES.emailInvalid;

  if (mode !== "reset") {
    const pw = passwordError(values.password);
    if (pw) errors.password = pw;
  }

  if (mode === "register") {
    if (!values.firstName.trim()) errors.firstName = AUTH_MESSAGES.firstNameRequired;
    if (!values.lastName.trim()) errors.lastName = AUTH_MESSAGES.lastNameRequired;
    const username = values.username.trim();
    if (!username) errors.username = AUTH_MESSAGES.usernameRequired;
    else if (username.length < MIN_USERNAME_LENGTH) errors.username = AUTH_MESSAGES.usernameShort;
    const confirm = confirmError(values.password, values.confirmPassword);
    if (confirm) errors.confirmPassword = confirm;
  }
  return errors;
}

export interface NewPasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/** The reset page's form (new password + confirmation), with the register form's messages. */
export function validateNewPassword(password: string, confirmPassword: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const pw = passwordError(password);
  if (pw) errors.password = pw;
  const confirm = confirmError(password, confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  return errors;
}

export function hasErrors(errors: AuthFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
