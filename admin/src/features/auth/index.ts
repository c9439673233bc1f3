// The public face of the auth feature: the rest of the admin imports only this file.
export { isAuthorised, setAuthCache, useAuth } from './api/auth.ts';
export { AuthGuard } from './components/auth-guard.tsx';
export { LoginForm } from './components/login-form.tsx';
export { LogoutButton } from './components/logout-button.tsx';
