import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/**
 * Created by main.tsx in a task of its own (matching the URL, starting the route's `lazy`,
 * reading the saved view transitions): not while the entry's modules evaluate.
 */
export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;
