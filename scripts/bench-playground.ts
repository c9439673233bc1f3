// `pnpm bench:playground`: main-thread time to run each playground template on a manuscript of
// 10,000 words. The engine is the same code the browser runs; the figure is the median of 15 runs
// after 3 warm-ups, on this machine's Node (V8, as in Chromium).
import { runGraph } from '../site/src/playground/engine/engine.ts';
import { SAMPLE_MANUSCRIPTS } from '../site/src/playground/samples.ts';
import { TEMPLATES } from '../site/src/playground/templates.ts';

const TARGET_MS = 300;

/** The three samples' bodies repeated to 10,000 words, followed by their combined reference lists. */
function longManuscript(words: number): string {
  const parts = Object.values(SAMPLE_MANUSCRIPTS).map((s) => s.text.split(/\n## References\n/));
  const bodies = parts.map((p) => p[0]!);
  const refs = parts.flatMap((p) => (p[1] ?? '').split('\n').filter((l) => /^\s*(?:\d+\.|-)\s/.test(l)));
  let body = '';
  for (let i = 0; body.split(/\s+/).length < words; i++)
    body += `\n\n${bodies[i % bodies.length]!.replace(/^# .*$/m, `## Part ${i + 1}`)}`;
  const list = refs.map((r, i) => r.replace(/^\s*(?:\d+\.|-)\s/, `${i + 1}. `));
  return `# A long manuscript\n${body}\n\n## References\n\n${list.join('\n')}\n`;
}

const text = longManuscript(10_000);
const wordCount = text.split(/\s+/).filter(Boolean).length;
const today = new Date();
console.log(`\nbench:playground — each template on a ${wordCount.toLocaleString('en')}-word manuscript\n`);
console.log('| template | nodes | median | slowest | target | met |\n| --- | --- | --- | --- | --- | --- |');
let allMet = true;
for (const t of TEMPLATES) {
  const graph = {
    nodes: t.workflow.nodes.map((n) => ({
      id: n.id,
      type: n.type,
      settings: n.type === 'manuscript' ? { sample: 'custom', text } : n.settings,
    })),
    edges: t.workflow.edges,
  };
  const times: number[] = [];
  for (let i = 0; i < 18; i++) {
    const result = runGraph(graph, { today });
    const failed = Object.values(result.runs).filter((r) => r.status === 'error');
    if (failed.length) throw new Error(`${t.id}: ${failed.map((f) => `${f.id}: ${f.error}`).join('; ')}`);
    if (i >= 3) times.push(result.ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const slowest = times[times.length - 1]!;
  const met = median < TARGET_MS;
  allMet &&= met;
  console.log(
    `| ${t.title} | ${graph.nodes.length} | ${median.toFixed(1)} ms | ${slowest.toFixed(1)} ms | < ${TARGET_MS} ms | ${met ? 'yes' : 'no'} |`,
  );
}
console.log(allMet ? '\nAll templates within the target.' : '\nSome templates missed the target.');
process.exitCode = allMet ? 0 : 1;
