import { allSignups, deleteSignup, searchSignups } from '@nodal/db';
import { inboxApi } from '../src/http/inbox.ts';

export default inboxApi('adminSignups', {
  search: searchSignups,
  all: allSignups,
  remove: deleteSignup,
  csv: {
    filename: 'signups.csv',
    header: ['Date', 'Name', 'Email', 'Institution', 'Research Area'],
    row: (s) => [s.createdAt, s.name, s.email, s.institution ?? '', s.researchArea ?? ''],
  },
  missing: 'Signup not found',
  type: 'signup',
});
