// A ranking thread: ranks the similarity request it is sent while the main thread renders the
// pages' bodies, and answers with the rankings.
import { parentPort } from 'node:worker_threads';
import { rankSimilarity, type SimilarityRequest } from './similarity.ts';

parentPort?.once('message', (request: SimilarityRequest) => {
  parentPort?.postMessage(rankSimilarity(request));
});
