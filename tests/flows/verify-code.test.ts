import { verifyCodeScreens } from '../machines/models/verify-code.screens';
import { describeFlow } from './replay';

describeFlow('verifyCode', verifyCodeScreens);
