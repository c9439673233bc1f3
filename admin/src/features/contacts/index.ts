// The public face of the contacts feature: the rest of the admin imports only this file.
export { ContactsList } from './components/contacts-list.tsx';
export { OverdueSummary } from './components/overdue-summary.tsx';
