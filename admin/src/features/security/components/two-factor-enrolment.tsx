import { useEffect, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import { twoFactorCodeSchema, type TwoFactorSetup } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { toast } from '@nodal/ui/toast';

/** The six digits from the app; recovery codes are accepted where the field allows them. */
export function CodeField({
  label = 'Authentication code',
  hint,
  error,
  registration,
  allowRecovery = false,
}: {
  label?: string;
  hint?: string;
  error: string | undefined;
  registration: ReturnType<ReturnType<typeof useSchemaForm>['register']>;
  allowRecovery?: boolean;
}) {
  return (
    <Field label={label} error={error} {...(hint ? { hint } : {})}>
      {(p) => (
        <Input
          {...p}
          {...registration}
          autoComplete="one-time-code"
          inputMode={allowRecovery ? 'text' : 'numeric'}
          spellCheck={false}
          placeholder={allowRecovery ? '123456' : '123 456'}
          className="font-mono tracking-widest"
        />
      )}
    </Field>
  );
}

/**
 * Scan (or type) the secret, then confirm with a first code. The QR code is drawn here, in the
 * browser, from the otpauth URI: the secret never goes to a third-party service.
 */
export function TwoFactorEnrolment({
  begin,
  confirm,
  onEnrolled,
  submitLabel = 'Turn on two-factor',
}: {
  begin: () => Promise<TwoFactorSetup>;
  confirm: (code: string) => Promise<string[]>;
  onEnrolled: (recoveryCodes: string[]) => void;
  submitLabel?: string;
}) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useSchemaForm(twoFactorCodeSchema, { code: '' });
  const { register, handleSubmit, formState } = form;

  useEffect(() => {
    let live = true;
    begin()
      .then((s) => live && setSetup(s))
      .catch((error: unknown) => live && setFailed(errorMessage(error, 'Could not start the set-up')));
    return () => {
      live = false;
    };
  }, [begin]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onEnrolled(await confirm(code));
    } catch (error) {
      if (!applyServerErrors(form, error)) form.setError('code', { type: 'server', message: errorMessage(error) });
    }
  });

  if (failed)
    return (
      <p role="alert" className="text-sm text-red-700">
        {failed}
      </p>
    );
  if (!setup) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner /> Preparing your QR code...
      </p>
    );
  }
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
      <figure className="mx-auto w-fit rounded-lg border border-slate-200 bg-white p-3 sm:mx-0">
        <QRCodeSVG value={setup.uri} size={168} level="M" title="QR code for your authenticator app" />
      </figure>
      <div className="min-w-0 space-y-4">
        <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-600">
          <li>Open your authenticator app (1Password, Google Authenticator, Authy…) and scan the code.</li>
          <li>
            Can’t scan? Enter this key instead:{' '}
            <code
              data-testid="totp-secret"
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[13px] text-slate-800"
            >
              {grouped}
            </code>
          </li>
          <li>Type the 6-digit code the app shows.</li>
        </ol>
        <form noValidate onSubmit={onSubmit} className="flex max-w-sm flex-col gap-3">
          <CodeField error={formState.errors.code?.message} registration={register('code')} />
          <div>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Checking...' : submitLabel}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

/** The ten codes, shown once: copy or download them, then say they are kept. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = 'I have saved these codes',
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'The recovery codes are on your clipboard.' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy; select the codes instead.', variant: 'destructive' });
    }
  };
  const download = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  useEffect(() => () => URL.revokeObjectURL(download), [download]);
  return (
    <div className="space-y-4">
      <div role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be
        shown again.
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-800 sm:w-fit"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          <Copy aria-hidden="true" /> Copy
        </Button>
        <a
          href={download}
          download="nodal-recovery-codes.txt"
          className="inline-flex h-8 items-center gap-1.5 rounded-md bg-white px-2.5 text-[13px] font-medium text-slate-700 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&_svg]:size-4"
        >
          <Download aria-hidden="true" /> Download
        </a>
        <Button size="sm" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
