import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { NODE_TYPES } from '../engine/nodes';
import { CATEGORIES, PORT_LABELS, type GraphEdge, type Report, type RunResult, type Settings } from '../engine/types';
import { TEMPLATE_BY_ID, type Workflow } from '../templates';
import { OutputView, ReportView } from './OutputView';
import { CATEGORY_STYLE, STATUS_LABEL } from './theme';

export type PanelState =
  | { kind: 'steps' }
  | { kind: 'closed' }
  | { kind: 'tour'; template: string; step: number }
  | { kind: 'node'; id: string; tab: 'settings' | 'output' }
  | { kind: 'report'; id: string };

interface Props {
  state: PanelState;
  setState: (s: PanelState) => void;
  workflow: Workflow;
  result: RunResult | null;
  running: boolean;
  onSettings: (id: string, settings: Settings) => void;
  onDelete: (id: string) => void;
  onDeleteEdge: (id: string) => void;
  onConnect: (edge: GraphEdge) => boolean;
  onSelect: (id: string) => void;
  onRun: () => void;
  /** An empty canvas on a phone shows its start card instead of the sheet. */
  hideOnPhone?: boolean;
}

const categoryLabel = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.label]));
const label = (w: Workflow, id: string) => NODE_TYPES[w.nodes.find((n) => n.id === id)?.type ?? '']?.label ?? id;

/** The side panel (a bottom sheet on phones): a node's settings and output, the report, the tour, or the list view. */
export function Panel(props: Props) {
  const { state, setState } = props;
  if (state.kind === 'closed') return null;
  return (
    <aside
      aria-label="Workflow details"
      className={`flex w-[22rem] shrink-0 flex-col border-l border-slate-200 bg-white max-lg:w-80 max-md:absolute max-md:inset-x-0 max-md:bottom-0 max-md:z-30 ${state.kind === 'report' || state.kind === 'node' ? 'max-md:max-h-[70%]' : 'max-md:max-h-[50%]'} ${props.hideOnPhone ? 'max-md:hidden' : ''} max-md:w-auto max-md:rounded-t-2xl max-md:border-t max-md:border-l-0 max-md:shadow-[0_-12px_32px_-12px_rgb(15_23_42/0.3)]`}
      data-panel={state.kind}
    >
      <div className="flex-1 overflow-y-auto p-4">
        <button
          type="button"
          className="pg-icon-btn float-right -mt-1 -mr-1 md:hidden"
          onClick={() => setState({ kind: 'closed' })}
          aria-label="Close the panel"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
        {state.kind === 'steps' ? <Steps {...props} /> : null}
        {state.kind === 'tour' ? <Tour {...props} template={state.template} step={state.step} /> : null}
        {state.kind === 'node' ? <NodePanel {...props} id={state.id} tab={state.tab} /> : null}
        {state.kind === 'report' ? <ReportPanel {...props} id={state.id} /> : null}
      </div>
    </aside>
  );
}

function ReportPanel({ result, id, setState }: Props & { id: string }) {
  const report = result?.runs[id]?.outputs.report as Report | undefined;
  if (!report) return <p className="text-sm text-slate-600">Run the workflow to see its report.</p>;
  return (
    <div>
      <p className="eyebrow">Report</p>
      <div className="mt-2">
        <ReportView report={report} />
      </div>
      <button type="button" className="link mt-4 text-sm" onClick={() => setState({ kind: 'steps' })}>
        See every step
      </button>
    </div>
  );
}

/** The graph as a list, in run order: the screen-reader view, and a quick way to inspect any node. */
function Steps({ workflow, result, setState, onSelect, onRun, running }: Props) {
  const order = result?.order ?? workflow.nodes.map((n) => n.id);
  const byId = new Map(workflow.nodes.map((n) => [n.id, n]));
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">Workflow as a list</h2>
      <p className="mt-1 text-xs text-slate-600">
        {workflow.nodes.length} {workflow.nodes.length === 1 ? 'node' : 'nodes'}, {workflow.edges.length}{' '}
        {workflow.edges.length === 1 ? 'connector' : 'connectors'}
        {result ? ', in the order they ran.' : '.'}
      </p>
      {workflow.nodes.length ? (
        <ol className="mt-3 space-y-2" data-steps>
          {order.map((id, i) => {
            const node = byId.get(id);
            const def = node && NODE_TYPES[node.type];
            if (!node || !def) return null;
            const run = result?.runs[id];
            const inputs = workflow.edges.filter((e) => e.target === id);
            return (
              <li key={id} className="rounded-lg border border-slate-200 p-2.5">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-ink">
                      <span className="text-slate-400">{i + 1}. </span>
                      {def.label}
                    </p>
                    <p className="text-xs text-slate-500">
                      {categoryLabel[def.category]}
                      {inputs.length ? ` · from ${inputs.map((e) => label(workflow, e.source)).join(', ')}` : ''}
                    </p>
                    {run ? (
                      <p className={`mt-0.5 text-xs ${run.status === 'error' ? 'text-red-700' : 'text-emerald-700'}`}>
                        {STATUS_LABEL[run.status]}: {run.error ?? run.summary}
                      </p>
                    ) : null}
                  </div>
                  <button
                    type="button"
                    className="btn btn-secondary shrink-0 px-2 py-1 text-xs"
                    onClick={() => {
                      onSelect(id);
                      setState({ kind: 'node', id, tab: run ? 'output' : 'settings' });
                    }}
                    aria-label={`Inspect ${def.label}`}
                  >
                    Inspect
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          The canvas is empty. Add a node from the library, or load a template.
        </p>
      )}
      {workflow.nodes.length ? (
        <button type="button" className="btn btn-primary mt-4 w-full" onClick={onRun} disabled={running}>
          Run the workflow
        </button>
      ) : null}
    </div>
  );
}

function Tour({ template, step, setState, onSelect, onRun }: Props & { template: string; step: number }) {
  const t = TEMPLATE_BY_ID[template];
  if (!t) return null;
  const s = t.tour[step]!;
  const go = (n: number) => {
    const next = t.tour[n];
    if (next?.node) onSelect(next.node);
    setState({ kind: 'tour', template, step: n });
  };
  return (
    <div data-tour={template}>
      <p className="eyebrow">Guided tour · {t.title}</p>
      <p className="mt-1 text-sm text-slate-600">{t.blurb}</p>
      <div className="mt-4 rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
        <p className="font-mono text-xs text-brand-700">
          Step {step + 1} of {t.tour.length}
        </p>
        <h2 className="mt-1 text-base font-semibold text-ink">{s.title}</h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">{s.text}</p>
        <div className="mt-4 flex items-center justify-between gap-2">
          <button
            type="button"
            className="btn btn-secondary px-2.5 py-1.5 text-xs"
            onClick={() => go(step - 1)}
            disabled={step === 0}
          >
            <ChevronLeft aria-hidden="true" className="size-4" /> Back
          </button>
          {step < t.tour.length - 1 ? (
            <button type="button" className="btn btn-primary px-2.5 py-1.5 text-xs" onClick={() => go(step + 1)}>
              Next <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          ) : (
            <button type="button" className="btn btn-primary px-2.5 py-1.5 text-xs" onClick={onRun}>
              Run it
            </button>
          )}
        </div>
      </div>
      <button type="button" className="link mt-4 text-sm" onClick={() => setState({ kind: 'steps' })}>
        Skip the tour
      </button>
    </div>
  );
}

function NodePanel(props: Props & { id: string; tab: 'settings' | 'output' }) {
  const { workflow, result, id, tab, setState, onSettings, onDelete, onDeleteEdge, onConnect } = props;
  const uid = useId();
  const node = workflow.nodes.find((n) => n.id === id);
  const def = node && NODE_TYPES[node.type];
  if (!node || !def) return <Steps {...props} />;
  const settings = { ...def.defaults, ...node.settings };
  const run = result?.runs[id];
  const style = CATEGORY_STYLE[def.category];
  const set = (key: string, value: string | number | boolean) => onSettings(id, { ...node.settings, [key]: value });
  return (
    <div data-node-panel={node.type}>
      <p
        className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[0.68rem] font-semibold tracking-wide uppercase ring-1 ${style.chip}`}
      >
        {categoryLabel[def.category]}
      </p>
      <h2 className="mt-2 text-base font-semibold text-ink">{def.label}</h2>
      <p className="mt-1 text-sm text-slate-600">{def.description}</p>
      <div role="tablist" aria-label="Node details" className="mt-4 flex gap-1 rounded-lg bg-slate-100 p-1">
        {(['settings', 'output'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className={`flex-1 rounded-md px-2 py-1 text-xs font-semibold ${tab === t ? 'bg-white text-ink shadow-sm' : 'text-slate-600'}`}
            onClick={() => setState({ kind: 'node', id, tab: t })}
          >
            {t === 'settings' ? 'Settings' : 'Output'}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-4 space-y-4">
        {tab === 'output' ? (
          run ? (
            run.status === 'error' ? (
              <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">{run.error}</p>
            ) : Object.keys(run.outputs).length ? (
              Object.entries(run.outputs).map(([k, v]) => <OutputView key={k} value={v} />)
            ) : (
              <p className="text-sm text-slate-600">This node has no output.</p>
            )
          ) : (
            <p className="text-sm text-slate-600">Run the workflow to see what this node produces.</p>
          )
        ) : (
          <>
            {def.aiTip ? (
              <div
                className="rounded-xl bg-fuchsia-50 p-3 text-sm leading-relaxed text-fuchsia-950 ring-1 ring-fuchsia-200"
                data-ai-tip
              >
                <p className="flex items-center gap-1.5 font-semibold">
                  <Lightbulb aria-hidden="true" className="size-4" /> What this AI step does
                </p>
                <p className="mt-1">{def.aiTip}</p>
              </div>
            ) : null}
            {def.fields.map((f) => {
              const fid = `${uid}-${f.key}`;
              const value = settings[f.key];
              if (f.kind === 'toggle')
                return (
                  <label key={f.key} className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      checked={value === true}
                      onChange={(e) => set(f.key, e.target.checked)}
                      className="size-4 accent-brand-600"
                    />
                    {f.label}
                  </label>
                );
              return (
                <div key={f.key}>
                  <label htmlFor={fid} className="field-label">
                    {f.label}
                  </label>
                  {f.kind === 'select' ? (
                    <select
                      id={fid}
                      className="field-input py-2 text-sm"
                      value={String(value ?? '')}
                      onChange={(e) => set(f.key, e.target.value)}
                    >
                      {f.options!.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : f.kind === 'textarea' ? (
                    <textarea
                      id={fid}
                      rows={f.key === 'text' ? 8 : 3}
                      className="field-input text-sm"
                      value={String(value ?? '')}
                      onChange={(e) => set(f.key, e.target.value)}
                      placeholder={
                        f.key === 'text' ? '# Title\n\nYour manuscript…\n\n## References\n\n1. …' : undefined
                      }
                    />
                  ) : (
                    <input
                      id={fid}
                      type={f.kind === 'number' ? 'number' : 'text'}
                      min={f.min}
                      max={f.max}
                      className="field-input py-2 text-sm"
                      value={String(value ?? '')}
                      onChange={(e) => set(f.key, f.kind === 'number' ? Number(e.target.value) : e.target.value)}
                    />
                  )}
                  {f.help ? <p className="mt-1 text-xs text-slate-500">{f.help}</p> : null}
                </div>
              );
            })}
            {def.inlets.length ? (
              <fieldset>
                <legend className="field-label">Inlets</legend>
                <div className="mt-1.5 space-y-2">
                  {def.inlets.map((inlet) => {
                    const fid = `${uid}-in-${inlet.id}`;
                    const wired = workflow.edges.filter((e) => e.target === id && e.targetHandle === inlet.id);
                    const candidates = workflow.nodes
                      .filter((n) => n.id !== id)
                      .flatMap((n) => (NODE_TYPES[n.type]?.outlets ?? []).map((o) => ({ node: n, outlet: o })));
                    return (
                      <div key={inlet.id} className="rounded-lg border border-slate-200 p-2.5">
                        <label htmlFor={fid} className="text-xs font-medium text-ink">
                          {inlet.label}{' '}
                          <span className="font-normal text-slate-500">
                            ({inlet.accepts.map((t) => PORT_LABELS[t]).join(' or ')}
                            {inlet.required ? '' : ', optional'})
                          </span>
                        </label>
                        {wired.map((e) => (
                          <p key={e.id} className="mt-1 flex items-center justify-between gap-2 text-xs text-slate-700">
                            <span>from {label(workflow, e.source)}</span>
                            <button
                              type="button"
                              className="pg-icon-btn size-6"
                              onClick={() => onDeleteEdge(e.id)}
                              aria-label={`Disconnect ${label(workflow, e.source)} from ${inlet.label}`}
                            >
                              <X aria-hidden="true" className="size-3.5" />
                            </button>
                          </p>
                        ))}
                        {wired.length && !inlet.multiple ? null : (
                          <select
                            id={fid}
                            className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-xs text-ink"
                            value=""
                            onChange={(e) => {
                              const [source, sourceHandle] = e.target.value.split('\u0000');
                              if (source && sourceHandle)
                                onConnect({ id: '', source, sourceHandle, target: id, targetHandle: inlet.id });
                            }}
                          >
                            <option value="">Connect from…</option>
                            {candidates.map(({ node: n, outlet }) => (
                              <option key={`${n.id}.${outlet.id}`} value={`${n.id}\u0000${outlet.id}`}>
                                {NODE_TYPES[n.type]!.label} → {outlet.label} ({PORT_LABELS[outlet.type]})
                              </option>
                            ))}
                          </select>
                        )}
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            ) : null}
            <button type="button" className="btn btn-secondary w-full text-red-700" onClick={() => onDelete(id)}>
              <Trash2 aria-hidden="true" className="size-4" /> Delete this node
            </button>
          </>
        )}
      </div>
    </div>
  );
}
