import type { Article } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { articleAction } from './article-audit.ts';

const article = (published: boolean, publishAt: string | null = null) => ({ published, publishAt }) as Article;
const LATER = '2030-01-01T09:00:00.000Z';
const LATER_STILL = '2030-02-01T09:00:00.000Z';

describe('articleAction', () => {
  it.each([
    ['a draft goes public', article(false), article(true), 'article.publish'],
    ['a scheduled draft is published by hand', article(false, LATER), article(true), 'article.publish'],
    ['a public article is taken down', article(true), article(false), 'article.unpublish'],
    ['a draft gets a time', article(false), article(false, LATER), 'article.schedule'],
    ['a scheduled draft moves to another time', article(false, LATER), article(false, LATER_STILL), 'article.schedule'],
    ['a scheduled draft loses its time', article(false, LATER), article(false), 'article.unschedule'],
    ['a draft is edited', article(false, LATER), article(false, LATER), 'article.update'],
    ['a public article is edited', article(true), article(true), 'article.update'],
  ])('%s', (_label, before, after, action) => expect(articleAction(before, after)).toBe(action));
});
