// Applies the saved direction and page colour before the first render (the CSP bans inline scripts).
import './settings/apply-stored-settings';
import './theme/public-sans.css';
import { startApp } from './boot/start-app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
void startApp(container);
