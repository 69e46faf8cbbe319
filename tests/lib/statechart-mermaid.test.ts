import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../machines/session.machine';
import { verifyCodeMachine } from '../../machines/verify-code.machine';
import { toMermaid } from '../../scripts/statechart-mermaid';

describe('statechart diagrams', () => {
  it('draws every state, the start, the ends and each transition with its guard', () => {
    expect(toMermaid(verifyCodeMachine).split('\n')).toEqual(
      expect.arrayContaining([
        'stateDiagram-v2',
        '  [*] --> verifyCode_editing',
        '  verifyCode_editing --> verifyCode_editing : SUBMIT [isMalformedCode]',
        '  verifyCode_editing --> verifyCode_verifying : SUBMIT',
        '  verifyCode_verifying --> verifyCode_verified : verifyCode done',
        '  verifyCode_verifying --> verifyCode_editing : verifyCode failed',
        '  verifyCode_verified --> [*]',
      ]),
    );
  });

  it('draws parallel regions, transient choices, delays and a region’s own transitions', () => {
    expect(toMermaid(sessionMachine).split('\n')).toEqual(
      expect.arrayContaining([
        '  state session_access {',
        '    [*] --> session_access_unchecked',
        '    session_refresh_deciding --> session_refresh_refreshing : always [hasToken]',
        '    session_refresh_deciding --> session_refresh_signedOut : always',
        '    session_refresh_waiting --> session_refresh_deciding : after refreshInterval',
        '  session_access --> session_access_authenticated : SIGNED_IN',
      ]),
    );
  });
});
