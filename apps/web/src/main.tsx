// Applies every saved setting (direction, colours) before the first render; index.html's
// pre-paint script (boot/boot-screen.tsx) has given the page its background already.
import './settings/apply-stored-settings';
import './theme/public-sans.css';
import { startApp } from './boot/start-app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
void startApp(container);
