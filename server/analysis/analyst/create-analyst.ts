import type { Config } from '../../config';
import type { Analyst } from './analyst';
import { builtinAnalyst } from './builtin/builtin-analyst';
import { type OpenAiAnalystOptions, openAiAnalyst } from './openai-analyst';
import { createUnderstander, type Understander } from './understanding/understand';

let shared: Promise<Understander> | undefined;

/** The understanding, trained once per process (about half a second of CPU) on first use:
 * every app instance in the process (tests build many) shares it, it keeps no state. */
export function sharedUnderstander(): Promise<Understander> {
  shared ??= createUnderstander();
  return shared;
}

/** The analyst the settings ask for (config.ts has already checked openai's settings). */
export async function createAnalyst(
  config: Pick<Config, 'analyst' | 'llmBaseUrl' | 'llmApiKey' | 'llmModel' | 'llmTimeoutMs'>,
  log?: OpenAiAnalystOptions['log'],
): Promise<Analyst> {
  if (config.analyst === 'openai' && config.llmBaseUrl && config.llmModel) {
    return openAiAnalyst({
      baseUrl: config.llmBaseUrl,
      apiKey: config.llmApiKey,
      model: config.llmModel,
      timeoutMs: config.llmTimeoutMs,
      understander: await sharedUnderstander(),
      log,
    });
  }
  return builtinAnalyst(await sharedUnderstander(), { log });
}
