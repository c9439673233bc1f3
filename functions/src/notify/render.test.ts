import { describe, expect, it } from 'vitest';
import type { Contact } from '@nodal/shared';
import { renderNotice } from './render.ts';

const contact: Contact = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@uni.example',
  subject: 'investor',
  message: 'Hello there.',
  createdAt: '2025-01-05T15:04:00.000Z',
  status: 'new',
  assigneeId: null,
  assigneeEmail: null,
  replyDueOn: '2025-01-07',
  noteCount: 0,
};

const render = (subject: string) =>
  renderNotice({ event: 'contact', record: { ...contact, subject }, timeZone: 'UTC' }, 'https://nodal.example');

describe('a contact notification', () => {
  it('names the subject by its one label, in the mail subject, its text and the chat line', () => {
    const mail = render('investor');
    expect(mail.subject).toBe('New contact: Investment Opportunity from Ada Lovelace');
    expect(mail.text).toContain('Subject:  Investment Opportunity\n');
    expect(mail.chat).toBe(
      'New contact: Investment Opportunity from Ada Lovelace. https://nodal.example/admin/contacts?open=7',
    );
  });

  it('names the simple contact form’s subject as staff read it everywhere, not by its stored value', () => {
    const mail = render('website_contact');
    expect(mail.subject).toBe('New contact: Website Contact Form from Ada Lovelace');
    expect(mail.text).toContain('Subject:  Website Contact Form\n');
    expect(mail.text).not.toContain('website_contact');
  });

  it('leaves a subject the product never sends as it was stored', () => {
    expect(render('press_enquiry').subject).toBe('New contact: press_enquiry from Ada Lovelace');
  });
});
