import Expand from 'lucide-react/icons/expand';
import Layers from 'lucide-react/icons/layers';
import Link2 from 'lucide-react/icons/link-2';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Play from 'lucide-react/icons/play';
import Redo2 from 'lucide-react/icons/redo-2';
import Undo2 from 'lucide-react/icons/undo-2';
import WandSparkles from 'lucide-react/icons/wand-sparkles';
import { BLANK, TEMPLATES } from '../templates';

interface Props {
  templateId: string;
  onTemplate: (id: string) => void;
  /** The node library this toolbar opens on a phone, where it is a sheet. */
  libraryId: string;
  libraryOpen: boolean;
  onToggleLibrary: () => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onList: () => void;
  /** Lays the graph out left to right; off while the canvas is empty. */
  onTidy: () => void;
  canTidy: boolean;
  onShare: () => void;
  copied: boolean;
  /** On the landing page: the link that opens this graph on /playground. */
  fullScreenHref: string | null;
  running: boolean;
  onRun: () => void;
}

/**
 * The bar above the canvas: a template to load, the library on phones, undo and redo, Tidy up, the
 * list view, sharing and Run.
 */
export function Toolbar(props: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
      <label className="flex min-w-0 items-center gap-2 text-xs font-medium text-slate-600">
        <Layers aria-hidden="true" className="size-4 text-slate-400" />
        <span className="max-sm:sr-only">Template</span>
        <select
          className="min-w-0 rounded-lg border border-slate-300 bg-white py-1.5 pr-7 pl-2 text-sm font-medium text-ink"
          value={props.templateId}
          onChange={(e) => props.onTemplate(e.target.value)}
          aria-label="Load a beginner template or a blank canvas"
        >
          <option value="" disabled>
            Load a template…
          </option>
          {TEMPLATES.map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
          <option value={BLANK.id}>{BLANK.title}</option>
        </select>
      </label>
      <button
        type="button"
        className="btn btn-secondary px-2.5 py-1.5 text-xs md:hidden"
        onClick={props.onToggleLibrary}
        aria-expanded={props.libraryOpen}
        aria-controls={props.libraryId}
      >
        Add node
      </button>
      <div className="ml-auto flex items-center gap-1">
        <button
          type="button"
          className="pg-icon-btn"
          onClick={props.onUndo}
          disabled={!props.canUndo}
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
        >
          <Undo2 aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className="pg-icon-btn"
          onClick={props.onRedo}
          disabled={!props.canRedo}
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
        >
          <Redo2 aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className="pg-icon-btn"
          onClick={props.onTidy}
          disabled={!props.canTidy}
          aria-label="Tidy up"
          title="Tidy up: lay the workflow out left to right"
          data-tidy
        >
          <WandSparkles aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className="pg-icon-btn"
          onClick={props.onList}
          aria-label="Workflow as a list"
          title="Workflow as a list"
        >
          <ListOrdered aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className="pg-icon-btn"
          onClick={props.onShare}
          aria-label={props.copied ? 'Link copied' : 'Copy a share link'}
          title="Copy a share link"
        >
          <Link2 aria-hidden="true" className="size-4" />
        </button>
        {props.fullScreenHref === null ? null : (
          <a
            href={props.fullScreenHref}
            className="pg-icon-btn"
            aria-label="Open Full Screen"
            title="Open Full Screen"
            data-open-full-screen
          >
            <Expand aria-hidden="true" className="size-4" />
          </a>
        )}
        <button
          type="button"
          className="btn btn-primary ml-1 px-3.5 py-1.5"
          onClick={props.onRun}
          disabled={props.running}
          data-run
        >
          <Play aria-hidden="true" className="size-4" /> {props.running ? 'Running…' : 'Run'}
        </button>
      </div>
    </div>
  );
}
