// Prints the builtin analyst's replies to messages on the bench's matches, as a fan reads them:
//   npx tsx scripts/try-answer.ts "A|en|who wins and how many goals?" "L|es|¿y ahora?"
// A message may carry earlier ones of its chat: "A|en|did arsenal win last time?>>and chelsea?".

import { benchFacts } from '../bench/analyst/match-facts';
import type { MatchKey } from '../bench/analyst/question-set';
import type { Language } from '../contracts/language';
import { builtinAnalyst } from '../server/analysis/analyst/builtin/builtin-analyst';
import { createUnderstander } from '../server/analysis/analyst/understanding/understand';

const analyst = builtinAnalyst(await createUnderstander(), {
  log: { warn: (details, message) => console.log(`   [warn] ${message}`, JSON.stringify(details)) },
});
for (const line of process.argv.slice(2)) {
  const [match, language, chat] = line.split('|') as [MatchKey, Language, string];
  const messages = chat.split('>>');
  const question = messages.pop() as string;
  const answer = await analyst.answer({
    facts: benchFacts(match),
    question,
    language,
    history: messages.map((content) => ({ role: 'user' as const, content, language })),
    signal: new AbortController().signal,
  });
  let text = '';
  for await (const chunk of answer.chunks) text += chunk;
  console.log(`${match} «${chat}»\n   ${text}\n`);
}
