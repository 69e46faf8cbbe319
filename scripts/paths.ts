/**
 * `npm run paths`: writes the paths every machine's model test walks to docs/paths/, as test
 * plans a person follows by hand, as data, and a coverage table.
 */
import { pathDocs } from './path-docs';
import { writeDocs } from './write-docs';

writeDocs('docs/paths', await pathDocs());
