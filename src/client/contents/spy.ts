// Marks the entry of a page's contents whose section is being read (`aria-current="location"`),
// and keeps that entry in view inside the rail when the rail scrolls on its own. Reads only what
// the IntersectionObserver reports, never the layout, so a long page pays nothing while it loads.

/** Makes one contents list (`[data-contents]`) follow the reading position. */
export function followReading(nav: HTMLElement): void {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const targets = links
    .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((entry): entry is { link: HTMLAnchorElement; heading: HTMLElement } => entry.heading !== null);
  if (targets.length === 0) return;
  const order = new Map(targets.map((t, k) => [t.heading as Element, k]));
  // The headings above the reading line (40% down the window): the last of them starts the
  // section being read. A root stretched far above the window makes "above the line" an
  // intersection, so every heading that crosses the line, however far a jump goes, is reported.
  const above = new Set<number>();
  let current: HTMLAnchorElement | undefined;
  const mark = (): void => {
    const link = above.size > 0 ? targets[Math.max(...above)]?.link : undefined;
    if (link === current) return;
    current?.removeAttribute('aria-current');
    current = link;
    if (!link) return;
    link.setAttribute('aria-current', 'location');
    const box = nav.closest<HTMLElement>('.rail');
    if (box && box.scrollHeight > box.clientHeight) {
      const top = link.offsetTop - box.offsetTop;
      if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - 40) box.scrollTo({ top: top - box.clientHeight / 2 });
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const k = order.get(entry.target);
        if (k === undefined) continue;
        if (entry.isIntersecting) above.add(k);
        else above.delete(k);
      }
      mark();
    },
    { rootMargin: '1000000px 0px -60% 0px' },
  );
  for (const target of targets) observer.observe(target.heading);
}

for (const nav of document.querySelectorAll<HTMLElement>('[data-contents]')) followReading(nav);
