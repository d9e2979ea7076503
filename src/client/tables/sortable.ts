// Sorting of the tables bases and Dataview queries render (`table[data-sortable]`): each column
// heading becomes a button; pressing it (by pointer, Enter or Space) sorts the rows by that
// column's values (`data-value` of each cell: numbers and dates as numbers, the rest as text),
// ascending, then descending, and says so with `aria-sort`. Without the script, the table reads
// in the order the build gave it.

const collator = new Intl.Collator(document.documentElement.lang || undefined, { numeric: true, sensitivity: 'base' });

/** The value a cell sorts by. */
function cellValue(row: HTMLTableRowElement, column: number): string {
  return row.cells[column]?.dataset['value'] ?? row.cells[column]?.textContent ?? '';
}

/** Sorts the body's rows by `column`, ascending or descending; empty cells stay last. */
function sortRows(body: HTMLTableSectionElement, column: number, ascending: boolean): void {
  const rows = [...body.rows];
  const numeric = rows.every((r) => {
    const v = cellValue(r, column);
    return v === '' || !Number.isNaN(Number(v));
  });
  rows.sort((a, b) => {
    const x = cellValue(a, column);
    const y = cellValue(b, column);
    if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
    const order = numeric ? Number(x) - Number(y) : collator.compare(x, y);
    return ascending ? order : -order;
  });
  body.append(...rows);
}

function enhance(table: HTMLTableElement): void {
  const body = table.tBodies[0];
  const headings = table.tHead?.rows[0]?.cells;
  if (body === undefined || headings === undefined || body.rows.length < 2) return;
  [...headings].forEach((heading, column) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sort-button';
    button.append(...heading.childNodes);
    heading.append(button);
    button.addEventListener('click', () => {
      const ascending = heading.getAttribute('aria-sort') !== 'ascending';
      for (const other of headings) other.removeAttribute('aria-sort');
      heading.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      sortRows(body, column, ascending);
    });
  });
}

for (const table of document.querySelectorAll<HTMLTableElement>('table[data-sortable]')) enhance(table);
