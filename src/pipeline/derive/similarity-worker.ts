// A ranking thread: ranks the similarity request it is sent (whole, or in slices: see
// `sliced-request.ts`) while the main thread renders the pages' bodies, and answers with the rankings.
import { parentPort } from 'node:worker_threads';
import { rankSimilarity, type SimilarityRequest } from './similarity.ts';
import { receiveRequest } from './sliced-request.ts';

receiveRequest<SimilarityRequest>(parentPort, rankSimilarity);
