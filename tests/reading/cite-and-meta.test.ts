// "Cite this page" and JSON-LD on pages rendered from the hand-written sample knowledge base,
// which has what the seed content lacks: a written paper with an arXiv id, authors and a date.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { previewBucket } from '../../src/client/preview/bucket.ts';
import { LOOK_SCRIPT } from '../../src/client/theme/early.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, type FixtureSite } from '../setup/seed-site.ts';

let sites: FixtureSite[] = [];
let dist = '';
let hostileDist = '';

beforeAll(async () => {
  sites = [await fixtureSite('kb-sample'), await fixtureSite('kb-hostile')];
  [dist, hostileDist] = sites.map((site) => site.dir) as [string, string];
}, 240_000);

afterAll(async () => {
  for (const site of sites) await site.remove();
});

const page = (url: string): Promise<string> => readFile(join(dist, url, 'index.html'), 'utf8');
const decode = (html: string): string =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function jsonLd(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (block === undefined) throw new Error('no JSON-LD block');
  return JSON.parse(block) as Record<string, unknown>;
}

describe('cite this page', () => {
  it('cites a paper with its authors, year, arXiv id and arXiv link', async () => {
    const html = decode(await page('/papers/2311.09144/'));
    expect(html).toContain('Cite this page');
    expect(html).toContain('author = {Omar Shaikh and Kristina Gligorić}');
    expect(html).toContain('eprint = {2311.09144}');
    expect(html).toContain('archivePrefix = {arXiv}');
    expect(html).toContain('url = {https://arxiv.org/abs/2311.09144}');
    expect(html).toContain(
      'Omar Shaikh, Kristina Gligorić. (2023). “Grounding Gaps in Language Model Generations.” arXiv:2311.09144. https://arxiv.org/abs/2311.09144',
    );
    expect(html).toMatch(/<a href="https:\/\/arxiv\.org\/abs\/2311\.09144"[^>]*>arXiv:2311\.09144<\/a>/);
    expect(html).toContain('@misc{shaikh2023grounding,');
  });

  it('cites a note by its question, year and canonical URL', async () => {
    const html = decode(await page('/notes/does-preference-optimization-harm-conversational-understanding/'));
    expect(html).toMatch(
      /@misc\{preferenceoptimization2025,\n  title = \{\{Does preference optimization harm conversational understanding\?\}\},\n  year = \{2025\}/,
    );
    expect(html).toContain(
      '(2025). “Does preference optimization harm conversational understanding?” Research notes (note). https://example.org/notes/does-preference-optimization-harm-conversational-understanding/',
    );
  });

  it('has no cite box on a discussion', async () => {
    expect(await page('/discussions/warmth-makes-models-less-reliable/')).not.toContain('Cite this page');
  });
});

describe('JSON-LD', () => {
  it('describes a paper as a ScholarlyArticle with authors and its arXiv identity', async () => {
    const data = jsonLd(await page('/papers/2311.09144/'));
    expect(data['@type']).toBe('ScholarlyArticle');
    expect(data['identifier']).toBe('arXiv:2311.09144');
    expect(data['sameAs']).toBe('https://arxiv.org/abs/2311.09144');
    expect(data['author']).toEqual([
      { '@type': 'Person', name: 'Omar Shaikh' },
      { '@type': 'Person', name: 'Kristina Gligorić' },
    ]);
    expect(data['datePublished']).toBe('2023-11-15');
  });

  it('describes a discussion as a DiscussionForumPosting about its paper, and a cluster as a CollectionPage', async () => {
    const discussion = jsonLd(await page('/discussions/warmth-makes-models-less-reliable/'));
    expect(discussion['@type']).toBe('DiscussionForumPosting');
    const cluster = jsonLd(await page('/clusters/conversational-grounding/'));
    expect(cluster['@type']).toBe('CollectionPage');
  });
});

describe('text that tries to break out', () => {
  const hostile = 'Can a title close a script? </script><script>alert(1)</script> & \u2028 “quotes”';

  it('stays inside the JSON-LD block and reads back exactly', async () => {
    const html = await readFile(join(hostileDist, 'notes/hostile-note/index.html'), 'utf8');
    // Parsed as HTML: every script is either the JSON-LD block, an external module or the site's theme script, and no element was injected.
    const root = parse(html);
    const scripts = root.querySelectorAll('script');
    expect(scripts.filter((el) => el.getAttribute('type') === 'application/ld+json')).toHaveLength(1);
    expect(scripts.filter((el) => el.getAttribute('src') === LOOK_SCRIPT)).toHaveLength(1);
    for (const el of scripts.filter((e) => e.getAttribute('type') !== 'application/ld+json')) {
      const src = el.getAttribute('src') ?? '';
      if (src !== LOOK_SCRIPT) expect(src).toMatch(/^\/_astro\//);
      expect(el.text).toBe('');
    }
    expect(root.querySelectorAll('img')).toHaveLength(0);
    const data = jsonLd(html);
    expect(data['name']).toBe(hostile);
    expect(data['keywords']).toBe('</script>');
  });

  it('stays text in the preview JSON, the feed and the citing sentence', async () => {
    const bucket = JSON.parse(await readFile(join(hostileDist, `previews/${previewBucket('hostile-note')}.json`), 'utf8')) as Record<string, { title: string }>;
    expect(bucket['hostile-note']?.title).toBe(hostile);
    const rss = await readFile(join(hostileDist, 'rss.xml'), 'utf8');
    expect(rss).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    const note = await readFile(join(hostileDist, 'notes/hostile-note/index.html'), 'utf8');
    expect(note).toMatch(/<mark[^>]*>Can a title close a script\? &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  });
});
