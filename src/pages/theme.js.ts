// `/theme.js`: the classic script the page's head loads before anything is drawn, applying the
// reader's stored theme and reader mode (src/client/theme/early.ts). Written from the typed
// function's own text, so what is tested is what is shipped; reading `localStorage` itself throws
// where storage is refused, hence the outer `try`.
import type { APIRoute } from 'astro';
import { applyStoredLook } from '../client/theme/early.ts';

export const GET: APIRoute = () =>
  new Response(`try {\n  (${applyStoredLook.toString()})(document.documentElement, localStorage);\n} catch {}\n`, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
