import { describe, expect, test } from 'vitest';
import { decodeWorkflow, encodeWorkflow } from '../share';
import { TEMPLATES } from '../templates';
import { accessibility, readability, scopeMatch, summarise } from './analysis';
import {
  DOI_SYNTAX,
  checkRetractions,
  extractReferences,
  formatApa,
  formatVancouver,
  parseReference,
  validateReferences,
} from './references';
import { buildReport, reportMarkdown } from './report';
import { SAMPLE_RETRACTIONS } from './retractions';
import { assertText, sentences, syllables } from './text';

const today = new Date('2026-11-23T00:00:00Z');

describe('parseReference', () => {
  test.each([
    [
      'APA with a DOI link',
      'Okafor, N. C., & Moreau, J.-P. (2019). Carbon burial. Estuarine Science, 41(3), 211–229. https://doi.org/10.5555/e.1',
      {
        year: 2019,
        title: 'Carbon burial',
        venue: 'Estuarine Science',
        volume: '41',
        issue: '3',
        pages: '211–229',
        doi: '10.5555/e.1',
      },
      ['Okafor NC', 'Moreau JP'],
    ],
    [
      'Vancouver with doi:',
      'Marsh EL, Lindahl B. Sleep and memory: a review. J Sleep Cogn. 2018;12(2):101-19. doi:10.5555/jsc.2018.101',
      {
        year: 2018,
        title: 'Sleep and memory: a review',
        venue: 'J Sleep Cogn',
        volume: '12',
        issue: '2',
        pages: '101-19',
        doi: '10.5555/jsc.2018.101',
      },
      ['Marsh EL', 'Lindahl B'],
    ],
    [
      'APA without a date',
      'Haddad, S. (n.d.). Recovery. Letters, 12, 88–97.',
      { year: null, title: 'Recovery', volume: '12', doi: '' },
      ['Haddad S'],
    ],
    ['a line of noise', 'qwerty uiop', { year: null, doi: '' }, []],
  ])('%s', (_name, raw, fields, authors) => {
    const ref = parseReference(raw, 1);
    expect(ref).toMatchObject(fields);
    expect(ref.authors.map((a) => `${a.family}${a.initials ? ` ${a.initials}` : ''}`)).toEqual(authors);
  });
});

describe('extractReferences', () => {
  test.each([
    ['numbered entries', '## References\n\n1. A, B. (2000). T. J, 1, 1.\n2. C, D. (2001). U. K, 2, 2.', 2],
    ['bracketed entries with wrapped lines', 'References\n[1] A, B. (2000).\n  T. J, 1, 1.\n[2] C, D. (2001). U.', 2],
    ['blank-line separated entries', 'Bibliography\n\nA, B. (2000). T.\n\nC, D. (2001). U.\n\nE, F. (2002). V.', 3],
    ['one entry a line', 'Works cited\nA, B. (2000). T.\nC, D. (2001). U.', 2],
    ['the last of two headings', '# References in the literature\n\nReferences\n\n1. A, B. (2000). T.', 1],
    ['no heading', 'Just prose.', 0],
  ])('%s', (_name, text, count) => expect(extractReferences(text).references).toHaveLength(count));

  test('refuses more entries than any article cites', () => {
    const text = `References\n${Array.from({ length: 5001 }, (_, i) => `${i + 1}. X (2000). T.`).join('\n')}`;
    expect(() => extractReferences(text)).toThrow(/at most 5000/);
  });
});

describe('validateReferences', () => {
  const ref = (raw: string, i: number) => parseReference(raw, i + 1);
  test.each([
    ['a good reference', ['A, B. (2020). Title. J, 1, 1. https://doi.org/10.5555/ok.1'], []],
    ['bad DOI syntax', ['A, B. (2020). Title. J, 1, 1. doi:10.12/x'], ['error: “10.12/x” is not a valid DOI']],
    ['a missing year', ['A, B. Title without a year. J.'], ['error: No publication year.']],
    ['a missing title', ['A, B. (2020).'], ['error: No title found.']],
    ['missing authors', ['(2020). Title. J, 1, 1.'], ['warning: No authors found.']],
    ['a year in the future', ['A, B. (2027). Title. J, 1, 1.'], ['error: Year 2027 is in the future.']],
    [
      'a duplicate DOI',
      ['A, B. (2020). T. J, 1, 1. doi:10.5555/d.1', 'C, D. (2019). U. K, 2, 2. doi:10.5555/D.1'],
      ['warning: Duplicate of reference 1 (same DOI).'],
    ],
    [
      'a duplicate title',
      ['A, B. (2020). Same Title! J, 1, 1.', 'A, B. (2020). Same title. J, 1, 1.'],
      ['warning: Duplicate of reference 1 (same title and year).'],
    ],
  ])('%s', (_name, raws, expected) => {
    const findings = validateReferences(raws.map(ref), today, false).filter((f) => f.severity !== 'info');
    expect(findings.map((f) => `${f.severity}: ${f.message}`).map((m) => m.slice(0, expected[0]?.length ?? 0))).toEqual(
      expected.map((x) => x),
    );
  });
  test('a missing DOI is a note, or a warning when DOIs are required', () => {
    const refs = [ref('A, B. (2020). Title. J, 1, 1.', 0)];
    expect(validateReferences(refs, today, false)).toEqual([
      { severity: 'info', where: 'Reference 1', message: 'No DOI.' },
    ]);
    expect(validateReferences(refs, today, true)[0]!.severity).toBe('warning');
  });
  test.each([
    ['10.1000/182', true],
    ['10.5555/ecol.2017.0412', true],
    ['10.55/cpr.2021', false],
    ['doi.org/10.1000/1', false],
    ['10.1000/with space', false],
  ])('DOI syntax of %s is %s', (doi, ok) => expect(DOI_SYNTAX.test(doi)).toBe(ok));
});

test.each([
  ['a listed DOI in another case', '10.5555/ECOL.2017.0412', 1],
  ['an unlisted DOI', '10.5555/fine.1', 0],
  ['no DOI', '', 0],
])('checkRetractions: %s', (_name, doi, count) => {
  const ref = { ...parseReference('A, B. (2020). T.', 1), doi };
  expect(checkRetractions([ref], SAMPLE_RETRACTIONS)).toHaveLength(count);
});

describe('formatting from parsed fields', () => {
  const r = parseReference(
    'Okafor, N. C., Lindqvist, E., & Moreau, J.-P. (2019). Carbon burial. Estuarine Science, 41(3), 211–229. https://doi.org/10.5555/e.1',
    1,
  );
  test.each([
    [
      'APA',
      formatApa(r),
      'Okafor, N. C., Lindqvist, E., & Moreau, J. P. (2019). Carbon burial. *Estuarine Science*, 41(3), 211–229. https://doi.org/10.5555/e.1',
    ],
    [
      'Vancouver',
      formatVancouver(r, 3),
      '3. Okafor NC, Lindqvist E, Moreau JP. Carbon burial. Estuarine Science. 2019;41(3):211–229. doi:10.5555/e.1',
    ],
    ['APA of an empty record', formatApa(parseReference('', 1)), 'Anonymous (n.d.). Untitled.'],
  ])('%s', (_name, got, want) => expect(got).toBe(want));
});

describe('readability', () => {
  test.each([
    ['short plain sentences score high', 'The cat sat. The dog ran. We saw it.', (s: number) => s > 90],
    [
      'long academic sentences score low',
      'Methodological heterogeneity substantially complicates interpretation of aggregated epidemiological observations.',
      (s: number) => s < 10,
    ],
  ])('%s', (_name, text, check) => expect(check(readability(text, 35).fleschReadingEase)).toBe(true));
  test('long sentences, passive voice, and the reference list left out', () => {
    const long = `${'word '.repeat(40)}end.`;
    const r = readability(
      `${long} The samples were analysed twice. We wrote this.\n\n## References\n\n1. Ref (2000). Was cited.`,
      35,
    );
    expect(r.longSentences).toHaveLength(1);
    expect(r.passive.map((p) => p.message)).toEqual([expect.stringMatching(/were analysed/)]);
    expect(r.sentences).toBe(3);
  });
  test.each([
    ['the', 1],
    ['reading', 2],
    ['readability', 5],
    ['', 1],
  ])('syllables(%s) = %i', (w, n) => expect(syllables(w)).toBe(n));
  test('sentences survive abbreviations', () =>
    expect(sentences('See Fig. 2 for details. Then e.g. this. End')).toHaveLength(3));
});

describe('accessibility', () => {
  test.each([
    ['an image without alt text', '![](a.png)', /no alt text/],
    ['a placeholder alt text', '![image](a.png)', /does not describe/],
    ['a skipped heading level', '# A\n\n### B', /skips from 1 to 3/],
    ['a first heading too deep', '### A', /first heading is level 3/],
    ['“click here”', 'See [click here](x).', /“click here”/],
    ['an empty link', '[](http://x)', /has no text/],
  ])('finds %s', (_name, md, message) =>
    expect(accessibility(md).map((f) => f.message)).toEqual([expect.stringMatching(message)]),
  );
  test.each([
    ['good Markdown', '# A\n\n## B\n\n![A chart of uptake by year](a.png) [the protocol](x)'],
    ['headings inside a code block', '# A\n\n```\n#### not a heading\n![](x)\n```'],
    ['no Markdown at all', 'Plain words.'],
  ])('passes %s', (_name, md) => expect(accessibility(md)).toEqual([]));
});

describe('summarise and scope (the demo stand-ins for AI steps)', () => {
  const text =
    'Sleep helps memory in adolescents at school. Sleep spindles predict memory the next morning. The weather was fine that week and nobody minded. Memory and sleep are closely linked in adolescents.';
  test('picks the most representative sentences in their original order', () => {
    const two = summarise(text, 2);
    expect(two).toHaveLength(2);
    expect(two.join(' ')).not.toMatch(/weather/);
    expect(text.indexOf(two[0]!)).toBeLessThan(text.indexOf(two[1]!));
  });
  test.each([
    ['sleep, memory, astronomy, galaxies', 50, ['sleep', 'memory']],
    ['adolescent', 100, ['adolescent']],
    ['', 0, []],
  ])('scope terms %j', (scope, score, matched) => expect(scopeMatch(text, scope)).toMatchObject({ score, matched }));
});

describe('assertText', () => {
  test.each([
    ['', /empty/],
    ['\u0000\u0001\u0002\u0003\u0004 binary', /binary/],
    ['x'.repeat(2_000_001), /2 million/],
  ])('refuses %#', (text, message) => expect(() => assertText(text)).toThrow(message));
  test('accepts prose with a stray control character', () =>
    expect(assertText(`Prose ${'word '.repeat(100)}\u0007.`)).toBeTruthy());
});

test('reports count findings by severity and read as Markdown', () => {
  const report = buildReport('R', [
    {
      type: 'findings',
      value: {
        title: 'A',
        items: [
          { severity: 'error', message: 'bad | pipe' },
          { severity: 'info', message: 'n' },
        ],
      },
    },
    { type: 'table', value: { title: 'T', columns: ['a|b'], rows: [['1']] } },
  ]);
  expect(report.counts).toEqual({ error: 1, warning: 0, info: 1 });
  expect(reportMarkdown(report)).toContain('- **Problem**: bad | pipe');
  expect(reportMarkdown(report)).toContain('| a\\|b |');
});

describe('share links', () => {
  test.each(TEMPLATES.map((t) => [t.id, t.workflow] as const))('%s survives a round trip', (_id, workflow) => {
    expect(decodeWorkflow(encodeWorkflow(workflow))).toEqual(workflow);
  });
  test('long pasted text stays out of the link', () => {
    const w = {
      nodes: [{ id: 'm', type: 'manuscript', x: 0, y: 0, settings: { sample: 'custom', text: 'é'.repeat(5000) } }],
      edges: [],
    };
    expect(decodeWorkflow(encodeWorkflow(w))!.nodes[0]!.settings.text).toBe('');
  });
  test.each([
    ['no prefix', '#signup'],
    ['not base64', '#wf=%%%'],
    ['not JSON', `#wf=${btoa('nope')}`],
    ['another version', `#wf=${btoa(JSON.stringify({ v: 2, n: [], e: [] }))}`],
  ])('ignores a hash with %s', (_name, hash) => expect(decodeWorkflow(hash)).toBeNull());
  test('drops unknown node types, edges to them and non-scalar settings', () => {
    const hash = `#wf=${btoa(
      JSON.stringify({
        v: 1,
        n: [
          ['a', 'evil', 0, 0],
          ['b', 'debug', 1, 2, { x: { y: 1 }, ok: 'yes' }],
        ],
        e: [['a', 'x', 'b', 'value']],
      }),
    )}`;
    expect(decodeWorkflow(hash)).toEqual({
      nodes: [{ id: 'b', type: 'debug', x: 1, y: 2, settings: { ok: 'yes' } }],
      edges: [],
    });
  });
});
