import { sessionScreens } from '../machines/models/session.screens';
import { describeFlow } from './replay';

// Turned away, a visitor holds a token again only by signing in in another tab (this tab's
// sign-in lets them in at once): no screen of this tab takes that check's first branch.
describeFlow('session', sessionScreens, ['session.access.unauthenticated --CHECK#0-->']);
