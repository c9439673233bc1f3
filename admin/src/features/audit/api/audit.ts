import { api } from '@nodal/shared';
import { withQuery } from '../../../lib/api-client.ts';

export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** The list URL with the filters; usePagedList adds the search and the page. */
export const auditUrl = (f: AuditFilters) => withQuery(api.adminAudit, { ...f });
export const auditCsvUrl = (f: AuditFilters, q: string) => withQuery(api.adminAuditCsv, { ...f, q });
