import { passwordResetRequestScreens } from '../machines/models/password-reset-request.screens';
import { describeFlow } from './replay';

describeFlow('passwordResetRequest', passwordResetRequestScreens);
