/** The noun form that goes with a count: `note` for 1, `notes` otherwise. */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** `1 note`, `9 notes`: a count with the right noun form. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${nounFor(count, singular, plural)}`;
}
