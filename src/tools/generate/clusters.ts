import type { Random } from './random.ts';
import { shuffled } from './random.ts';
import { PHENOMENA, PROCESSES, SUBJECTS } from './words.ts';

/** Cluster names of the reference collection's kind; a corpus uses the first few it needs (at most 90). */
const CLUSTER_NAMES = [
  'Conversational Grounding',
  'Sycophancy and Face-Saving',
  'Reward Modeling',
  'Alignment Tax',
  'Emotional Support',
  'Therapy Chatbots',
  'Multi-Turn Reliability',
  'Calibration and Uncertainty',
  'Truthfulness',
  'Persona and Identity',
  'User Simulation',
  'Clarifying Questions',
  'Theory of Mind',
  'Pragmatics',
  'Lexical Alignment',
  'Trust and Reliance',
  'Distributed Cognition',
  'Epistemic Inflation',
  'Persuasion',
  'Argumentation',
  'Moral Reasoning',
  'Value Pluralism',
  'Personalization',
  'Memory and Continuity',
  'Long Context',
  'Retrieval Augmentation',
  'Tool Use',
  'Agents and Planning',
  'Chain of Thought',
  'Reasoning Faithfulness',
  'Process Supervision',
  'Test-Time Compute',
  'Self-Correction',
  'Hallucination',
  'Citation and Attribution',
  'Evaluation Validity',
  'LLM as Judge',
  'Benchmarks',
  'Red-Teaming',
  'Safety Training',
  'Refusals',
  'Deception',
  'Interpretability',
  'Activation Steering',
  'Sparse Features',
  'Emergent Abilities',
  'Scaling Laws',
  'Distillation',
  'Synthetic Data',
  'Data Quality',
  'Instruction Tuning',
  'Preference Optimization',
  'Constitutional Methods',
  'Human Feedback Semantics',
  'Rater Disagreement',
  'Multilingual Models',
  'Cultural Alignment',
  'Education and Tutoring',
  'Learner Autonomy',
  'Writing Assistance',
  'Creativity',
  'Humor',
  'Narrative',
  'Collaborative Reasoning',
  'Group Deliberation',
  'Negotiation',
  'Recommendation Dialogue',
  'Customer Support',
  'Clinical Reasoning',
  'Mental Health',
  'Companionship',
  'Anthropomorphism',
  'Social Presence',
  'Politeness',
  'Turn-Taking',
  'Backchannels',
  'Conversational Repair',
  'Common Ground',
  'Register and Style',
  'Human-Likeness',
  'Behavioral Fidelity',
  'Cognitive Offloading',
  'Automation Bias',
  'Explanation',
  'Contestability',
  'Privacy',
  'Content Moderation',
  'Misinformation',
  'Media Literacy',
  'Disembodied Orality',
] as const;

/** The most clusters a corpus has (the reference collection's count). */
export const MAX_CLUSTERS = 90;

/** A topic cluster with the vocabulary its pages lean on (so pages of one cluster read alike). */
export interface ClusterTopic {
  name: string;
  subjects: readonly string[];
  processes: readonly string[];
  phenomena: readonly string[];
}

/** How many clusters a corpus of `pages` pages has: about one per 165 pages, from 2 up to 90. */
export function clusterCount(pages: number): number {
  return Math.max(2, Math.min(MAX_CLUSTERS, Math.round(pages / 165)));
}

/** Takes a count and a random source and returns that many clusters, each with its own vocabulary. */
export function makeClusters(count: number, random: Random): ClusterTopic[] {
  const names = CLUSTER_NAMES.slice(0, Math.min(count, CLUSTER_NAMES.length));
  return names.map((name) => ({
    name,
    subjects: shuffled(SUBJECTS, random).slice(0, 6),
    processes: shuffled(PROCESSES, random).slice(0, 6),
    phenomena: shuffled(PHENOMENA, random).slice(0, 10),
  }));
}
