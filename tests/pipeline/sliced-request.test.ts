// A thread's request sent in slices, one per turn of the event loop: the thread answers what the
// whole request gives, the sending thread runs other work between two slices, and a stop ends the
// sending.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { InTurns, startThread } from '../../src/pipeline/node-typescript.ts';
import { rankSimilarity, type SimilarityRankings, type SimilarityRequest, type SimilaritySubject } from '../../src/pipeline/derive/similarity.ts';
import { receiveRequest, requestSlices } from '../../src/pipeline/derive/sliced-request.ts';
import type { Slug } from '../../src/schemas/brand.ts';

const TOPICS = ['sleep and memory consolidation', 'river sediment transport', 'protein folding energy', 'urban heat islands'];

/** Forty notes over four topics, each asking for similar notes: enough for several slices of ten. */
function request(): SimilarityRequest {
  const subjects = Array.from({ length: 40 }, (_, i): SimilaritySubject => {
    const topic = TOPICS[i % TOPICS.length] ?? '';
    return {
      slug: `note-${i}` as Slug,
      fields: [
        { text: `${topic} study ${i}`, weight: 3 },
        { text: `A finding about ${topic}, measured in trial ${i}.`, weight: 1 },
      ],
      asks: ['similar'],
      foundIn: 'similar',
      linked: [],
      listedPapers: [],
      next: [],
    };
  });
  return { subjects, options: { similarNotes: 3, similarLines: 5, computedPapers: 8, index: {} } };
}

const SIMILARITY_WORKER = new URL('../../src/pipeline/derive/similarity-worker.ts', import.meta.url);

describe('requestSlices and receiveRequest', () => {
  it('put a request back together from its slices: lists in order, empty lists, other fields', async () => {
    const sent = { notes: [1, 2, 3, 4, 5], citing: [] as number[], options: { depth: 2 } };
    const slices = [...requestSlices(sent, 2)];
    // Three slices of notes, one (empty) of citing, the last with the other fields.
    expect(slices).toHaveLength(5);
    const { port1, port2 } = new MessageChannel();
    const answered = new Promise<unknown>((resolve) => port1.once('message', resolve));
    receiveRequest<typeof sent>(port2, (got) => got);
    for (const slice of slices) port1.postMessage(slice);
    expect(await answered).toEqual(sent);
    port1.close();
  });

  it('take a request sent whole as it is', async () => {
    const sent = request();
    const { port1, port2 } = new MessageChannel();
    const answered = new Promise<unknown>((resolve) => port1.once('message', resolve));
    receiveRequest<SimilarityRequest>(port2, (got) => got.subjects.length);
    port1.postMessage(sent);
    expect(await answered).toBe(40);
    port1.close();
  });
});

describe('a thread asked in turns', () => {
  it('answers what the whole request gives, the sending thread running other work between two slices', async () => {
    const sent = request();
    let turns = 0;
    let sending = true;
    const count = async (): Promise<void> => {
      while (sending) {
        turns++;
        await nextTurn();
      }
    };
    const counting = count();
    const turnsAtEach: number[] = [];
    function* watched(): Generator<unknown> {
      for (const slice of requestSlices(sent, 10)) {
        turnsAtEach.push(turns);
        yield slice;
      }
    }
    const answer = await startThread<SimilarityRankings>(SIMILARITY_WORKER, 'similarity').ask(new InTurns(watched()));
    sending = false;
    await counting;
    expect(answer.rankings).toEqual(rankSimilarity(sent).rankings);
    expect([...answer.rankings.values()].filter((ranking) => (ranking.similar?.length ?? 0) > 0)).toHaveLength(40);
    expect(turnsAtEach).toHaveLength(5);
    // Other work ran between every two slices.
    for (let i = 1; i < turnsAtEach.length; i++) expect(turnsAtEach[i]).toBeGreaterThan(turnsAtEach[i - 1] ?? Number.POSITIVE_INFINITY);
  });

  it('stops sending when the signal aborts, and rejects with its reason', async () => {
    const stop = new AbortController();
    let taken = 0;
    function* watched(): Generator<unknown> {
      for (const slice of requestSlices(request(), 10)) {
        taken++;
        if (taken === 2) stop.abort(new Error('a newer change'));
        yield slice;
      }
    }
    const asked = startThread<SimilarityRankings>(SIMILARITY_WORKER, 'similarity').ask(new InTurns(watched()), stop.signal);
    await expect(asked).rejects.toThrow('a newer change');
    expect(taken).toBe(2);
  });
});
