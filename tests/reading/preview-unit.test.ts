import { describe, expect, it } from 'vitest';
import { PREVIEW_BUCKETS, previewBucket } from '../../src/client/preview/bucket.ts';
import { placePreview } from '../../src/client/preview/position.ts';
import { readPreview } from '../../src/client/preview/preview-data.ts';

describe('placePreview', () => {
  const viewport = { width: 800, height: 600 };
  const size = { width: 300, height: 200 };
  const covers = (link: { top: number; height: number }, top: number): boolean => top < link.top + link.height && link.top < top + size.height;

  it('goes below the link when there is room, above when there is more room there', () => {
    const high = { top: 100, left: 50, width: 120, height: 20 };
    expect(placePreview(high, size, viewport)).toEqual({ top: 128, left: 50, above: false });
    const low = { top: 500, left: 50, width: 120, height: 20 };
    expect(placePreview(low, size, viewport)).toEqual({ top: 292, left: 50, above: true });
  });

  it('never covers the link, wherever it is', () => {
    for (let top = 0; top < 600; top += 37) {
      const link = { top, left: 700, width: 90, height: 40 };
      const place = placePreview(link, size, viewport);
      expect(covers(link, place.top), `link at ${top}`).toBe(false);
      expect(place.left + size.width).toBeLessThanOrEqual(viewport.width);
      expect(place.left).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('preview data', () => {
  it('accepts the preview shape and rejects anything else', () => {
    const good = {
      url: '/notes/a/',
      kind: 'Note',
      title: 'A?',
      stub: false,
      lead: '',
      summary: 'S',
      excerpt: [],
      figures: [{ raw: '77.5%' }],
      linksLabel: 'Sources',
      links: [{ url: '/notes/b/', title: 'B?', stub: true }],
      counts: [{ n: 3, label: 'papers' }],
    };
    expect(readPreview(good)).toEqual(good);
    expect(readPreview({ ...good, counts: [{ n: '3', label: 'papers' }] })).toBeNull();
    expect(readPreview({ ...good, title: undefined })).toBeNull();
    expect(readPreview({ ...good, links: [{ url: '/notes/b/', title: 'B?' }] })).toBeNull();
    expect(readPreview({ ...good, figures: undefined })).toBeNull();
    const pictured = { ...good, excerpt: ['The opening.'], image: { src: '/attachments/a.png', alt: 'A' } };
    expect(readPreview(pictured)).toEqual(pictured);
    expect(readPreview({ ...good, excerpt: 'The opening.' })).toBeNull();
    expect(readPreview({ ...good, image: { src: '/attachments/a.png' } })).toBeNull();
    expect(readPreview('<html>')).toBeNull();
    expect(readPreview(null)).toBeNull();
  });
});

describe('preview buckets', () => {
  it('spread slugs over at most PREVIEW_BUCKETS three-digit hex names, the same every time', () => {
    const names = new Set(Array.from({ length: 5000 }, (_, i) => previewBucket(`page-${i}`)));
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{3}$/);
    expect(names.size).toBeGreaterThan(PREVIEW_BUCKETS * 0.95);
    expect(names.size).toBeLessThanOrEqual(PREVIEW_BUCKETS);
    expect(previewBucket('hostile-note')).toBe(previewBucket('hostile-note'));
  });
});
