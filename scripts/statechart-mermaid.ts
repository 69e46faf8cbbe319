import type { AnyStateMachine, AnyStateNode } from 'xstate';

const safe = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

/** Human names for the events xstate makes up for invocations and delays. */
function eventLabel(eventType: string): string {
  const done = eventType.match(/^xstate\.done\.actor\.(.+)$/);
  if (done) return `${done[1]} done`;
  const error = eventType.match(/^xstate\.error\.actor\.(.+)$/);
  if (error) return `${error[1]} failed`;
  const after = eventType.match(/^xstate\.after\.([^.]+)\./);
  if (after) return `after ${after[1]}`;
  return eventType;
}

/** A Mermaid `stateDiagram-v2` of the machine: states, initial/final, every transition with its guard. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const visit = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.initial?.target?.[0]) {
      lines.push(`${indent}[*] --> ${safe(node.initial.target[0].id)}`);
    }
    for (const child of children) {
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}state ${safe(child.id)} {`);
        visit(child, `${indent}  `);
        lines.push(`${indent}}`);
      }
      lines.push(`${indent}${safe(child.id)} : ${child.key}`);
      if (child.type === 'final') lines.push(`${indent}${safe(child.id)} --> [*]`);
      const transitions = [
        ...[...child.transitions.entries()].flatMap(([eventType, definitions]) =>
          definitions.map((definition) => ({ label: eventLabel(eventType), definition })),
        ),
        ...(child.always ?? []).map((definition) => ({ label: 'always', definition })),
      ];
      for (const { label, definition } of transitions) {
        const guard = definition.guard
          ? ` [${typeof definition.guard === 'string' ? definition.guard : ((definition.guard as { type?: string }).type ?? 'guard')}]`
          : '';
        const targets = definition.target ?? [child];
        for (const target of targets) {
          lines.push(`${indent}${safe(child.id)} --> ${safe(target.id)} : ${label}${guard}`);
        }
      }
    }
  };
  visit(machine.root as AnyStateNode, '  ');
  return `${lines.join('\n')}\n`;
}
