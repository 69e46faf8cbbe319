import { registerScreens } from '../machines/models/register.screens';
import { describeFlow } from './replay';

describeFlow('register', registerScreens);
