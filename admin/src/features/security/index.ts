// The signed-in person's own security: password, two-factor sign-in, sessions. The login flow
// reuses the enrolment pieces; the admin root reads the account for the owner-only navigation.
export { useAccount } from './api/security.ts';
export { PasswordCard } from './components/password-card.tsx';
export { PasswordInput } from './components/password-input.tsx';
export { SectionCard } from './components/section-card.tsx';
export { SessionsCard } from './components/sessions-card.tsx';
export { TwoFactorCard } from './components/two-factor-card.tsx';
export { CodeField, RecoveryCodes, TwoFactorEnrolment } from './components/two-factor-enrolment.tsx';
