import { Handle, Position, type NodeProps, type Node } from '@xyflow/react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Sparkles from 'lucide-react/icons/sparkles';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { createContext, memo, useContext, type ReactNode } from 'react';
import { portKey } from '../engine/engine';
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

/**
 * While a connector is being dragged: whether each port at the other end would take it (keys from
 * portKey); null the rest of the time. Provided by the canvas, read by every node.
 */
export const DropTargets = createContext<Map<string, boolean> | null>(null);

/**
 * How a port reads mid-drag. Not by colour alone: a port that would take the connector grows, its
 * label turns bold with a tick; one that would not turns hollow, fades and gets a cross; and each
 * says so in words to assistive technology. Transitions only without prefers-reduced-motion.
 */
function DropHint({
  accepted,
  side,
  children,
}: {
  accepted: boolean | undefined;
  side: 'in' | 'out';
  children: ReactNode;
}) {
  const Icon = accepted ? Check : X;
  const mark =
    accepted === undefined ? null : (
      <>
        <Icon
          aria-hidden="true"
          className={`inline size-3 align-[-0.125em] ${side === 'in' ? 'ml-1' : 'mr-1'} ${accepted ? 'text-emerald-700' : 'text-slate-500'}`}
        />
        <span className="sr-only">{accepted ? ' (can take this connector)' : ' (cannot take this connector)'}</span>
      </>
    );
  return (
    <div
      className={`relative text-xs leading-5 motion-safe:transition-opacity ${side === 'in' ? 'pl-3' : 'pr-3'} ${
        accepted === undefined
          ? 'text-slate-600'
          : accepted
            ? 'font-semibold text-emerald-800'
            : 'text-slate-500 opacity-55'
      }`}
      data-drop={accepted === undefined ? undefined : accepted ? 'available' : 'unavailable'}
    >
      {side === 'out' ? mark : null}
      {children}
      {side === 'in' ? mark : null}
    </div>
  );
}

/** The handle's own part of the hint: larger with a halo when it would take the drop, hollow when not. */
const handleHint = (accepted: boolean | undefined, fill: string) =>
  `!size-3 !border-2 motion-safe:transition-[scale,box-shadow] ${
    accepted === undefined
      ? `!border-white ${fill}`
      : accepted
        ? '!border-white !bg-emerald-600 scale-150 shadow-[0_0_0_3px_rgb(16_185_129/0.3)]'
        : '!border-slate-400 !bg-white'
  }`;

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
export const NodeCard = memo(function NodeCard({ id, data, selected }: NodeProps<CardNode>) {
  const def = NODE_TYPES[data.type]!;
  const drops = useContext(DropTargets);
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
          <span className="flex items-center gap-1.5 text-xs font-semibold tracking-wider text-slate-500 uppercase">
            {def.category === 'ai' ? <Sparkles aria-hidden="true" className="size-3 text-fuchsia-600" /> : null}
            {categoryLabel[def.category]}
          </span>
          <span className="flex items-center gap-1 text-xs font-medium text-slate-500">
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
              <DropHint key={inlet.id} side="in" accepted={drops?.get(portKey(id, inlet.id))}>
                <Handle
                  type="target"
                  position={Position.Left}
                  id={inlet.id}
                  className={handleHint(drops?.get(portKey(id, inlet.id)), '!bg-slate-400')}
                  data-port={`${def.label}: inlet ${inlet.label} (${inlet.accepts.map((t) => PORT_LABELS[t]).join(' or ')})`}
                />
                {inlet.label}
                {inlet.required ? '' : ' (optional)'}
              </DropHint>
            ))}
          </div>
          <div className="min-w-0 space-y-1 text-right">
            {def.outlets.map((outlet) => (
              <DropHint key={outlet.id} side="out" accepted={drops?.get(portKey(id, outlet.id))}>
                {outlet.label}
                <Handle
                  type="source"
                  position={Position.Right}
                  id={outlet.id}
                  className={handleHint(drops?.get(portKey(id, outlet.id)), style.dot.replace('bg-', '!bg-'))}
                  data-port={`${def.label}: outlet ${outlet.label} (${PORT_LABELS[outlet.type]})`}
                />
              </DropHint>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
});
