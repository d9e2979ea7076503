// The pages `npm run audit` and `npm run screenshots` open: one of each kind a built site holds,
// found from its knowledge-base.json and its folder and tag pages (tests/fixtures/page-targets/site).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTargets } from '../../src/views/page-targets.ts';
import { ROOT } from './build-helper.ts';

const SITE = join(ROOT, 'tests', 'fixtures', 'page-targets', 'site');

describe('the pages of each kind a site holds', () => {
  it('are home, the heaviest note and its index, a board, a base, a file page, a page not yet written, a folder, a tag, then graph, search and integrity', async () => {
    expect(await pageTargets(SITE)).toEqual([
      { label: 'home', kind: 'home', path: '/' },
      { label: 'note', kind: 'note', path: '/notes/setting-up-python/' },
      { label: 'note index', kind: 'index', path: '/notes/' },
      { label: 'board', kind: 'board', path: '/notes/plan/' },
      { label: 'base', kind: 'base', path: '/notes/reading-list/' },
      { label: 'file', kind: 'file', path: '/notes/helpers-py/' },
      { label: 'cluster index', kind: 'cluster', path: '/clusters/' },
      { label: 'not yet written', kind: 'stub', path: '/notes/virtual-environments/' },
      { label: 'folders', kind: 'folder', path: '/folders/' },
      { label: 'folder', kind: 'folder', path: '/folders/archive/' },
      { label: 'tag', kind: 'tag', path: '/tags/python/' },
      { label: 'graph', kind: 'graph', path: '/graph/' },
      // A word of the heaviest page's title, so the search page opens on results.
      { label: 'search', kind: 'search', path: '/search/?q=Setting' },
      { label: 'integrity', kind: 'integrity', path: '/integrity/' },
    ]);
  });
});
