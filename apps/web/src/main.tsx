import { start } from './app/start';
import './styles.css';

const container = document.getElementById('root')!;
start(container);
