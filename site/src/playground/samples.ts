// Three short manuscripts written for the playground. The people, journals and findings are
// invented; every DOI uses 10.5555, the prefix reserved for examples. Each carries the problems its
// template is meant to find, so a first run has something to show.
export type SampleId = 'wetlands' | 'sleep' | 'openreview';

const wetlands = `# Blue carbon burial in restored salt marshes of the Wadden coast

## Abstract

Restored salt marshes can bury carbon at rates comparable to natural marshes within two decades. We cored twelve restored and six reference marshes along the Wadden coast and dated the sediment with lead-210. Burial rates in restored marshes reached 78% of the reference rate after fifteen years. Sediment supply, not vegetation type, explained most of the difference between sites. These results suggest that managed realignment is a credible, if slow, route to coastal carbon storage.

## Introduction

Coastal wetlands store carbon in waterlogged sediment where decomposition is slow (Okafor et al., 2019). Salt marshes lost to embankment since the nineteenth century no longer bury carbon, and restoring tidal flow is now part of several national climate plans (Lindqvist & Moreau, 2021). Whether restored marshes recover their burial rate, and how quickly, remains uncertain (Haddad, n.d.).

Earlier surveys measured surface carbon stocks but rarely dated the sediment, so they cannot separate new burial from old carbon left in place (Brandt et al., 2017). We therefore combined coring with radiometric dating at sites of known restoration age.

## Methods

Eighteen marshes were sampled between April and June. At each marsh three cores of one metre were taken along a transect from the creek edge to the upper marsh. Cores were sliced at two-centimetre intervals, dried and analysed for organic carbon and lead-210 activity. Sediment accretion was estimated with the constant rate of supply model.

## Results

Restored marshes buried a median of 1.9 tonnes of carbon per hectare per year, against 2.4 in the reference marshes. Burial rose with the age of the restoration and with suspended sediment concentration in the adjacent channel. Vegetation type explained little of the variation once sediment supply was accounted for.

## Discussion

Managed realignment restores a carbon sink, but slowly. Sites with a high sediment supply recovered fastest, which argues for choosing restoration sites by their hydrology rather than their present vegetation.

## References

1. Okafor, N. C., Lindqvist, E., & Moreau, J.-P. (2019). Carbon burial in European salt marshes. Estuarine Science, 41(3), 211–229. https://doi.org/10.5555/estsci.2019.0211
2. Lindqvist, E., & Moreau, J.-P. (2021). Tidal restoration in national climate plans. Coastal Policy Review, 9(1), 14–30. doi:10.55/cpr.2021
3. Haddad, S. (n.d.). Recovery trajectories of managed realignment sites. Marine Ecology Letters, 12, 88–97. https://doi.org/10.5555/mel.2020.088
4. Okafor, N. C., Lindqvist, E., & Moreau, J.-P. (2019). Carbon burial in European salt marshes. Estuarine Science, 41(3), 211–229. https://doi.org/10.5555/estsci.2019.0211
5. Brandt, K., Vos, L., & Achterberg, P. (2031). Surface carbon stocks of Wadden salt marshes. Journal of Coastal Carbon, 3(2), 45–60. https://doi.org/10.5555/jcc.2031.045
6. Achterberg, P., & Brandt, K. (2017). Lead-210 dating of fast-accreting marsh sediment. Ecological Methods, 22(4), 300–318. https://doi.org/10.5555/ecol.2017.0412
7. Van der Berg, T. (2015). Suspended sediment in Wadden tidal channels. Hydrology of Estuaries, 7, 101–119.
8. (2018). Blue carbon accounting guidelines. Coastal Carbon Partnership Reports, 2, 1–40.
`;

const sleep = `# Sleep timing and overnight memory consolidation in adolescents: a randomised crossover study

## Abstract

Adolescents are often required to wake early for school, which shortens the late-night sleep that is rich in rapid eye movement. In a randomised crossover study, forty-eight adolescents aged fourteen to seventeen learned word pairs in the evening and were tested the next morning after a normal night or a night ending two hours earlier. Recall was lower after the shortened night, and the loss was explained by reduced sleep spindle density rather than by total sleep time. Later school start times may therefore protect learning.

## Introduction

Memory consolidation during sleep has been studied extensively in adults, and it has been shown that the replay of recently learned material during slow wave sleep is associated with improved recall on the following day, although the extent to which the same mechanism operates in adolescents, whose sleep architecture and circadian timing differ markedly from those of adults, has been examined in only a small number of studies with samples that were generally too small to detect moderate effects [1,2]. Adolescents go to sleep later than children [3]. Their school days often start early [4].

The present study was designed to test whether an earlier wake time reduces overnight memory consolidation. It was hypothesised that recall would be lower after a shortened night.

## Methods

Participants were recruited from three secondary schools. Each participant completed two nights in the sleep laboratory, at least one week apart, in random order. Word pairs were learned at 21:00 and recall was tested thirty minutes after waking. Sleep was recorded with polysomnography and spindles were detected automatically with a validated algorithm [5].

## Results

Recall was 14% lower after the shortened night. The difference was not explained by total sleep time, which was reduced by a similar amount in every participant, but it was strongly associated with the reduction in spindle density in the last two hours of the night, a period that was lost entirely in the early-wake condition and that in adolescents appears to contain a larger share of the night's spindles than it does in adults, which may explain why earlier reports in adults found smaller effects of a shortened night on recall. The effect was seen in both sexes.

## Discussion

An earlier wake time reduced overnight consolidation of newly learned words. Later school start times may protect learning in adolescents.

## References

1. Marsh EL, Okonkwo CA, Lindahl B. Sleep and declarative memory in adults: a meta-analysis. J Sleep Cogn. 2018;12(2):101-19. doi:10.5555/jsc.2018.101
2. Fujita R, Adeyemi T. Overnight replay in adolescent learners. Dev Neurosci Rep. 2016;4(1):33-41. doi:10.5555/sleep.2016.118
3. Carvalho P, Nilsen H, Ortiz M. Circadian timing across adolescence. Chronobiol Youth. 2020;8(3):210-22. doi:10.5555/cy.2020.210
4. Whitfield J. School start times in Europe: a survey. Educ Health Policy. 2022;15:55-63.
5. Novak D, Lindahl B. Automatic detection of sleep spindles. Neurophysiol Methods. 2019;31(4):412-20. doi:10.5555/neuro.2019.77
`;

const openreview = `# Open peer review at a mid-sized society publisher: five years of data

Open peer review publishes the reviews, and sometimes the reviewers' names, beside the article. We report five years of data from a society publisher that made it optional for authors in 2019.

### Background

Publishers adopting open review worry that reviewers will decline more often (Ito & Schwarz, 2018). Earlier studies came from large publishers with mandatory schemes (Rahman et al., 2020).

![](figures/uptake-by-year.png)

## Data and methods

We analysed 6,214 submissions to four journals. Authors chose open or closed review at submission. For the full protocol, [click here](https://example.org/protocol).

#### Outcomes

The outcomes were reviewer acceptance rate, time to first decision and the length of the reviews.

## Results

Authors chose open review for 38% of submissions, rising from 21% in the first year to 52% in the last. Reviewer acceptance rates were similar in both arms. Open reviews were on average 19% longer.

![Figure 2](figures/acceptance.png)

![Reviewer acceptance rate by arm and year: the two lines overlap within two percentage points](figures/acceptance-by-arm.png)

## Discussion

Optional open review was taken up steadily and did not reduce reviewer acceptance. Read [more](https://example.org/data) about the data, which we share openly.

## References

- Ito, K., & Schwarz, M. (2018). Reviewer attitudes to open peer review. Learned Publishing Studies, 31(2), 140–152. https://doi.org/10.5555/openrev.2018.031
- Rahman, F., Kowalczyk, A., & Dubois, C. (2020). Mandatory open review at scale. Research Integrity and Review, 5(1), 1–18. https://doi.org/10.5555/rir.2020.001
- Osei, A. (2021). Review length as a quality signal. Scholarly Communication Quarterly, 14(3), 77–90. https://doi.org/10.5555/scq.2021.077
`;

export const SAMPLE_MANUSCRIPTS: Record<SampleId, { title: string; text: string }> = {
  wetlands: { title: 'Blue carbon in restored salt marshes', text: wetlands },
  sleep: { title: 'Sleep timing and adolescent memory', text: sleep },
  openreview: { title: 'Five years of open peer review', text: openreview },
};
