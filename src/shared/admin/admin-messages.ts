/** The admin login's toasts (docs/product/admin.md, "Signing in"). */
export const ADMIN_LOGIN_MESSAGES = {
  successTitle: 'Login successful',
  success: (name: string) => `Welcome back, ${name}!`,
  failureTitle: 'Login failed',
  failure: 'Invalid username or password',
  error: 'An error occurred during login',
} as const;

/** The code the server answers for an unknown username, a wrong password or a non-admin account. */
export const ADMIN_LOGIN_FAILED_CODE = 'INVALID_USERNAME_OR_PASSWORD';
