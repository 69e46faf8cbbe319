/**
 * `npm run statecharts`: writes every machine of machines/ as a Mermaid state diagram and as
 * JSON for the Stately editor under docs/statecharts/, so anyone can look at the flows.
 */
import { statechartDocs } from './statechart-docs';
import { writeDocs } from './write-docs';

writeDocs('docs/statecharts', await statechartDocs());
