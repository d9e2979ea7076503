// The header's two buttons (src/components/LookToggles.astro): the theme, cycling from the
// system's scheme to the other scheme, the system's own, and back (`nextChoice`), and reader mode, which hides the rails beside the text (the
// explorer, the graph and contents). Both are remembered in localStorage and applied before the
// first paint of the next page by /theme.js (./early.ts). Without scripts the buttons stay hidden.
import { READER_KEY, THEME_CHANGE, THEME_KEY } from './early.ts';

/** The theme choices. */
type Choice = 'system' | 'light' | 'dark';

/**
 * The choice after `choice`: from the system's scheme to the other scheme (so the first press always
 * changes what the reader sees), then to the system's own scheme chosen for good, then back to
 * following the system. `systemDark` is whether the system asks for dark.
 */
export function nextChoice(choice: Choice, systemDark: boolean): Choice {
  const other = systemDark ? 'light' : 'dark';
  const same = systemDark ? 'dark' : 'light';
  if (choice === 'system') return other;
  return choice === other ? same : 'system';
}

function store(key: string, value: string | undefined): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused: the choice holds on this page only.
  }
}

function currentChoice(root: HTMLElement): Choice {
  const theme = root.dataset['theme'];
  return theme === 'light' || theme === 'dark' ? theme : 'system';
}

/** Takes the theme button; shows the current choice on it and in its name (`Theme: Dark`). */
function showChoice(button: HTMLElement, choice: Choice): void {
  button.dataset['themeChoice'] = choice;
  const name = button.dataset[`theme${choice[0]?.toUpperCase()}${choice.slice(1)}`] ?? choice;
  const label = `${button.dataset['themeLabel'] ?? ''}: ${name}`;
  button.setAttribute('aria-label', label);
  button.title = label;
}

/** Makes the header's theme and reader-mode buttons work. */
export function mountLookToggles(doc: Document): void {
  const root = doc.documentElement;
  for (const button of doc.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
    showChoice(button, currentChoice(root));
    button.hidden = false;
    button.addEventListener('click', () => {
      const systemDark = doc.defaultView?.matchMedia('(prefers-color-scheme: dark)').matches ?? false;
      const next = nextChoice(currentChoice(root), systemDark);
      if (next === 'system') delete root.dataset['theme'];
      else root.dataset['theme'] = next;
      store(THEME_KEY, next === 'system' ? undefined : next);
      showChoice(button, next);
      doc.dispatchEvent(new Event(THEME_CHANGE));
    });
  }
  for (const button of doc.querySelectorAll<HTMLElement>('[data-reader-toggle]')) {
    button.setAttribute('aria-pressed', String(root.dataset['reader'] === 'on'));
    button.hidden = false;
    button.addEventListener('click', () => {
      const on = root.dataset['reader'] !== 'on';
      if (on) root.dataset['reader'] = 'on';
      else delete root.dataset['reader'];
      store(READER_KEY, on ? 'on' : undefined);
      button.setAttribute('aria-pressed', String(on));
    });
  }
}

mountLookToggles(document);
