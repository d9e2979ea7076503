import { decodeHTML } from 'entities';
import { obsidianTarget, type VaultNames, type WrittenLink } from './obsidian-links.ts';

/** One anchor of a built page. */
export interface Anchor {
  /** The href's path, base path removed, without `#…`; `''` for a link within the page. */
  path: string;
  text: string;
  stub: boolean;
  embed: boolean;
}

const ANCHOR_RE = /<a\b([^>]*)>([\s\S]*?)<\/a>/g;
const squash = (text: string): string => text.replace(/\s+/g, ' ').trim().normalize('NFC');

/** The links to pages and vault files in a built page's HTML (`wikilink` and `embed-link` anchors, and anchors into `/attachments/`), in order. */
export function pageAnchors(html: string, base: string): Anchor[] {
  const out: Anchor[] = [];
  for (const m of html.matchAll(ANCHOR_RE)) {
    const attributes = m[1] ?? '';
    const className = /\bclass="([^"]*)"/.exec(attributes)?.[1]?.split(/\s+/) ?? [];
    const href = decodeHTML(/\bhref="([^"]*)"/.exec(attributes)?.[1] ?? '');
    // A link to a file published as itself (a download) has no class; it is one of the vault's files.
    if (!className.includes('wikilink') && !className.includes('embed-link') && !href.startsWith(`${base}attachments/`)) continue;
    const bare = href.split('#')[0] ?? '';
    let path = bare.startsWith(base) ? `/${bare.slice(base.length)}` : bare;
    try {
      path = decodeURI(path);
    } catch {
      // A malformed escape is compared as written.
    }
    out.push({
      path: bare === '' ? '' : path.normalize('NFC'),
      text: squash(decodeHTML((m[2] ?? '').replace(/<[^>]*>/g, ''))),
      stub: className.includes('stub'),
      embed: className.includes('embed-link'),
    });
  }
  return out;
}

/** What the site has for one written link, against what Obsidian opens. */
export interface Verdict {
  file: string;
  line: number;
  raw: string;
  /** The note Obsidian opens; `null` when no note has that name. */
  expected: string | null;
  /** The URL the built page's anchor goes to; `null` when the page shows no link for it. */
  actual: string | null;
  agree: boolean;
  reason: string;
}

/** The site as the checker sees it: each published note's URL by content path, and every URL of a generated "not yet written" page. */
export interface SiteMap {
  urlByFile: ReadonlyMap<string, string>;
  fileByUrl: ReadonlyMap<string, string>;
  stubUrls: ReadonlySet<string>;
}

/**
 * Compares the written links of one note with the anchors of its built page. Each link takes the
 * first unused anchor showing its text (Obsidian's text for it); then an embed, or a link whose text
 * the page does not show, takes the first anchor left with its href. Text goes first for every link,
 * so a link the page does not show (inside a block drawn as code) cannot take a later link's anchor
 * to the same note and move the disagreement onto that later link. A note Obsidian opens must be the anchor's page; a name
 * Obsidian does not find must be a "not yet written" page or plain text; a note that is not
 * published must not be linked.
 */
export function compareNote(file: string, links: readonly WrittenLink[], anchors: readonly Anchor[], site: SiteMap, names: VaultNames): Verdict[] {
  const own = site.urlByFile.get(file) ?? '';
  const used = new Set<number>();
  const take = (test: (a: Anchor) => boolean): Anchor | undefined => {
    const i = anchors.findIndex((a, n) => !used.has(n) && test(a));
    if (i < 0) return undefined;
    used.add(i);
    return anchors[i];
  };
  const urlOf = (a: Anchor): string => (a.path === '' ? own : a.path);
  const targets = links.map((link) => {
    const expected = obsidianTarget(link, file, names) ?? null;
    // A file that is no note opens at its page (code, text) or as itself, under /attachments/.
    const expectedUrl = expected === null ? undefined : (site.urlByFile.get(expected) ?? (/\.md$/i.test(expected) ? undefined : `/attachments/${expected}`));
    return { expected, expectedUrl };
  });
  const byText = links.map((link) => (link.embed ? undefined : take((a) => !a.embed && a.text === squash(link.text))));
  return links.map((link, n): Verdict => {
    const { expected, expectedUrl } = targets[n] ?? { expected: null, expectedUrl: undefined };
    const anchor = byText[n] ?? (expectedUrl !== undefined ? take((a) => urlOf(a) === expectedUrl) : undefined);
    const actual = anchor ? urlOf(anchor) : null;
    const base = { file, line: link.line, raw: link.raw, expected, actual };
    const page = (url: string | null): string =>
      url === null ? 'no link' : site.stubUrls.has(url) ? `a "not yet written" page (${url})` : (site.fileByUrl.get(url) ?? url);
    if (expected === null) {
      const agree = actual === null || site.stubUrls.has(actual);
      return { ...base, agree, reason: agree ? 'no note of that name' : `Obsidian finds no note of that name; the site opens ${page(actual)}` };
    }
    if (expectedUrl === undefined) {
      // A note the site cannot read (binary data named .md) may be published as the file itself.
      if (actual === `/attachments/${expected}`) return { ...base, agree: true, reason: 'the file, published as itself' };
      const agree = actual === null || site.stubUrls.has(actual);
      return {
        ...base,
        agree,
        reason: agree ? 'the note is not published' : `Obsidian opens ${expected}, which is not published; the site opens ${page(actual)}`,
      };
    }
    if (actual === expectedUrl) return { ...base, agree: true, reason: 'same page' };
    return { ...base, agree: false, reason: `Obsidian opens ${expected}; the site ${actual === null ? 'shows no link' : `opens ${page(actual)}`}` };
  });
}
