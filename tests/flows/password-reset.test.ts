import { passwordResetScreens } from '../machines/models/password-reset.screens';
import { describeFlow } from './replay';

describeFlow('passwordReset', passwordResetScreens);
