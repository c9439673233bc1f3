// The articles the benchmarks publish: realistic Markdown bodies from a small deterministic
// generator, so every run builds the same site and timings compare (bench:build, bench:search).
import { ARTICLE_TYPES, type ArticleInput } from '@nodal/shared';

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const TOPICS = [
  'citation validation',
  'reviewer matching',
  'retraction screening',
  'accessibility checks',
  'manuscript formatting',
  'literature review',
  'reference management',
  'plagiarism detection',
  'data cleaning',
  'one-click submission',
];
const SENTENCES = [
  'Editors told us that most of their week goes to hand-offs rather than decisions.',
  'A workflow makes each of those hand-offs explicit, so it can be checked, timed and improved.',
  'The **trigger** node starts a run whenever a manuscript arrives in the submission system.',
  'Every reference is resolved against Crossref, and anything that does not match is flagged for a person.',
  'We kept a human in the loop at every step where a decision affects authors.',
  'Pilot partners reported a *noticeably* shorter time from submission to first decision.',
  'The same nodes run in the web application and through the API, with the same audit trail.',
  'Templates give beginners a working starting point that they can change one node at a time.',
  'Vector search finds related work even when the vocabulary differs between fields.',
  'Prompts are versioned alongside the workflow, so a change in output can be traced to a change in instructions.',
  'Reports are written for the handling editor, in plain language, with links to every source.',
  'Costs stay predictable because each AI node declares the model and the limits it runs with.',
];

function paragraph(next: () => number, sentences = 3 + Math.floor(next() * 3)): string {
  return Array.from({ length: sentences }, () => SENTENCES[Math.floor(next() * SENTENCES.length)]).join(' ');
}

export function articleFor(i: number): ArticleInput & { createdAt: Date } {
  const next = random(i + 1);
  const topic = TOPICS[i % TOPICS.length]!;
  const type = ARTICLE_TYPES[i % ARTICLE_TYPES.length]!;
  const title = `${topic[0]!.toUpperCase()}${topic.slice(1)} in practice, part ${Math.floor(i / TOPICS.length) + 1}`;
  const body = [
    paragraph(next),
    `## Why ${topic} matters`,
    paragraph(next),
    paragraph(next),
    '## How the workflow is built',
    `- A **trigger** node for new submissions\n- A \`${topic.replace(/ /g, '-')}\` node configured for the journal\n- An *output* node that writes the editor's report`,
    '```\nmanuscript.docx -> parse -> check -> report.html\n```',
    '### Results from the pilot',
    paragraph(next),
    '## What comes next',
    paragraph(next, 2),
  ].join('\n\n');
  return {
    title,
    slug: `bench-${String(i + 1).padStart(4, '0')}-${topic.replace(/ /g, '-')}`,
    summary: paragraph(next, 2).replace(/\*/g, ''),
    body,
    type,
    published: true,
    // One a day going back from today: a realistic archive of a few years.
    createdAt: new Date(Date.now() - i * 86_400_000),
  };
}
