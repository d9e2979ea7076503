// An Obsidian vault with pictures, audio, video and a PDF (tests/fixtures/obsidian-vault) built for
// https://example.org/notes/, so served under /notes/ (named like the notes' folder on purpose: a
// base joined twice or not at all shows): every URL of every tag of every page, and every site path
// the data files hand the browser, names a file the build wrote; the base is put on exactly once.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGraph, nodeUrl } from '../../src/client/graph/graph-model.ts';
import { joinBase } from '../../src/core/base-path.ts';
import { isPageKind } from '../../src/core/kinds.ts';
import { pageUrl } from '../../src/core/url.ts';
import type { Slug } from '../../src/schemas/brand.ts';
import type { GraphData } from '../../src/schemas/graph.ts';
import type { PreviewData } from '../../src/schemas/preview.ts';
import { listFiles, ROOT } from '../site/build-helper.ts';
import { runBuildHere } from '../setup/commands.ts';
import { htmlUnderBase } from '../../src/config/base-html.ts';
import { referenceUnderBase } from '../config/base-html-reference.ts';

const BASE = '/notes/';
const VAULT = join(ROOT, 'tests/fixtures/obsidian-vault');
const work = join(ROOT, '.build', `vault-base-path-${process.pid}`);
const dist = join(work, 'dist');
let files: Set<string>;

beforeAll(async () => {
  await mkdir(work, { recursive: true });
  await writeFile(join(work, 'site.config.yaml'), `title: A vault under a base path\nurl: https://example.org${BASE}\ncontent: ${VAULT}\nallowMissing: true\n`);
  const run = await runBuildHere(['--out', dist, '--cache-dir', work], { SITE_CONFIG: join(work, 'site.config.yaml') });
  if (run.code !== 0) throw new Error(`the vault did not build:\n${run.stdout}\n${run.stderr}`);
  files = new Set(await listFiles(dist));
}, 300_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Every element of a page (or under an element), `<template>` contents included, in document order. */
function elements(from: string | ParentNode): Element[] {
  const out: Element[] = [];
  const walk = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      out.push(child);
      walk(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child);
    }
  };
  walk(typeof from === 'string' ? parse(from) : from);
  return out;
}

const attr = (element: Element, name: string): string | undefined => element.attrs.find((a) => (a.prefix ? `${a.prefix}:${a.name}` : a.name) === name)?.value;

/** The URLs an element's attributes load or link to: `href`, `src`, each `srcset` candidate, `action`, `poster`, `data`, `xlink:href`. */
function urlsOf(element: Element): string[] {
  const urls = ['href', 'src', 'action', 'poster', 'data', 'xlink:href'].flatMap((name) => attr(element, name) ?? []);
  const srcset = attr(element, 'srcset');
  if (srcset !== undefined) urls.push(...srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
  return urls;
}

/** Takes a site path (`/notes/x/`, `/attachments/a%20b.png?x#y`); says whether the build wrote the file it names. */
function built(sitePath: string): boolean {
  const path = decodeURIComponent(sitePath.replace(/[?#].*$/, '')).slice(1);
  return path === '' || path.endsWith('/') ? files.has(`${path}index.html`) : files.has(path);
}

describe('a vault built under a base path', () => {
  it('puts every root-relative URL of every tag of every page under the base, each naming a file the build wrote', async () => {
    const pages = [...files].filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    const outside: string[] = [];
    const missing: string[] = [];
    const kinds = new Set<string>();
    let checked = 0;
    for (const file of pages) {
      for (const element of elements(await readFile(join(dist, file), 'utf8'))) {
        for (const url of urlsOf(element)) {
          if (!url.startsWith('/') || url.startsWith('//')) continue;
          checked += 1;
          kinds.add(element.tagName);
          if (!url.startsWith(BASE)) outside.push(`${file}: <${element.tagName}> ${url}`);
          else if (!built(`/${url.slice(BASE.length)}`)) missing.push(`${file}: <${element.tagName}> ${url}`);
        }
      }
    }
    expect(outside).toEqual([]);
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(500);
    // Links, stylesheets, scripts, pictures and media all counted: not only anchors.
    expect([...kinds]).toEqual(expect.arrayContaining(['a', 'link', 'script', 'img', 'audio', 'video']));
  });

  it('reads every built page as a full HTML parser does: the scanner and parse5 put a base on the same places', async () => {
    const pages = [...files].filter((file) => file.endsWith('.html'));
    const differ: string[] = [];
    for (const file of pages) {
      const html = await readFile(join(dist, file), 'utf8');
      if (htmlUnderBase(html, '/x/', { bundled: ['_astro/'] }) !== referenceUnderBase(html, '/x/', { bundled: ['_astro/'] })) differ.push(file);
    }
    expect(differ).toEqual([]);
  });

  it('gives every body link and picture the base exactly once', async () => {
    let links = 0;
    let pictures = 0;
    for (const file of [...files].filter((f) => f.startsWith('notes/') && f.endsWith('/index.html'))) {
      const body = elements(await readFile(join(dist, file), 'utf8')).find((e) => (attr(e, 'class') ?? '').split(' ').includes('page-body'));
      if (body === undefined) continue;
      for (const element of elements(body)) {
        const kind = attr(element, 'data-kind');
        const slug = attr(element, 'data-slug');
        const href = attr(element, 'href');
        // A link to a heading of the page itself is `#…`, with no path to put a base on.
        if (element.tagName === 'a' && kind !== undefined && slug !== undefined && isPageKind(kind) && !href?.startsWith('#')) {
          links += 1;
          expect(href?.replace(/#.*$/, ''), `${file}: a link to ${slug}`).toBe(joinBase(BASE, pageUrl(kind, slug as Slug)));
        }
        const src = attr(element, 'src');
        if (src?.startsWith('/')) {
          pictures += 1;
          expect(src, `${file}: <${element.tagName}>`).toMatch(/^\/notes\/attachments\//);
        }
      }
    }
    expect(links).toBeGreaterThan(10);
    expect(pictures).toBeGreaterThan(2);
  });

  it('hands the browser site paths in its data files, each naming a file the build wrote', async () => {
    const missing: string[] = [];
    let checked = 0;
    const check = (where: string, path: string): void => {
      checked += 1;
      if (!path.startsWith('/') || !built(path)) missing.push(`${where}: ${path}`);
    };
    for (const name of await readdir(join(dist, 'previews'))) {
      const bucket = JSON.parse(await readFile(join(dist, 'previews', name), 'utf8')) as Record<string, PreviewData>;
      for (const preview of Object.values(bucket)) {
        check(`previews/${name}`, preview.url);
        for (const link of preview.links) check(`previews/${name}`, link.url);
        if (preview.image?.src.startsWith('/')) check(`previews/${name} image`, preview.image.src);
      }
    }
    const model = decodeGraph(JSON.parse(await readFile(join(dist, 'graph', 'data.json'), 'utf8')) as GraphData);
    for (let i = 0; i < model.count; i++) check('graph/data.json', nodeUrl(model, i));
    for (const name of await readdir(join(dist, 'graph', 'n'))) {
      const file = JSON.parse(await readFile(join(dist, 'graph', 'n', name), 'utf8')) as { nodes: Array<{ s: string; k: string; r: string }> };
      // A `more` node stands for pages not drawn, not for a page.
      for (const node of file.nodes) if (node.r !== 'more' && isPageKind(node.k)) check(`graph/n/${name}`, pageUrl(node.k, node.s as Slug));
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
