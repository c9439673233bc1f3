// The content a fresh installation starts with. Edit freely: the seed only runs on an empty database.
import type { AnimationType, ArticleInput, DemoType, VideoType } from '@nodal/shared';

export const heroSeed: { animationType: AnimationType; enabled: boolean; weight: number }[] = [
  { animationType: 'abstractFlow', enabled: true, weight: 7 },
  { animationType: 'abstractGraphic', enabled: true, weight: 6 },
  { animationType: 'fluidDynamics', enabled: true, weight: 5 },
  { animationType: 'swarmIntelligence', enabled: true, weight: 5 },
];

interface SeedVideo {
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string;
  videoType: VideoType;
  duration: string;
}

export const categorySeed: { title: string; description: string; videos: SeedVideo[] }[] = [
  {
    title: 'Manuscript Intake',
    description: 'From submission to a clean, checked manuscript before an editor opens it.',
    videos: [
      {
        title: 'Submission completeness check',
        description: 'Declarations, files and figure resolution checked on arrival, with one request to the author.',
        videoUrl: '/media/workflows/submission-completeness.webm',
        thumbnailUrl: '/media/workflows/submission-completeness.webp',
        videoType: 'url',
        duration: '0:06',
      },
      {
        title: 'Data availability check',
        description: 'Every dataset in the data statement extracted and its repository link resolved.',
        videoUrl: '/media/workflows/data-availability.webm',
        thumbnailUrl: '/media/workflows/data-availability.webp',
        videoType: 'url',
        duration: '0:06',
      },
    ],
  },
  {
    title: 'Citations and Integrity',
    description: 'Figures, funding statements and licences checked before anyone relies on them.',
    videos: [
      {
        title: 'Image integrity screening',
        description: 'Figure panels compared for duplication and blots checked for splicing before review.',
        videoUrl: '/media/workflows/image-integrity.webm',
        thumbnailUrl: '/media/workflows/image-integrity.webp',
        videoType: 'url',
        duration: '0:06',
      },
      {
        title: 'Funder and licence compliance',
        description: 'Grants matched to their funders and the licence each funder requires set before production.',
        videoUrl: '/media/workflows/funder-compliance.webm',
        thumbnailUrl: '/media/workflows/funder-compliance.webp',
        videoType: 'url',
        duration: '0:06',
      },
    ],
  },
  {
    title: 'Discovery and Review',
    description: 'Revisions checked against every comment, and new related work surfaced for the editor.',
    videos: [
      {
        title: 'Revision check against reviewer comments',
        description: 'Each reviewer comment mapped to the tracked change that answers it; open points listed.',
        videoUrl: '/media/workflows/revision-check.webm',
        thumbnailUrl: '/media/workflows/revision-check.webp',
        videoType: 'url',
        duration: '0:06',
      },
      {
        title: 'Related preprint alerts',
        description: 'New preprints compared with a submission’s key claims, in a weekly digest for the editor.',
        videoUrl: '/media/workflows/preprint-alerts.webm',
        thumbnailUrl: '/media/workflows/preprint-alerts.webp',
        videoType: 'url',
        duration: '0:06',
      },
    ],
  },
];

// Each demo is a document of its own inside its frame, so it carries its own language and title.
const frame = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>body{margin:0;font:14px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc}main{padding:20px}h1{font-size:16px;margin:0 0 12px}button{font:inherit;padding:6px 12px;border-radius:6px;border:1px solid #4338ca;background:#4338ca;color:#fff;cursor:pointer}pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:8px;overflow:auto}.ok{color:#047857}.bad{color:#b91c1c}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:6px;text-align:left}</style></head><body><main>${body}</main></body></html>`;

export const demoSeed: { title: string; description: string; type: DemoType; embedCode: string }[] = [
  {
    title: 'Reference checker',
    description: 'Paste a reference list and watch a citation-validation node flag entries without a DOI.',
    type: 'interactive',
    embedCode: frame(
      'Reference checker',
      `<h1>Reference checker</h1>
<textarea id="refs" rows="6" style="width:100%;font:inherit" aria-label="References">Smith, J. (2021). Open peer review at scale. doi:10.1000/xyz123
Garcia, M. (2019). Preprints and their discontents. Journal of Scholarly Practice, 4(2).
Okafor, T. (2023). Retractions in biomedicine. doi:10.5555/ret.2023.7</textarea>
<p><button id="run">Validate</button></p><ul id="out"></ul>
<script>document.getElementById('run').onclick=function(){var out=document.getElementById('out');out.innerHTML='';document.getElementById('refs').value.split('\\n').filter(Boolean).forEach(function(line){var li=document.createElement('li');var ok=/doi:\\s*10\\.\\d{4,}\\//i.test(line);li.className=ok?'ok':'bad';li.textContent=(ok?'Resolved: ':'No DOI found: ')+line.slice(0,70);out.appendChild(li);});};</script>`,
    ),
  },
  {
    title: 'Readability scorer',
    description: 'A transformer node that scores an abstract for sentence length and passive voice.',
    type: 'interactive',
    embedCode: frame(
      'Abstract readability',
      `<h1>Abstract readability</h1>
<textarea id="t" rows="5" style="width:100%;font:inherit" aria-label="Abstract">We examined how automated screening affects time to first decision. Submissions were processed by a workflow that was configured by editors. Median time fell from 21 to 9 days.</textarea>
<p><button id="go">Score</button></p><p id="r"></p>
<script>document.getElementById('go').onclick=function(){var s=document.getElementById('t').value.split(/[.!?]+/).filter(function(x){return x.trim()});var words=s.reduce(function(n,x){return n+x.trim().split(/\\s+/).length},0);var passive=s.filter(function(x){return /\\b(was|were|been|being|is|are)\\s+\\w+ed\\b/i.test(x)}).length;document.getElementById('r').textContent=s.length+' sentences, '+(words/s.length).toFixed(1)+' words per sentence, '+passive+' in the passive voice.';};</script>`,
    ),
  },
  {
    title: 'Screening run, narrated',
    description: 'A short recording of a pre-review screening workflow on a real-world style manuscript.',
    type: 'video',
    embedCode: frame(
      'Screening run',
      `<h1>Screening run</h1>
<video controls muted playsinline preload="metadata" style="width:100%;border-radius:8px" src="/media/workflows/retraction-check.webm"></video>`,
    ),
  },
  {
    title: 'Citation network notebook',
    description: 'A notebook that builds a co-citation graph from a reference export and ranks clusters.',
    type: 'notebook',
    embedCode: frame(
      'co_citation.ipynb',
      `<h1>co_citation.ipynb</h1>
<pre>In [1]: refs = nodal.load("exports/references.ris")
        len(refs)
Out[1]: 412</pre>
<pre>In [2]: graph = nodal.co_citation(refs, min_shared=3)
        graph.clusters(top=3)</pre>
<table><thead><tr><th>Cluster</th><th>Papers</th><th>Top term</th></tr></thead><tbody><tr><td>1</td><td>58</td><td>open peer review</td></tr><tr><td>2</td><td>41</td><td>research integrity</td></tr><tr><td>3</td><td>33</td><td>preprint servers</td></tr></tbody></table>`,
    ),
  },
  {
    title: 'Embedding search notebook',
    description: 'Semantic search over 2,000 abstracts with a vector index, compared with keyword search.',
    type: 'notebook',
    embedCode: frame(
      'semantic_search.ipynb',
      `<h1>semantic_search.ipynb</h1>
<pre>In [1]: index = nodal.vector_index("abstracts-2024", model="text-embedding")
        hits = index.search("effects of open data mandates on reuse", k=3)</pre>
<table><thead><tr><th>Score</th><th>Title</th></tr></thead><tbody><tr><td>0.83</td><td>Data availability statements and citation advantage</td></tr><tr><td>0.79</td><td>Funder mandates and repository deposits, 2015–2022</td></tr><tr><td>0.74</td><td>Who reuses shared clinical trial data?</td></tr></tbody></table>`,
    ),
  },
];

const days = (n: number) => new Date(Date.UTC(2025, 0, 6) + n * 86_400_000);

export const articleSeed: (ArticleInput & { createdAt: Date })[] = [
  {
    title: 'Nodal opens its early access beta',
    slug: 'early-access-beta-opens',
    type: 'announcement',
    published: true,
    createdAt: days(0),
    summary:
      'The first publishers, libraries and research groups can now build workflows on Nodal. Early adopters get their first two months free.',
    body: `Today we are opening Nodal to the first group of early access partners: journal editors, publishing operations teams, librarians and research groups who want to automate the repetitive parts of scholarly publishing without writing code.

## What is in the beta

- **The canvas.** Build workflows by dragging nodes onto a canvas and connecting their outlets to inlets.
- **Publishing nodes.** Accessibility checks, citation validation, retraction screening, manuscript formatting and literature search are ready to use.
- **Beginner templates.** Start from a working workflow and change one node at a time.

## Who we are looking for

We want teams with a real workflow to improve. Tell us what takes your editors the most time and we will help you build it on Nodal during the beta.

Early adopters get their **first two months free**. Sign up on the home page and we will be in touch within two business days.`,
  },
  {
    title: 'A practical guide to citation validation workflows',
    slug: 'citation-validation-guide',
    type: 'guide',
    published: true,
    createdAt: days(14),
    summary:
      'How to build a workflow that resolves every reference in a manuscript, flags mismatches and produces a report an editor can trust.',
    body: `Reference lists are one of the most error-prone parts of a manuscript. This guide walks through a three-node workflow that checks them automatically.

## The workflow

1. A **trigger** node fires when a manuscript is uploaded.
2. A **citation validation** node parses the reference list and looks up each entry.
3. An **output** node writes a report for the handling editor.

## What gets flagged

- references that do not resolve to a DOI,
- titles or years that differ from the registered metadata,
- cited works that carry a retraction notice.

\`\`\`
manuscript.docx -> parse references -> resolve DOIs -> report.html
\`\`\`

## Tips

Keep a *human in the loop*: the report should suggest corrections, not apply them. Editors stay in control, and authors get a clear list of what to fix.`,
  },
  {
    title: 'Why time-to-publication is a workflow problem',
    slug: 'time-to-publication-workflow-problem',
    type: 'insight',
    published: true,
    createdAt: days(35),
    summary:
      'Most delay between submission and publication is waiting, not work. Automating the hand-offs is where the 30-50% gains come from.',
    body: `When we mapped the journey of a manuscript at our pilot partners, the surprising finding was how little of the elapsed time was spent on actual editorial work.

## Where the time goes

Manuscripts wait: for a technical check, for an editor to find reviewers, for formatting, for a second round of checks after revision. Each hand-off adds days.

## What automation changes

Workflows that run the technical checks on arrival, suggest reviewers before an editor opens the file and format accepted manuscripts automatically remove most of that waiting. In our pilots this shortened time-to-publication by **30-50%**.

## What it does not change

Judgement. Deciding whether research is sound remains the work of editors and reviewers. Nodal is built to give them more time for it.`,
  },
  {
    title: 'Partner integrations arrive in early Q2',
    slug: 'partner-integrations-q2',
    type: 'news',
    published: true,
    createdAt: days(63),
    summary:
      'Submission systems, reference managers and repositories will connect directly to Nodal workflows as part of the Q2 2025 milestone.',
    body: `Our roadmap puts **Partner Integrations** in early Q2 2025, ahead of the public launch later in the quarter.

## What partners can expect

- One-click submission from a workflow to a publication platform.
- Reference manager import and export as workflow nodes.
- A documented API for running workflows from your own systems.

If your platform should be on that list, use the partnership form on our home page and choose *Publisher/Platform Integration*.`,
  },
  {
    title: 'Draft: enterprise hosting options',
    slug: 'enterprise-hosting-draft',
    type: 'announcement',
    published: false,
    createdAt: days(70),
    summary: 'Internal draft describing dedicated infrastructure in a customer datacenter. Not for publication yet.',
    body: `This draft describes **enterprise hosting**: dedicated infrastructure in the customer's own datacenter, with support. It stays unpublished until pricing is final.`,
  },
];
