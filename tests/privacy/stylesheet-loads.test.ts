// A vault's publish.css never makes a reader's browser fetch from elsewhere: every spelling of a
// URL-taking function (escaped, any case, through a custom property) and every loading at-rule (in
// any case, escaped) is left out, with a line naming it; what loads nothing is kept.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCss } from '../../src/views/stylesheet-loads.ts';
import { safeStylesheet } from '../../src/views/vault-stylesheet.ts';

const HOST = 'tracker.example';

/** One character of an identifier in any of the ways CSS lets it be written: itself in either case, a hex escape (with or without its space), a character escape. */
const spelledChar = (c: string) =>
  fc.constantFrom(
    c,
    c.toUpperCase(),
    `\\${c.codePointAt(0)?.toString(16)} `,
    `\\${c.codePointAt(0)?.toString(16).padStart(6, '0')}`,
    `\\${c.toUpperCase().codePointAt(0)?.toString(16).toUpperCase()} `,
    /[0-9a-f]/i.test(c) ? c : `\\${c}`,
  );
const spelled = (word: string) => fc.tuple(...[...word].map(spelledChar)).map((parts) => parts.join(''));

const FUNCTIONS = ['url', 'src', 'image', 'image-set', '-webkit-image-set', 'cross-fade'];
const PROPERTIES = ['background', 'background-image', 'list-style', 'cursor', 'mask-image', 'border-image', 'content', '--picture'];
const AT_RULES = ['import', 'font-face', 'namespace'];

describe('publish.css made safe', () => {
  it('leaves out every declaration holding a URL-taking function, however it is escaped or cased, custom properties too', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FUNCTIONS).chain(spelled), fc.constantFrom(...PROPERTIES), fc.constantFrom('"', "'", ''), (fn, prop, quote) => {
        const css = `.kept { color: red; }\n.a {\n  ${prop}: ${fn}(${quote}https://${HOST}/p.png${quote});\n  margin: 0;\n}\n.b { background: var(--picture); }\n`;
        const safe = safeStylesheet(css, 'publish.css');
        expect(safe.css, css).not.toContain(HOST);
        expect(safe.css).toContain('color: red');
        expect(safe.css).toContain('margin: 0');
        expect(safe.dropped).toEqual([`publish.css:3: ${prop} left out (its value loads a file, which the site's Content-Security-Policy blocks)`]);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out @import, @font-face and @namespace in any case and escaped', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AT_RULES).chain(spelled), (name) => {
        const body = decodeCss(name) === 'font-face' ? `{ font-family: X; src: local(X); }` : `"https://${HOST}/x.css";`;
        const css = `@${name} ${body}\n.kept { color: blue; }\n`;
        const safe = safeStylesheet(css, 'publish.css');
        // PostCSS reads no escape at an at-rule's start (`@\\69mport`): such a file is left out whole, naming it.
        if (/^@\\/.test(css)) {
          expect(safe).toEqual({ css: '', dropped: [expect.stringMatching(/^publish\.css:1: is not a stylesheet the site can read .*all of it is left out/)] });
          return;
        }
        expect(safe.css, css).not.toMatch(new RegExp(`${HOST}|@`));
        expect(safe.css).toContain('color: blue');
        expect(safe.dropped).toHaveLength(1);
        expect(safe.dropped[0]).toMatch(/^publish\.css:1: @.* left out/);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['u\\72 l(', 'url('],
    ['\\75rl(', 'url('],
    ['u\\rl(', 'url('],
    ['U\\000052L(', 'url('],
    ['\\@IMPORT', '@import'],
    ['im/* a comment */age-set(', 'image-set('],
  ])('decodes %s as a browser reads it: %s', (written, read) => {
    expect(decodeCss(written)).toBe(read);
  });

  it('keeps what loads nothing, even where a word looks like a function', () => {
    const css = '.a { font-family: "url"; grid-template-areas: "src image"; color: rgb(0 0 0); }\n@media (min-width: 40em) { .b { color: red } }\n';
    const safe = safeStylesheet(css, 'publish.css');
    expect(safe.dropped).toEqual([]);
    expect(safe.css).toBe(css);
  });

  it('serves the hostile fixture stylesheet as its expected output, every loading rule named at its line', () => {
    const folder = fileURLToPath(new URL('../fixtures/hostile-stylesheet/', import.meta.url));
    const read = (name: string) => readFileSync(`${folder}${name}`, 'utf8');
    const safe = safeStylesheet(read('publish.css'), 'publish.css', { scope: true });
    expect(safe.css).not.toMatch(/\.example/);
    expect(safe.css).toBe(read('expected.css'));
    expect(safe.dropped.join('\n')).toBe(read('expected-dropped.txt').trimEnd());
  });
});
