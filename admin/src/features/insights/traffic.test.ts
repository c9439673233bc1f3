import { describe, expect, it } from 'vitest';
import type { TrafficTotals } from '@nodal/shared';
import {
  campaignLabel,
  change,
  countryName,
  FEW_VISITS,
  formatDuration,
  formatPerVisit,
  formatShare,
  kpis,
  periodLabel,
  trafficMissing,
  trafficNote,
} from './traffic.ts';

const totals = (over: Partial<TrafficTotals> = {}): TrafficTotals => ({
  visitors: 0,
  visits: 0,
  views: 0,
  viewsPerVisit: null,
  bounceRate: null,
  timeOnPageMs: null,
  signups: 0,
  contacts: 0,
  conversionRate: null,
  ...over,
});

describe('formatting', () => {
  it('writes shares as percentages with one decimal, and a dash for nothing to divide by', () => {
    expect(formatShare(0.4237)).toBe('42.4%');
    expect(formatShare(0)).toBe('0.0%');
    expect(formatShare(1)).toBe('100.0%');
    expect(formatShare(null)).toBe('–');
  });

  it('writes views per visit with two decimals', () => {
    expect(formatPerVisit(2.3333)).toBe('2.33');
    expect(formatPerVisit(null)).toBe('–');
  });

  it.each([
    [null, '–'],
    [0, '0 s'],
    [42_400, '42 s'],
    [59_600, '1 min 00 s'],
    [187_000, '3 min 07 s'],
    [3_900_000, '1 h 05 min'],
  ])('writes %s ms on a page as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('names a range of days, the year once when both ends share it', () => {
    expect(periodLabel({ from: '2018-06-04', to: '2018-06-14' })).toBe('4 Jun – 14 Jun 2018');
    expect(periodLabel({ from: '2018-12-20', to: '2019-01-02' })).toBe('20 Dec 2018 – 2 Jan 2019');
  });

  it('reads a country code as its English name, "Unknown" without one, and a bogus code as it came', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('us')).toBe('United States');
    expect(countryName('unknown')).toBe('Unknown');
    expect(countryName('')).toBe('Unknown');
    expect(countryName('=cmd|calc')).toBe('=cmd|calc');
  });

  it('writes a campaign as its name, source and medium, saying which are missing', () => {
    expect(campaignLabel({ campaign: 'spring', source: 'newsletter', medium: 'email' })).toBe(
      'spring · newsletter / email',
    );
    expect(campaignLabel({ campaign: 'spring', source: '', medium: '' })).toBe('spring · (none) / (none)');
  });
});

describe('change', () => {
  it('compares counts by ratio, rounded to one decimal', () => {
    expect(change('count', 120, 100)).toEqual({ text: '+20.0%', tone: 'good' });
    expect(change('count', 75, 100)).toEqual({ text: '\u221225.0%', tone: 'bad' });
    expect(change('count', 100, 100)).toEqual({ text: 'No change', tone: 'neutral' });
  });

  it('never divides by a previous zero: a count that was none has no percentage to grow by', () => {
    expect(change('count', 5, 0)).toEqual({ text: 'None before', tone: 'neutral' });
    expect(change('count', 0, 0)).toEqual({ text: 'None in either period', tone: 'neutral' });
    expect(change('mean', 5, 0)).toEqual({ text: 'Nothing to compare', tone: 'neutral' });
  });

  it('compares shares by percentage points, and knows a rising bounce rate is bad news', () => {
    expect(change('share', 0.44, 0.4, 'lower')).toEqual({ text: '+4.0 pts', tone: 'bad' });
    expect(change('share', 0.36, 0.4, 'lower')).toEqual({ text: '\u22124.0 pts', tone: 'good' });
    expect(change('share', 0.05, 0.04)).toEqual({ text: '+1.0 pts', tone: 'good' });
  });

  it('has nothing to compare when either side has no rate or mean', () => {
    expect(change('share', null, 0.4)).toEqual({ text: 'Nothing to compare', tone: 'neutral' });
    expect(change('mean', 2, null)).toEqual({ text: 'Nothing to compare', tone: 'neutral' });
  });
});

describe('kpis', () => {
  it('gives the seven headline figures in order, each against the previous period', () => {
    const current = totals({
      visitors: 1200,
      visits: 1500,
      views: 3900,
      viewsPerVisit: 2.6,
      bounceRate: 0.42,
      timeOnPageMs: 65_000,
      signups: 30,
      contacts: 4,
      conversionRate: 0.02,
    });
    const previous = totals({
      visitors: 1000,
      visits: 1500,
      views: 3000,
      viewsPerVisit: 2,
      bounceRate: 0.4,
      timeOnPageMs: 52_000,
      signups: 15,
      contacts: 2,
      conversionRate: 0.01,
    });
    expect(kpis(current, previous).map((k) => [k.label, k.value, k.change.text, k.change.tone])).toEqual([
      ['Unique visitors', '1,200', '+20.0%', 'good'],
      ['Visits', '1,500', 'No change', 'neutral'],
      ['Page views', '3,900', '+30.0%', 'good'],
      ['Views per visit', '2.60', '+30.0%', 'good'],
      ['Bounce rate', '42.0%', '+2.0 pts', 'bad'],
      ['Time on page', '1 min 05 s', '+25.0%', 'good'],
      ['Conversion rate', '2.0%', '+1.0 pts', 'good'],
    ]);
  });

  it('shows dashes and no percentages for an empty range after an empty one', () => {
    expect(kpis(totals(), totals()).map((k) => [k.value, k.change.text])).toEqual([
      ['0', 'None in either period'],
      ['0', 'None in either period'],
      ['0', 'None in either period'],
      ['–', 'Nothing to compare'],
      ['–', 'Nothing to compare'],
      ['–', 'Nothing to compare'],
      ['–', 'Nothing to compare'],
    ]);
  });
});

describe('low-data rules', () => {
  it('says the range has no page views rather than drawing zeros', () => {
    expect(trafficMissing(0)).toBe('The site recorded no page views in this range.');
    expect(trafficMissing(1)).toBeNull();
  });

  it('cautions below a hundred visits, and not at all with none or enough', () => {
    expect(trafficNote(0)).toBeNull();
    expect(trafficNote(1)).toMatch(/^Only 1 visit in this range:/);
    expect(trafficNote(FEW_VISITS - 1)).toMatch(/^Only 99 visits in this range:/);
    expect(trafficNote(FEW_VISITS)).toBeNull();
  });
});
