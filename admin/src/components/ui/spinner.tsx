import LoaderCircle from 'lucide-react/icons/loader-circle';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin text-slate-500', className)} />;
}
