import { contactSubjectLabel } from '@nodal/shared';
import { Th } from '../../../components/ui/table.tsx';
import type { CardProps } from './chart-card.tsx';
import { GroupedBarsCard, type GroupedCard } from './grouped-bars-card.tsx';
import { num } from './numbers-table.tsx';

const SUBJECTS_CARD: GroupedCard<'subjects'> = {
  chart: 'subjects',
  title: 'Contact subjects',
  description: 'What contact messages were about, most frequent first.',
  noun: 'contacts',
  missing: 'No contact messages arrived in this range.',
  otherLabel: 'All other subjects',
  summary: (largest) =>
    `Bar chart of contact messages by subject; the most frequent is ${largest ? `${largest.label} with ${largest.value}` : 'none'}. The Table tab lists every subject.`,
  head: (
    <>
      <Th>Subject</Th>
      <Th className={num}>Contacts</Th>
    </>
  ),
  groupsOf: (rows) =>
    rows.map((s) => ({
      key: s.subject,
      cells: [{ text: contactSubjectLabel(s.subject), className: 'wrap-anywhere' }],
      label: contactSubjectLabel(s.subject),
      value: s.contacts,
    })),
};

/** Contact messages by subject. */
export const SubjectsCard = (props: CardProps) => <GroupedBarsCard {...props} {...SUBJECTS_CARD} />;
