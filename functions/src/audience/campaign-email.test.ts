import { describe, expect, it } from 'vitest';
import { PREFERENCES_FIELD } from '@nodal/shared';
import { forMail, htmlToText, renderInvitation } from './campaign-email.ts';

const SITE = 'https://nodal.example';

describe('forMail', () => {
  it('makes site paths absolute and drops what only a browser reads', () => {
    const html =
      '<a href="/docs" target="_blank" rel="noopener noreferrer">d</a><a href="//cdn.example/x">c</a>' +
      '<img src="/api/images/a/800.webp" srcset="/a 400w" sizes="100vw" loading="lazy" decoding="async" alt="A">';
    expect(forMail(html, SITE)).toBe(
      `<a href="${SITE}/docs">d</a><a href="//cdn.example/x">c</a><img src="${SITE}/api/images/a/800.webp" alt="A">`,
    );
  });
});

describe('renderInvitation', () => {
  it('escapes the editor’s text, keeps merge fields, and puts the button where {{inviteLink}} stands', async () => {
    const { html, text } = await renderInvitation('Hi', 'Dear {{name}} <b>&</b>,\n\n{{inviteLink}}\n\nBye');
    expect(html).toContain('Dear {{name}} &lt;b&gt;&amp;&lt;/b&gt;,');
    expect(html.match(/\{\{inviteLink\}\}/g)).toHaveLength(1);
    expect(html.indexOf('{{inviteLink}}')).toBeLessThan(html.indexOf('Bye'));
    expect(html).toContain(PREFERENCES_FIELD);
    expect(text).toBe('Dear {{name}} <b>&</b>,\n\n{{inviteLink}}\n\nBye');
  });

  it('adds the button and the link after the message when the editor left them out', async () => {
    const { html, text } = await renderInvitation('Hi', 'Welcome in.');
    expect(html.indexOf('{{inviteLink}}')).toBeGreaterThan(html.indexOf('Welcome in.'));
    expect(text).toBe('Welcome in.\n\nAccept your invitation: {{inviteLink}}');
  });
});

describe('htmlToText', () => {
  it('writes links out and leaves paragraphs unwrapped', () => {
    const long = 'word '.repeat(40).trim();
    expect(htmlToText(`<p>${long} <a href="${SITE}/docs">docs</a></p><p>Next</p>`)).toBe(
      `${long} docs [${SITE}/docs]\n\nNext`,
    );
  });
});
