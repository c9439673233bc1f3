// The grouped Traffic reports, one spec each: what the card is called, its columns, and how a row
// of the report reads. Every text a visitor's browser sent (a path, a referrer, a UTM value) is
// shown as React text, so a bogus one reads as the characters it is.
import { TRAFFIC_DEVICE_LABELS, type TrafficConversionRow } from '@nodal/shared';
import { formatCount } from '../range.ts';
import { campaignLabel, countryName, formatDuration, formatShare } from '../traffic.ts';
import type { GroupedReport, TrafficGroup, TrafficGroupsSpec } from './traffic-groups-card.tsx';

const conversionGroups = (rows: TrafficConversionRow[]): TrafficGroup[] =>
  rows.map((r) => ({
    key: r.key,
    labels: [r.key],
    label: r.key,
    value: r.visits,
    numbers: [formatCount(r.visits), formatCount(r.signups), formatCount(r.contacts), formatShare(r.rate)],
    // The bar is the visits; the signups that came of them are written beside it.
    barText: `${formatCount(r.visits)} · ${formatCount(r.signups)} ${r.signups === 1 ? 'signup' : 'signups'}`,
  }));

const CONVERSION_HEAD = ['Visits', 'Signups', 'Contacts', 'Signups per visit'];

export const TRAFFIC_CARDS: { [R in GroupedReport]: TrafficGroupsSpec<R> } = {
  pages: {
    report: 'pages',
    title: 'Top pages',
    description: 'The pages viewed most, with their visitors and time on page.',
    noun: 'page views',
    labelHead: ['Page'],
    numberHead: ['Views', 'Visitors', 'Time on page'],
    missing: 'The site recorded no page views in this range.',
    groupsOf: (rows) =>
      rows.map((r) => ({
        key: r.path,
        labels: [r.path],
        label: r.path,
        value: r.views,
        numbers: [formatCount(r.views), formatCount(r.visitors), formatDuration(r.timeOnPageMs)],
      })),
  },
  entries: {
    report: 'entries',
    title: 'Entry pages',
    description: 'The first page of each visit, and how often it was the only one.',
    noun: 'visits',
    labelHead: ['Entry page'],
    numberHead: ['Visits', 'Bounce rate'],
    missing: 'No visit began in this range.',
    groupsOf: (rows) =>
      rows.map((r) => ({
        key: r.path,
        labels: [r.path],
        label: r.path,
        value: r.visits,
        numbers: [formatCount(r.visits), formatShare(r.bounceRate)],
      })),
  },
  sources: {
    report: 'sources',
    title: 'Sources',
    description: 'Where visits came from: the campaign’s source, else the referring site.',
    noun: 'visits',
    labelHead: ['Source'],
    numberHead: ['Visits', 'Visitors'],
    missing: 'No visit began in this range.',
    groupsOf: (rows) =>
      rows.map((r) => ({
        key: r.source,
        labels: [r.source],
        label: r.source,
        value: r.visits,
        numbers: [formatCount(r.visits), formatCount(r.visitors)],
      })),
  },
  campaigns: {
    report: 'campaigns',
    title: 'Campaigns',
    description: 'Visits that arrived through a link tagged with a campaign.',
    noun: 'visits',
    labelHead: ['Campaign', 'Source', 'Medium'],
    numberHead: ['Visits'],
    missing: 'No visit in this range came through a tagged campaign link.',
    groupsOf: (rows) =>
      rows.map((r) => ({
        key: `${r.campaign}\u0000${r.source}\u0000${r.medium}`,
        labels: [r.campaign || '(none)', r.source || '(none)', r.medium || '(none)'],
        label: campaignLabel(r),
        value: r.visits,
        numbers: [formatCount(r.visits)],
      })),
  },
  devices: {
    report: 'devices',
    title: 'Devices',
    description: 'Visits by the kind of device, told from the browser at the time of the visit.',
    noun: 'visits',
    labelHead: ['Device'],
    numberHead: ['Visits'],
    missing: 'No visit began in this range.',
    groupsOf: (rows) =>
      rows.map((r) => ({
        key: r.device,
        labels: [TRAFFIC_DEVICE_LABELS[r.device] ?? r.device],
        label: TRAFFIC_DEVICE_LABELS[r.device] ?? r.device,
        value: r.visits,
        numbers: [formatCount(r.visits)],
      })),
  },
  countries: {
    report: 'countries',
    title: 'Countries',
    description: 'Visits by country, as the hosting platform located them; no address is kept.',
    noun: 'visits',
    labelHead: ['Country'],
    numberHead: ['Visits'],
    missing: 'No visit began in this range.',
    groupsOf: (rows) =>
      rows.map((r) => ({
        key: r.country,
        labels: [countryName(r.country)],
        label: countryName(r.country),
        value: r.visits,
        numbers: [formatCount(r.visits)],
      })),
  },
  'source-conversions': {
    report: 'source-conversions',
    title: 'Conversions by source',
    description: 'Signups and contacts sent during a visit, by where the visit came from. Bars are visits.',
    noun: 'visits',
    labelHead: ['Source'],
    numberHead: CONVERSION_HEAD,
    missing: 'No visit began in this range.',
    groupsOf: conversionGroups,
  },
  'entry-conversions': {
    report: 'entry-conversions',
    title: 'Conversions by entry page',
    description: 'Signups and contacts sent during a visit, by the page the visit began on. Bars are visits.',
    noun: 'visits',
    labelHead: ['Entry page'],
    numberHead: CONVERSION_HEAD,
    missing: 'No visit began in this range.',
    groupsOf: conversionGroups,
  },
};
