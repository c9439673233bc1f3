// An article and its "On this page" column; the next-steps band below uses the same grid so both
// share one left edge and width. Shared by /docs and the topic pages.
export const ARTICLE_GRID = 'mx-auto max-w-3xl xl:grid xl:max-w-none xl:grid-cols-[minmax(0,1fr)_12.5rem] xl:gap-10';
