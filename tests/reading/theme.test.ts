// The stored theme and reader mode applied before the first paint (src/client/theme/early.ts), as
// the shipped /theme.js runs it: on its own, with nothing from the module around it.
import { describe, expect, it } from 'vitest';
import { applyStoredLook, READER_KEY, THEME_KEY } from '../../src/client/theme/early.ts';
import { GET } from '../../src/pages/theme.js.ts';

function storage(values: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null };
}

function root(): { dataset: Record<string, string> } {
  return { dataset: {} };
}

async function shippedScript(): Promise<string> {
  return (await GET({} as Parameters<typeof GET>[0])).text();
}

describe('the stored look', () => {
  it('sets the chosen theme and reader mode, and nothing for the system scheme or a value it does not know', () => {
    const dark = root();
    applyStoredLook(dark as unknown as HTMLElement, storage({ [THEME_KEY]: 'dark', [READER_KEY]: 'on' }));
    expect(dark.dataset).toEqual({ theme: 'dark', reader: 'on' });
    const system = root();
    applyStoredLook(system as unknown as HTMLElement, storage({ [THEME_KEY]: 'sepia' }));
    expect(system.dataset).toEqual({});
  });

  it('leaves the page as it is when storage refuses to be read', () => {
    const page = root();
    applyStoredLook(page as unknown as HTMLElement, {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(page.dataset).toEqual({});
  });

  it('ships as a classic script that runs on its own, and keeps the page as it is where storage throws', async () => {
    const text = await shippedScript();
    expect(text).not.toMatch(/\bimport\b|\bexport\b/);
    const page = root();
    new Function('document', 'localStorage', text)({ documentElement: page }, storage({ [THEME_KEY]: 'light' }));
    expect(page.dataset).toEqual({ theme: 'light' });
    const refused = root();
    const throwing = Object.defineProperty({}, 'getItem', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(() => new Function('document', 'localStorage', text)({ documentElement: refused }, throwing)).not.toThrow();
  });
});
