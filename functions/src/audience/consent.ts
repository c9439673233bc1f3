// What each consent record says was asked, and where: the words shown to the person, kept with
// the record as they were at that moment (decision 0098).
import { PUBLIC_FORMS, SUBSCRIPTION_TOPIC_LABELS, SUBSCRIPTION_TOPICS } from '@nodal/shared';
import type { ConsentNote } from '@nodal/db';

const topicList = SUBSCRIPTION_TOPICS.map((t) => SUBSCRIPTION_TOPIC_LABELS[t]).join(', ');

export const CONSENTS = {
  signup: {
    wording: `${PUBLIC_FORMS.signup.title}. ${PUBLIC_FORMS.signup.consent}`,
    source: 'early-access signup form',
  },
  confirm: {
    wording: `Followed the confirmation link emailed to this address, joining the early-access list with the topics ${topicList}.`,
    source: 'confirmation email',
  },
  topics: {
    wording: 'Chose these topics under "Topics" and pressed "Save choices".',
    source: 'email preferences page',
  },
  unsubscribe: { wording: 'Pressed "Unsubscribe from all".', source: 'email preferences page' },
  oneClick: {
    wording: 'Asked to unsubscribe with the one-click unsubscribe of their email program (List-Unsubscribe-Post).',
    source: 'email program',
  },
} as const satisfies Record<string, ConsentNote>;
