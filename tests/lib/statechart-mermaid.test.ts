import { describe, expect, it } from 'vitest';
import { sessionGuardMachine } from '../../machines/session-guard.machine';
import { toMermaid } from '../../scripts/statechart-mermaid';

describe('statechart diagrams', () => {
  it('draws every state, the start, the ends and each transition with its guard', () => {
    const diagram = toMermaid(sessionGuardMachine);
    expect(diagram.split('\n')).toEqual(
      expect.arrayContaining([
        'stateDiagram-v2',
        '  [*] --> sessionGuard_checking',
        '  sessionGuard_checking --> sessionGuard_verifying : always [hasToken]',
        '  sessionGuard_checking --> sessionGuard_unauthenticated : always',
        '  sessionGuard_verifying --> sessionGuard_authenticated : verifyToken done',
        '  sessionGuard_verifying --> sessionGuard_unauthenticated : verifyToken failed',
        '  sessionGuard_authenticated --> [*]',
        '  sessionGuard_unauthenticated --> [*]',
      ]),
    );
  });
});
