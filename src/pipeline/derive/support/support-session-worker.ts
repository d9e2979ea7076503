// A support thread kept between a watching build's or a dev server's derivations: it answers each
// request as the support thread does, and keeps a memo of each page's support for the next
// (`support-memo.ts`), so that after a change only the pages it can reach are derived again.
import { parentPort } from 'node:worker_threads';
import { deriveSupport, type SupportRequest } from './derive-support.ts';
import type { SessionAnswer } from './support-session.ts';
import { loadLanguage } from './language.ts';
import { SupportMemo } from './support-memo.ts';
import { receiveRequests } from '../sliced-request.ts';

const language = loadLanguage();
const memo = new SupportMemo();
receiveRequests<SupportRequest>(parentPort, (request): SessionAnswer => ({ support: deriveSupport(request, language, memo), counts: memo.takeCounts() }));
