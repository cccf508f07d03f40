import { createBrowserRouter, RouterProvider } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';

const router = createBrowserRouter([{ path: '*', element: <LandingPage /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
