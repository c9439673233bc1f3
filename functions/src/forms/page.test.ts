import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { fillForm, plainPage } from './page.ts';

// The shape the site's islands render (site/src/islands/lib/Field.tsx): a status box first, each
// control followed by its hidden error line, the honeypot, the button.
const TEMPLATE = `<!doctype html><html><head><title>t</title></head><body>
<form id="f1" method="post" action="/api/contact" data-form="partnership">
  <div data-form-status="" role="status" hidden=""><p data-form-status-title="true"></p><p data-form-status-text="true"></p></div>
  <div><label for="f1-name">Name</label><input id="f1-name" name="name" value=""><p id="f1-name-error" hidden=""></p></div>
  <div><label for="f1-email">Email</label><input id="f1-email" name="email" type="email" value=""><p id="f1-email-error" hidden=""></p></div>
  <div><label for="f1-subject">Subject</label><select id="f1-subject" name="subject"><option value="research_partner" selected="">Research</option><option value="investor">Investment</option></select><p id="f1-subject-error" hidden=""></p></div>
  <div><label for="f1-message">Message</label><textarea id="f1-message" name="message"></textarea><p id="f1-message-error" hidden=""></p></div>
  <div aria-hidden="true"><input name="website" value=""></div>
  <button type="submit">Send</button>
</form></body></html>`;

const filled = (reply: Parameters<typeof fillForm>[1]) => {
  const document = parse(TEMPLATE);
  const found = fillForm(document, reply);
  return { found, html: serialize(document) };
};

describe('fillForm', () => {
  it('writes what was typed into each control and each error under its field', () => {
    const { found, html } = filled({
      form: 'partnership',
      outcome: 'invalid',
      values: { name: 'Ada <Lovelace>', email: 'ada', subject: 'investor', message: 'Line one\n</textarea><b>' },
      errors: { email: 'Please enter a valid email address' },
      message: 'Please enter a valid email address',
    });
    expect(found).toBe(true);
    expect(html).toContain('<input id="f1-name" name="name" value="Ada &lt;Lovelace&gt;">');
    expect(html).toContain(
      '<input id="f1-email" name="email" type="email" value="ada" aria-invalid="true" aria-describedby="f1-email-error" autofocus="">',
    );
    expect(html).toContain('<p id="f1-email-error">Please enter a valid email address</p>');
    expect(html).toContain('<option value="research_partner">Research</option><option value="investor" selected="">');
    expect(html).toContain('<textarea id="f1-message" name="message">Line one\n&lt;/textarea&gt;&lt;b&gt;</textarea>');
    // Field errors alone leave the status box empty; the other lines stay hidden.
    expect(html).toContain('<div data-form-status="" role="status" hidden="">');
    expect(html).toContain('<p id="f1-name-error" hidden=""></p>');
  });

  it('shows the outcome of a sent form in the status box', () => {
    const { html } = filled({ form: 'partnership', outcome: 'sent', values: {}, errors: {}, message: null });
    expect(html).toContain('<div data-form-status="sent" role="status">');
    expect(html).toContain('<p data-form-status-title="true">Thanks, your enquiry is with us</p>');
  });

  it('puts a failure, or an error no field shows, in the status box under the form’s failure title', () => {
    const failed = filled({
      form: 'partnership',
      outcome: 'failed',
      values: { name: 'Ada' },
      errors: {},
      message: 'Too many submissions. Please try again later.',
    });
    expect(failed.html).toContain('<div data-form-status="error" role="status">');
    expect(failed.html).toContain('<p data-form-status-title="true">Submission failed</p>');
    expect(failed.html).toContain('<p data-form-status-text="true">Too many submissions. Please try again later.</p>');

    const elsewhere = filled({
      form: 'partnership',
      outcome: 'invalid',
      values: {},
      errors: { institution: 'Institution must be at most 200 characters' },
      message: 'Institution must be at most 200 characters',
    });
    expect(elsewhere.html).toContain('<p data-form-status-text="true">Institution must be at most 200 characters</p>');
  });

  it('reports a template without the form', () => {
    expect(filled({ form: 'signup', outcome: 'sent', values: {}, errors: {}, message: null }).found).toBe(false);
  });
});

describe('plainPage', () => {
  it('escapes what was typed and keeps the hidden subject of the quick message', () => {
    const html = plainPage('simple-contact', {
      form: 'simple-contact',
      outcome: 'invalid',
      values: { name: '"><script>alert(1)</script>', message: '' },
      errors: { message: 'Message is required' },
      message: 'Message is required',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<input type="hidden" name="subject" value="website_contact">');
    expect(html).toContain('<p id="message-error" class="error">Message is required</p>');
  });
});
