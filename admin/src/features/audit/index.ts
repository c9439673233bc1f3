// The audit log screen (owners): who changed what, filtered and paged on the server.
export { AuditLog } from './components/audit-log.tsx';
