// The header's two buttons (src/components/LookToggles.astro): the theme, cycling through the
// system's scheme, light and dark, and reader mode, which hides the rails beside the text (the
// explorer, the graph and contents). Both are remembered in localStorage and applied before the
// first paint of the next page by /theme.js (./early.ts). Without scripts the buttons stay hidden.
import { READER_KEY, THEME_CHANGE, THEME_KEY } from './early.ts';

/** The theme choices, in the order the button cycles through them. */
const CHOICES = ['system', 'light', 'dark'] as const;
type Choice = (typeof CHOICES)[number];

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
      const next = CHOICES[(CHOICES.indexOf(currentChoice(root)) + 1) % CHOICES.length] ?? 'system';
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
