import { TAG_DEPTH_MAX } from '../../core/slug.ts';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { frontmatterLine } from './frontmatter-lines.ts';

/**
 * Takes a file, its frontmatter text and its `tags`; returns a warning for each tag nested deeper
 * than a tag's pages go (`TAG_DEPTH_MAX`): its levels below are joined into the last one, so its
 * page is written where a path may go. Found by `npm run check`, before anything is rendered.
 */
export function deepTagFindings(file: ContentPath, yaml: string, tags: readonly string[]): Finding[] {
  return tags.flatMap((tag, i) => {
    const depth = tag.split('/').filter((level) => level.trim() !== '').length;
    if (depth <= TAG_DEPTH_MAX) return [];
    const shown = tag.length > 60 ? `${tag.slice(0, 60)}…` : tag;
    const message = `the tag "${shown}" nests ${depth} levels; a tag's pages go ${TAG_DEPTH_MAX} deep, so the levels below the ${TAG_DEPTH_MAX}th are one page. Write a tag of at most ${TAG_DEPTH_MAX} levels`;
    return [finding('warning', 'deep-tag', file, frontmatterLine(yaml, ['tags', i]), message)];
  });
}
