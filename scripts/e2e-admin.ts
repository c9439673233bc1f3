/** The admin account the browser-test server is started with. Test-only credentials. */
export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'e2e-password-for-tests' } as const;
