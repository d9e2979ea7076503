// A message whose slots stand for elements (a link, a figure in bold), for a component to write
// around them: the message is taken with those slots unfilled, then cut at each one.

/** A piece of a message: its text, or the name of a slot in its place. */
export type MessagePart = { text: string } | { slot: string };

/**
 * Takes a message whose element slots were left unfilled (`It says {figure}; {stated}`); returns its
 * pieces in order: `{ text }` for the words, `{ slot }` for each `{name}` (empty text left out).
 */
export function messageParts(message: string): MessagePart[] {
  return message
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== '')
    .map((piece) => (/^\{\w+\}$/.test(piece) ? { slot: piece.slice(1, -1) } : { text: piece }));
}
