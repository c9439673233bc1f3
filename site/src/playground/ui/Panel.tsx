import Lightbulb from 'lucide-react/icons/lightbulb';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import { useRovingTabs } from '@nodal/ui/use-roving-tabs';
import { useId } from 'react';
import { NODE_TYPES } from '../engine/nodes';
import { PORT_LABELS } from '../engine/types';
import { OutputView } from './OutputView';
import { categoryLabel, nodeLabel as label, type PanelProps as Props } from './panelState';
import { ReportPanel } from './ReportPanel';
import { Steps } from './Steps';
import { CATEGORY_STYLE } from './theme';
import { Tour } from './Tour';

/**
 * The side panel: a node's settings and output, the report, the tour, or the list view. On a phone
 * it is a bottom sheet over at most half of the canvas, so the graph above it stays in reach; its
 * close button sits above the scrolling content and never scrolls away.
 */
export function Panel(props: Props) {
  const { state, setState } = props;
  if (state.kind === 'closed') return null;
  return (
    <aside
      aria-label="Workflow details"
      className={`flex w-[22rem] shrink-0 flex-col border-l border-slate-200 bg-white max-lg:w-80 max-md:absolute max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:max-h-[50%] ${props.hideOnPhone ? 'max-md:hidden' : ''} max-md:w-auto max-md:rounded-t-2xl max-md:border-t max-md:border-l-0 max-md:shadow-[0_-12px_32px_-12px_rgb(15_23_42/0.3)]`}
      data-panel={state.kind}
    >
      <div className="flex justify-end px-2 pt-2 md:hidden">
        <SheetClose label="Close the panel" onClick={() => setState({ kind: 'closed' })} />
      </div>
      <div className="flex-1 overflow-y-auto p-4 max-md:pt-1">
        {state.kind === 'steps' ? <Steps {...props} /> : null}
        {state.kind === 'tour' ? <Tour {...props} template={state.template} step={state.step} /> : null}
        {state.kind === 'node' ? <NodePanel {...props} id={state.id} tab={state.tab} /> : null}
        {state.kind === 'report' ? <ReportPanel {...props} id={state.id} /> : null}
      </div>
    </aside>
  );
}

/** The close button of a phone sheet: a word as well as a cross, and a full-size touch target. */
export function SheetClose({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
      onClick={onClick}
      aria-label={label}
      data-sheet-close
    >
      <X aria-hidden="true" className="size-4" /> Close
    </button>
  );
}

const NODE_TABS = ['settings', 'output'] as const;

function NodePanel(props: Props & { id: string; tab: 'settings' | 'output' }) {
  const { workflow, result, id, tab, setState, onSettings, onDelete, onDeleteEdge, onConnect } = props;
  const uid = useId();
  const tabs = useRovingTabs({
    values: NODE_TABS,
    value: tab,
    onChange: (t) => setState({ kind: 'node', id, tab: t }),
  });
  const node = workflow.nodes.find((n) => n.id === id);
  const def = node && NODE_TYPES[node.type];
  if (!node || !def) return <Steps {...props} />;
  const settings = { ...def.defaults, ...node.settings };
  const run = result?.runs[id];
  const style = CATEGORY_STYLE[def.category];
  const set = (key: string, value: string | number | boolean) => onSettings(id, { ...node.settings, [key]: value });
  // What reached each inlet in the run on show: the value the connected outlet produced.
  const incoming = workflow.edges
    .filter((e) => e.target === id)
    .map((e) => {
      const source = workflow.nodes.find((n) => n.id === e.source);
      const sourceDef = source && NODE_TYPES[source.type];
      const outlet = sourceDef?.outlets.find((o) => o.id === e.sourceHandle);
      return {
        key: e.id,
        inlet: def.inlets.find((i) => i.id === e.targetHandle)?.label ?? e.targetHandle,
        from: `${sourceDef?.label ?? e.source} · ${outlet?.label ?? e.sourceHandle}`,
        value: result?.runs[e.source]?.outputs[e.sourceHandle],
      };
    });
  return (
    <div data-node-panel={node.type}>
      <p
        className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold tracking-wide uppercase ring-1 ${style.chip}`}
      >
        {categoryLabel[def.category]}
      </p>
      <h2 className="mt-2 text-base font-semibold text-ink">{def.label}</h2>
      <p className="mt-1 text-sm text-slate-600">{def.description}</p>
      <div {...tabs.listProps} aria-label="Node details" className="mt-4 flex gap-1 rounded-lg bg-slate-100 p-1">
        {NODE_TABS.map((t) => (
          <button
            key={t}
            {...tabs.tabProps(t)}
            className={`flex-1 rounded-md px-2 py-1 text-xs font-semibold ${tab === t ? 'bg-white text-ink shadow-sm' : 'text-slate-600'}`}
          >
            {t === 'settings' ? 'Settings' : 'Output'}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps} className="mt-4 space-y-4">
        {tab === 'output' ? (
          run ? (
            run.status === 'error' ? (
              <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">{run.error}</p>
            ) : (
              <>
                {incoming.length ? (
                  <section aria-label="Input" className="space-y-2" data-node-input>
                    <h3 className="eyebrow">Input</h3>
                    {incoming.map((i) => (
                      <div key={i.key} className="space-y-1">
                        <p className="text-xs text-slate-600">
                          {i.inlet} <span aria-hidden="true">←</span>
                          <span className="sr-only">from</span> {i.from}
                        </p>
                        {i.value === undefined ? (
                          <p className="text-sm text-slate-600">Nothing arrived on this inlet.</p>
                        ) : (
                          <OutputView value={i.value} />
                        )}
                      </div>
                    ))}
                  </section>
                ) : null}
                <section aria-label="Output" className="space-y-2" data-node-output>
                  {incoming.length ? <h3 className="eyebrow">Output</h3> : null}
                  {Object.keys(run.outputs).length ? (
                    Object.entries(run.outputs).map(([k, v]) => <OutputView key={k} value={v} />)
                  ) : (
                    <p className="text-sm text-slate-600">This node has no output.</p>
                  )}
                </section>
              </>
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
