/** The parts of nlp.js (v4) Sofia's intent classifier uses; the packages ship no types. */
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
    get<T = unknown>(name: string): T;
    registerConfiguration(tag: string, configuration: Record<string, unknown>, overwrite?: boolean): void;
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<Container>;
}

declare module '@nlpjs/nlp' {
  export interface NlpResult {
    intent: string;
    score: number;
    classifications: { intent: string; score: number }[];
  }
  export class Nlp {
    settings: Record<string, unknown>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}

declare module '@nlpjs/lang-en' {
  export const LangEn: unknown;
}
