import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/**
 * A dialog around one form: Cancel and the submit button in the footer, both disabled while
 * saving, and the dialog not dismissable meanwhile so a half-sent change cannot be lost.
 */
export function FormDialog({
  open,
  onClose,
  saving,
  title,
  description,
  size,
  submitLabel,
  onSubmit,
  formClassName,
  children,
}: {
  open: boolean;
  onClose: () => void;
  saving: boolean;
  title: string;
  description?: string;
  size?: ComponentProps<typeof Dialog>['size'];
  /** What the submit button reads when idle and while saving, e.g. ['Create Video', 'Creating...']. */
  submitLabel: readonly [idle: string, busy: string];
  onSubmit: (event: FormEvent) => void;
  formClassName?: string;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissable={!saving}
      title={title}
      {...(description ? { description } : {})}
      {...(size ? { size } : {})}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? submitLabel[1] : submitLabel[0]}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={formClassName}>
        {children}
      </form>
    </Dialog>
  );
}

/** The fixed create/edit labels: 'Create X' / 'Creating...' for a new record, 'Save Changes' / 'Saving...' otherwise. */
export function createOrSaveLabel(isNew: boolean, noun: string): readonly [string, string] {
  return isNew ? [`Create ${noun}`, 'Creating...'] : ['Save Changes', 'Saving...'];
}
