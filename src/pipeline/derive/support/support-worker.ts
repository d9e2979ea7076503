// A support thread: compares the citations of the request it is sent (whole, or in slices: see
// `sliced-request.ts`) with their notes while the main thread renders the pages' bodies, and
// answers with each page's support.
import { parentPort } from 'node:worker_threads';
import { deriveSupport, type SupportRequest } from './derive-support.ts';
import { loadLanguage } from './language.ts';
import { receiveRequest } from '../sliced-request.ts';

// The thread serves one request, so it loads the language model once, for that build, as soon as
// it starts: a thread started ahead of its request has the model ready when the request comes.
const language = loadLanguage();
receiveRequest<SupportRequest>(parentPort, (request) => deriveSupport(request, language));
