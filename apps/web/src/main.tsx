// i18n initialises on import, before anything renders a string
import './lib/i18n.ts';
import './app/global.css';
import { startApp } from './app/loading/start-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startApp(container);
