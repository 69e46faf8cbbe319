import { loginScreens } from '../machines/models/login.screens';
import { describeFlow } from './replay';

describeFlow('login', loginScreens);
