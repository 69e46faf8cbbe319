import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CODE_RESEND_WAIT_SECONDS } from '../../../contracts/accounts';
import {
  type ResendPurpose,
  resendCooldownMachine,
} from '../../../machines/resend-cooldown.machine';
import { withInspector } from '../../lib/inspector';
import { notify } from '../toast';
import { secondaryButton } from './form.css';

/** "Send the code again", then 60 seconds of countdown (SPEC §4 "Resend code"). Every screen
 * that shows it comes right after a code was sent, so the countdown starts at once. */
export function ResendCodeButton(props: {
  purpose: ResendPurpose;
  resend: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [snapshot, send] = useMachine(
    resendCooldownMachine.provide({
      actors: {
        resendCode: fromPromise<void, void>(async () => {
          await props.resend();
        }),
      },
      actions: {
        announceSent: () => notify.success(t`The code has been sent again.`),
        announceFailure: (_, message) => notify.error(i18n._(message)),
      },
    }),
    withInspector({ input: { purpose: props.purpose, secondsLeft: CODE_RESEND_WAIT_SECONDS } }),
  );
  const seconds = snapshot.context.secondsLeft;
  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={!snapshot.hasTag('ready')}
      onClick={() => send({ type: 'RESEND' })}
    >
      {snapshot.hasTag('coolingDown') ? t`Send again in ${seconds} s` : t`Send the code again`}
    </button>
  );
}
