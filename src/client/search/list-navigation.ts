/**
 * Keyboard movement through a listbox while focus stays in its combobox input: the arrow keys move
 * the active option, announced through `aria-activedescendant` (the WAI-ARIA combobox pattern).
 */
export interface ListNavigation {
  /** Takes the new options; shows them and makes the first one active. */
  replace(options: readonly HTMLElement[]): void;
  /** Returns the active option, if any. */
  active(): HTMLElement | undefined;
  /** Takes a keydown from the input; moves the active option on ArrowDown / ArrowUp. */
  handleKey(event: KeyboardEvent): void;
}

/** Takes a combobox input, its listbox and what to do when another option becomes active (default: nothing); returns the navigation that keeps them in step. */
export function listNavigation(
  input: HTMLInputElement,
  list: HTMLElement,
  onActivate: (option: HTMLElement | undefined) => void = () => undefined,
): ListNavigation {
  let options: readonly HTMLElement[] = [];
  let current = -1;

  const activate = (next: number): void => {
    options[current]?.setAttribute('aria-selected', 'false');
    current = next;
    const option = options[current];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
    onActivate(option);
  };

  list.addEventListener('mousemove', (event) => {
    const index = options.findIndex((option) => event.target instanceof Node && option.contains(event.target));
    if (index >= 0 && index !== current) activate(index);
  });

  return {
    replace(next) {
      options = next;
      current = -1;
      list.replaceChildren(...next);
      input.setAttribute('aria-expanded', String(next.length > 0));
      activate(next.length > 0 ? 0 : -1);
    },
    active: () => options[current],
    handleKey(event) {
      if (options.length === 0) return;
      if (event.key === 'ArrowDown') activate((current + 1) % options.length);
      else if (event.key === 'ArrowUp') activate((current - 1 + options.length) % options.length);
      else return;
      event.preventDefault();
    },
  };
}
