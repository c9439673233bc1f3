// The emails a subscriber gets about their own subscription. Plain text: a link that must be
// followed reads the same in every mail program, and the text says where it leads.
import { brand } from '@nodal/shared';

export interface ConfirmationEmail {
  name: string;
  confirmUrl: string;
  preferencesUrl: string;
}

export function renderConfirmationEmail({ name, confirmUrl, preferencesUrl }: ConfirmationEmail): {
  subject: string;
  text: string;
} {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  return {
    subject: `Confirm your address for ${brand.name} early access`,
    text: [
      greeting,
      '',
      `Someone, probably you, asked to join the ${brand.name} early-access list with this address. To confirm it, open this link within 7 days:`,
      '',
      confirmUrl,
      '',
      'If it was not you, ignore this email: without the confirmation we send nothing else.',
      '',
      `— The ${brand.name} team`,
      '',
      `Choose topics, unsubscribe, download or erase your data: ${preferencesUrl}`,
    ].join('\n'),
  };
}
