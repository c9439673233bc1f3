import MailPlus from 'lucide-react/icons/mail-plus';
import { formatDateTime, type Article } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** After a save published or scheduled an article: the offer to email it to subscribers, until answered. */
export function NewsletterOffer({
  article,
  onEmail,
  onDismiss,
}: {
  article: Article;
  onEmail: () => void;
  onDismiss: () => void;
}) {
  const when = article.published ? 'is published' : `is scheduled for ${formatDateTime(article.publishAt!)}`;
  return (
    <Card
      data-testid="newsletter-offer"
      className="mb-4 flex flex-col gap-3 border-indigo-200 bg-indigo-50/60 p-4 sm:flex-row sm:items-center"
    >
      <MailPlus aria-hidden="true" className="hidden size-5 shrink-0 text-indigo-600 sm:block" />
      <p className="min-w-0 flex-1 text-sm text-slate-800 wrap-anywhere">
        <span className="font-medium">“{article.title}”</span> {when}. Email it to subscribers as a newsletter?
      </p>
      <div className="flex gap-2 *:flex-1 sm:*:flex-none">
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          Not Now
        </Button>
        <Button size="sm" onClick={onEmail}>
          Email It to Subscribers
        </Button>
      </div>
    </Card>
  );
}
