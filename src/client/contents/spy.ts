// Marks the entry of a page's contents whose section is being read (`aria-current="location"`),
// and keeps that entry in view inside the rail when the rail scrolls on its own.

/** Makes one contents list (`[data-contents]`) follow the reading position. */
export function followReading(nav: HTMLElement): void {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const targets = links
    .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((entry): entry is { link: HTMLAnchorElement; heading: HTMLElement } => entry.heading !== null);
  if (targets.length === 0) return;
  const visible = new Set<Element>();
  let current: HTMLAnchorElement | undefined;
  const mark = (): void => {
    // The last heading above the reading line: the first visible one, else the one scrolled past.
    let chosen = targets.find((t) => visible.has(t.heading));
    if (!chosen) {
      const line = window.innerHeight * 0.25;
      chosen = [...targets].reverse().find((t) => t.heading.getBoundingClientRect().top < line);
    }
    const link = chosen?.link;
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
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      mark();
    },
    // The top part of the window: a heading there starts the section being read.
    { rootMargin: '0px 0px -60% 0px' },
  );
  for (const target of targets) observer.observe(target.heading);
}

for (const nav of document.querySelectorAll<HTMLElement>('[data-contents]')) followReading(nav);
