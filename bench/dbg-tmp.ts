import { clubModuleNames } from '../server/analysis/analyst/understanding/entities';
import { MATCHES } from './analyst/question-set';
for (const [k, m] of Object.entries(MATCHES)) for (const t of [m.home, m.away]) console.log(k, t, clubModuleNames.namesOf(t, 'es').filter(n => /^[a-zñ]+$/i.test(n) && n.length <= 5).join(','), '|', clubModuleNames.namesOf(t, 'en').filter(n => /^[a-z]+$/i.test(n) && n.length <= 5).join(','));
