import { settings } from '../config/settings.ts';
import type { PageKind } from '../schemas/brand.ts';
import { kindFolder } from '../pipeline/slug.ts';

/** The name of the collection, shown in the header and page titles: the configuration's `title`. */
export const SITE_TITLE = settings.title;

const SINGULAR: Record<PageKind, string> = {
  inquiry: 'Inquiring line',
  note: 'Note',
  paper: 'Paper',
  discussion: 'Discussion',
};

const PLURAL: Record<PageKind, string> = {
  inquiry: 'Inquiring lines',
  note: 'Notes',
  paper: 'Papers',
  discussion: 'Discussions',
};

/** Every page kind, in the order the site presents them. */
export const KINDS: readonly PageKind[] = ['inquiry', 'note', 'paper', 'discussion'];

/** A kind's name for one page, e.g. `Inquiring line`. */
export function kindLabel(kind: PageKind): string {
  return SINGULAR[kind];
}

/** A kind's name for many pages, e.g. `Inquiring lines`. */
export function kindPlural(kind: PageKind): string {
  return PLURAL[kind];
}

/** The noun form that goes with a count: `note` for 1, `notes` otherwise. */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** `1 note`, `9 notes`: a count with the right noun form. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${nounFor(count, singular, plural)}`;
}

/** The URL of a kind's index page, e.g. `/notes/`. */
export function kindIndexUrl(kind: PageKind): string {
  return `/${kindFolder(kind)}/`;
}
