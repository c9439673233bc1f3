// Public content and its admin: section visibility, hero animations, demos, workflow videos and
// their categories, the rebuild status, and the rebuilds each change asks for
// (docs/decisions/0002-static-first-with-rebuilds.md, 0005-atomic-category-move.md).
// This is the only file that changes sections, hero settings or video categories (it compares whole
// category lists), so on the shared PostgreSQL database no other file races with it: keep it so.
import {
  ANIMATION_TYPES,
  api,
  SECTION_IDS,
  type Demo,
  type HeroConfig,
  type Video,
  type VideoCategory,
} from '@nodal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createDemo, createVideo, unique } from '@nodal/db/factories';
import { body, expectError, expectFieldError } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = await app.adminClient();
});

const rebuildsDuring = async (work: () => Promise<unknown>) => {
  const before = app.rebuilds.length;
  await work();
  return app.rebuilds.slice(before);
};

describe('site config', () => {
  it('GET /api/admin/site-config lists the 15 section ids in order, visible by default', async () => {
    const response = await admin.get(api.adminSiteConfig);
    expect(response.status).toBe(200);
    const { data } = await body<{ data: { sectionId: string; isVisible: boolean }[] }>(response);
    expect(data.map((c) => c.sectionId)).toEqual([...SECTION_IDS]);
    expect(data).toHaveLength(15);
    for (const config of data) expect(typeof config.isVisible).toBe('boolean');
  });

  it.each(SECTION_IDS)('GET /api/site-config/%s answers {data:{isVisible}}', async (sectionId) => {
    const response = await app.client().get(api.siteConfig(sectionId));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ data: { isVisible: expect.any(Boolean) } });
  });

  it.each(['unknown', 'solutions', 'HERO', 'hero '])('GET /api/site-config/%j → 404', async (sectionId) => {
    await expectError(await app.client().get(api.siteConfig(sectionId)), 404, 'Unknown section');
  });

  it('PUT /api/admin/site-config/{id} hides and shows a section, publicly visible, and rebuilds', async () => {
    const hide = await rebuildsDuring(async () => {
      const response = await admin.put(api.adminSiteConfigSection('roadmap'), { isVisible: false });
      expect(response.status).toBe(200);
      expect(await body(response)).toEqual({ data: { sectionId: 'roadmap', isVisible: false } });
    });
    expect(hide).toEqual(['section roadmap hidden']);
    expect(await body(await app.client().get(api.siteConfig('roadmap')))).toEqual({ data: { isVisible: false } });
    const list = (
      await body<{ data: { sectionId: string; isVisible: boolean }[] }>(await admin.get(api.adminSiteConfig))
    ).data;
    expect(list.find((c) => c.sectionId === 'roadmap')).toEqual({ sectionId: 'roadmap', isVisible: false });

    expect(await rebuildsDuring(() => admin.put(api.adminSiteConfigSection('roadmap'), { isVisible: true }))).toEqual([
      'section roadmap shown',
    ]);
    expect(await body(await app.client().get(api.siteConfig('roadmap')))).toEqual({ data: { isVisible: true } });
  });

  it.each(['hero', 'orchestration', 'main-video'])(
    '%s is always shown: hiding it → 400, and it stays visible',
    async (sectionId) => {
      expect(
        await rebuildsDuring(async () =>
          expectError(
            await admin.put(api.adminSiteConfigSection(sectionId), { isVisible: false }),
            400,
            'This section is always shown',
          ),
        ),
      ).toEqual([]);
      expect(await body(await app.client().get(api.siteConfig(sectionId)))).toEqual({ data: { isVisible: true } });
    },
  );

  it.each([{}, { enabled: true, weight: 3 }])('hero PATCH %j (not exactly one change) → 400', async (payload) => {
    await expectError(
      await admin.patch(api.heroAnimation('abstractFlow'), payload),
      400,
      'Send either enabled or weight',
    );
  });

  it('PUT for an unknown section → 404', async () => {
    await expectError(
      await admin.put(api.adminSiteConfigSection('nope'), { isVisible: false }),
      404,
      'Unknown section',
    );
  });

  it.each([{}, { isVisible: 'no' }, { isVisible: null }])(
    'PUT %j → 400 naming isVisible, no rebuild',
    async (payload) => {
      expect(
        await rebuildsDuring(async () =>
          expectFieldError(await admin.put(api.adminSiteConfigSection('demos'), payload), 'isVisible'),
        ),
      ).toEqual([]);
    },
  );
});

describe('hero animations', () => {
  it('PATCH {enabled} and {weight} change one animation; GET lists them in type order', async () => {
    for (const type of ANIMATION_TYPES)
      expect((await admin.patch(api.heroAnimation(type), { weight: 5 })).status).toBe(200);
    const disabled = await admin.patch(api.heroAnimation('fluidDynamics'), { enabled: false });
    expect(disabled.status).toBe(200);
    expect(await body(disabled)).toEqual({
      animationType: 'fluidDynamics',
      enabled: false,
      weight: 5,
      updatedAt: expect.any(String),
    });
    const weighted = await admin.patch(api.heroAnimation('fluidDynamics'), { weight: 9 });
    expect(await body(weighted)).toEqual({
      animationType: 'fluidDynamics',
      enabled: false,
      weight: 9,
      updatedAt: expect.any(String),
    });

    const response = await app.client().get(api.heroAnimations);
    expect(response.status).toBe(200);
    const list = await body<HeroConfig[]>(response);
    expect(list.map((c) => c.animationType)).toEqual([...ANIMATION_TYPES]);
    expect(list.find((c) => c.animationType === 'fluidDynamics')).toMatchObject({ enabled: false, weight: 9 });
    for (const config of list) expect(Number.isNaN(Date.parse(config.updatedAt))).toBe(false);
    await admin.patch(api.heroAnimation('fluidDynamics'), { enabled: true });
  });

  it.each([0, 10])('accepts the weight %i (range ends)', async (weight) => {
    const response = await admin.patch(api.heroAnimation('abstractGraphic'), { weight });
    expect(response.status).toBe(200);
    expect((await body<HeroConfig>(response)).weight).toBe(weight);
  });

  it.each([
    [{ weight: 11 }, 'Weight must be a whole number between 0 and 10'],
    [{ weight: -1 }, 'Weight must be a whole number between 0 and 10'],
    [{ weight: 2.5 }, 'Weight must be a whole number between 0 and 10'],
  ])('PATCH %j → 400 %s, nothing changes, no rebuild', async (payload, message) => {
    await admin.patch(api.heroAnimation('swarmIntelligence'), { weight: 4 });
    const rebuilds = await rebuildsDuring(async () => {
      const json = await expectFieldError(
        await admin.patch(api.heroAnimation('swarmIntelligence'), payload),
        'weight',
        message,
      );
      expect(json.message).toBe(message);
    });
    expect(rebuilds).toEqual([]);
    const list = await body<HeroConfig[]>(await app.client().get(api.heroAnimations));
    expect(list.find((c) => c.animationType === 'swarmIntelligence')?.weight).toBe(4);
  });

  it.each([{ weight: 2.5 }, { weight: '5' }, { enabled: 'yes' }, { enabled: true, weight: 3 }, {}, { color: 'red' }])(
    'PATCH %j → 400',
    async (payload) => {
      await expectError(await admin.patch(api.heroAnimation('abstractFlow'), payload), 400, expect.any(String));
    },
  );

  it('PATCH for an unknown animation type → 404', async () => {
    await expectError(
      await admin.patch(api.heroAnimation('confetti'), { enabled: true }),
      404,
      'Unknown animation type',
    );
  });

  it('PATCH rebuilds', async () => {
    expect(await rebuildsDuring(() => admin.patch(api.heroAnimation('abstractFlow'), { weight: 7 }))).toEqual([
      'hero animation updated: abstractFlow',
    ]);
  });
});

describe('demos', () => {
  it('GET /api/demos lists demos in position order', async () => {
    const second = await createDemo(app.db, { title: unique('Second'), type: 'video' });
    const first = await createDemo(app.db, { title: unique('First') });
    await app.db.query('UPDATE demos SET position = $2 WHERE id = $1', [first.id, second.position - 1]);
    const response = await app.client().get(api.demos);
    expect(response.status).toBe(200);
    const { data } = await body<{ data: Demo[] }>(response);
    const ids = data.map((d) => d.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(data.find((d) => d.id === second.id)).toEqual(second);
  });

  it('admin CRUD: POST 201 {data}, GET, PUT, DELETE, each rebuilding', async () => {
    const input = {
      title: unique('Demo'),
      description: 'Shows a workflow.',
      type: 'notebook',
      embedCode: '<iframe src="https://example.org"></iframe>',
    };
    let created: Demo | undefined;
    expect(
      await rebuildsDuring(async () => {
        const response = await admin.post(api.adminDemos, input);
        expect(response.status).toBe(201);
        created = (await body<{ data: Demo }>(response)).data;
      }),
    ).toEqual([`demo created: ${input.title}`]);
    expect(created).toEqual({ ...input, id: expect.any(Number), position: expect.any(Number) });

    const listed = await body<{ data: Demo[] }>(await admin.get(api.adminDemos));
    expect(listed.data).toContainEqual(created);

    const update = { title: 'Renamed demo', type: 'interactive', position: 3 };
    expect(
      await rebuildsDuring(async () => {
        const response = await admin.put(api.adminDemo(created!.id), update);
        expect(response.status).toBe(200);
        expect(await body(response)).toEqual({
          data: {
            id: created!.id,
            title: 'Renamed demo',
            description: '',
            type: 'interactive',
            embedCode: '',
            position: 3,
          },
        });
      }),
    ).toEqual(['demo updated: Renamed demo']);

    expect(
      await rebuildsDuring(async () => {
        const response = await admin.delete(api.adminDemo(created!.id));
        expect(response.status).toBe(200);
        expect(await body(response)).toEqual({ data: { success: true } });
      }),
    ).toEqual(['demo deleted']);
    const publicList = await body<{ data: Demo[] }>(await app.client().get(api.demos));
    expect(publicList.data.map((d) => d.id)).not.toContain(created!.id);
  });

  it('PUT and DELETE of an unknown demo → 404 "Demo not found"', async () => {
    await expectError(
      await admin.put(api.adminDemo(2_000_000_000), { title: 'x', type: 'video' }),
      404,
      'Demo not found',
    );
    await expectError(await admin.delete(api.adminDemo(2_000_000_000)), 404, 'Demo not found');
  });

  it.each<[Record<string, unknown>, string, string | undefined]>([
    [{ title: '', type: 'video' }, 'title', 'Title is required'],
    [{ title: 't'.repeat(201), type: 'video' }, 'title', 'Title must be at most 200 characters'],
    [{ title: 'Demo', type: 'slides' }, 'type', undefined],
    [{ title: 'Demo' }, 'type', undefined],
    [
      { title: 'Demo', type: 'video', description: 'd'.repeat(2001) },
      'description',
      'Description must be at most 2000 characters',
    ],
    [
      { title: 'Demo', type: 'video', embedCode: 'e'.repeat(50_001) },
      'embedCode',
      'Embed code must be at most 50000 characters',
    ],
  ])('POST %j → 400 on %s', async (payload, field, message) => {
    expect(
      await rebuildsDuring(async () => expectFieldError(await admin.post(api.adminDemos, payload), field, message)),
    ).toEqual([]);
  });
});

describe('workflow videos', () => {
  const videoInput = (overrides: Record<string, unknown> = {}) => ({
    title: unique('Video'),
    description: 'What it shows.',
    videoUrl: '123456789',
    videoType: 'vimeo',
    duration: '2:30',
    categoryId: '',
    ...overrides,
  });

  it('POST creates a video (201 {data}); an empty category becomes null', async () => {
    const input = videoInput();
    const response = await admin.post(api.adminWorkflowVideos, input);
    expect(response.status).toBe(201);
    const { data } = await body<{ data: Video }>(response);
    expect(data).toEqual({
      id: expect.any(Number),
      title: input.title,
      description: 'What it shows.',
      thumbnailUrl: null,
      videoUrl: '123456789',
      videoType: 'vimeo',
      duration: '2:30',
      position: expect.any(Number),
      active: true,
      categoryId: null,
    });
    expect((await body<{ data: Video[] }>(await admin.get(api.adminWorkflowVideos))).data).toContainEqual(data);
  });

  it('POST with a category stores it; the public list shows the video under its category', async () => {
    const category = await createCategory(app.db);
    const response = await admin.post(api.adminWorkflowVideos, videoInput({ categoryId: String(category.id) }));
    expect(response.status).toBe(201);
    const { data } = await body<{ data: Video }>(response);
    expect(data.categoryId).toBe(category.id);
    const publicList = (await body<{ data: VideoCategory[] }>(await app.client().get(api.videoCategories))).data;
    expect(publicList.find((c) => c.id === category.id)?.videos).toEqual([data]);
  });

  it('POST with an unknown category → 400 "Category not found"', async () => {
    const title = unique('Orphan');
    const json = await expectFieldError(
      await admin.post(api.adminWorkflowVideos, videoInput({ title, categoryId: 2_000_000_000 })),
      'categoryId',
      'Category not found',
    );
    expect(json.message).toBe('Category not found');
    expect(await app.db.query('SELECT 1 FROM videos WHERE title = $1', [title])).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ['an empty title', { title: '' }, 'title', 'Video title is required'],
    ['a blank title', { title: '   ' }, 'title', 'Video title is required'],
    ['an unknown video type', { videoType: 'dailymotion' }, 'videoType', undefined],
    ['a category that is not a number', { categoryId: 'abc' }, 'categoryId', undefined],
    [
      'a duration over 20 characters',
      { duration: 'd'.repeat(21) },
      'duration',
      'Duration must be at most 20 characters',
    ],
  ])('POST with %s → 400', async (_label, patch, field, message) => {
    expect(
      await rebuildsDuring(async () =>
        expectFieldError(await admin.post(api.adminWorkflowVideos, videoInput(patch)), field, message),
      ),
    ).toEqual([]);
  });

  it('PUT updates the video and its category, blank texts become null', async () => {
    const video = await createVideo(app.db, { duration: '1:00' });
    const category = await createCategory(app.db);
    const input = videoInput({
      title: 'Updated title',
      description: '  ',
      duration: '',
      videoType: 'youtube',
      videoUrl: 'dQw4w9WgXcQ',
      categoryId: category.id,
    });
    const response = await admin.put(api.adminWorkflowVideo(video.id), input);
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({
      data: {
        ...video,
        title: 'Updated title',
        description: null,
        duration: null,
        videoType: 'youtube',
        videoUrl: 'dQw4w9WgXcQ',
        categoryId: category.id,
      },
    });
    const moved = await admin.put(api.adminWorkflowVideo(video.id), { ...input, categoryId: null });
    expect((await body<{ data: Video }>(moved)).data.categoryId).toBeNull();
  });

  it('PUT: unknown category → 400, unknown video → 404', async () => {
    const video = await createVideo(app.db);
    await expectError(
      await admin.put(api.adminWorkflowVideo(video.id), videoInput({ categoryId: 2_000_000_000 })),
      400,
      'Category not found',
    );
    await expectError(await admin.put(api.adminWorkflowVideo(2_000_000_000), videoInput()), 404, 'Video not found');
  });

  it('DELETE removes the video; again → 404', async () => {
    const video = await createVideo(app.db);
    const response = await admin.delete(api.adminWorkflowVideo(video.id));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ data: { success: true } });
    expect(await app.db.query('SELECT 1 FROM videos WHERE id = $1', [video.id])).toEqual([]);
    await expectError(await admin.delete(api.adminWorkflowVideo(video.id)), 404, 'Video not found');
  });

  it('create, update and delete each rebuild', async () => {
    const title = unique('Rebuilt');
    let id = 0;
    expect(
      await rebuildsDuring(
        async () => (id = (await body(await admin.post(api.adminWorkflowVideos, videoInput({ title })))).data.id),
      ),
    ).toEqual([`video created: ${title}`]);
    expect(await rebuildsDuring(() => admin.put(api.adminWorkflowVideo(id), videoInput({ title: 'Renamed' })))).toEqual(
      ['video updated: Renamed'],
    );
    expect(await rebuildsDuring(() => admin.delete(api.adminWorkflowVideo(id)))).toEqual(['video deleted']);
  });

  it('inactive videos and categories stay out of the public list but not the admin one', async () => {
    const category = await createCategory(app.db);
    const shown = await createVideo(app.db, { categoryId: category.id });
    const hidden = await createVideo(app.db, { categoryId: category.id, active: false });
    const hiddenCategory = await createCategory(app.db);
    await app.db.query('UPDATE video_categories SET active = false WHERE id = $1', [hiddenCategory.id]);
    const publicList = (await body<{ data: VideoCategory[] }>(await app.client().get(api.videoCategories))).data;
    expect(publicList.find((c) => c.id === category.id)?.videos.map((v) => v.id)).toEqual([shown.id]);
    expect(publicList.map((c) => c.id)).not.toContain(hiddenCategory.id);
    const adminList = (await body<{ data: VideoCategory[] }>(await admin.get(api.adminVideoCategories))).data;
    expect(adminList.find((c) => c.id === category.id)?.videos.map((v) => v.id)).toEqual([shown.id, hidden.id]);
    expect(adminList.map((c) => c.id)).toContain(hiddenCategory.id);
  });
});

describe('video categories', () => {
  const adminCategories = async () =>
    (await body<{ data: VideoCategory[] }>(await admin.get(api.adminVideoCategories))).data;

  it('GET /api/video-categories answers {data:[categories with videos]} in position order', async () => {
    const category = await createCategory(app.db, { description: 'Described' });
    const video = await createVideo(app.db, { categoryId: category.id });
    const response = await app.client().get(api.videoCategories);
    expect(response.status).toBe(200);
    const { data } = await body<{ data: VideoCategory[] }>(response);
    expect(data.find((c) => c.id === category.id)).toEqual({ ...category, videos: [video] });
    const positions = data.map((c) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('POST creates a category: title trimmed, blank description → null, 201 {data} with no videos, rebuild', async () => {
    const title = unique('New category');
    let data: VideoCategory | undefined;
    expect(
      await rebuildsDuring(async () => {
        const response = await admin.post(api.adminVideoCategories, { title: `  ${title}  `, description: '   ' });
        expect(response.status).toBe(201);
        data = (await body<{ data: VideoCategory }>(response)).data;
      }),
    ).toEqual([`category created: ${title}`]);
    expect(data).toEqual({
      id: expect.any(Number),
      title,
      description: null,
      position: expect.any(Number),
      active: true,
      videos: [],
    });
    expect((await adminCategories()).at(-1)?.id).toBe(data!.id);
  });

  it.each<[Record<string, unknown>, string, string | undefined]>([
    [{ title: '' }, 'title', 'Category title is required'],
    [{ title: '   ' }, 'title', 'Category title is required'],
    [{ description: 'x' }, 'title', undefined],
    [{ title: 't'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    [{ title: 'ok', description: 'd'.repeat(2001) }, 'description', 'Description must be at most 2000 characters'],
  ])('POST %j → 400 on %s', async (payload, field, message) => {
    expect(
      await rebuildsDuring(async () =>
        expectFieldError(await admin.post(api.adminVideoCategories, payload), field, message),
      ),
    ).toEqual([]);
  });

  it('PUT updates title, description and position; rebuilds', async () => {
    const category = await createCategory(app.db, { description: 'Old' });
    let data: unknown;
    expect(
      await rebuildsDuring(async () => {
        const response = await admin.put(api.adminVideoCategory(category.id), {
          title: ' Renamed ',
          description: '',
          position: 42,
        });
        expect(response.status).toBe(200);
        data = (await body(response)).data;
      }),
    ).toEqual(['category updated: Renamed']);
    expect(data).toEqual({ id: category.id, title: 'Renamed', description: null, position: 42, active: true });
  });

  it('PUT: blank title → 400, unknown id → 404', async () => {
    const category = await createCategory(app.db);
    await expectFieldError(
      await admin.put(api.adminVideoCategory(category.id), { title: ' ' }),
      'title',
      'Category title is required',
    );
    await expectError(
      await admin.put(api.adminVideoCategory(2_000_000_000), { title: 'x' }),
      404,
      'Category not found',
    );
  });

  it('DELETE removes the category; its videos stay, uncategorised; rebuilds', async () => {
    const category = await createCategory(app.db);
    const videos = [
      await createVideo(app.db, { categoryId: category.id }),
      await createVideo(app.db, { categoryId: category.id }),
    ];
    expect(
      await rebuildsDuring(async () => {
        const response = await admin.delete(api.adminVideoCategory(category.id));
        expect(response.status).toBe(200);
        expect(await body(response)).toEqual({ data: { success: true } });
      }),
    ).toEqual(['category deleted']);
    expect((await adminCategories()).map((c) => c.id)).not.toContain(category.id);
    const all = (await body<{ data: Video[] }>(await admin.get(api.adminWorkflowVideos))).data;
    for (const video of videos) expect(all.find((v) => v.id === video.id)).toEqual({ ...video, categoryId: null });
    await expectError(await admin.delete(api.adminVideoCategory(category.id)), 404, 'Category not found');
  });

  describe('POST /{id}/move', () => {
    it('swaps positions with the neighbour, down then up; rebuilds', async () => {
      const a = await createCategory(app.db);
      const b = await createCategory(app.db);
      expect(b.position).toBeGreaterThan(a.position);
      const rebuilds = await rebuildsDuring(async () => {
        const response = await admin.post(api.adminVideoCategoryMove(a.id), { direction: 'down' });
        expect(response.status).toBe(200);
        expect(await body(response)).toEqual({ data: { success: true } });
      });
      expect(rebuilds).toEqual(['categories reordered']);
      let list = await adminCategories();
      expect(list.find((c) => c.id === a.id)?.position).toBe(b.position);
      expect(list.find((c) => c.id === b.id)?.position).toBe(a.position);
      expect(list.slice(-2).map((c) => c.id)).toEqual([b.id, a.id]);

      await admin.post(api.adminVideoCategoryMove(a.id), { direction: 'up' });
      list = await adminCategories();
      expect(list.slice(-2).map((c) => [c.id, c.position])).toEqual([
        [a.id, a.position],
        [b.id, b.position],
      ]);
    });

    it("'Cannot move category beyond bounds' for the first up and the last down (400), nothing changes", async () => {
      await createCategory(app.db);
      const before = await adminCategories();
      const first = before[0]!;
      const last = before.at(-1)!;
      const rebuilds = await rebuildsDuring(async () => {
        await expectError(
          await admin.post(api.adminVideoCategoryMove(first.id), { direction: 'up' }),
          400,
          'Cannot move category beyond bounds',
        );
        await expectError(
          await admin.post(api.adminVideoCategoryMove(last.id), { direction: 'down' }),
          400,
          'Cannot move category beyond bounds',
        );
      });
      expect(rebuilds).toEqual([]);
      expect(await adminCategories()).toEqual(before);
    });

    it('a GET on the move path moves nothing', async () => {
      await createCategory(app.db);
      const before = await adminCategories();
      await admin.get(`${api.adminVideoCategoryMove(before[0]!.id)}?direction=down`);
      expect(await adminCategories()).toEqual(before);
    });

    it("'Category not found' (404) for an unknown id", async () => {
      await expectError(
        await admin.post(api.adminVideoCategoryMove(2_000_000_000), { direction: 'up' }),
        404,
        'Category not found',
      );
    });

    it.each([{ direction: 'left' }, {}, { direction: 1 }])('%j → 400 naming direction', async (payload) => {
      const category = await createCategory(app.db);
      await expectFieldError(await admin.post(api.adminVideoCategoryMove(category.id), payload), 'direction');
    });

    it('moves one place when two neighbours share a position, keeping everyone else in order', async () => {
      const top = Math.max(0, ...(await adminCategories()).map((c) => c.position)) + 10;
      const a = await createCategory(app.db, { position: top });
      const b = await createCategory(app.db, { position: top + 1 });
      const c = await createCategory(app.db, { position: top + 1 });
      const d = await createCategory(app.db, { position: top + 2 });
      const before = (await adminCategories()).map((x) => x.id);
      expect(before.slice(-4)).toEqual([a.id, b.id, c.id, d.id]);

      expect((await admin.post(api.adminVideoCategoryMove(c.id), { direction: 'up' })).status).toBe(200);
      let after = await adminCategories();
      expect(after.map((x) => x.id)).toEqual([...before.slice(0, -4), a.id, c.id, b.id, d.id]);
      const positions = after.map((x) => x.position);
      expect(new Set(positions.slice(-4)).size).toBe(4);

      expect((await admin.post(api.adminVideoCategoryMove(c.id), { direction: 'down' })).status).toBe(200);
      after = await adminCategories();
      expect(after.map((x) => x.id)).toEqual(before);
    });
  });
});

describe('GET /api/admin/rebuild', () => {
  it('answers the rebuild status', async () => {
    const response = await admin.get(api.adminRebuildStatus);
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ data: { state: 'idle', lastBuiltAt: null, lastError: null } });
  });
});

describe('demo preview document', () => {
  it('is for admins only', async () => {
    expect((await app.client().get(api.adminDemoPreview)).status).toBe(401);
    const staff = await app.adminClient({ isAdmin: false });
    expect((await staff.get(api.adminDemoPreview)).status).toBe(403);
  });

  it('is a sandboxed page, framed only by our own pages, that lets inline scripts run and nothing else the page policy forbids', async () => {
    const response = await admin.get(api.adminDemoPreview);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `) || d === name);
    expect(directive('sandbox')).toBe('sandbox allow-scripts');
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The document holds only its listener: it never echoes anything from the request.
    expect(await response.text()).toContain('event.source !== parent');
  });
});
