import { contactSubjectLabel } from '@nodal/shared';
import { allContacts, deleteContact, searchContacts } from '@nodal/db';
import { inboxApi } from '../src/http/inbox.ts';

export default inboxApi({
  search: searchContacts,
  all: allContacts,
  remove: deleteContact,
  csv: {
    filename: 'contacts.csv',
    header: ['Date', 'Name', 'Email', 'Subject', 'Message'],
    row: (c) => [c.createdAt, c.name, c.email, contactSubjectLabel(c.subject), c.message],
  },
  missing: 'Contact not found',
});
