import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from './button.tsx';

/** The quiet trash-can button of a list row; `label` names what it deletes for screen readers. */
export function DeleteIconButton({ label, title, onClick }: { label: string; title?: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onClick}
      aria-label={label}
      title={title}
      className="hover:text-red-600"
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** The labelled Edit button of a content card; `label` names the item, e.g. "Edit Intro video". */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} aria-label={label}>
      <Pencil aria-hidden="true" />
      Edit
    </Button>
  );
}
