import { NODE_TYPES } from '../engine/nodes';
import { categoryLabel, nodeLabel, type PanelProps } from './panelState';
import { STATUS_LABEL } from './theme';

/** The graph as a list, in run order: the screen-reader view, and a quick way to inspect any node. */
export function Steps({
  workflow,
  result,
  setState,
  onSelect,
  onRun,
  running,
}: Pick<PanelProps, 'workflow' | 'result' | 'setState' | 'onSelect' | 'onRun' | 'running'>) {
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
                      {inputs.length ? ` · from ${inputs.map((e) => nodeLabel(workflow, e.source)).join(', ')}` : ''}
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
