import { allSignups, deleteSignup, searchSignups } from '@nodal/db';
import { ACCESS_STATUS_LABELS, SUBSCRIBER_STATUS_LABELS, SUPPRESSION_REASON_LABELS, topicsLabel } from '@nodal/shared';
import { inboxApi } from '../src/http/inbox.ts';

export default inboxApi('adminSignups', {
  search: searchSignups,
  all: allSignups,
  remove: deleteSignup,
  csv: {
    filename: 'signups.csv',
    header: [
      'Date',
      'Name',
      'Email',
      'Institution',
      'Research Area',
      'Status',
      'Topics',
      'Suppressed',
      'Position',
      'Referrals',
      'Access',
    ],
    row: (s) => [
      s.createdAt,
      s.name,
      s.email,
      s.institution ?? '',
      s.researchArea ?? '',
      SUBSCRIBER_STATUS_LABELS[s.status],
      topicsLabel(s.topics),
      s.suppressed ? SUPPRESSION_REASON_LABELS[s.suppressed] : '',
      s.position ?? '',
      s.referrals,
      s.access ? ACCESS_STATUS_LABELS[s.access] : '',
    ],
  },
  missing: 'Signup not found',
  type: 'signup',
});
