// The public face of the dashboard feature: the rest of the admin imports only this file.
export { DashboardCards } from './components/dashboard-cards.tsx';
