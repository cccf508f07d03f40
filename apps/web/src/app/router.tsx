import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The browser's router. The route table is its own module, so the build's prerender can read it. */
export const router = createBrowserRouter(routes);
