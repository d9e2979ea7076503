/**
 * One group of filter checkboxes (kinds or clusters) with a result count beside each value.
 * Checkboxes are created once and updated in place, so a reader's focus never jumps while
 * counts change under the query being typed.
 */
export interface FilterGroupOptions {
  /** The form field name, also the URL parameter (`kind`, `cluster`). */
  name: string;
  /** Takes a filter value; returns the label shown for it. */
  label: (value: string) => string;
  /** Hide values with no results that are not chosen (long lists); otherwise show them with 0. */
  hideEmpty: boolean;
  /** Called after the reader ticks or unticks a box. */
  onChange: () => void;
}

interface Box {
  row: HTMLLIElement;
  input: HTMLInputElement;
  count: HTMLElement;
}

export class FilterGroup {
  private readonly boxes = new Map<string, Box>();
  private readonly list: HTMLUListElement;

  /**
   * Takes the element to fill and the group's options. Boxes the page already holds (a
   * `ul.search-filter-list` of `li > label > input + .search-filter-count`, as the search page
   * renders its kinds, so that nothing moves when the script starts) are taken over as they are.
   */
  constructor(
    container: HTMLElement,
    private readonly options: FilterGroupOptions,
  ) {
    const existing = container.querySelector('ul.search-filter-list');
    this.list = existing instanceof HTMLUListElement ? existing : document.createElement('ul');
    if (existing === null) {
      this.list.className = 'search-filter-list';
      container.append(this.list);
    }
    for (const row of this.list.querySelectorAll('li')) {
      const input = row.querySelector('input');
      const count = row.querySelector('.search-filter-count');
      if (!(input instanceof HTMLInputElement) || !(count instanceof HTMLElement)) continue;
      input.addEventListener('change', () => this.options.onChange());
      this.boxes.set(input.value, { row, input, count });
    }
  }

  /** Returns the chosen values in the order they are listed. */
  chosen(): string[] {
    return [...this.boxes].filter(([, box]) => box.input.checked).map(([value]) => value);
  }

  /** Takes the chosen values; ticks the boxes already there for them (before any counts are known). */
  tick(chosen: readonly string[]): void {
    for (const [value, box] of this.boxes) box.input.checked = chosen.includes(value);
  }

  /** Takes the values to list, their counts and the chosen ones; updates the boxes in place. */
  show(values: readonly string[], counts: Readonly<Record<string, number>>, chosen: readonly string[]): void {
    for (const value of [...values, ...chosen]) if (!this.boxes.has(value)) this.boxes.set(value, this.create(value));
    for (const [value, box] of this.boxes) {
      const count = counts[value] ?? 0;
      box.input.checked = chosen.includes(value);
      box.count.textContent = String(count);
      box.row.hidden = this.options.hideEmpty && count === 0 && !box.input.checked;
    }
  }

  private create(value: string): Box {
    const row = document.createElement('li');
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.name = this.options.name;
    input.value = value;
    input.addEventListener('change', () => this.options.onChange());
    const count = document.createElement('span');
    count.className = 'search-filter-count';
    label.append(input, ` ${this.options.label(value)} `, count);
    row.append(label);
    this.list.append(row);
    return { row, input, count };
  }
}
