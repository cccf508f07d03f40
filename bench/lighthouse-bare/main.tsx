// The bare page `npm run lighthouse` scores beside the product (scripts/lighthouse.mjs): React
// rendering a heading and a paragraph, built by the project's Vite and served the way the product
// serves its pages. What the product scores below it is what the product itself costs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>A bare Vite + React page</h1>
      <p>A heading and a paragraph, rendered by React in the browser: what any page of this stack costs at least.</p>
    </main>
  </StrictMode>,
);
