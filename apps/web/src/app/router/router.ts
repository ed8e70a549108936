import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;
