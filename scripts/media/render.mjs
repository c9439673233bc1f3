#!/usr/bin/env node
// Renders Nodal's product demo videos and posters from scripts/media/workflow-scene.html.
//
//   node scripts/media/render.mjs                 # everything
//   node scripts/media/render.mjs --only platform-demo,citation-validation
//   node scripts/media/render.mjs --posters-only  # just re-shoot the posters
//
// Needs: Chromium at /usr/bin/chromium (or CHROMIUM=/path), ffmpeg with libvpx, libvpx-vp9,
// libx264 and libwebp (`apt-get install -y ffmpeg`), playwright-core (installed in the e2e
// workspace), and ideally the Inter font (`apt-get install -y fonts-inter`) so the scene
// renders with the same type it was designed with.
//
// How it works
// 1. The scene page draws every frame as a pure function of its clock, loops forever and
//    takes ?scene=<name>, ?speed=<k> (slow clock for smoother capture), ?t=<ms> (freeze).
// 2. Each scene is recorded with Playwright's `recordVideo` at its delivery size while the
//    clock runs at SPEED (default 0.25: the page animates at quarter speed, so every delivered
//    frame is a fresh paint even on a slow, busy machine where Chromium paints ~12 fps). Playwright pipes frames into an ffmpeg
//    it normally downloads; here we point it at the system ffmpeg instead.
// 3. The clock is started WARM_MS before the end of a loop, so the page warms up during the
//    loop's fade-out. The blank start of the recording (page load) and the warm-up are cut;
//    exactly one loop (duration / SPEED) is kept, sped back to real time and written as a
//    lossless master. Because the animation is periodic, a window of exactly one period
//    loops seamlessly, and it starts on the empty canvas.
// 4. The master is encoded to the delivery formats, each under its byte budget (two-pass
//    at a bitrate derived from the budget when a quality-targeted encode is too large).
// 5. Posters are crisp screenshots of the frozen scene at its "everything visible" moment,
//    encoded with ffmpeg's libwebp (and mjpeg for the JPEG fallback) under their budgets.

import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../chromium.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const scenePage = path.join(here, 'workflow-scene.html');
const outDir = path.join(root, 'site/public/media');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodal-media-'));

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const SPEED = Number(opt('--speed', process.env.MEDIA_SPEED || '0.25'));
const WARM_MS = 1000; // page-time warm-up before the recorded loop starts
const FPS = 25;
const KB = 1024;

const SCENES = [
  {
    name: 'platform-demo',
    width: 1280,
    height: 720,
    duration: 12,
    poster: 10900,
    outputs: [
      { file: 'platform-demo.webm', codec: 'vp9', maxBytes: 1.5 * KB * KB, crf: 30 },
      { file: 'platform-demo.mp4', codec: 'h264', maxBytes: 1.5 * KB * KB, crf: 21 },
      { file: 'platform-demo-vp8.webm', codec: 'vp8', maxBytes: 1.5 * KB * KB, crf: 6 },
    ],
    posters: [
      { file: 'platform-demo-poster.webp', maxBytes: 60 * KB },
      { file: 'platform-demo-poster.jpg', maxBytes: 80 * KB },
    ],
  },
  // The first six play on the "Nodes in action" cards, the other six are the seeded workflow
  // demonstrations: two sections, two sets of recordings.
  ...[
    'accessibility-check',
    'manuscript-formatting',
    'citation-validation',
    'retraction-check',
    'literature-review',
    'reviewer-matching',
    'submission-completeness',
    'data-availability',
    'image-integrity',
    'funder-compliance',
    'revision-check',
    'preprint-alerts',
  ].map((name) => ({
    name,
    width: 960,
    height: 540,
    duration: 6,
    poster: 5050,
    outputs: [{ file: `workflows/${name}.webm`, codec: 'vp9', maxBytes: 600 * KB, crf: 31 }],
    posters: [{ file: `workflows/${name}.webp`, maxBytes: 40 * KB }],
  })),
];

/* ------------------------------------------------------------------ helpers */
function run(cmd, argv, { quiet = true } = {}) {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    throw new Error(`${cmd} ${argv.join(' ')}\n${(r.stderr || '').slice(-3000)}`);
  }
  if (!quiet) process.stdout.write(r.stdout);
  return r.stdout;
}
const ffmpeg = (argv) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...argv]);
const size = (f) => fs.statSync(f).size;
const human = (n) => (n >= KB * KB ? `${(n / KB / KB).toFixed(2)} MB` : `${(n / KB).toFixed(1)} KB`);
function probe(file) {
  const j = JSON.parse(run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file]));
  const v = j.streams.find((s) => s.codec_type === 'video');
  return {
    codec: v.codec_name,
    profile: v.profile,
    pix: v.pix_fmt,
    width: v.width,
    height: v.height,
    duration: Number(j.format.duration || v.duration || 0),
    audio: j.streams.some((s) => s.codec_type === 'audio'),
  };
}

function resolvePlaywrightCore() {
  const candidates = [path.join(root, 'e2e/package.json'), path.join(root, 'package.json')];
  for (const c of candidates) {
    if (!fs.existsSync(c)) continue;
    const req = createRequire(c);
    for (const spec of ['playwright-core', '@playwright/test']) {
      try {
        const p = req.resolve(spec);
        if (spec === 'playwright-core') return path.dirname(p);
        return path.dirname(createRequire(p).resolve('playwright-core'));
      } catch {
        /* try the next one */
      }
    }
  }
  throw new Error('playwright-core not found: run `pnpm install` in the repository first');
}

// Playwright records through an ffmpeg it usually downloads. Point it at the system ffmpeg
// by laying out the directory it looks in (PLAYWRIGHT_BROWSERS_PATH/ffmpeg-<rev>/ffmpeg-linux).
function provideFfmpegForPlaywright(pwDir) {
  const browsers = JSON.parse(fs.readFileSync(path.join(pwDir, 'browsers.json'), 'utf8'));
  const rev = browsers.browsers.find((b) => b.name === 'ffmpeg').revision;
  const sys = run('sh', ['-c', 'command -v ffmpeg']).trim();
  const reg = path.join(workDir, 'pw-registry');
  const dir = path.join(reg, `ffmpeg-${rev}`);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of ['ffmpeg-linux', 'ffmpeg-mac']) fs.symlinkSync(sys, path.join(dir, name));
  process.env.PLAYWRIGHT_BROWSERS_PATH = reg;
}

/* ------------------------------------------------------------------ encoders */
function encodeVideo(master, out, spec) {
  const base = ['-an', '-r', String(FPS), '-pix_fmt', 'yuv420p', '-map_metadata', '-1'];
  const passlog = path.join(workDir, `pass-${path.basename(out)}`);
  const tryEncode = (mode, value) => {
    if (spec.codec === 'h264') {
      const common = [
        '-c:v',
        'libx264',
        '-profile:v',
        'main',
        '-level',
        '4.0',
        '-preset',
        'slow',
        '-tune',
        'animation',
        '-g',
        String(FPS * 4),
        '-movflags',
        '+faststart',
        ...base,
      ];
      if (mode === 'crf') ffmpeg(['-i', master, ...common, '-crf', String(value), out]);
      else {
        ffmpeg([
          '-i',
          master,
          ...common,
          '-b:v',
          `${value}k`,
          '-pass',
          '1',
          '-passlogfile',
          passlog,
          '-f',
          'mp4',
          '/dev/null',
        ]);
        ffmpeg(['-i', master, ...common, '-b:v', `${value}k`, '-pass', '2', '-passlogfile', passlog, out]);
      }
      return;
    }
    const lib = spec.codec === 'vp9' ? 'libvpx-vp9' : 'libvpx';
    const common = [
      '-c:v',
      lib,
      '-deadline',
      'good',
      '-cpu-used',
      spec.codec === 'vp9' ? '2' : '1',
      '-auto-alt-ref',
      '1',
      '-lag-in-frames',
      '25',
      '-g',
      String(FPS * 4),
      ...(spec.codec === 'vp9' ? ['-row-mt', '1', '-tile-columns', '1', '-aq-mode', '2'] : []),
      ...base,
    ];
    const rate =
      mode === 'crf'
        ? [
            '-crf',
            String(value),
            '-b:v',
            spec.codec === 'vp9' ? '0' : `${Math.round(((spec.maxBytes * 8) / 1000 / spec.duration) * 0.9)}k`,
          ]
        : ['-b:v', `${value}k`, '-minrate', `${Math.round(value * 0.5)}k`, '-maxrate', `${Math.round(value * 1.45)}k`];
    ffmpeg(['-i', master, ...common, ...rate, '-pass', '1', '-passlogfile', passlog, '-f', 'webm', '/dev/null']);
    ffmpeg(['-i', master, ...common, ...rate, '-pass', '2', '-passlogfile', passlog, out]);
  };
  tryEncode('crf', spec.crf);
  let bytes = size(out);
  // Over budget: two-pass at a bitrate that lands under it, tightening until it fits.
  let kbps = Math.floor((spec.maxBytes * 8 * 0.9) / 1000 / spec.duration);
  while (bytes > spec.maxBytes) {
    tryEncode('abr', kbps);
    bytes = size(out);
    kbps = Math.floor(kbps * 0.85);
  }
  for (const f of fs.readdirSync(workDir)) if (f.startsWith(path.basename(passlog))) fs.rmSync(path.join(workDir, f));
  return bytes;
}

function encodePoster(png, out, maxBytes) {
  const isWebp = out.endsWith('.webp');
  // best quality that fits the budget
  const steps = isWebp ? [88, 84, 80, 76, 72, 68, 64, 60, 55, 50, 45, 40] : [2, 3, 4, 5, 6, 7, 8, 10, 12];
  for (const q of steps) {
    if (isWebp)
      ffmpeg([
        '-i',
        png,
        '-c:v',
        'libwebp',
        '-preset',
        'drawing',
        '-quality',
        String(q),
        '-compression_level',
        '6',
        '-pix_fmt',
        'yuv420p',
        out,
      ]);
    else ffmpeg(['-i', png, '-c:v', 'mjpeg', '-q:v', String(q), '-pix_fmt', 'yuvj420p', out]);
    if (size(out) <= maxBytes) return { bytes: size(out), q };
  }
  throw new Error(`${out}: cannot fit ${human(maxBytes)}`);
}

/* ------------------------------------------------------------------ main */
async function main() {
  run('ffmpeg', ['-version']);
  const fonts = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' }).stdout || '';
  if (!/\bInter\b/.test(fonts))
    console.warn('! Inter font not installed: the scene falls back to system-ui (apt-get install -y fonts-inter)');

  const pwDir = resolvePlaywrightCore();
  provideFfmpegForPlaywright(pwDir);
  const { chromium } = await import(pathToFileURL(path.join(pwDir, 'index.mjs')).href);

  const only = opt('--only', '').split(',').filter(Boolean);
  const scenes = SCENES.filter((s) => !only.length || only.includes(s.name));
  fs.mkdirSync(path.join(outDir, 'workflows'), { recursive: true });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'],
  });
  const report = [];
  try {
    for (const s of scenes) {
      const url = (q) => `${pathToFileURL(scenePage).href}?scene=${s.name}&${q}`;
      const viewport = { width: s.width, height: s.height };

      // posters: a crisp still of the frozen scene
      {
        const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        const page = await ctx.newPage();
        await page.goto(url(`t=${s.poster}&cursor=0`));
        await page.waitForFunction(() => window.__nodal?.ready);
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(200);
        const png = path.join(workDir, `${s.name}-poster.png`);
        await page.screenshot({ path: png });
        await ctx.close();
        for (const p of s.posters) {
          const out = path.join(outDir, p.file);
          const r = encodePoster(png, out, p.maxBytes);
          report.push({ file: p.file, bytes: r.bytes });
          console.log(`  ${p.file}: ${human(r.bytes)} (quality ${r.q})`);
        }
      }
      if (flag('--posters-only')) continue;

      // video: record two loops at SPEED, keep the second
      const t0 = Date.now();
      const loopMs = (s.duration * 1000) / SPEED;
      const ctx = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        recordVideo: { dir: workDir, size: viewport },
      });
      const tPage = Date.now();
      const page = await ctx.newPage();
      await page.goto(url(`manual=1&speed=${SPEED}`));
      await page.waitForFunction(() => window.__nodal?.ready);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(400);
      const tStart = Date.now();
      await page.evaluate((phase) => window.__nodal.start(phase), s.duration * 1000 - WARM_MS);
      await page.waitForTimeout(WARM_MS / SPEED + loopMs + 800);
      const video = page.video();
      await ctx.close();
      const raw = await video.path();
      const offset = (tStart - tPage + WARM_MS / SPEED) / 1000; // where the clock wraps to 0, in recording time

      const master = path.join(workDir, `${s.name}-master.mkv`);
      ffmpeg([
        '-i',
        raw,
        '-vf',
        `trim=start=${offset.toFixed(3)}:duration=${(loopMs / 1000).toFixed(3)},setpts=(PTS-STARTPTS)*${SPEED},fps=${FPS}`,
        '-an',
        '-c:v',
        'ffv1',
        '-pix_fmt',
        'yuv420p',
        '-frames:v',
        String(Math.round(s.duration * FPS)),
        master,
      ]);
      const m = probe(master);
      console.log(
        `· ${s.name}: recorded ${probe(raw).duration.toFixed(2)} s, loop cut at ${offset.toFixed(2)} s → master ${m.duration.toFixed(2)} s (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
      );

      for (const o of s.outputs) {
        const out = path.join(outDir, o.file);
        const bytes = encodeVideo(master, out, { ...o, duration: s.duration });
        report.push({ file: o.file, bytes });
        console.log(`  ${o.file}: ${human(bytes)} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
      }
      if (!flag('--keep')) fs.rmSync(raw, { force: true });
    }
  } finally {
    await browser.close();
  }

  // verification summary
  console.log('\nfile                                         size        codec   profile        size      duration');
  let total = 0;
  for (const r of report) {
    const f = path.join(outDir, r.file);
    const p = probe(f);
    total += r.bytes;
    const budget = [...SCENES.flatMap((s) => [...s.outputs, ...s.posters])].find((x) => x.file === r.file).maxBytes;
    const ok = r.bytes <= budget ? 'ok' : 'OVER BUDGET';
    console.log(
      `${r.file.padEnd(44)} ${human(r.bytes).padStart(9)}   ${String(p.codec).padEnd(7)} ${String(p.profile || '-').padEnd(14)} ${`${p.width}×${p.height}`.padEnd(9)} ${p.duration ? p.duration.toFixed(2) + ' s' : '-'}  ${p.audio ? 'AUDIO!' : ''} ${ok}`,
    );
  }
  console.log(`total ${human(total)}`);
  if (!flag('--keep')) fs.rmSync(workDir, { recursive: true, force: true });
  else console.log(`work files kept in ${workDir}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
