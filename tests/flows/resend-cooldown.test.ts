import { resendCooldownScreens } from '../machines/models/resend-cooldown.screens';
import { describeFlow } from './replay';

// The screens never open with no wait pending (see the table's `unreplayable`).
describeFlow('resendCooldown', resendCooldownScreens, ['resendCooldown.starting --always#1-->']);
