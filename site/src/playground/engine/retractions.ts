// A sample retraction list bundled with the playground. The DOIs use 10.5555, the prefix Crossref
// reserves for examples, so none of them names a real article. The platform queries live sources.
export const SAMPLE_RETRACTIONS: { doi: string; note: string }[] = [
  { doi: '10.5555/ecol.2017.0412', note: 'retracted in 2021, image duplication (sample entry).' },
  { doi: '10.5555/sleep.2016.118', note: 'retracted in 2020, data could not be reproduced (sample entry).' },
  { doi: '10.5555/neuro.2019.77', note: 'retracted in 2023, undisclosed conflict of interest (sample entry).' },
  { doi: '10.5555/openrev.2018.031', note: 'expression of concern issued in 2022 (sample entry).' },
  { doi: '10.5555/chem.2015.990', note: 'retracted in 2019, plagiarism (sample entry).' },
];
