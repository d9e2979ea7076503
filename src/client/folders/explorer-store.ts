// Which folders a reader opened, kept across pages in localStorage (their folder pages' addresses).

const STORE_KEY = 'folders-open';

/** Returns the folders a reader opened, or none when storage is refused (private mode, a full quota). */
export function loadOpen(): Set<string> {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    const parsed: unknown = raw === null ? undefined : JSON.parse(raw);
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Keeps the open folders for the next page; nothing when storage is refused. */
export function saveOpen(open: ReadonlySet<string>): void {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify([...open]));
  } catch {
    // Nothing to remember with; the explorer still works on this page.
  }
}
