import type { Category, NodeStatus } from '../engine/types';

/**
 * One accent per category, so a workflow reads at a glance; the docs use the same seven names.
 * `fill` is the same accent for SVG, in the prebuilt picture of a workflow (WorkflowPicture.astro).
 */
export const CATEGORY_STYLE: Record<Category, { dot: string; chip: string; bar: string; fill: string }> = {
  trigger: {
    dot: 'bg-amber-400',
    chip: 'bg-amber-50 text-amber-800 ring-amber-200',
    bar: 'bg-amber-400',
    fill: 'fill-amber-400',
  },
  source: { dot: 'bg-sky-500', chip: 'bg-sky-50 text-sky-800 ring-sky-200', bar: 'bg-sky-500', fill: 'fill-sky-500' },
  transformer: {
    dot: 'bg-violet-500',
    chip: 'bg-violet-50 text-violet-800 ring-violet-200',
    bar: 'bg-violet-500',
    fill: 'fill-violet-500',
  },
  function: {
    dot: 'bg-brand-500',
    chip: 'bg-brand-50 text-brand-800 ring-brand-200',
    bar: 'bg-brand-500',
    fill: 'fill-brand-500',
  },
  ai: {
    dot: 'bg-fuchsia-500',
    chip: 'bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-200',
    bar: 'bg-fuchsia-500',
    fill: 'fill-fuchsia-500',
  },
  output: {
    dot: 'bg-teal-500',
    chip: 'bg-teal-50 text-teal-800 ring-teal-200',
    bar: 'bg-teal-500',
    fill: 'fill-teal-500',
  },
  special: {
    dot: 'bg-slate-500',
    chip: 'bg-slate-100 text-slate-700 ring-slate-300',
    bar: 'bg-slate-500',
    fill: 'fill-slate-500',
  },
};

export const STATUS_LABEL: Record<NodeStatus | 'idle', string> = {
  idle: 'Ready',
  waiting: 'Waiting',
  running: 'Running',
  done: 'Done',
  error: 'Error',
};
