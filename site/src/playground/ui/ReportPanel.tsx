import type { Report } from '../engine/types';
import { ReportView } from './OutputView';
import type { PanelProps } from './panelState';

/** The report a run produced, opened by itself when the run ends. */
export function ReportPanel({ result, id, setState }: Pick<PanelProps, 'result' | 'setState'> & { id: string }) {
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
