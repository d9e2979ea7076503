/** The arXiv abstract page of an arXiv id, e.g. `https://arxiv.org/abs/2311.09144`. */
export function arxivUrl(id: string): string {
  return `https://arxiv.org/abs/${id}`;
}
