import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/form.tsx';

/** The optional narrowing both composers offer: part of a research area or an institution, any case. */
export function FilterFields({
  researchArea,
  institution,
  errors,
}: {
  researchArea: UseFormRegisterReturn;
  institution: UseFormRegisterReturn;
  errors: { researchArea?: string | undefined; institution?: string | undefined };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Research area contains (optional)" error={errors.researchArea}>
        {(p) => <Input {...p} {...researchArea} placeholder="e.g. neuroscience" autoComplete="off" />}
      </Field>
      <Field label="Institution contains (optional)" error={errors.institution}>
        {(p) => <Input {...p} {...institution} placeholder="e.g. Karolinska" autoComplete="off" />}
      </Field>
    </div>
  );
}
