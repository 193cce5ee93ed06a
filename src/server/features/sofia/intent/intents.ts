import { FEELING_INTENTS } from './feeling-intents';

/**
 * The intents Sofia understands, with the example phrases the classifier trains on at start
 * (classifier.ts). The admin docs page lists them from here. Example phrases are original, in
 * the words members use; typos are left to the classifier's spell check and the fast path.
 * `off-topic` trains nlp.js's own `None` answer: what is outside Sofia's scope reads as none.
 */
export interface IntentDefinition {
  id: string;
  label: string;
  /** What Sofia does with it, in one line, for the docs page. */
  does: string;
  examples: readonly string[];
}

export const INTENTS = [
  {
    id: 'greeting',
    label: 'Greeting',
    does: 'Says hello back and asks how they are.',
    examples: ['hi', 'hello', 'hey sofia', 'good morning', 'good evening', 'hiya', 'hello there', 'hey, are you there?', 'morning sofia'],
  },
  {
    id: 'thanks',
    label: 'Thanks',
    does: 'Takes the thanks warmly and leaves the door open.',
    examples: [
      'thanks',
      'thank you',
      'thank you so much',
      'that helped, thanks',
      'cheers',
      'thanks sofia',
      'I appreciate it',
      'that was really helpful',
      'ty',
    ],
  },
  ...FEELING_INTENTS,
  {
    id: 'breathing',
    label: 'A breathing exercise',
    does: 'Starts 4-7-8 or box breathing in the chat (the one they named, or asks which).',
    examples: [
      'can we do a breathing exercise',
      'help me breathe',
      'I want to do 4-7-8',
      'let us do box breathing',
      'breathe with me',
      'start a breathing exercise',
      'guide me through some breathing',
      'I need to calm my breathing',
      'can you do the 4 7 8 breath with me',
      'box breath please',
    ],
  },
  {
    id: 'grounding',
    label: 'Grounding',
    does: 'Starts 5-4-3 grounding in the chat.',
    examples: [
      'can we do grounding',
      'I need grounding',
      'help me ground myself',
      'the 5 4 3 thing',
      'start a grounding exercise',
      'bring me back to the present',
      'I feel far away, help me come back',
      'do the senses exercise with me',
    ],
  },
  {
    id: 'reframe',
    label: 'Reframe a thought',
    does: 'Starts the thought reframe in the chat.',
    examples: [
      'I want to reframe a thought',
      'help me challenge this thought',
      'I keep thinking I am a failure',
      'can we do a thought record',
      'I cannot shake this negative thought',
      'help me look at this differently',
      'my mind keeps telling me I am useless',
      'I want to question my thinking',
    ],
  },
  {
    id: 'check-in',
    label: 'Check in',
    does: 'Links the daily check-in, or reads back the last one.',
    examples: [
      'I want to check in',
      'daily check in',
      'log how I feel today',
      'can I record my mood',
      'how were my last check ins',
      'track my stress today',
      'start my check in',
      'record my energy and sleep',
    ],
  },
  {
    id: 'results',
    label: 'My results and SoulPrint',
    does: 'Explains their SoulPrint and audit results in plain words, with links.',
    examples: [
      'what does my soulprint mean',
      'show me my results',
      'explain my audit results',
      'what type am I',
      'tell me about my profile',
      'what did my assessment say',
      'my burnout score',
      'what is my archetype',
    ],
  },
  {
    id: 'plan',
    label: 'My plan and Edits',
    does: 'Reads where they are in their Edits and suggests the next step.',
    examples: [
      'what is next in my plan',
      'show me my edits',
      'which edit should I do',
      'where am I in my reset plan',
      'what should I work on this week',
      'continue my edit',
      'recommend an edit for me',
      'my recovery plan',
    ],
  },
  {
    id: 'journal',
    label: 'Journal',
    does: 'Links the journal, with a prompt; reads entries only with consent.',
    examples: [
      'I want to journal',
      'open my journal',
      'give me a journal prompt',
      'I want to write about my day',
      'help me write down my thoughts',
      'what should I write in my diary',
      'journal entry',
      'reflect on my week in writing',
    ],
  },
  {
    id: 'help',
    label: 'What Sofia can do',
    does: 'Lists what Sofia can help with and the exercises.',
    examples: [
      'help',
      'what can you do',
      'what can you help me with',
      'how does this work',
      'what are my options',
      'show me what you can do',
      'how can you help',
      'what should I ask you',
    ],
  },
  {
    id: 'about-sofia',
    label: 'About Sofia / is this a real person',
    does: 'Says plainly that Sofia is an AI guide, not a person or a clinician, and what that means.',
    examples: [
      'are you a real person',
      'am I talking to a human',
      'are you a bot',
      'who are you',
      'what are you',
      'are you a therapist',
      'is this an AI',
      'is someone reading this',
      'are you a robot',
      'who am I talking to',
      'is there a person behind this',
    ],
  },
  {
    id: 'medical-advice',
    label: 'Medical advice, medication or a diagnosis',
    does: 'Says plainly that Sofia cannot give medical advice or a diagnosis, points to a doctor or pharmacist, and offers what she can do.',
    examples: [
      'can you give me medical advice',
      'should I change my medication dose',
      'what dose should I take',
      'can you diagnose me',
      'is this depression',
      'do I have depression',
      'should I stop taking my antidepressants',
      'can I take more of my meds',
      'is it safe to mix my medication with alcohol',
      'do you think I have adhd',
    ],
  },
  {
    id: 'goodbye',
    label: 'Stop or goodbye',
    does: 'Says goodbye kindly; stops what is running.',
    examples: [
      'bye',
      'goodbye',
      'see you later',
      'I have to go',
      'that is all for now',
      'talk later',
      'good night',
      'I am done for today',
      'stop',
      'end the chat',
    ],
  },
  {
    id: 'off-topic',
    label: 'Off topic or nothing clear',
    does: 'Trains the classifier’s None answer: Sofia says what she can help with and searches the product’s content.',
    examples: [
      'what is the weather tomorrow',
      'who won the football',
      'write me some python code',
      'what is the capital of france',
      'tell me a recipe for lasagne',
      'how tall is mount everest',
      'what is 17 times 23',
      'recommend a film',
      'translate this into spanish',
      'what stocks should I buy',
      'when does the shop open',
      'how do I fix my car',
      'tell me a joke',
      'I do not know',
      'set a reminder for me',
    ],
  },
] as const satisfies readonly IntentDefinition[];

export type IntentId = (typeof INTENTS)[number]['id'];
/** What classifyIntent can answer: an intent Sofia acts on, or `None` (off topic or unsure). */
export type SofiaIntent = Exclude<IntentId, 'off-topic'> | 'None';
