import type { CampaignPreview } from '@nodal/shared';
import { countOf } from '../lib/delivery.ts';

/**
 * One rendered message exactly as it would go out: its subject, the HTML part in a sandboxed frame
 * (no scripts, no same-origin, no forms) at an email's usual width, and the plain-text part.
 */
export function PreviewPanel({ preview }: { preview: CampaignPreview }) {
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[13px]">
        <dt className="text-slate-500">Subject</dt>
        <dd className="font-medium text-slate-900 wrap-anywhere">{preview.subject}</dd>
        <dt className="text-slate-500">Filled for</dt>
        <dd className="text-slate-700 wrap-anywhere">
          {preview.recipient}
          <span className="text-slate-500">
            {preview.recipients > 0 ? ` (first of ${countOf(preview.recipients, 'recipient')})` : ' (sample values)'}
          </span>
        </dd>
      </dl>
      <iframe
        title="Email preview"
        sandbox=""
        srcDoc={preview.html}
        className="h-96 w-full max-w-[600px] rounded-md bg-white ring-1 ring-slate-200"
      />
      <div className="space-y-1">
        <p className="text-[13px] font-medium text-slate-700">Plain-text part</p>
        <pre
          tabIndex={0}
          aria-label="Plain-text part"
          className="max-h-64 max-w-[600px] overflow-auto rounded-md bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200 wrap-anywhere focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {preview.text}
        </pre>
      </div>
    </div>
  );
}
