import { Handle, Position, type NodeProps, type Node } from '@xyflow/react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Sparkles from 'lucide-react/icons/sparkles';
import { memo } from 'react';
import { NODE_TYPES } from '../engine/nodes';
import { CATEGORIES, PORT_LABELS, type NodeStatus, type Settings } from '../engine/types';
import { CATEGORY_STYLE, STATUS_LABEL } from './theme';

export interface CardData extends Record<string, unknown> {
  type: string;
  settings: Settings;
  status: NodeStatus | 'idle';
  summary: string;
  error: string;
}
export type CardNode = Node<CardData, 'card'>;

const categoryLabel = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.label]));

function StatusIcon({ status }: { status: CardData['status'] }) {
  if (status === 'running') return <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin text-brand-600" />;
  if (status === 'done') return <CircleCheck aria-hidden="true" className="size-3.5 text-emerald-600" />;
  if (status === 'error') return <CircleAlert aria-hidden="true" className="size-3.5 text-red-600" />;
  return (
    <span
      aria-hidden="true"
      className={`size-2 rounded-full ${status === 'waiting' ? 'bg-slate-300' : 'bg-slate-200'}`}
    />
  );
}

/** A node on the canvas: category, name, status, its typed inlets (left) and outlets (right). */
export const NodeCard = memo(function NodeCard({ data, selected }: NodeProps<CardNode>) {
  const def = NODE_TYPES[data.type]!;
  const style = CATEGORY_STYLE[def.category];
  const ring =
    data.status === 'error'
      ? 'border-red-300 ring-2 ring-red-200'
      : data.status === 'running'
        ? 'border-brand-400 ring-4 ring-brand-200/70'
        : selected
          ? 'border-brand-500 ring-2 ring-brand-300'
          : 'border-slate-200';
  return (
    <div
      className={`w-[210px] rounded-xl border bg-white text-left shadow-[0_1px_2px_rgb(15_23_42/0.06),0_8px_24px_-12px_rgb(15_23_42/0.25)] transition-shadow ${ring}`}
      data-node-type={data.type}
      data-status={data.status}
    >
      <div className={`h-1 rounded-t-xl ${style.bar}`} />
      <div className="px-3 pt-2 pb-1.5">
        <div className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-1.5 text-[0.65rem] font-semibold tracking-wider text-slate-500 uppercase">
            {def.category === 'ai' ? <Sparkles aria-hidden="true" className="size-3 text-fuchsia-600" /> : null}
            {categoryLabel[def.category]}
          </span>
          <span className="flex items-center gap-1 text-[0.65rem] font-medium text-slate-500">
            <StatusIcon status={data.status} />
            {STATUS_LABEL[data.status]}
          </span>
        </div>
        <p className="mt-0.5 text-sm leading-snug font-semibold text-ink">{def.label}</p>
        {data.status === 'error' ? (
          <p className="mt-1 text-xs leading-snug text-red-700" data-node-error>
            {data.error}
          </p>
        ) : data.summary ? (
          <p className="mt-0.5 truncate text-xs text-slate-600">{data.summary}</p>
        ) : null}
      </div>
      {def.inlets.length || def.outlets.length ? (
        <div className="flex justify-between gap-2 border-t border-slate-100 py-1.5">
          <div className="min-w-0 space-y-1">
            {def.inlets.map((inlet) => (
              <div key={inlet.id} className="relative pl-3 text-[0.7rem] leading-5 text-slate-600">
                <Handle
                  type="target"
                  position={Position.Left}
                  id={inlet.id}
                  className="!size-3 !border-2 !border-white !bg-slate-400"
                  data-port={`${def.label}: inlet ${inlet.label} (${inlet.accepts.map((t) => PORT_LABELS[t]).join(' or ')})`}
                />
                {inlet.label}
                {inlet.required ? '' : ' (optional)'}
              </div>
            ))}
          </div>
          <div className="min-w-0 space-y-1 text-right">
            {def.outlets.map((outlet) => (
              <div key={outlet.id} className="relative pr-3 text-[0.7rem] leading-5 text-slate-600">
                {outlet.label}
                <Handle
                  type="source"
                  position={Position.Right}
                  id={outlet.id}
                  className={`!size-3 !border-2 !border-white ${style.dot.replace('bg-', '!bg-')}`}
                  data-port={`${def.label}: outlet ${outlet.label} (${PORT_LABELS[outlet.type]})`}
                />
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
});
