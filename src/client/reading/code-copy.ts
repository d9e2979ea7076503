/**
 * A copy button on every code block of the page (src/pipeline/render/code-block.ts): a real
 * `<button>`, so Tab reaches it and Enter or Space copies. The block's code goes to the clipboard
 * as written (line numbers are generated content, not text); where the browser refuses the
 * clipboard (a page not served over HTTPS), the code is selected for the reader to copy.
 */
import type { Ui } from '../../core/i18n/format-core.ts';
import readingWords from 'virtual:research-notes/words/reading';
import { pageWords } from '../page-words.ts';

/** How long the button says "Copied". */
const SAID_MS = 2000;

function addButton(block: HTMLElement, status: HTMLElement, words: Ui): void {
  const code = block.querySelector('pre.code code');
  if (!(code instanceof HTMLElement)) return;
  let head = block.querySelector('.code-head');
  if (!(head instanceof HTMLElement)) {
    head = document.createElement('div');
    head.className = 'code-head';
    block.prepend(head);
  }
  const named = head.querySelector('.code-title')?.textContent ?? head.querySelector('.code-lang')?.textContent;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'code-copy';
  button.textContent = words.t('code.copy');
  button.setAttribute('aria-label', named ? `${words.t('code.copyCode')}: ${named}` : words.t('code.copyCode'));
  let timer: number | undefined;
  button.addEventListener('click', () => {
    // The button shows "Copied" only when the code was copied; the live region says either outcome.
    const say = (message: string, copied: boolean): void => {
      button.textContent = copied ? words.t('code.copied') : words.t('code.copy');
      status.textContent = message;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        button.textContent = words.t('code.copy');
        status.textContent = '';
      }, SAID_MS);
    };
    navigator.clipboard.writeText(code.textContent ?? '').then(
      () => say(words.t('code.copied'), true),
      () => {
        window.getSelection()?.selectAllChildren(code);
        say(words.t('code.selected'), false);
      },
    );
  });
  head.append(button);
}

const blocks = document.querySelectorAll<HTMLElement>('.code-block');
if (blocks.length > 0) {
  // One polite live region says what a press did, for readers who do not see the button change.
  const status = document.createElement('span');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  document.body.append(status);
  const words = pageWords(readingWords);
  for (const block of blocks) addButton(block, status, words);
}
