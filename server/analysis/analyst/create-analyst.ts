import type { Config } from '../../config';
import type { Analyst } from './analyst';
import { builtinAnalyst } from './builtin-analyst';
import { type OpenAiAnalystOptions, openAiAnalyst } from './openai-analyst';

/** The analyst the settings ask for (config.ts has already checked openai's settings). */
export function createAnalyst(
  config: Pick<Config, 'analyst' | 'llmBaseUrl' | 'llmApiKey' | 'llmModel' | 'llmTimeoutMs'>,
  log?: OpenAiAnalystOptions['log'],
): Analyst {
  if (config.analyst === 'openai' && config.llmBaseUrl && config.llmModel) {
    return openAiAnalyst({
      baseUrl: config.llmBaseUrl,
      apiKey: config.llmApiKey,
      model: config.llmModel,
      timeoutMs: config.llmTimeoutMs,
      log,
    });
  }
  return builtinAnalyst();
}
