import X from 'lucide-react/icons/x';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form.tsx';
import { fromLocalInput, toLocalInput } from '../../../lib/local-datetime.ts';

/**
 * An optional later time, typed in the browser's timezone and kept as an ISO instant (null for none),
 * as the article editor's schedule is.
 */
export function SendAtField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error: string | undefined;
  hint: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) => (
        <div className="flex items-center gap-1">
          <div className="w-60 max-w-full">
            <Input
              {...p}
              type="datetime-local"
              value={toLocalInput(value)}
              onChange={(event) => onChange(fromLocalInput(event.target.value))}
            />
          </div>
          {value && (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Clear the send time"
              title="Clear the send time"
              onClick={() => onChange(null)}
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
