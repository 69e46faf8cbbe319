// The parts of NLP.js (plain JavaScript, no typings of its own) that the analyst's
// understanding uses: server/analysis/analyst/understanding/.

declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
    get(name: string, settings?: unknown): unknown;
  }
  export function containerBootstrap(settings?: unknown): Promise<Container>;
}

declare module '@nlpjs/nlp' {
  import type { Container } from '@nlpjs/core';
  export interface NlpClassification {
    intent: string;
    score: number;
  }
  export interface NlpResult {
    intent: string;
    score: number;
    classifications: NlpClassification[];
  }
  export class Nlp {
    constructor(settings: Record<string, unknown> & { container: Container });
    addLanguage(locale: string | string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}

declare module '@nlpjs/ner' {
  export interface NerEntity {
    start: number;
    end: number;
    entity: string;
    option?: string;
    accuracy: number;
    sourceText: string;
    utteranceText: string;
  }
  export class Ner {
    constructor(settings?: { threshold?: number });
    addRuleOptionTexts(locale: string, name: string, option: string, texts: string[]): void;
    process(input: { locale: string; text: string }): Promise<{ entities: NerEntity[] }>;
  }
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
  export class StopwordsEn {
    isStopword(token: string): boolean;
  }
}

declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
  export class StopwordsEs {
    isStopword(token: string): boolean;
  }
}
