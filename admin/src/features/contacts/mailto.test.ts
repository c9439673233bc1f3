import { describe, expect, it } from 'vitest';
import { contactReplyHref, dashboardReplyHref } from './mailto.ts';

const contact = { email: 'ada@uni.edu', name: 'Ada Lovelace', subject: 'publisher_partner' };

function parse(href: string) {
  const [address, query] = href.slice('mailto:'.length).split('?');
  const params = Object.fromEntries(
    query!.split('&').map((pair) => {
      const [k, v] = pair.split('=');
      return [k, decodeURIComponent(v!)];
    }),
  );
  return { address, params, raw: query! };
}

describe('dashboardReplyHref', () => {
  it('replies to the sender with Re: and the full subject label', () => {
    const { address, params } = parse(dashboardReplyHref(contact));
    expect(address).toBe('ada@uni.edu');
    expect(params).toEqual({ subject: 'Re: Publisher/Platform Integration' });
  });

  it('names the simple form’s subject by its label, and keeps an unknown subject as is', () => {
    expect(parse(dashboardReplyHref({ ...contact, subject: 'website_contact' })).params.subject).toBe(
      'Re: Website Contact Form',
    );
    expect(parse(dashboardReplyHref({ ...contact, subject: 'something_else' })).params.subject).toBe(
      'Re: something_else',
    );
  });
});

describe('contactReplyHref', () => {
  it('greets the name and thanks them about the subject', () => {
    const { params, raw } = parse(contactReplyHref(contact));
    expect(params.subject).toBe('Re: Your inquiry to Nodal');
    expect(params.body).toMatch(
      /^Dear Ada Lovelace,\n\nThank you for contacting Nodal about "Publisher\/Platform Integration"/,
    );
    // Spaces must be %20: mail clients show a literal "+" otherwise.
    expect(raw).not.toContain('+');
  });

  it('still greets someone who left the name empty', () => {
    expect(parse(contactReplyHref({ ...contact, name: ' ' })).params.body).toMatch(/^Dear there,/);
  });
});
