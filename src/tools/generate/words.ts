/**
 * Word banks for the synthetic corpus, in the register of the reference collection (research on
 * how language models converse, reason and are trained). No digits anywhere: every figure in a
 * generated page is placed on purpose (see `figures.ts`), so the integrity check sees only those.
 */

/** Plural subjects: what a question is about ("Why do <subjects> …"). */
export const SUBJECTS = [
  'language models', 'RLHF-trained assistants', 'reward models', 'chat assistants', 'therapy chatbots',
  'instruction-tuned models', 'reasoning models', 'user simulators', 'retrieval-augmented systems',
  'dialogue agents', 'preference-tuned models', 'small open models', 'multimodal assistants',
  'code assistants', 'tutoring systems', 'recommender agents', 'LLM judges', 'persona-conditioned models',
  'agentic pipelines', 'safety-tuned models', 'distilled students', 'long-context models', 'voice assistants',
  'multilingual models', 'moderation classifiers', 'autonomous agents', 'writing assistants',
  'search assistants', 'clinical chatbots', 'companion apps', 'negotiation agents', 'debate systems',
  'summarization models', 'translation systems', 'planning agents', 'frontier models', 'base models',
  'fine-tuned critics', 'embodied agents', 'customer-support bots',
] as const;

/** Singular processes and interventions ("Does <process> …"). */
export const PROCESSES = [
  'preference optimization', 'warmth training', 'instruction tuning', 'reinforcement learning from human feedback',
  'chain-of-thought prompting', 'self-consistency decoding', 'persona conditioning', 'reward shaping',
  'constitutional training', 'direct preference optimization', 'supervised fine-tuning', 'retrieval augmentation',
  'multi-turn reward modeling', 'curriculum sampling', 'model distillation', 'adversarial red-teaming',
  'calibration training', 'context compression', 'tool use', 'self-critique', 'debate between models',
  'uncertainty prompting', 'memory summarization', 'role-play fine-tuning', 'verifier-guided search',
  'process supervision', 'length penalization', 'safety filtering', 'human rating', 'emotion-aware reward',
  'sparse autoencoder steering', 'activation patching', 'synthetic data generation', 'rejection sampling',
  'majority voting', 'test-time scaling', 'prompt ensembling', 'speculative decoding', 'model merging',
  'reward model ensembling',
] as const;

/** Verbs as `[base, third person, past participle]`. */
export const VERBS: readonly (readonly [string, string, string])[] = [
  ['erode', 'erodes', 'eroded'], ['amplify', 'amplifies', 'amplified'], ['suppress', 'suppresses', 'suppressed'],
  ['distort', 'distorts', 'distorted'], ['mask', 'masks', 'masked'], ['undermine', 'undermines', 'undermined'],
  ['restore', 'restores', 'restored'], ['stabilize', 'stabilizes', 'stabilized'], ['inflate', 'inflates', 'inflated'],
  ['flatten', 'flattens', 'flattened'], ['trade away', 'trades away', 'traded away'], ['sharpen', 'sharpens', 'sharpened'],
  ['hide', 'hides', 'hidden'], ['reshape', 'reshapes', 'reshaped'], ['weaken', 'weakens', 'weakened'],
  ['improve', 'improves', 'improved'], ['destabilize', 'destabilizes', 'destabilized'], ['reward', 'rewards', 'rewarded'],
  ['penalize', 'penalizes', 'penalized'], ['overstate', 'overstates', 'overstated'], ['predict', 'predicts', 'predicted'],
  ['explain', 'explains', 'explained'], ['recover', 'recovers', 'recovered'], ['degrade', 'degrades', 'degraded'],
  ['bias', 'biases', 'biased'], ['neglect', 'neglects', 'neglected'], ['mimic', 'mimics', 'mimicked'],
  ['conflate', 'conflates', 'conflated'], ['favour', 'favours', 'favoured'], ['track', 'tracks', 'tracked'],
  ['collapse', 'collapses', 'collapsed'], ['unlock', 'unlocks', 'unlocked'], ['narrow', 'narrows', 'narrowed'],
  ['reinforce', 'reinforces', 'reinforced'], ['disrupt', 'disrupts', 'disrupted'],
];

/** Phenomena: the objects of questions and claims. */
export const PHENOMENA = [
  'conversational grounding', 'clarifying questions', 'calibrated confidence', 'factual reliability', 'user trust',
  'emotional attunement', 'lexical entrainment', 'face-saving behavior', 'sycophantic agreement',
  'persona consistency', 'long-horizon planning', 'intent discovery', 'reasoning faithfulness', 'answer diversity',
  'epistemic humility', 'disagreement handling', 'topic hand-off', 'repair after misunderstanding', 'stance-taking',
  'honest uncertainty', 'refusal boundaries', 'source attribution', 'multi-turn coherence', 'perspective-taking',
  'moral reasoning', 'creative range', 'explanation quality', 'hallucination rates', 'belief updating',
  'instruction following', 'tone matching', 'self-correction', 'reward hacking', 'evaluation validity',
  'human-likeness', 'register switching', 'knowledge recall', 'error acknowledgement', 'social accommodation',
  'goal tracking', 'theory of mind', 'causal reasoning', 'counterfactual thinking', 'argument quality',
  'persuasion resistance', 'value pluralism', 'cultural sensitivity', 'privacy judgement', 'tool selection',
  'plan revision', 'memory consistency', 'citation accuracy', 'reading comprehension', 'mathematical rigor',
  'code correctness', 'safety compliance', 'deceptive alignment', 'truthful reporting', 'opinion diversity',
  'rapport building', 'turn-taking', 'backchannel signals', 'common ground', 'politeness strategies',
  'humor appreciation', 'narrative coherence', 'analogy making', 'abstraction ability', 'compositional generalization',
  'out-of-distribution robustness', 'feedback uptake', 'preference stability', 'motivational support',
  'therapeutic alliance', 'learner autonomy', 'collaborative reasoning', 'shared attention', 'conversational repair',
  'proactive engagement', 'contextual integrity',
] as const;

/** Qualifiers that end a question; the empty string leaves the question bare. */
export const CONTEXTS = [
  '', '', '', 'in multi-turn dialogue', 'under user pressure', 'in clinical conversations', 'across languages',
  'in tutoring sessions', 'at scale', 'in long conversations', 'when users are wrong', 'in open-ended chat',
  'during disagreement', 'in agentic tasks', 'for vulnerable users', 'without human raters', 'in low-resource settings',
  'on hard questions', 'after deployment', 'in group discussions', 'under distribution shift', 'in negotiation',
  'with expert users', 'in creative writing', 'during code review', 'in customer support', 'across model families',
] as const;

/** Adjectives for "is X … ?" questions and for reasons. */
export const ADJECTIVES = [
  'structural', 'reversible', 'measurable', 'overstated', 'inevitable', 'domain-specific', 'learnable',
  'superficial', 'persistent', 'hidden', 'predictable', 'fragile', 'robust', 'transferable', 'emergent',
] as const;

/** Who a finding comes from, opening a claim sentence. */
export const STUDY_OPENERS = [
  'Across model families,', 'A controlled comparison shows that', 'One benchmark study finds that',
  'Behavioral probes reveal that', 'Large-scale log analysis shows that', 'A preregistered experiment found that',
  'Ablations suggest that', 'Human evaluation confirms that', 'Internal probes indicate that',
  'A replication across open models shows that', 'Field data from deployed systems suggest that',
] as const;

/** Nouns that counts are counts of. */
export const COUNT_NOUNS = [
  'conversations', 'participants', 'dialogues', 'annotated turns', 'prompts', 'users', 'transcripts',
  'model responses', 'preference pairs', 'sessions', 'questions', 'raters',
] as const;

/** Labels that open a paragraph of a note's body, as in the reference notes. */
export const NOTE_LABELS = [
  'Clinical domain evidence', 'Mechanism', 'Counter-evidence', 'Scope', 'Open question', 'Value-theoretic reframe',
  'Persona distortion', 'Large-scale behavioral evidence', 'User feedback semantics gap', 'Next-turn reward as mechanism',
  'Measurement caveat', 'Design implication', 'Historical parallel', 'Failure mode', 'Boundary condition',
  'Replication status', 'Cross-domain echo', 'Practical consequence',
] as const;

/** Surnames and initials for paper authors. */
export const SURNAMES = [
  'Shaikh', 'Laban', 'Wen', 'Chiu', 'Sharma', 'Ibrahim', 'Tan', 'Kim', 'Nguyen', 'Garcia', 'Müller', 'Rossi',
  'Okafor', 'Haddad', 'Kowalski', 'Andersson', 'Silva', 'Petrov', 'Yamada', 'Chen', 'Patel', 'Cohen', 'Dubois',
  'Novak', 'Ahmed', 'Lindqvist', 'Moreau', 'Santos', 'Becker', 'Ivanova', 'Zhang', 'Li', 'Wang', 'Park', 'Ali',
  'Fischer', 'Costa', 'Jensen', 'Horvath', "O'Neill",
] as const;
export const GIVEN_INITIALS = ['A.', 'B.', 'C.', 'D.', 'E.', 'F.', 'H.', 'J.', 'K.', 'L.', 'M.', 'N.', 'P.', 'R.', 'S.', 'T.', 'Y.', 'Z.'] as const;

/** Venues, for the papers that name one. */
export const VENUES = ['ACL', 'EMNLP', 'NAACL', 'NeurIPS', 'ICLR', 'ICML', 'CHI', 'FAccT', 'TACL', 'COLM', 'CSCW', 'AAAI'] as const;

/** Free tags. */
export const TAGS = [
  'alignment', 'rlhf', 'dialogue', 'evaluation', 'sycophancy', 'grounding', 'empathy', 'calibration', 'agents',
  'reasoning', 'safety', 'interpretability', 'pragmatics', 'hci', 'education', 'mental-health', 'persuasion',
  'benchmarks', 'fine-tuning', 'reward-modeling', 'multilingual', 'memory', 'retrieval', 'theory-of-mind',
  'creativity', 'trust', 'epistemics', 'simulation', 'personalization', 'moderation',
] as const;
